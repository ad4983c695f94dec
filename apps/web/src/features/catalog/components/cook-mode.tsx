import { ActionIcon, Alert, Badge, Box, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { formatClock, instructionSteps, msg, stepTimers } from '@simmer/contracts';
import { IconAlarm, IconArrowLeft, IconArrowRight, IconBulb, IconX } from '@tabler/icons-react';
import { type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';
import { RecipeNoteField } from '../../recipe-notes/recipe-note';

interface Timer {
  id: number;
  label: string;
  endsAt: number;
  done: boolean;
}

export interface CookIngredient {
  key: string | number;
  text: string;
}

/** Keeps the screen on while cook mode is open, where the Wake Lock API exists. */
function useWakeLock(active: boolean) {
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    if (!active) return;
    const wakeLock = (
      navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> } }
    ).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      try {
        sentinel = await wakeLock.request('screen');
        if (stopped) void sentinel.release();
        else {
          setLocked(true);
          sentinel.addEventListener('release', () => setLocked(false));
        }
      } catch {
        setLocked(false);
      }
    };
    // The lock is dropped when the tab is hidden; take it again on return.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
      setLocked(false);
    };
  }, [active]);
  return locked;
}

/** A short kitchen-timer ring (three beeps). */
function ring() {
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    for (let i = 0; i < 3; i++) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = 880;
      gain.gain.value = 0.2;
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.4);
      osc.stop(ctx.currentTime + i * 0.4 + 0.25);
    }
    setTimeout(() => void ctx.close(), 1500);
  } catch {
    // No audio: the alert on screen still shows.
  }
  navigator.vibrate?.([300, 150, 300]);
}

/** Running timers: they keep counting (and ring) whichever step is on screen. */
function useTimers() {
  const [timers, setTimers] = useState<Timer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const nextId = useRef(1);
  const running = timers.some((t) => !t.done);
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [running]);
  useEffect(() => {
    const finished = timers.filter((t) => !t.done && t.endsAt <= now);
    if (!finished.length) return;
    ring();
    setTimers((list) => list.map((t) => (finished.some((f) => f.id === t.id) ? { ...t, done: true } : t)));
  }, [now, timers]);
  const start = useCallback((label: string, seconds: number) => {
    const at = Date.now();
    setNow(at);
    setTimers((list) => [...list, { id: nextId.current++, label, endsAt: at + seconds * 1000, done: false }]);
  }, []);
  const stop = useCallback((id: number) => setTimers((list) => list.filter((t) => t.id !== id)), []);
  return { timers, now, start, stop };
}

/**
 * Cook mode: the recipe one step at a time in large type, full screen, the screen kept on.
 * Times written in a step ("simmer for 10 minutes") start timers that keep running across
 * steps. Arrow keys, swipes and the buttons move between steps.
 */
/** Large buttons whose labels wrap instead of being cut at 390 px ("Previous step", "Start 10 min timer"). */
const wholeLabel = {
  h: 'auto',
  mih: 50,
  py: 8,
  // Less padding at the sides than a large button's: "Previous" beside its arrow fits at 390 px.
  px: 'sm',
  style: { flex: '1 1 0', minWidth: 0 },
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible', lineHeight: 1.25 } },
} as const;

export function CookMode({
  opened,
  onClose,
  title,
  recipeId,
  instructions,
  ingredients,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The written recipe, for the member's private note under the step. */
  recipeId?: number;
  instructions: string;
  ingredients: CookIngredient[];
}) {
  const steps = instructionSteps(instructions);
  const pages = ingredients.length ? steps.length + 1 : steps.length;
  const offset = ingredients.length ? 1 : 0;
  const [page, setPage] = useState(0);
  const awake = useWakeLock(opened);
  const { timers, now, start, stop } = useTimers();
  const touch = useRef<{ x: number; y: number } | null>(null);

  const go = useCallback((by: number) => setPage((p) => Math.min(pages - 1, Math.max(0, p + by))), [pages]);

  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea')) return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown') go(1);
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, go]);

  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const from = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!from || !t) return;
    const dx = t.clientX - from.x;
    if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(t.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };

  const stepIndex = page - offset;
  const step = stepIndex >= 0 ? steps[stepIndex] : undefined;
  const found = step ? stepTimers(step.text) : [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      title={null}
      aria-label={`${msg.cookModeOpen}: ${title}`}
      transitionProps={{ duration: 0 }}
      padding={0}
    >
      <Stack
        h="100dvh"
        gap={0}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="cook-mode"
        style={{ touchAction: 'pan-y' }}
      >
        <Group
          justify="space-between"
          p="md"
          wrap="nowrap"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {title}
            </Text>
            <Text size="sm" c="dimmed" aria-live="polite">
              {step
                ? msg.cookModeStep
                    .replace('{n}', String(stepIndex + 1))
                    .replace('{total}', String(steps.length))
                : msg.cookModeIngredients}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {awake && (
              <Badge variant="light" leftSection={<IconBulb size={14} />} visibleFrom="sm">
                {msg.cookModeAwake}
              </Badge>
            )}
            <ActionIcon variant="default" size="lg" onClick={onClose} aria-label={msg.cookModeClose}>
              <IconX />
            </ActionIcon>
          </Group>
        </Group>

        {timers.length > 0 && (
          <Group gap="xs" p="sm" role="region" aria-label={msg.timersHeading} data-testid="cook-timers">
            {timers.map((t) =>
              t.done ? (
                <Alert
                  key={t.id}
                  color="red"
                  variant="filled"
                  role="alert"
                  icon={<IconAlarm />}
                  withCloseButton
                  closeButtonLabel={msg.timerCancel}
                  onClose={() => stop(t.id)}
                  py={6}
                >
                  {msg.timerDone.replace('{label}', t.label)}
                </Alert>
              ) : (
                <Badge
                  key={t.id}
                  size="xl"
                  variant="light"
                  leftSection={<IconAlarm size={16} />}
                  rightSection={
                    <ActionIcon
                      size="sm"
                      variant="transparent"
                      aria-label={`${msg.timerCancel} ${t.label}`}
                      onClick={() => stop(t.id)}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  }
                  data-testid="cook-timer"
                >
                  {t.label}: {formatClock(Math.ceil((t.endsAt - now) / 1000))}
                </Badge>
              ),
            )}
          </Group>
        )}

        <Box p={{ base: 'md', sm: 'xl' }} style={{ flex: 1, overflowY: 'auto' }}>
          {step ? (
            <Stack gap="lg" maw={900} mx="auto">
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when written */}
              <Box fz={{ base: 24, sm: 34 }} lh={1.4} dangerouslySetInnerHTML={{ __html: step.html }} />
              {found.length > 0 && (
                <Group gap="sm">
                  {found.map((f) => (
                    <Button
                      key={`${f.label}-${f.seconds}`}
                      size="lg"
                      leftSection={<IconAlarm />}
                      {...wholeLabel}
                      onClick={() => start(f.label, f.seconds)}
                    >
                      {msg.timerStart.replace('{label}', f.label)}
                    </Button>
                  ))}
                </Group>
              )}
            </Stack>
          ) : (
            <Stack maw={900} mx="auto">
              <Title order={2}>{msg.cookModeIngredients}</Title>
              <List spacing="sm" fz={{ base: 20, sm: 26 }}>
                {ingredients.map((i) => (
                  <List.Item key={i.key}>{i.text}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          {recipeId !== undefined && (
            <Box maw={900} mx="auto" mt="xl">
              <RecipeNoteField recipeId={recipeId} size="lg" />
            </Box>
          )}
        </Box>

        <Group
          justify="space-between"
          p="md"
          wrap="nowrap"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Button
            size="lg"
            variant="default"
            leftSection={<IconArrowLeft />}
            {...wholeLabel}
            onClick={() => go(-1)}
            disabled={page === 0}
          >
            {msg.cookModePrevious}
          </Button>
          <Button
            size="lg"
            rightSection={<IconArrowRight />}
            {...wholeLabel}
            onClick={() => go(1)}
            disabled={page >= pages - 1}
          >
            {msg.cookModeNext}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

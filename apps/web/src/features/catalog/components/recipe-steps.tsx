import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { type ConnectedRecipe, formatClock, instructionSteps, msg } from '@simmer/contracts';
import { playerBus, usePlayerTime } from '../../../lib/player-bus';

/** Which timed step the video is in: the last one whose time has passed. */
export function currentStep(times: Array<number | null>, now: number | null): number | null {
  if (now === null) return null;
  let found: number | null = null;
  let best = -1;
  times.forEach((t, i) => {
    if (t !== null && t <= now && t >= best) {
      best = t;
      found = i;
    }
  });
  return found;
}

export function TimeButton({ seconds, label }: { seconds: number; label: string }) {
  return (
    <UnstyledButton
      onClick={() => playerBus.seek(seconds)}
      aria-label={label.replace('{time}', formatClock(seconds))}
      style={{ flexShrink: 0 }}
    >
      <Badge variant="light" style={{ cursor: 'pointer' }}>
        {formatClock(seconds)}
      </Badge>
    </UnstyledButton>
  );
}

/**
 * The instructions as numbered steps. Steps with a time in the video show it; a click
 * seeks the page's player, and the step playing is highlighted.
 */
export function RecipeSteps({ recipe, withVideo }: { recipe: ConnectedRecipe; withVideo: boolean }) {
  const steps = instructionSteps(recipe.instructions);
  const now = usePlayerTime();
  const times = withVideo ? recipe.step_times : [];
  const active = withVideo ? currentStep(times, now) : null;
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="recipe-steps">
      {steps.map((s, i) => {
        const time = times[i] ?? null;
        const on = active === i;
        return (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position (times are stored by step index)
            key={i}
            p="sm"
            aria-current={on ? 'step' : undefined}
            data-active={on || undefined}
            style={{
              borderRadius: 8,
              border: '1px solid var(--mantine-color-default-border)',
              borderLeft: on ? '4px solid var(--mantine-primary-color-filled)' : undefined,
              background: on ? 'var(--mantine-primary-color-light)' : undefined,
            }}
          >
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Text fw={700} c="dimmed" miw={20}>
                {i + 1}.
              </Text>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when written (apps/server/src/lib/html.ts) */}
              <Box style={{ flex: 1 }} dangerouslySetInnerHTML={{ __html: s.html }} />
              {time !== null && <TimeButton seconds={time} label={msg.stepAt} />}
            </Group>
          </Box>
        );
      })}
    </Stack>
  );
}

import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatClock, instructionSteps, msg, parseClock } from '@simmer/contracts';
import { IconClockPlay } from '@tabler/icons-react';
import { VideoPlayer } from '../../../components/player';
import { playerBus } from '../../../lib/player-bus';
import { useAdminEpisode, useAdminVideo } from '../api/content-api';

/** Times are typed as m:ss; kept as text while typed, read when saved. */
export interface StepTimesState {
  ingredients: string;
  steps: string[];
}

export const timesState = (ingredients: number | null, steps: Array<number | null>): StepTimesState => ({
  ingredients: ingredients === null ? '' : formatClock(ingredients),
  steps: steps.map((t) => (t === null ? '' : formatClock(t))),
});

/** The times as the server takes them; a time that is not m:ss is reported under its field. */
export function timesBody(state: StepTimesState, stepCount: number) {
  const errors: Record<string, string> = {};
  const read = (text: string, key: string) => {
    if (!text.trim()) return null;
    const s = parseClock(text);
    if (s === null || s > 86_400) errors[key] = msg.recipeStepTimeInvalid;
    return s;
  };
  const ingredients_time = read(state.ingredients, 'ingredients_time');
  const step_times = Array.from({ length: stepCount }, (_, i) =>
    read(state.steps[i] ?? '', `step_times.${i}`),
  );
  return { body: { ingredients_time, step_times }, errors };
}

/**
 * While previewing the parent's video, the admin sets where the ingredients and each
 * instruction step start: type m:ss, or press "Now" at the right moment.
 */
export function StepTimesEditor({
  parentType,
  parentId,
  instructions,
  value,
  onChange,
  errors,
}: {
  parentType: 'video' | 'episode';
  parentId: number;
  instructions: string;
  value: StepTimesState;
  onChange: (next: StepTimesState) => void;
  errors: Record<string, string>;
}) {
  const video = useAdminVideo(parentType === 'video' ? parentId : 0);
  const episode = useAdminEpisode(parentType === 'episode' ? parentId : 0);
  const playbackId = (parentType === 'video' ? video.data : episode.data)?.video_playback_id ?? null;
  const steps = instructionSteps(instructions);
  const now = () => {
    const t = playerBus.time();
    return t === null ? '' : formatClock(Math.floor(t));
  };
  const row = (label: string, text: string, key: string, set: (v: string) => void) => (
    <Group key={key} align="flex-end" wrap="nowrap" gap="xs">
      <TextInput
        label={label}
        placeholder="m:ss"
        value={text}
        onChange={(e) => set(e.currentTarget.value)}
        error={errors[key]}
        style={{ flex: 1 }}
        w={{ base: '100%' }}
        maw={{ base: '100%', sm: 420 }}
      />
      <Button
        variant="light"
        leftSection={<IconClockPlay size={16} />}
        onClick={() => set(now())}
        disabled={!playbackId}
        aria-label={`Set ${label} to the video's current time`}
      >
        Now
      </Button>
    </Group>
  );
  return (
    <Fieldset legend="Steps on the video" radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Play the video and press Now when the ingredients and each step start. The recipe tab links each
          step to its moment, and the player shows them as chapters.
        </Text>
        {playbackId ? (
          <VideoPlayer playbackId={playbackId} title="Video preview" />
        ) : (
          <Text size="sm">{msg.videoNotReady}</Text>
        )}
        {row(msg.ingredientsHeading, value.ingredients, 'ingredients_time', (v) =>
          onChange({ ...value, ingredients: v }),
        )}
        {steps.map((s, i) =>
          row(
            `${i + 1}. ${s.text.length > 60 ? `${s.text.slice(0, 59)}…` : s.text}`,
            value.steps[i] ?? '',
            `step_times.${i}`,
            (v) => {
              const next = [...value.steps];
              while (next.length < steps.length) next.push('');
              next[i] = v;
              onChange({ ...value, steps: next });
            },
          ),
        )}
        {!steps.length && (
          <Text size="sm" c="dimmed">
            Write the instructions as a numbered list to time each step.
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * The share of the whole job each step stands for, in percent. The ffmpeg run (all
 * renditions at once) is nearly all of the wait; 100 is only written with the ready status,
 * so a video never shows 100 % while its files are still being stored.
 */
export const progressSteps = {
  transcode: [0, 90],
  thumbnail: [90, 93],
  store: [93, 99],
} as const;

export type ProgressStep = keyof typeof progressSteps;

export interface ProgressReporter {
  /** Reports that `fraction` (0..1) of a step is done. */
  step(step: ProgressStep, fraction: number): void;
  /** Waits for a write in flight; reports after this are ignored. */
  close(): Promise<void>;
}

/**
 * Turns step fractions into a percentage and stores it at most once per `intervalMs`, only
 * when it rose by at least one point, and one write at a time (a report arriving while one
 * is in flight is dropped: the next one carries a newer value anyway).
 */
export function progressReporter(
  store: (percent: number) => Promise<void>,
  opts: { intervalMs?: number; now?: () => number } = {},
): ProgressReporter {
  const intervalMs = opts.intervalMs ?? 1000;
  const now = opts.now ?? Date.now;
  let stored = 0;
  let storedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;
  let closed = false;
  return {
    step(step, fraction) {
      const [from, to] = progressSteps[step];
      const share = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
      const percent = Math.floor(from + (to - from) * share);
      const at = now();
      if (closed || inFlight || percent < stored + 1 || at - storedAt < intervalMs) return;
      stored = percent;
      storedAt = at;
      // A lost progress write must not fail the transcode; the store logs its own errors.
      inFlight = store(percent)
        .catch(() => {})
        .finally(() => {
          inFlight = null;
        });
    },
    async close() {
      closed = true;
      await inFlight;
    },
  };
}

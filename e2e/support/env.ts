import { test } from '@playwright/test';

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
/** The data folder of the server listening on `port` (its mail outbox, its stored uploads). */
export const dataDirOf = (port: number) => `/tmp/simmer-e2e-${port}`;
/** The built-in RTMP ingest's port for this run, so runs on different E2E ports never collide. */
export const e2eRtmpPort = Number(process.env.E2E_RTMP_PORT ?? e2ePort + 16_000);

/** The data folder of the server the running test's project talks to. */
export function serverDataDir(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error('the project has no baseURL');
  return dataDirOf(Number(new URL(base).port));
}

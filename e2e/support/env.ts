export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = `/tmp/simmer-e2e-${e2ePort}`;
/** The built-in RTMP ingest's port for this run, so runs on different E2E ports never collide. */
export const e2eRtmpPort = Number(process.env.E2E_RTMP_PORT ?? e2ePort + 16_000);

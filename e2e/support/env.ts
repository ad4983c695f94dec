export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = `/tmp/simmer-e2e-${e2ePort}`;

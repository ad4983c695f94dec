export const defaultTestDatabaseUrl: string;
export function testDatabaseUrl(env?: Record<string, string | undefined>): string;
export const e2ePort: number;
export const sweepPort: number;
export const e2eRtmpPort: number;
export function e2eDataDirOf(port: number): string;
export const serverStartTimeoutMs: number;
export { freePort } from '../apps/server/test/free-port.mjs';

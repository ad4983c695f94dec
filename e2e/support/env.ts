import { test } from '@playwright/test';
import { dataDirOf } from '../servers';

export { dataDirOf, e2ePort, e2eRtmpPort } from '../servers';

/** The data folder of the server the running test's project talks to. */
export function serverDataDir(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error('the project has no baseURL');
  return dataDirOf(Number(new URL(base).port));
}

import { defineConfig } from '@playwright/test';
import topology from '../topology/playwright.config';

/**
 * The topology stage's cross-process journeys (e2e/topology/) against the container stage's
 * production picture (scripts/containers/ci.mjs), which starts it and writes its addresses to
 * TOPOLOGY_STATE: the same journeys, without the stage's own start and stop.
 */
if (!process.env.TOPOLOGY_STATE) throw new Error('TOPOLOGY_STATE is not set: run scripts/containers/ci.sh');

export default defineConfig({
  ...topology,
  testDir: '../topology',
  globalSetup: undefined,
  globalTeardown: undefined,
  outputDir: '../test-results/containers-topology',
});

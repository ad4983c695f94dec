import { defineConfig } from '@playwright/test';
import topology from '../topology/playwright.config';

/**
 * The topology stage's cross-process journeys (e2e/topology/) against the container stage's
 * production picture (scripts/containers/ci.mjs), which starts it and writes its addresses to
 * TOPOLOGY_STATE (set before this file loads; the topology's settings.ts only fills it in when
 * unset): the same journeys, without the topology stage's own start and stop.
 */
export default defineConfig({
  ...topology,
  testDir: '../topology',
  globalSetup: undefined,
  globalTeardown: undefined,
  outputDir: '../test-results/containers-topology',
});

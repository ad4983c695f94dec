import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files whose cost is ffmpeg's work (drawing and transcoding clips, live ingest), not the
 * database's. They run in the PGlite pass only: in the PostgreSQL pass (TEST_DATABASE_URL set)
 * they would spend the same minute and a half of ffmpeg to run again a few statements that the
 * route tests already run there (decision 600). The embedded RTMP ingest opens no database at all.
 */
export const ffmpegBound = [
  'src/seed/demo-media.test.ts',
  'src/modules/media/transcode.test.ts',
  'src/modules/media/transcode-progress.test.ts',
  'src/modules/live/live-browser.test.ts',
  'src/platform/live/embedded.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? ffmpegBound : [])],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    // Safety nets, not speed checks: with the PGlite and PostgreSQL passes side by side, an
    // ffmpeg-driven live test on a busy 2-core machine takes several times a quiet one's.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
  },
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const include = ['src/**/*.test.{ts,tsx}'];

/**
 * Test files that replace a module (`vi.mock`) or load the app's modules afresh
 * (`vi.resetModules`, to hydrate a page as the browser would) get a module graph and a window of
 * their own: in shared ones, a file that ran before may already hold the real module, or have
 * moved the window's address.
 */
const mocking = readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => path.join('src', file))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /\bvi\.(?:doMock|mock|resetModules)\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
  );

const common = { environment: 'happy-dom' as const, setupFiles: ['./src/test-setup.ts'] };

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        // One module graph and one happy-dom window per worker, not one per file: importing
        // React, Mantine and the contracts again for each file was five sixths of the run's CPU
        // (decision 600). The setup file cleans the rendered tree after every test.
        test: { ...common, name: 'web', include, exclude: mocking, isolate: false },
      },
      { extends: true, test: { ...common, name: 'web, module mocks', include: mocking, isolate: true } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The rules are pure functions with no module mocks: one module graph per worker instead of
    // importing zod and the contracts again for each file (decision 600).
    isolate: false,
  },
});

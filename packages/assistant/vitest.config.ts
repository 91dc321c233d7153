import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    // The fuzz, property and evaluation tests are CPU work, not waits: on a busy machine they
    // take longer, and a time limit would fail them for the machine's load, not their result.
    testTimeout: 60_000,
  },
});

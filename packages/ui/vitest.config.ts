import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    // Animation frames at a screen's pace (see src/test-frames.ts).
    setupFiles: ['src/test-setup.ts'],
  },
});

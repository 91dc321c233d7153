import { defineConfig } from 'vitest/config';

/** `pnpm eval:frozen`: the frozen rounds alone, never part of `pnpm test`. */
export default defineConfig({
  test: { include: ['eval/frozen.eval.ts'], testTimeout: 120_000 },
});

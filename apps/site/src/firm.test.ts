import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The relay-chat function's settings, as Deno runs them. Its code is type-checked by `deno
 * check` (it uses Deno's globals), so here it is loaded by a path TypeScript does not follow.
 */
interface RelayMod {
  loadProvider(env: (name: string) => string | undefined): {
    answer(
      turn: { message: string; history: []; historyIds: [] },
      options: { signal: AbortSignal },
    ): Promise<{ text: string }>;
  };
}
const RELAY_MOD = new URL('../../../supabase/functions/relay-chat/mod.ts', import.meta.url).href;

afterEach(() => vi.unstubAllEnvs());

const pageWith = async () => {
  vi.resetModules();
  return (await import('./entry-server.tsx')).render('/');
};

/** Both loads transform their module graphs cold (the page, the function and its engine). */
const COLD_LOAD_MS = 30_000;

describe('one set of firm facts for the page and the chat', () => {
  it(
    'FIRM_PHONE changes the number on the page and in the chat answers alike',
    async () => {
      vi.stubEnv('FIRM_PHONE', '(508) 555-0199');
      vi.stubEnv('FIRM_NAME', 'Harbor Light Planning');
      const page = await pageWith();
      expect(page).toContain('(508) 555-0199');
      expect(page).toContain('tel:+15085550199');
      expect(page).toContain('Harbor Light Planning');
      expect(page).not.toContain('555-0142');

      // The function reads the same variables from its own environment.
      const { loadProvider }: RelayMod = await import(/* @vite-ignore */ RELAY_MOD);
      const provider = loadProvider((name) => process.env[name]);
      const reply = await provider.answer(
        { message: 'How do I schedule a consultation?', history: [], historyIds: [] },
        { signal: new AbortController().signal },
      );
      expect(reply.text).toContain('(508) 555-0199');
      expect(reply.text).not.toContain('555-0142');
    },
    COLD_LOAD_MS,
  );
});

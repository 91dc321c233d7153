import assert from 'node:assert/strict';
import { rateLimiterContract, turnStoreContract } from '../store-contract.ts';
import { queryOne } from './db.ts';
import { sqlRateLimiter, sqlTurnStore } from './stores.ts';
import { TEST_DATABASES } from './testing.ts';

for (const { kind, create } of TEST_DATABASES) {
  rateLimiterContract(`sqlRateLimiter (${kind})`, async () => {
    const { db, drop } = await create();
    return { store: sqlRateLimiter(db), close: drop };
  });
  turnStoreContract(`sqlTurnStore (${kind})`, async () => {
    const { db, drop } = await create();
    return { store: sqlTurnStore(db), close: drop };
  });
}

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`sqlTurnStore stores sources as a JSON array, not a JSON string (${kind})`, async () => {
    const { db, drop } = await create();
    try {
      const turns = sqlTurnStore(db);
      const start = {
        sessionId: 's',
        messageId: 'm',
        origin: null,
        ipHash: 'h',
        message: 'q',
        redactionKinds: [],
      };
      await turns.begin(start, 0, 30_000);
      const outcome = {
        status: 'answered' as const,
        reply: 'a',
        sources: [{ title: 'SSA', url: 'https://www.ssa.gov/' }],
        provider: 'embedded',
        model: null,
        kbVersion: null,
        promptVersion: null,
        errorCode: null,
        providerMs: 1,
        totalMs: 2,
      };
      assert.equal(await turns.finish(start, 1, outcome, 10), true);
      const row = await queryOne<{ kind: string; title: string }>(
        db,
        `select jsonb_typeof(sources) as kind, sources -> 0 ->> 'title' as title from chat_turns`,
      );
      assert.deepEqual({ ...row }, { kind: 'array', title: 'SSA' });
    } finally {
      await drop();
    }
  });
}

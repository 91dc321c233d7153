import assert from 'node:assert/strict';
import { recordTurn, TEST_DATABASES } from '../../../testing/databases.ts';
import { turnStoreContract } from '../../../testing/store-contract.ts';
import { readRecords, sqlTurnStore } from './stores.ts';

// On the server the store runs as the function's own role, with only the rights it is given.
for (const { kind, create } of TEST_DATABASES) {
  turnStoreContract(`sqlTurnStore (${kind})`, async () => {
    const { db, relay, drop } = await create();
    return { store: sqlTurnStore(relay), records: () => readRecords(db), close: drop };
  });
}

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`sqlTurnStore stores sources as a JSON array, not a JSON string (${kind})`, async () => {
    const { db, relay, drop } = await create();
    try {
      await recordTurn(
        relay,
        { messageId: 'm' },
        {
          sources: [{ title: 'SSA', url: 'https://www.ssa.gov/' }],
        },
      );
      const [row] = await db.query<{ kind: string; title: string }>(
        `select jsonb_typeof(sources) as kind, sources -> 0 ->> 'title' as title from chat_turns`,
      );
      assert.deepEqual({ ...row }, { kind: 'array', title: 'SSA' });
    } finally {
      await drop();
    }
  });
}

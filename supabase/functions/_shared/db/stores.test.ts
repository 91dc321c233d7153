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

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`finish_chat_turn leaves out a malformed handling field, never the turn (${kind})`, async () => {
    const { db, relay, drop } = await create();
    try {
      const started = await recordTurn(relay, { messageId: 'm' }, 'pending');
      const [{ sealed }] = (await relay.query<{ sealed: boolean }>(
        `select public.finish_chat_turn('s1', 'm', $1, 'answered', 'a', '[]', 'assistant', null,
           null, null, null, null, 1, 2, null, null, null, null, 0, $2::text::jsonb) as sealed`,
        [
          started.attempt,
          JSON.stringify({
            kind: 'Topic; drop table',
            topic: 'x'.repeat(200),
            facet: 7,
            confidence: 3.5,
            abstained: 'yes',
            figure_check: 'skipped',
          }),
        ],
      )) as [{ sealed: boolean }];
      assert.equal(sealed, true);
      const [row] = await db.query(
        `select answer_kind, topic, facet, confidence::float8 as confidence, abstained,
           figure_check, status from chat_turns`,
      );
      // Out of range is clamped; every other field of the wrong shape is left empty.
      assert.deepEqual(
        { ...row },
        {
          answer_kind: null,
          topic: null,
          facet: null,
          confidence: 1,
          abstained: null,
          figure_check: null,
          status: 'answered',
        },
      );
    } finally {
      await drop();
    }
  });
}

import assert from 'node:assert/strict';
import { post, setup, testConfig, validBody } from '../../relay-chat/testing.ts';
import { systemClock } from '../clock.ts';
import { queryOne } from './db.ts';
import { sqlStores } from './stores.ts';
import { TEST_DATABASES } from './testing.ts';

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`relay-chat on ${kind}: parallel duplicates of a turn ask the provider once`, async () => {
    const { db, drop } = await create();
    try {
      const { handler, calls } = setup({
        ...sqlStores(db),
        clock: systemClock,
        config: testConfig({ duplicatePollMs: 20, duplicateWaitMs: 10_000 }),
        // Slow enough that every duplicate arrives while the first is still being answered.
        script: async (turn) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return `Answer to: ${turn.message}`;
        },
      });
      const body = validBody({ message_id: 'turn-1' });
      const responses = await Promise.all(Array.from({ length: 40 }, () => handler(post(body))));
      const replies = await Promise.all(responses.map((response) => response.json()));
      assert.deepEqual(
        responses.map((response) => response.status),
        Array(40).fill(200),
      );
      assert.equal(new Set(replies.map((reply) => reply.response)).size, 1);
      assert.equal(calls.length, 1);
      const row = await queryOne<{ rows: number; answered: number; attempts: number }>(
        db,
        `select count(*)::int as rows, count(*) filter (where status = 'answered')::int as answered,
           max(attempts) as attempts
         from chat_turns where session_id = 'session-1' and message_id = 'turn-1'`,
      );
      assert.deepEqual({ ...row }, { rows: 1, answered: 1, attempts: 1 });
    } finally {
      await drop();
    }
  });
}

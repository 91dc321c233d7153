import assert from 'node:assert/strict';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { post, setup, testConfig, validBody } from '../../testing/relay-chat.ts';
import { systemClock } from '../_shared/clock.ts';
import type { Db } from '../_shared/db/db.ts';
import { readRecords, sqlTurnStore } from '../_shared/db/stores.ts';
import type { TurnStore } from '../_shared/stores.ts';

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`relay-chat on ${kind}: parallel duplicates of a turn ask the provider once`, async () => {
    const { db, relay, drop } = await create();
    try {
      const DUPLICATES = 40;
      // The answer waits until every duplicate has found the turn in flight.
      const allWaiting = Promise.withResolvers<void>();
      const store = sqlTurnStore(relay);
      let inFlight = 0;
      const turns: TurnStore = {
        ...store,
        async start(start, now) {
          const result = await store.start(start, now);
          if (result.outcome === 'in_flight' && ++inFlight >= DUPLICATES - 1) {
            allWaiting.resolve();
          }
          return result;
        },
      };
      const { handler, calls } = setup({
        turns,
        clock: systemClock,
        config: testConfig({ duplicatePollMs: 20, duplicateWaitMs: 60_000 }),
        script: async (turn) => {
          if (turn.message !== 'Hello') await allWaiting.promise;
          return `Answer to: ${turn.message}`;
        },
      });
      // The conversation is opened first, so every duplicate carries its secret.
      await handler(post(validBody({ message: 'Hello', message_id: 'turn-0' })));
      const body = validBody({ message_id: 'turn-1' });
      const responses = await Promise.all(
        Array.from({ length: DUPLICATES }, () => handler(post(body))),
      );
      const replies = await Promise.all(responses.map((response) => response.json()));
      assert.deepEqual(
        responses.map((response) => response.status),
        Array(DUPLICATES).fill(200),
      );
      assert.equal(new Set(replies.map((reply) => reply.response)).size, 1);
      assert.equal(calls.length, 2);
      const records = await readRecords(db);
      assert.deepEqual(
        records.map((r) => [r.messageId, r.attempt, r.status]),
        [
          ['turn-0', 1, 'answered'],
          ['turn-1', 1, 'answered'],
        ],
      );
    } finally {
      await drop();
    }
  });

  Deno.test(`relay-chat on ${kind}: starting a turn is one statement, finishing it one more`, async () => {
    const { relay, drop } = await create();
    try {
      const statements: string[] = [];
      const counting: Db = {
        ...relay,
        query: (text, params) => {
          statements.push(text.trim().split('(')[0] ?? text);
          return relay.query(text, params);
        },
      };
      const { handler } = setup({
        turns: sqlTurnStore(counting),
        config: testConfig({ sessionLimit: { capacity: 2, refillPerSecond: 1 / 60 } }),
      });
      const send = async (messageId: string) => {
        statements.length = 0;
        const response = await handler(post(validBody({ message_id: messageId })));
        await response.body?.cancel();
        return [response.status, [...statements]];
      };
      const start = 'select public.start_chat_turn';
      const finish = 'select public.finish_chat_turn';
      // Every limit, the claim and the recorded conversation: one round trip; the outcome: one.
      assert.deepEqual(await send('a'), [200, [start, finish]]);
      // A replay, and a refusal by the limits, are one round trip each.
      assert.deepEqual(await send('a'), [200, [start]]);
      assert.deepEqual(await send('b'), [429, [start]]);
    } finally {
      await drop();
    }
  });
}

import assert from 'node:assert/strict';
import { verifyRecord } from '../../scripts/transcripts.ts';
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

/**
 * A Db whose turn claims are lost as a crash of the database loses an asynchronous commit: the
 * claim runs and answers, then its transaction is rolled back (its result leaves in the error
 * that rolls it back). Every other statement runs as it is.
 */
const losingClaims = (db: Db): Db => ({
  ...db,
  async query(text, params) {
    const call = /^select (public\.start_chat_turn\(.*\)) as result$/s.exec(text)?.[1];
    if (!call) return db.query(text, params);
    const lost = await db
      .exec(`do $lost$ begin raise exception 'claim:%', (${call})::text; end $lost$`)
      .then(
        () => null,
        (error: Error) => /claim:(.*)$/s.exec(error.message)?.[1],
      );
    if (!lost) throw new Error('the claim did not run');
    return [{ result: JSON.parse(lost) }] as never;
  },
});

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`relay-chat on ${kind}: no answered turn is lost when a crash loses its claim`, async () => {
    const { db, relay, drop } = await create();
    try {
      const { handler } = setup({ turns: sqlTurnStore(losingClaims(relay)) });
      // The first turn opens the conversation; its claim, and the opening with it, are lost.
      const first = await handler(post(validBody({ message: 'First', message_id: 'a' })));
      assert.equal(first.status, 200);
      const second = await handler(post(validBody({ message: 'Second', message_id: 'b' })));
      assert.equal(second.status, 200);
      await second.body?.cancel();
      const records = await readRecords(db);
      assert.deepEqual(
        records.map((r) => [r.sessionId, r.messageId, r.attempt, r.status, r.message, r.reply]),
        [
          ['session-1', 'a', 1, 'answered', 'First', 'You asked: First'],
          ['session-1', 'b', 1, 'answered', 'Second', 'You asked: Second'],
        ],
      );
      // The second turn was shown the first (recorded again by its finish) and continued the
      // conversation the first opened, whose owner was recorded again too.
      assert.deepEqual(records[1]?.contextTurnIds, [records[0]?.id]);
      // The chains hold: each restored claim is a link like any other.
      const { findings } = await verifyRecord(db);
      assert.deepEqual(findings, []);
    } finally {
      await drop();
    }
  });
}

/**
 * The LLM's budget belongs to everyone: a flood from one address, or a few, spends its share and
 * no more, every later visitor is answered (by the embedded assistant once the LLM's share is
 * spent), and concurrent turns keep the day's tokens within the budget. On PostgreSQL and PGlite,
 * with an OpenAI-compatible stub on loopback that reports a grounded turn's tokens.
 */
import assert from 'node:assert/strict';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { llmStub } from '../../testing/llm-stub.ts';
import { CLIENT_IP, manualClock, post, validBody } from '../../testing/relay-chat.ts';
import type { Db } from '../_shared/db/db.ts';
import { sqlTurnStore } from '../_shared/db/stores.ts';
import { createHandler } from './handler.ts';
import { relayDeps } from './mod.ts';

/** Midday UTC, so no test crosses into the next day's budget. */
const NOON = Date.UTC(2027, 2, 10, 12);

async function flooding(db: Db, relay: Db, llmUrl: string, env: Record<string, string>) {
  const clock = manualClock(NOON);
  const vars: Record<string, string> = {
    IP_HASH_SALT: 'flood',
    OPENAI_API_KEY: 'sk-stub',
    OPENAI_BASE_URL: llmUrl,
    ...env,
  };
  const handler = createHandler({
    ...relayDeps((name) => vars[name], sqlTurnStore(relay)),
    clock,
    log: () => {},
  });
  let n = 0;
  /** One turn of a new conversation from `ip`; resolves to its status and who answered. */
  const turn = async (ip: string) => {
    const response = await handler(
      post(
        validBody({
          session_id: `flood-${++n}`,
          message_id: `m-${n}`,
          message: 'When should I claim Social Security?',
        }),
        { [CLIENT_IP]: ip },
      ),
    );
    await response.body?.cancel();
    return response.status;
  };
  /** Tokens the LLM reported, by answering provider, and the day's count the store keeps. */
  const spent = async () => {
    const [row] = await db.query<{ llm: number; assistant: number; reported: number; day: number }>(
      `select count(*) filter (where provider = 'openai')::int as llm,
         count(*) filter (where provider = 'assistant')::int as assistant,
         coalesce(sum(prompt_tokens + completion_tokens), 0)::int as reported,
         coalesce((select sum(tokens) from llm_day_usage), 0)::int as day
       from chat_turns`,
    );
    return row as { llm: number; assistant: number; reported: number; day: number };
  };
  return { clock, turn, spent };
}

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`flood (${kind}): one address at 30 turns a minute spends its share, then the assistant answers`, async () => {
    await using llm = llmStub();
    const { db, relay, drop } = await create();
    try {
      // The defaults: a million tokens a day, 5% of it for one address.
      const { clock, turn, spent } = await flooding(db, relay, llm.url, {});
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) {
        statuses.push(await turn('203.0.113.66'));
        clock.advance(2000);
      }
      assert.deepEqual(statuses, Array(120).fill(200));
      const flood = await spent();
      // The share is 50,000 tokens; at about 2,000 to 3,000 a turn the LLM answered a score of
      // turns, and never past the share: what is left is less than one turn's reservation.
      assert.ok(flood.reported <= 50_000, `spent ${flood.reported}`);
      assert.ok(flood.reported >= 50_000 - 6000, `spent ${flood.reported}`);
      assert.equal(flood.llm + flood.assistant, 120);
      assert.equal(flood.day, flood.reported);
      // Another visitor is answered by the LLM.
      assert.equal(await turn('198.51.100.7'), 200);
      assert.equal((await spent()).llm, flood.llm + 1);
    } finally {
      await drop();
    }
  });

  Deno.test(`flood (${kind}): five addresses cannot spend a 200,000-token day; later visitors are answered`, async () => {
    await using llm = llmStub();
    const { db, relay, drop } = await create();
    try {
      const { turn, spent } = await flooding(db, relay, llm.url, {
        LLM_TOKENS_PER_DAY: '200000',
      });
      // Each address sends its whole minute's allowance at once.
      const burst = await Promise.all(
        Array.from({ length: 5 * 30 }, (_, i) => turn(`192.0.2.${1 + (i % 5)}`)),
      );
      assert.deepEqual(burst, Array(150).fill(200));
      const after = await spent();
      // 10,000 tokens each (5%): a quarter of the day at most.
      assert.ok(after.reported <= 50_000, `spent ${after.reported}`);
      // Every later visitor is answered, by the LLM: the day has room.
      const later = await Promise.all(
        Array.from({ length: 20 }, (_, i) => turn(`198.51.100.${10 + i}`)),
      );
      assert.deepEqual(later, Array(20).fill(200));
      assert.equal((await spent()).llm, after.llm + 20);
    } finally {
      await drop();
    }
  });

  Deno.test(`flood (${kind}): 40 concurrent turns keep the day within 10% of a small budget`, async () => {
    await using llm = llmStub();
    const { db, relay, drop } = await create();
    try {
      const budget = 100_000;
      const { turn, spent } = await flooding(db, relay, llm.url, {
        LLM_TOKENS_PER_DAY: String(budget),
        LLM_ADDRESS_SHARE: '1',
        LLM_SESSION_SHARE: '1',
      });
      let wave = 0;
      let before = -1;
      // Waves of 40 at once, until the LLM answers none of a wave: every turn is answered.
      while ((await spent()).llm !== before) {
        before = (await spent()).llm;
        const statuses = await Promise.all(
          Array.from({ length: 40 }, (_, i) => turn(`10.0.${wave}.${i + 1}`)),
        );
        assert.deepEqual(statuses, Array(40).fill(200));
        const { reported, day } = await spent();
        assert.ok(reported <= budget, `wave ${wave}: spent ${reported} of ${budget}`);
        assert.equal(day, reported, 'every reservation settled to what was spent');
        wave++;
      }
      const { reported, assistant } = await spent();
      assert.ok(reported >= 0.9 * budget, `spent ${reported} of ${budget}`);
      assert.ok(assistant > 0);
    } finally {
      await drop();
    }
  });
}

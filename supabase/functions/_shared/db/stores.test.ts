import assert from 'node:assert/strict';
import {
  createServerDatabase,
  migrationsBefore,
  recordTurn,
  TEST_DATABASES,
} from '../../../testing/databases.ts';
import { answered, turnStoreContract } from '../../../testing/store-contract.ts';
import type { Reservation } from '../stores.ts';
import type { Db } from './db.ts';
import { connectPostgres } from './postgres.ts';
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
  Deno.test(`a store that has read a conversation gets only its new turns' texts, and the same history (${kind})`, async () => {
    const { relay, drop } = await create();
    try {
      // Every start_chat_turn() result the store receives.
      const results: { history?: { id: number; message?: string }[] }[] = [];
      const spied: Db = {
        ...relay,
        async query<R extends Record<string, unknown>>(text: string, params?: readonly unknown[]) {
          const rows = await relay.query<R>(text, params);
          if (text.includes('start_chat_turn')) results.push(rows[0]?.result as never);
          return rows;
        },
      };
      const store = sqlTurnStore(spied);
      const start = (on: typeof store, messageId: string) =>
        on.start(
          {
            turn: {
              sessionId: 's1',
              messageId,
              origin: null,
              source: null,
              ipHash: 'h',
              message: `q ${messageId}`,
              redactionKinds: [],
            },
            owner: { keyHash: 'a'.repeat(64), newKeyHash: 'a'.repeat(64) },
            buckets: [],
            llm: null,
            leaseMs: 60_000,
            historyTurns: 3,
          },
          0,
        );
      for (const messageId of ['m1', 'm2', 'm3', 'm4']) {
        await recordTurn(spied, { messageId }, {}, store);
      }
      const mine = await start(store, 'm5');
      // A store that has read nothing: every text comes from the record.
      const fresh = await start(sqlTurnStore(relay), 'm6');
      assert.equal(mine.outcome, 'claimed');
      assert.equal(fresh.outcome, 'claimed');
      const texts = (r: typeof mine) => (r.outcome === 'claimed' ? r.history : []);
      assert.deepEqual(
        texts(mine).map((t) => [t.message, t.reply]),
        [
          ['q m2', 'a m2'],
          ['q m3', 'a m3'],
          ['q m4', 'a m4'],
        ],
      );
      assert.deepEqual(texts(fresh), texts(mine));
      // From the record, each start after the first: the texts of the turn answered since the
      // one before it; the others by id alone.
      assert.deepEqual(
        results.map((r) => (r.history ?? []).map((t) => ('message' in t ? 'texts' : 'id'))),
        [[], ['texts'], ['id', 'texts'], ['id', 'id', 'texts'], ['id', 'id', 'texts']],
      );
    } finally {
      await drop();
    }
  });
}

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`texts reach the record whole, but NUL and unpaired surrogates, which become U+FFFD (${kind})`, async () => {
    const { db, relay, drop } = await create();
    try {
      // Escaped backslashes before an escape, a backslash before "u0000" as text, the quote's
      // own delimiter, a surrogate pair and control characters the record holds.
      const text = 'a\u0000b \udc00 c \ud800 \\u0000 \\\u0000 $json$ \\ud800 😀 \u0007\t"q"';
      const kept = 'a\ufffdb \ufffd c \ufffd \\u0000 \\\ufffd $json$ \\ud800 😀 \u0007\t"q"';
      await recordTurn(relay, { messageId: 'm', message: text }, { reply: text });
      const [record] = await readRecords(db);
      assert.equal(record?.message, kept);
      assert.equal(record?.reply, kept);
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
      const request = {
        session_id: 's1',
        message_id: 'm',
        attempt: started.attempt,
        outcome: {
          status: 'answered',
          reply_redacted: 'a',
          sources: [],
          provider: 'assistant',
          provider_ms: 1,
          total_ms: 2,
          handling: {
            kind: 'Topic; drop table',
            topic: 'x'.repeat(200),
            facet: 7,
            confidence: 3.5,
            abstained: 'yes',
            figure_check: 'skipped',
          },
        },
        claim: null,
        reserved: null,
        now_ms: 0,
      };
      const [{ sealed }] = (await relay.query<{ sealed: boolean }>(
        'select public.finish_chat_turn($1::text::jsonb) as sealed',
        [JSON.stringify(request)],
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

  Deno.test(`sqlTurnStore spreads the capacity buckets and the day's budget over rows, summing to the whole (${kind})`, async () => {
    const { db, relay, drop } = await create();
    try {
      const store = sqlTurnStore(relay);
      const bucket = {
        key: 'global:minute',
        rule: { capacity: 1e6, refillPerSecond: 1 },
        shards: 8,
      };
      const llm = {
        dayTokens: 10_000_000,
        addressTokens: 1e6,
        sessionTokens: 1e6,
        fixedTokens: 1000,
      };
      let reserved = 0;
      const now = Date.now();
      for (let i = 0; i < 40; i++) {
        const owner = { keyHash: null, newKeyHash: 'a'.repeat(64) };
        const turn = {
          sessionId: `s${i}`,
          messageId: 'm',
          origin: null,
          source: null,
          ipHash: `h${i}`,
          message: 'q',
          redactionKinds: [],
        };
        const started = await store.start(
          { turn, owner, buckets: [bucket], llm, leaseMs: 60_000, historyTurns: 0 },
          now,
        );
        assert.equal(started.outcome, 'claimed');
        if (started.outcome === 'claimed' && started.llm && 'reserved' in started.llm) {
          reserved += started.llm.reserved.tokens;
        }
      }
      const buckets = await db.query<{ key: string; taken: number }>(
        `select key, (1e6 / 8 - tokens)::int as taken from rate_buckets order by key`,
      );
      // No row every turn takes from: several shards, each its own key, the takes all counted.
      assert.ok(buckets.length > 1, JSON.stringify(buckets));
      assert.ok(buckets.every((b) => /^global:minute#[0-7]$/.test(b.key)));
      assert.equal(
        buckets.reduce((sum, b) => sum + b.taken, 0),
        40,
      );
      const usage = await db.query<{ shards: number; tokens: number }>(
        'select count(*)::int as shards, sum(tokens)::int as tokens from llm_usage',
      );
      assert.ok((usage[0]?.shards ?? 0) > 1, JSON.stringify(usage));
      assert.equal(usage[0]?.tokens, reserved);
      assert.equal(reserved, 40 * 1001);
    } finally {
      await drop();
    }
  });

  Deno.test(`sqlTurnStore never reserves more than the day's budget, and leaves at most one turn per shard (${kind})`, async () => {
    const { db, relay, drop } = await create();
    try {
      const store = sqlTurnStore(relay);
      // 4 shards of 25,000 tokens; each turn reserves 1,001.
      const llm = { dayTokens: 100_000, addressTokens: 1e6, sessionTokens: 1e6, fixedTokens: 625 };
      const now = Date.now();
      const outcomes = await Promise.all(
        Array.from({ length: 120 }, async (_, i) => {
          const started = await startReserving(store, i, llm, now);
          return started.outcome === 'claimed' ? started.llm : null;
        }),
      );
      const granted = outcomes.filter((o) => o && 'reserved' in o).length;
      const [usage] = await db.query<{ tokens: number; shards: number }>(
        'select sum(tokens)::int as tokens, count(*)::int as shards from llm_usage',
      );
      assert.equal(usage?.shards, 4);
      assert.equal(usage?.tokens, granted * 1001);
      assert.ok(granted * 1001 <= 100_000);
      assert.ok(100_000 - granted * 1001 < 4 * 1001, `granted ${granted}`);
      assert.ok(outcomes.some((o) => o && 'denied' in o && o.denied === 'day_budget'));
    } finally {
      await drop();
    }
  });
}

// Reservations that each find the shards they counted on filled in the meantime: each waits on
// one shard, finds it full, then tries the other, which another reservation found full too.
// Neither may hold the full shard it tried while it waits on the next one, or the two wait on
// each other (PostgreSQL: "deadlock detected"). Only a server runs starts concurrently.
Deno.test('concurrent reservations that find their shards filled meanwhile do not deadlock (postgres)', async () => {
  const { db, relay, url, drop } = await createServerDatabase(10);
  const filler = connectPostgres(url ?? '', { max: 1 });
  try {
    const store = sqlTurnStore(relay);
    // 2 shards of 25,000 tokens; each turn reserves 1,001.
    const llm = { dayTokens: 50_000, addressTokens: 1e6, sessionTokens: 1e6, fixedTokens: 625 };
    const now = Date.now();
    const day = new Date(now).toISOString().slice(0, 10);
    await db.query(`insert into llm_usage (day, shard, tokens) values ($1, 0, 0), ($1, 1, 0)`, [
      day,
    ]);
    // Both shards filled by a transaction still open: every start sees room in both when it
    // begins, waits on the one it tries first, and finds it full once the filler commits.
    await filler.exec('begin; update llm_usage set tokens = 25000');
    const turns = 8;
    const starts = Array.from({ length: turns }, (_, i) => startReserving(store, i, llm, now));
    for (let waited = 0; ; waited += 20) {
      const [row] = await db.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and usename = 'chat_relay' and wait_event_type = 'Lock'`,
      );
      if (row?.waiting === turns) break;
      assert.ok(waited < 10_000, `${row?.waiting} of ${turns} starts waiting`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await filler.exec('commit');
    const outcomes = await Promise.all(starts);
    for (const started of outcomes) {
      assert.equal(started.outcome, 'claimed');
      assert.deepEqual(started.outcome === 'claimed' && started.llm, { denied: 'day_budget' });
    }
    const [usage] = await db.query<{ tokens: number }>(
      'select sum(tokens)::int as tokens from llm_usage',
    );
    assert.equal(usage?.tokens, 50_000);
  } finally {
    await filler.close();
    await drop();
  }
});

/** The migration after which a finish settles its reservation without a shared row. */
const SETTLEMENTS = '20261129090000';
/** One shard of 40,000 tokens; each turn of startReserving() reserves 1,001. */
const ONE_SHARD = { dayTokens: 40_000, addressTokens: 1e6, sessionTokens: 1e6, fixedTokens: 625 };

/** The reservation a claimed start made, as the function hands it to the finish. */
function reservationOf(started: Awaited<ReturnType<typeof startReserving>>): Reservation {
  assert.equal(started.outcome, 'claimed');
  const llm = started.outcome === 'claimed' ? started.llm : undefined;
  assert.ok(llm && 'reserved' in llm, JSON.stringify(llm));
  return llm.reserved;
}

/** Finishes turn `i` of startReserving() as answered, having spent `spent` LLM tokens. */
const finishSpending = (
  store: ReturnType<typeof sqlTurnStore>,
  i: number,
  spent: number,
  now: number,
  reserved?: Reservation,
) =>
  store.finish(
    { sessionId: `s${i}`, messageId: 'm', attempt: 1 },
    answered({ provider: 'openai', promptTokens: spent, completionTokens: 0 }),
    now,
    reserved,
  );

/** The day's LLM tokens as reservations count them (before the settlements: the rows alone). */
const dayTokens = async (db: Db, day: string, settlements = true) =>
  (
    await db.query<{ tokens: number }>(
      `select coalesce(sum(tokens), 0)::int as tokens from ${settlements ? 'llm_day_usage' : 'llm_usage'}
        where day = $1`,
      [day],
    )
  )[0]?.tokens;

/** Whether `promise` settles within `ms`; the timer is cleared either way. */
async function within<T>(promise: Promise<T>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

// The finish's durable commit flushes the write-ahead log; until the flush is done its
// transaction holds every row it wrote. Its settlement must not be one a reservation needs: a
// finish kept open here stands for one waiting on its flush. Before the settlements, the same
// reservation waited on the shard row until the finish committed.
for (const schema of ['settlements', 'before'] as const) {
  Deno.test(`a finish holding its transaction open ${schema === 'settlements' ? 'does not hold up' : 'held up (before the settlements)'} a reservation on its shard (postgres)`, async () => {
    const migrations = schema === 'before' ? await migrationsBefore(SETTLEMENTS) : undefined;
    const { db, relay, relayUrl, drop } = await createServerDatabase(10, migrations);
    const finisher = connectPostgres(relayUrl ?? '', { max: 1 });
    try {
      const store = sqlTurnStore(relay);
      const now = Date.now();
      const day = new Date(now).toISOString().slice(0, 10);
      const first = reservationOf(await startReserving(store, 0, ONE_SHARD, now));
      assert.equal(first.shard, 0);
      // The first turn spent 400 of its 1,001: its finish settles -601, and stays open.
      await finisher.exec('begin');
      assert.equal(await finishSpending(sqlTurnStore(finisher), 0, 400, now, first), true);
      const second = startReserving(store, 1, ONE_SHARD, now);
      if (schema === 'settlements') {
        assert.ok(await within(second, 10_000), 'the reservation waited on the open finish');
        const [finish] = await db.query<{ state: string }>(
          `select state from pg_stat_activity where datname = current_database()
              and usename = 'chat_relay' and query like '%finish_chat_turn%'`,
        );
        assert.equal(finish?.state, 'idle in transaction');
        assert.equal(reservationOf(await second).shard, 0);
      } else {
        for (let waited = 0; ; waited += 20) {
          const [row] = await db.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and usename = 'chat_relay'
                and wait_event_type = 'Lock' and query like '%start_chat_turn%'`,
          );
          if (row?.waiting === 1) break;
          assert.ok(waited < 10_000, 'the reservation never waited on the open finish');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      await finisher.exec('commit');
      reservationOf(await second);
      // Both counted: the second turn's reservation and what the first spent.
      assert.equal(await dayTokens(db, day, schema === 'settlements'), 1001 + 400);
    } finally {
      await finisher.close();
      await drop();
      if (migrations) await Deno.remove(migrations, { recursive: true });
    }
  });
}

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`the day's LLM count is each shard's row plus its settlements, folded by the next reservation, past days' by the upkeep (${kind})`, async () => {
    const { db, relay, drop } = await create();
    try {
      const store = sqlTurnStore(relay);
      const now = Date.now();
      const day = new Date(now).toISOString().slice(0, 10);
      const reserved = [];
      for (let i = 0; i < 3; i++) {
        reserved.push(reservationOf(await startReserving(store, i, ONE_SHARD, now)));
      }
      assert.equal(await dayTokens(db, day), 3 * 1001);
      // Spent 400, nothing (the call failed) and 1,200 (199 beyond its reservation).
      await finishSpending(store, 0, 400, now, reserved[0]);
      await finishSpending(store, 1, 0, now, reserved[1]);
      await finishSpending(store, 2, 1200, now, reserved[2]);
      const settlements = () =>
        db
          .query<{ day: string; tokens: number }>(
            `select day::text, tokens::int from llm_settlements order by id`,
          )
          .then((rows) => rows.map((r) => [r.day, r.tokens]));
      assert.deepEqual(await settlements(), [
        [day, -601],
        [day, -1001],
        [day, 199],
      ]);
      // The shard's row still holds the reservations; the day counts what was spent.
      assert.equal(await dayTokens(db, day, false), 3 * 1001);
      assert.equal(await dayTokens(db, day), 400 + 0 + 1200);
      // The next reservation on the shard folds them into its row.
      const fourth = reservationOf(await startReserving(store, 3, ONE_SHARD, now));
      assert.deepEqual(await settlements(), []);
      assert.equal(await dayTokens(db, day, false), 1600 + 1001);
      assert.equal(await dayTokens(db, day), 1600 + 1001);
      // A turn reserved yesterday and finished today settles on yesterday, which no reservation
      // folds: the upkeep does, and leaves today's settlements to the reservations.
      const yesterdayNoon = now - (now % 86_400_000) - 43_200_000;
      const yesterday = new Date(yesterdayNoon).toISOString().slice(0, 10);
      const late = reservationOf(await startReserving(store, 4, ONE_SHARD, yesterdayNoon));
      await finishSpending(store, 4, 100, now, late);
      await finishSpending(store, 3, 0, now, fourth);
      assert.equal(await dayTokens(db, yesterday), 100);
      await db.query('select prune_rate_buckets()');
      assert.deepEqual(await settlements(), [[day, -1001]]);
      assert.equal(await dayTokens(db, yesterday, false), 100);
      assert.equal(await dayTokens(db, yesterday), 100);
      assert.equal(await dayTokens(db, day), 1600);
    } finally {
      await drop();
    }
  });

  Deno.test(`concurrent turns settling as they finish keep the day within its budget plus what turns spent beyond their reservations, and count it exactly (${kind})`, async () => {
    const { db, relay, drop } = await create();
    try {
      const store = sqlTurnStore(relay);
      // 2 shards of 25,000 tokens; each turn reserves 1,001.
      const llm = { dayTokens: 50_000, addressTokens: 1e6, sessionTokens: 1e6, fixedTokens: 625 };
      const now = Date.now();
      const day = new Date(now).toISOString().slice(0, 10);
      const TURNS = 120;
      let next = 0;
      let granted = 0;
      let spent = 0;
      let beyond = 0;
      let highest = 0;
      let running = true;
      // The day's count as a reader sees it while the turns run.
      const watching = (async () => {
        while (running) {
          highest = Math.max(highest, (await dayTokens(db, day)) ?? 0);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < TURNS) {
            const i = next++;
            const started = await startReserving(store, i, llm, now);
            const reserved =
              started.outcome === 'claimed' && started.llm && 'reserved' in started.llm
                ? started.llm.reserved
                : undefined;
            // Most spend less than they reserved; every tenth spends 150 tokens beyond it.
            const use = reserved ? (i % 10 === 9 ? 1001 + 150 : (i * 397) % 1001) : 0;
            if (reserved) {
              granted++;
              beyond += Math.max(0, use - 1001);
            }
            spent += use;
            await finishSpending(store, i, use, now, reserved);
          }
        }),
      );
      running = false;
      await watching;
      const final = (await dayTokens(db, day)) ?? 0;
      // Exact: every reservation settled to what its turn spent.
      assert.equal(final, spent);
      assert.ok(highest <= 50_000 + beyond, `highest ${highest}, beyond ${beyond}`);
      assert.ok(final <= 50_000 + beyond, `final ${final}, beyond ${beyond}`);
      // The give-backs were reserved again: more turns reached the LLM than the budget holds
      // reservations.
      assert.ok(granted * 1001 > 50_000, `granted ${granted}`);
      assert.ok(granted < TURNS, `granted ${granted}: the budget was never reached`);
    } finally {
      await drop();
    }
  });
}

/** Starts turn `i` (a conversation and an address of its own) with a 1,128-character message. */
function startReserving(
  store: ReturnType<typeof sqlTurnStore>,
  i: number,
  llm: { dayTokens: number; addressTokens: number; sessionTokens: number; fixedTokens: number },
  now: number,
) {
  return store.start(
    {
      turn: {
        sessionId: `s${i}`,
        messageId: 'm',
        origin: null,
        source: null,
        ipHash: `h${i}`,
        message: 'q'.repeat(1128),
        redactionKinds: [],
      },
      owner: { keyHash: null, newKeyHash: 'a'.repeat(64) },
      buckets: [],
      llm,
      leaseMs: 60_000,
      historyTurns: 0,
    },
    now,
  );
}

/**
 * The gaps report on a seeded record of visitor questions (testing/visitor-questions.ts):
 *
 *   deno run --allow-net=127.0.0.1 --allow-env --allow-read --allow-write=.data bench/gaps.ts
 *
 * 1. A sample: a month of the firm's visitors' questions, each answered by the embedded engine
 *    and recorded through the function's own path, then `gaps` as the reviewer reads it.
 * 2. Timing on BENCH_TURNS (default 100,000) turns over 30 days, on the PostgreSQL server
 *    (TEST_POSTGRES_URL, default local) and on PGlite: `gaps` over the whole month against the
 *    baseline of reading every turn of the month once (their messages and handling, one
 *    statement), in the same run (median of 3), and `gaps` again without its partial index.
 *    Half the seeded turns add the visitor's age to a wording (the engine's handling of the
 *    wording kept), so the report groups thousands of distinct wordings, not a few hundred. The turns are written in bulk behind the guards
 *    (no hash chain): only reading is measured.
 */
import { answer, redact } from '@firm/assistant/index.ts';
import type { Db } from '../functions/_shared/db/db.ts';
import { handlingOf } from '../functions/relay-chat/provider.ts';
import { formatGaps, gapReport } from '../scripts/gaps.ts';
import { createPgliteDatabase, createServerDatabase, recordTurn } from '../testing/databases.ts';
import { VISITOR_NEEDS } from '../testing/visitor-questions.ts';

const TURNS = Number(Deno.env.get('BENCH_TURNS') ?? 100_000);
const PHONE = '(617) 555-0142';
const DAY = 86_400_000;

/** A small deterministic generator, so every run seeds the same record. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** What visitors add around a question; each makes another wording of it. */
const AROUND = [
  (q: string) => q,
  (q: string) => q.toLowerCase(),
  (q: string) => `Hi, ${q.charAt(0).toLowerCase()}${q.slice(1)}`,
  (q: string) => `Question: ${q}`,
  (q: string) => q.replace(/\?$/, ''),
  (q: string) => `${q} Thanks!`,
  (q: string) => `I'm 66 and retired. ${q}`,
  (q: string) => `${q} My wife and I are both 64.`,
];

/** One recorded wording: what the visitor typed, as recorded, and how the engine handled it. */
function wording(text: string) {
  const message = redact(text, { keepPhones: [PHONE] }).text;
  return { message, handling: handlingOf(answer(message, [], { phone: PHONE }), 'not_applicable') };
}

async function sample() {
  const { db, drop } = await createPgliteDatabase();
  try {
    const next = random(7);
    let n = 0;
    for (const { weight, wordings } of VISITOR_NEEDS) {
      for (let i = 0; i < weight; i++) {
        const text = wordings[Math.floor(next() * wordings.length)] as string;
        const { message, handling } = wording(
          (AROUND[Math.floor(next() * AROUND.length)] as (q: string) => string)(text),
        );
        n++;
        await recordTurn(db, { sessionId: `v${n}`, messageId: 'm', message }, { handling });
      }
    }
    const since = new Date(Math.floor(Date.now() / DAY) * DAY);
    const report = await gapReport(db, since, new Date(since.getTime() + DAY));
    console.log(`Sample: ${n} visitor questions, recorded through the function's own path\n`);
    for (const line of formatGaps(report, 'text'))
      Deno.stdout.writeSync(new TextEncoder().encode(line));
  } finally {
    await drop();
  }
}

/** TURNS answered turns over the 30 days before now, in bulk, behind the guards. */
async function seed(db: Db) {
  const next = random(11);
  const pool = VISITOR_NEEDS.flatMap(({ weight, wordings }) =>
    wordings.flatMap((text) => AROUND.map((around) => ({ weight, ...wording(around(text)) }))),
  );
  const total = pool.reduce((sum, w) => sum + w.weight, 0);
  const pick = () => {
    let at = next() * total;
    for (const w of pool) {
      at -= w.weight;
      if (at < 0) return w;
    }
    return pool.at(-1) as (typeof pool)[number];
  };
  const now = Date.now();
  const CHUNK = 5000;
  await db.exec('alter table chat_turns disable trigger user');
  for (let start = 0; start < TURNS; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, TURNS - start) }, (_, i) => {
      const { message: asked, handling } = pick();
      // Half the visitors give their age too: some 15,000 wordings in all, as free text has.
      const message = next() < 0.5 ? `${asked} I'm ${55 + Math.floor(next() * 30)}.` : asked;
      // One LLM reply in twenty fails the figure check.
      const figureCheck = next() < 0.05 ? 'fell_back' : 'passed';
      return [
        `bench-${start + i}`,
        message,
        new Date(now - next() * 30 * DAY).toISOString(),
        handling.kind,
        handling.topic,
        handling.facet,
        String(Math.round(handling.confidence * 1e4) / 1e4),
        String(handling.abstained),
        figureCheck,
      ] as const;
    });
    const column = (k: number) => rows.map((row) => row[k]);
    await db.query(
      `with rows as (
         select * from unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::text[],
           $6::text[], $7::text[], $8::text[], $9::text[])
           as r(session_id, message, at, kind, topic, facet, confidence, abstained, figure_check)
       )
       insert into chat_turns (session_id, message_id, message_redacted, reply_redacted, status,
         provider, created_at, completed_at, answer_kind, topic, facet, confidence, abstained,
         figure_check)
       select session_id, 'm', message, 'A reply.', 'answered', 'openai', at, at, kind, topic,
         facet, confidence::numeric, abstained::boolean, figure_check
       from rows`,
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map(column),
    );
  }
  await db.exec('alter table chat_turns enable trigger user');
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1] as number;
}

async function timing(kind: string, db: Db) {
  const started = performance.now();
  await seed(db);
  const seeded = performance.now() - started;
  await db.exec('analyze chat_turns');
  const since = new Date(Date.now() - 31 * DAY);
  const until = new Date(Date.now() + DAY);
  let report = await gapReport(db, since, until);
  const gaps = await median(async () => {
    report = await gapReport(db, since, until);
  });
  const read = await median(() =>
    db.query(
      `select message_redacted, answer_kind, topic, facet from chat_turns
       where created_at >= $1::timestamptz and created_at < $2::timestamptz`,
      [since.toISOString(), until.toISOString()],
    ),
  );
  await db.exec('drop index chat_turns_gaps');
  const unindexed = await median(() => gapReport(db, since, until));
  const missed = report.gaps.reduce((sum, g) => sum + g.count, 0);
  console.log(
    `${kind}: ${report.answered} turns (seeded in ${(seeded / 1000).toFixed(1)} s), ${missed} not fully answered in ${report.gaps.length} groups\n` +
      `  gaps ${gaps.toFixed(0)} ms; reading every turn of the range once ${read.toFixed(0)} ms (gaps/read ${(gaps / read).toFixed(2)}); gaps without its index ${unindexed.toFixed(0)} ms`,
  );
}

if (import.meta.main) {
  await sample();
  console.log(`\nTiming on ${TURNS} turns (median of 3):`);
  for (const [kind, create] of [
    ['postgres', () => createServerDatabase(2)],
    ['pglite', () => createPgliteDatabase()],
  ] as const) {
    const { db, drop } = await create();
    try {
      await timing(kind, db);
    } finally {
      await drop();
    }
  }
}

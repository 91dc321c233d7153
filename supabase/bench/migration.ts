/**
 * What a migration is worth to a turn: turns/s (a start and a finish after another, one
 * connection, 20 conversations each shown up to ten earlier turns, each start taking a token from
 * the four buckets the function's handler sets) on two throw-away PostgreSQL
 * databases of the same server, one migrated up to the migration named (the newest by default)
 * and one up to the one before it, in alternating rounds of the same run.
 *
 *   deno run -A bench/migration.ts [version, e.g. 20261126120000] [rounds] [turns a round]
 */
import { MIGRATIONS_DIR } from '../dev/db/migrate.ts';
import { sqlTurnStore } from '../functions/_shared/db/stores.ts';
import type { TurnOutcome } from '../functions/_shared/stores.ts';
import { createServerDatabase, migrationsBefore } from '../testing/databases.ts';

const versions = [...Deno.readDirSync(MIGRATIONS_DIR)]
  .map((entry) => entry.name.replace(/_.*/, ''))
  .sort();
const VERSION = Deno.args[0] ?? (versions.at(-1) as string);
if (!versions.includes(VERSION)) throw new Error(`no migration ${VERSION} in migrations/`);
const ROUNDS = Number(Deno.args[1] ?? 5);
const TURNS = Number(Deno.args[2] ?? 300);

const owner = { keyHash: 'a'.repeat(64), newKeyHash: 'a'.repeat(64) };
const outcome: TurnOutcome = {
  status: 'answered',
  reply: 'A reply of a few hundred characters. '.repeat(20),
  sources: [],
  provider: 'assistant',
  fallbackReason: null,
  model: 'knowledge-base',
  kbVersion: 'kb',
  promptVersion: 'p',
  errorCode: null,
  providerMs: 1,
  totalMs: 2,
  promptTokens: null,
  completionTokens: null,
  handling: {
    kind: 'topic',
    topic: 'roth-conversion',
    facet: null,
    confidence: 0.5,
    abstained: false,
    figureCheck: 'not_applicable',
  },
};

/** Capacity no turn here exhausts: every start takes its tokens, none is denied. */
const ample = { capacity: 1e9, refillPerSecond: 1e9 / 60 };

/** The buckets a start takes from, as the function's handler sets them (bench/concurrency.ts). */
const buckets = (n: number) => [
  { key: 'global:day', rule: ample, shards: 8 },
  { key: 'global:minute', rule: ample, shards: 8 },
  { key: `ip:h${n % 20}`, rule: ample },
  { key: `session:s${n % 20}`, rule: ample },
];

/** The database migrated with the migrations before `version`; its store and turn counter. */
async function database(version: string) {
  const dir = await migrationsBefore(version);
  const created = await createServerDatabase(2, dir);
  await Deno.remove(dir, { recursive: true });
  return { ...created, store: sqlTurnStore(created.relay), n: 0 };
}

/** Turns/s of `count` turns over 20 conversations. */
async function turns(on: Awaited<ReturnType<typeof database>>, count: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++, on.n++) {
    const turn = {
      sessionId: `s${on.n % 20}`,
      messageId: `m${on.n}`,
      origin: null,
      source: null,
      ipHash: 'h',
      message: 'How do Roth conversions work?',
      redactionKinds: [],
    };
    const start = {
      turn,
      owner,
      buckets: buckets(on.n),
      llm: null,
      leaseMs: 60_000,
      historyTurns: 10,
    };
    const claim = await on.store.start(start, Date.now());
    if (claim.outcome !== 'claimed') throw new Error(`not claimed: ${claim.outcome}`);
    await on.store.finish({ ...turn, attempt: claim.record.attempt }, outcome, Date.now());
  }
  return count / ((performance.now() - started) / 1000);
}

const without = await database(VERSION);
// Every migration up to the one named, itself included.
const withIt = await database(`${VERSION}_\uffff`);
try {
  const figures = { [`before ${VERSION}`]: [] as number[], [`with ${VERSION}`]: [] as number[] };
  const sides = [without, withIt];
  for (const side of sides) await turns(side, 200);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, values] of Object.values(figures).entries()) {
      values.push(await turns(sides[index] as (typeof sides)[number], TURNS));
    }
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  for (const [name, values] of Object.entries(figures)) {
    console.log(
      `${name.padEnd(22)} ${values.map((v) => v.toFixed(0)).join(', ')} turns/s (median ${median(values).toFixed(0)})`,
    );
  }
  const [before, after] = Object.values(figures).map(median) as [number, number];
  console.log(`with / before: ${(after / before).toFixed(2)}x (medians of ${ROUNDS} rounds)`);
} finally {
  await Promise.all([without.drop(), withIt.drop()]);
}

/**
 * What concurrent turns on PostgreSQL wait on: bench/concurrency.ts's workload (the store alone,
 * every limit, the capacity buckets and the day's LLM budget), at 1, 2, 4 and 8 connections,
 * while another connection samples `pg_stat_activity` every few milliseconds. For each count it
 * prints the turns/s and, of the backends' samples while a statement ran, the share on the CPU
 * (no wait event), and each wait event's share: a row every turn shares shows as `Lock`
 * (`transactionid` or `tuple`, with what the blocking backend runs and waits on) growing
 * with the connections; the WAL's flush as `IO:WALSync` or `LWLock:WALWrite` (waiting on
 * another backend's flush: group commit); the cores as CPU with the machine's cores all busy.
 *
 *   deno run -A bench/waits.ts [seconds per measurement]
 */

import { connectPostgres } from '../functions/_shared/db/postgres.ts';
import { sqlTurnStore } from '../functions/_shared/db/stores.ts';
import { createServerDatabase } from '../testing/databases.ts';

const seconds = Number(Deno.args[0] ?? 3);
const minute = { capacity: 1e9, refillPerSecond: 1e9 / 60 };
const buckets = (n: number) => [
  { key: 'global:day', rule: minute, shards: 8 },
  { key: 'global:minute', rule: minute, shards: 8 },
  { key: `ip:h${n}`, rule: minute },
  { key: `session:s${n}`, rule: minute },
];
const llm = { dayTokens: 1e12, addressTokens: 1e9, sessionTokens: 1e9, fixedTokens: 4800 };
const outcome = {
  status: 'answered' as const,
  reply: 'An answer of a few words, as the record keeps it.',
  sources: [],
  provider: 'openai',
  fallbackReason: null,
  model: 'bench',
  kbVersion: null,
  promptVersion: null,
  errorCode: null,
  providerMs: 20,
  totalMs: 22,
  promptTokens: 4000,
  completionTokens: 200,
  handling: null,
};

for (const connections of [1, 2, 4, 8]) {
  const database = await createServerDatabase(connections);
  const sampler = connectPostgres(database.url as string, { max: 1 });
  try {
    const store = sqlTurnStore(database.relay);
    let next = 0;
    let done = 0;
    const turn = async () => {
      const n = next++;
      const started = await store.start(
        {
          turn: {
            sessionId: `s${n}`,
            messageId: 'm',
            origin: null,
            source: null,
            ipHash: `h${n}`,
            message: 'When should I claim Social Security?',
            redactionKinds: [],
          },
          owner: { keyHash: null, newKeyHash: 'a'.repeat(64) },
          buckets: buckets(n),
          llm,
          leaseMs: 30_000,
          historyTurns: 10,
        },
        Date.now(),
      );
      if (started.outcome !== 'claimed') throw new Error(`not claimed: ${started.outcome}`);
      const reserved = started.llm && 'reserved' in started.llm ? started.llm.reserved : undefined;
      await store.finish(started.record, outcome, Date.now(), reserved);
      done++;
    };
    const until = performance.now() + 500 + seconds * 1000;
    const counts = new Map<string, number>();
    let samples = 0;
    const sampling = (async () => {
      while (performance.now() < until) {
        const rows = await sampler.query<{ wait: string | null }>(
          `select case when wait_event is null then null else wait_event_type || ':' || wait_event end
              || case when wait_event_type = 'Lock' then ' in ' || substring(a.query from '(start|finish)_chat_turn')
                || ' behind ' || coalesce((select string_agg(substring(b.query from '(start|finish)_chat_turn')
                  || coalesce(' (' || b.wait_event || ')', ''), ', ')
                  from pg_stat_activity b where b.pid = any(pg_blocking_pids(a.pid))), '?') else '' end as wait
             from pg_stat_activity a
            where datname = current_database() and usename = 'chat_relay' and state = 'active'`,
        );
        for (const { wait } of rows) {
          counts.set(wait ?? 'CPU', (counts.get(wait ?? 'CPU') ?? 0) + 1);
          samples++;
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) await turn();
      }),
    );
    await sampling;
    const shares = [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => `${name} ${((count / samples) * 100).toFixed(0)}%`)
      .join(', ');
    console.log(
      `${connections} conn: ${(done / ((performance.now() - started) / 1000)).toFixed(0)} turns/s; ` +
        `active backends' samples (${samples}): ${shares}`,
    );
  } finally {
    await sampler.close();
    await database.drop();
  }
}

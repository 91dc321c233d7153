/**
 * What concurrent turns on PostgreSQL wait on: bench/concurrency.ts's workload (the store alone,
 * every limit, the capacity buckets and the day's LLM budget), at 1, 2, 4 and 8 connections,
 * while another connection samples `pg_stat_activity` every few milliseconds. For each count it
 * prints the turns/s and, of the backends' samples while a statement ran, the share on the CPU
 * (no wait event), and each wait event's share: a row every turn shares shows as `Lock`
 * (`transactionid` or `tuple`, with the table whose row it waits for, when PostgreSQL holds a
 * tuple lock for the wait, and what the blocking backend runs and waits on) growing with the
 * connections; the WAL's flush as `IO:WALSync` or `LWLock:WALWrite` (waiting on
 * another backend's flush: group commit); the cores as CPU with the machine's cores all busy.
 *
 * After each count's line, the share of the samples waiting on a row lock, and of those the
 * waits behind a finish: in this workload (each turn its own conversation and address, and a
 * finish takes no rate-limit bucket) the only row a finish writes that another turn touches is a
 * shard row of `llm_usage`, the day's LLM budget, so those are the waits on the budget's rows a
 * finish holds until its durable commit. (PostgreSQL names the row's table only for waits that
 * queue on a tuple lock; an upsert waiting on a row's updater takes none.)
 *
 *   deno run -A bench/waits.ts [supabase dir] [seconds per measurement]
 *
 * The store (its migrations and its queries) is the one of `supabase dir`, this checkout by
 * default, so one run can measure another version with the same sampling.
 */

import { connectPostgres } from '../functions/_shared/db/postgres.ts';
import { storeTurn } from './store-turn.ts';

const dir = new URL(`${Deno.args[0] ?? new URL('../', import.meta.url).pathname}/`, 'file:///');
const seconds = Number(Deno.args[1] ?? 3);

const { createServerDatabase } = await import(new URL('testing/databases.ts', dir).href);
const { sqlTurnStore } = await import(new URL('functions/_shared/db/stores.ts', dir).href);

for (const connections of [1, 2, 4, 8]) {
  const database = await createServerDatabase(connections);
  const sampler = connectPostgres(database.url as string, { max: 1 });
  try {
    const store = sqlTurnStore(database.relay);
    let next = 0;
    let done = 0;
    const turn = async () => {
      await storeTurn(store, next++);
      done++;
    };
    const until = performance.now() + 500 + seconds * 1000;
    const counts = new Map<string, number>();
    let samples = 0;
    const sampling = (async () => {
      while (performance.now() < until) {
        const rows = await sampler.query<{ wait: string | null }>(
          `select case when wait_event is null then null else wait_event_type || ':' || wait_event end
              || case when wait_event_type = 'Lock' then coalesce(' on ' || (select string_agg(
                  distinct l.relation::regclass::text, ',') from pg_locks l
                  where l.pid = a.pid and l.locktype = 'tuple'), '')
                || ' in ' || substring(a.query from '(start|finish)_chat_turn')
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
    const share = (match: (name: string) => boolean) =>
      `${(([...counts].filter(([name]) => match(name)).reduce((sum, [, n]) => sum + n, 0) / samples) * 100).toFixed(1)}%`;
    console.log(
      `${connections} conn: ${(done / ((performance.now() - started) / 1000)).toFixed(0)} turns/s; ` +
        `active backends' samples (${samples}): ${shares}`,
    );
    console.log(
      `  of the samples: row locks ${share((name) => /^Lock:(transactionid|tuple)/.test(name))}, ` +
        `behind a finish ${share((name) => /^Lock:(transactionid|tuple).* behind .*finish/.test(name))}`,
    );
  } finally {
    await sampler.close();
    await database.drop();
  }
}

/**
 * Concurrent turns on PostgreSQL: the turn store of `<supabase dir>` (this checkout by default)
 * on a throw-away database of the local server, driven by 1, 2, 4 and 8 connections, each
 * starting and finishing turns back to back as the function does (every limit, the function's
 * capacity buckets and the day's LLM budget included; each turn its own visitor). Prints one JSON
 * line: turns per second for each number of connections (`turns`), and where the time went
 * while they ran (`cores`): the machine's cores in use (of `cores.of`, the others' work
 * included), the PostgreSQL server's processes' and this process's (the store's client). Throughput that stops growing while the cores are all in use is bound by them,
 * not by a row the turns share.
 *
 *   deno run -A bench/concurrency.ts [supabase dir] [seconds per measurement]
 */
import process from 'node:process';
import { storeTurn } from './store-turn.ts';

const dir = new URL(`${Deno.args[0] ?? new URL('../', import.meta.url).pathname}/`, 'file:///');
const seconds = Number(Deno.args[1] ?? 3);
const CONNECTIONS = [1, 2, 4, 8];

const { createServerDatabase } = await import(new URL('testing/databases.ts', dir).href);
const { sqlTurnStore } = await import(new URL('functions/_shared/db/stores.ts', dir).href);

/** The machine's CPU time so far, busy and in all, in the kernel's ticks (/proc/stat). */
const machine = () => {
  const [, ...ticks] = (Deno.readTextFileSync('/proc/stat').split('\n')[0] as string)
    .trim()
    .split(/\s+/)
    .map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  // idle and iowait are the fourth and fifth.
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
};
const CORES = navigator.hardwareConcurrency;
/** CPU seconds the PostgreSQL server's processes have used so far (their /proc stat). */
const databaseCpu = () => {
  let ticks = 0;
  for (const entry of Deno.readDirSync('/proc')) {
    if (!/^\d+$/.test(entry.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime, the 14th and 15th fields (the 12th and 13th after the name).
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return ticks / 100;
};

const figures: Record<number, number> = {};
/** Per number of connections: cores in use on the machine, and by this process. */
const cores: Record<number, { machine: number; client: number; database: number }> = {};
for (const connections of CONNECTIONS) {
  const database = await createServerDatabase(connections);
  try {
    const store = sqlTurnStore(database.relay);
    let next = 0;
    let done = 0;
    const turn = async (counting: boolean) => {
      await storeTurn(store, next++);
      if (counting) done++;
    };
    const run = async (ms: number, counting: boolean) => {
      const until = performance.now() + ms;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < until) await turn(counting);
        }),
      );
    };
    await run(500, false);
    const started = performance.now();
    const before = machine();
    const cpu = process.cpuUsage();
    const databaseBefore = databaseCpu();
    await run(seconds * 1000, true);
    const wall = (performance.now() - started) / 1000;
    const after = machine();
    const own = process.cpuUsage(cpu);
    const databaseUsed = databaseCpu() - databaseBefore;
    figures[connections] = done / wall;
    cores[connections] = {
      machine: (CORES * (after.busy - before.busy)) / (after.total - before.total || 1),
      client: (own.user + own.system) / 1e6 / wall,
      database: databaseUsed / wall,
    };
  } finally {
    await database.drop();
  }
}
Deno.stdout.writeSync(
  new TextEncoder().encode(
    `${JSON.stringify({ turns: figures, cores: { ...cores, of: CORES } })}\n`,
  ),
);

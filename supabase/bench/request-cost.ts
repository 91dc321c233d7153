/**
 * What a relay-chat request costs, and what the Postgres record adds: for this checkout and,
 * when BENCH_BASELINE names another checkout's supabase folder (e.g. one of main), for that one
 * too, in the same run:
 *
 * 1. in process: microseconds per request of the handler with the in-memory store;
 * 2. through the gateway, 50 visitors (each its own loopback address) sending turns back to
 *    back: requests/s and p99 with the in-memory store and with the PostgreSQL record (a
 *    throw-away database on loopback), and Postgres as a ratio of memory.
 *
 * The embedded assistant answers. Bounded: REQUEST_COST_SECONDS per measurement (default 10).
 */
import { drive, LOAD_KEY, loopbackAddress, quantile, startRelay, type Visitor } from './load.ts';

const SECONDS = Number(Deno.env.get('REQUEST_COST_SECONDS') ?? 10);
const SESSIONS = 50;
const here = new URL('../', import.meta.url);

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

/** µs per request in process, measured by bench/inprocess.ts in a process of its own. */
async function inProcess(dir: URL): Promise<number> {
  const { stdout, success } = await new Deno.Command(Deno.execPath(), {
    args: ['run', '-A', new URL('bench/inprocess.ts', here).pathname, dir.pathname],
    cwd: dir,
    stdout: 'piped',
    stderr: 'inherit',
  }).output();
  if (!success) throw new Error(`the in-process bench failed in ${dir.pathname}`);
  return JSON.parse(new TextDecoder().decode(stdout)).usPerRequest;
}

/** The checkout's gateway under load, with the store its environment picks. */
async function throughGateway(dir: URL, env: Record<string, string>): Promise<Figures> {
  const target = await startRelay(
    new URL('bench/targets.ts', dir),
    {
      IP_HASH_SALT: 'bench',
      SUPABASE_ANON_KEY: LOAD_KEY,
      ALLOWED_ORIGINS: 'http://localhost:5173',
      RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
      RATE_LIMIT_GLOBAL_PER_DAY: '1000000',
      ...env,
    },
    ['gateway'],
    dir,
  );
  try {
    const visitors: Visitor[] = Array.from({ length: SESSIONS }, (_, i) => ({
      sessionId: `bench-${crypto.randomUUID()}`,
      address: loopbackAddress(i),
      thinkMs: 0,
      parallel: 1,
    }));
    // Warm up (JIT, connections), then measure.
    await drive(target.url, visitors, 1000);
    const { results, seconds } = await drive(target.url, visitors, SECONDS * 1000);
    const ok = results.filter((r) => r.status === 200);
    return {
      rps: ok.length / seconds,
      p99: quantile(
        ok.map((r) => r.ms),
        0.99,
      ),
      errors: results.length - ok.length,
    };
  } finally {
    await target.stop();
  }
}

/** Every figure for one checkout; its own test helpers make its throw-away database. */
async function measure(dir: URL) {
  // An older checkout kept its test helpers beside the functions.
  const testing = await import(new URL('testing/databases.ts', dir).href).catch(
    () => import(new URL('functions/_shared/db/testing.ts', dir).href),
  );
  const us = await inProcess(dir);
  const memory = await throughGateway(dir, {});
  const database = await testing.createServerDatabase();
  try {
    const postgres = await throughGateway(dir, {
      SUPABASE_DB_URL: database.url,
      // This checkout's function connects as its own role; an older one uses SUPABASE_DB_URL.
      CHAT_DB_URL: database.relayUrl ?? '',
    });
    return { us, memory, postgres };
  } finally {
    await database.drop();
  }
}

const trees: [string, URL][] = [['this checkout', here]];
const baseline = Deno.env.get('BENCH_BASELINE');
if (baseline) trees.unshift(['baseline', new URL(`${baseline.replace(/\/+$/, '')}/`, 'file:///')]);

const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
for (const [name, dir] of trees) rows.push([name, await measure(dir)]);

const gateway = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p99 ${f.p99.toFixed(1).padStart(6)} ms${f.errors ? `  non-200 ${f.errors}` : ''}`;
console.log(
  `relay-chat request cost: embedded assistant; gateway figures with ${SESSIONS} visitors, ${SECONDS} s each`,
);
for (const [name, { us, memory, postgres }] of rows) {
  console.log(`\n${name}`);
  console.log(`  in process (memory)         ${us.toFixed(1).padStart(7)} µs/request`);
  console.log(`  gateway, memory store       ${gateway(memory)}`);
  console.log(`  gateway, PostgreSQL record  ${gateway(postgres)}`);
  console.log(
    `  postgres/memory: throughput ${(postgres.rps / memory.rps).toFixed(2)}x, p99 ${(postgres.p99 / memory.p99).toFixed(2)}x`,
  );
}
const [before, after] = rows.length === 2 ? [rows[0]?.[1], rows[1]?.[1]] : [];
if (before && after) {
  console.log(
    `\nafter/before: in process ${(after.us / before.us).toFixed(2)}x the µs, ` +
      `gateway on PostgreSQL ${(after.postgres.rps / before.postgres.rps).toFixed(2)}x the req/s, ` +
      `${(after.postgres.p99 / before.postgres.p99).toFixed(2)}x the p99`,
  );
}

/**
 * What a relay-chat request costs, and what the Postgres record adds, each figure printed
 * against its budget: for this checkout and, when BENCH_BASELINE names another (a git ref such as
 * `main`, built in a temporary worktree with this checkout's installed dependencies, or the path
 * of a checkout or of its supabase folder), for that one too, in the same run:
 *
 * 1. in process: microseconds per request of the handler with the in-memory store, each
 *    visitor's conversation ten turns long (the engine's share, and the bench's own part,
 *    measured apart and left out of the figure);
 * 2. through the gateway, 50 visitors (each its own loopback address) sending turns back to
 *    back: requests/s and p99 with the in-memory store and with the PostgreSQL record (a
 *    throw-away database on loopback), and Postgres as a ratio of memory;
 * 3. concurrent turns on PostgreSQL: the store alone, 1, 2, 4 and 8 connections (bench/
 *    concurrency.ts): throughput must grow with them, not flatten on a row every turn shares.
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

/** The budgets of issue 23: each figure is printed against its own. */
const BUDGET = { inProcessUs: 100, postgresToMemory: 0.5 };

/** Runs one of this checkout's bench scripts on `dir` in a process of its own; its JSON line. */
async function script<T>(name: string, dir: URL, ...args: string[]): Promise<T> {
  const { stdout, success } = await new Deno.Command(Deno.execPath(), {
    args: ['run', '-A', new URL(`bench/${name}`, here).pathname, dir.pathname, ...args],
    cwd: dir,
    stdout: 'piped',
    stderr: 'inherit',
  }).output();
  if (!success) throw new Error(`bench/${name} failed in ${dir.pathname}`);
  return JSON.parse(new TextDecoder().decode(stdout));
}

interface InProcess {
  usPerRequest: number;
  /** An older checkout's bench printed the wall clock only. */
  cpuUsPerRequest?: number;
  engineUsPerRequest?: number;
  harnessUsPerRequest?: number;
}

/** The handler's µs a request: the whole, less the bench's own part where it was measured. */
const handlerUs = (us: InProcess) => us.usPerRequest - (us.harnessUsPerRequest ?? 0);

const run = async (command: string, ...args: string[]) => {
  const { success, stdout, stderr } = await new Deno.Command(command, { args }).output();
  const text = new TextDecoder().decode(success ? stdout : stderr).trim();
  if (!success) throw new Error(`${command} ${args.join(' ')}: ${text}`);
  return text;
};

/**
 * The supabase folder BENCH_BASELINE names: a checkout's, or a git ref's, checked out in a
 * temporary worktree with its dependencies installed offline (removed by `remove`).
 */
async function baselineTree(spec: string): Promise<{ dir: URL; remove: () => Promise<void> }> {
  const path = spec.replace(/\/+$/, '');
  const isDir = await Deno.stat(path).then(
    (info) => info.isDirectory,
    () => false,
  );
  if (isDir) {
    const supabase = await Deno.stat(`${path}/supabase/functions`).then(
      () => true,
      () => false,
    );
    return {
      dir: new URL(`${supabase ? `${path}/supabase` : path}/`, 'file:///'),
      remove: async () => {},
    };
  }
  const root = await run('git', '-C', here.pathname, 'rev-parse', '--show-toplevel');
  const tree = await run('mktemp', '-d', '/tmp/relay-baseline-XXXXXX');
  await run('git', '-C', root, 'worktree', 'add', '--detach', tree, spec);
  // Its own dependencies, from the store this checkout's were installed from.
  await run('pnpm', '--dir', tree, 'install', '--frozen-lockfile', '--offline', '--silent');
  return {
    dir: new URL(`${tree}/supabase/`, 'file:///'),
    remove: () => run('git', '-C', root, 'worktree', 'remove', '--force', tree).then(() => {}),
  };
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
  const us = await script<InProcess>('inprocess.ts', dir);
  const concurrent = await script<Record<string, number>>(
    'concurrency.ts',
    dir,
    String(Math.max(1, Math.round(SECONDS / 3))),
  );
  const memory = await throughGateway(dir, {});
  const database = await testing.createServerDatabase();
  try {
    const postgres = await throughGateway(dir, {
      SUPABASE_DB_URL: database.url,
      // This checkout's function connects as its own role; an older one uses SUPABASE_DB_URL.
      CHAT_DB_URL: database.relayUrl ?? '',
    });
    return { us, memory, postgres, concurrent };
  } finally {
    await database.drop();
  }
}

const trees: [string, URL][] = [['this checkout', here]];
const baseline = Deno.env.get('BENCH_BASELINE');
const before = baseline ? await baselineTree(baseline) : undefined;
if (before && baseline) trees.unshift([`baseline (${baseline})`, before.dir]);

const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
try {
  for (const [name, dir] of trees) rows.push([name, await measure(dir)]);
} finally {
  await before?.remove();
}

const gateway = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p99 ${f.p99.toFixed(1).padStart(6)} ms${f.errors ? `  non-200 ${f.errors}` : ''}`;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
console.log(
  `relay-chat request cost: embedded assistant; gateway figures with ${SESSIONS} visitors, ${SECONDS} s each`,
);
for (const [name, { us, memory, postgres, concurrent }] of rows) {
  const ratio = postgres.rps / memory.rps;
  const grows = Object.values(concurrent);
  console.log(`\n${name}`);
  console.log(
    `  in process (memory)         ${handlerUs(us).toFixed(1).padStart(7)} µs/request in the handler` +
      (us.harnessUsPerRequest === undefined
        ? ''
        : ` (engine ${(us.engineUsPerRequest ?? 0).toFixed(1)} µs, relay ` +
          `${(handlerUs(us) - (us.engineUsPerRequest ?? 0)).toFixed(1)} µs; the bench's own ` +
          `${us.harnessUsPerRequest.toFixed(1)} µs on top; CPU ${(us.cpuUsPerRequest ?? 0).toFixed(1)} µs in all)`) +
      `  budget <= ${BUDGET.inProcessUs} µs: ${verdict(handlerUs(us) <= BUDGET.inProcessUs)}`,
  );
  console.log(`  gateway, memory store       ${gateway(memory)}`);
  console.log(`  gateway, PostgreSQL record  ${gateway(postgres)}`);
  console.log(
    `  postgres/memory: throughput ${ratio.toFixed(2)}x (budget >= ${BUDGET.postgresToMemory}x: ` +
      `${verdict(ratio >= BUDGET.postgresToMemory)}), p99 ${(postgres.p99 / memory.p99).toFixed(2)}x`,
  );
  console.log(
    `  concurrent turns on PostgreSQL (store alone): ${Object.entries(concurrent)
      .map(([n, rps]) => `${n} conn ${rps.toFixed(0)}/s`)
      .join(', ')}; 8/1 ${((grows.at(-1) ?? 0) / (grows[0] ?? 1)).toFixed(2)}x ` +
      `(must grow: ${verdict(grows.every((rps, i) => i === 0 || rps > (grows[i - 1] ?? 0)))})`,
  );
}
const [first, last] = rows.length === 2 ? [rows[0]?.[1], rows[1]?.[1]] : [];
if (first && last) {
  console.log(
    `\nafter/before: in process ${(last.us.usPerRequest / first.us.usPerRequest).toFixed(2)}x the µs (bench's own part included), ` +
      `gateway on PostgreSQL ${(last.postgres.rps / first.postgres.rps).toFixed(2)}x the req/s, ` +
      `${(last.postgres.p99 / first.postgres.p99).toFixed(2)}x the p99, ` +
      `8 connections on PostgreSQL ${((Object.values(last.concurrent).at(-1) ?? 0) / (Object.values(first.concurrent).at(-1) ?? 1)).toFixed(2)}x the turns/s`,
  );
}

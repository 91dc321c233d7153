/**
 * What a relay-chat request costs, and what the Postgres record adds, each figure printed
 * against its budget: for this checkout and, when BENCH_BASELINE names another (a git ref such as
 * `main`, built in a temporary worktree with this checkout's installed dependencies, or the path
 * of a checkout or of its supabase folder), for that one too, in the same run:
 *
 * 1. in process: microseconds per request of the handler with the in-memory store, each
 *    visitor's conversation ten turns long, and the engine's share: rounds of every checkout
 *    alternating (INPROCESS_ROUNDS, default 7), the quietest round's median against the budget
 *    (on a loaded machine the figure the load moves least), the mean of every round beside it;
 * 2. through the gateway, 50 visitors (each its own loopback address) sending turns back to
 *    back: requests/s and p99 with the in-memory store and with the PostgreSQL record (a
 *    throw-away database on loopback), and Postgres as a ratio of memory, in rounds
 *    (GATEWAY_ROUNDS, default 3, of half REQUEST_COST_SECONDS each) in which the two stores run
 *    back to back and the checkouts alternate: the median of the rounds' ratios;
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

/**
 * Deno's flags that make a bench script of this checkout run on `dir`'s code: `dir`'s own
 * configuration, whose import map resolves `@firm/assistant/` and the other packages to `dir`'s
 * checkout. Without it Deno takes the configuration beside the script, this checkout's, and a
 * baseline's handler would run with this checkout's engine.
 */
const onCode = (dir: URL) => ['--config', new URL('deno.json', dir).pathname];

/** Runs one of this checkout's bench scripts on `dir` in a process of its own; its JSON line. */
async function script<T>(name: string, dir: URL, ...args: string[]): Promise<T> {
  const { stdout, success } = await new Deno.Command(Deno.execPath(), {
    args: [
      'run',
      '-A',
      ...onCode(dir),
      new URL(`bench/${name}`, here).pathname,
      dir.pathname,
      ...args,
    ],
    cwd: dir,
    stdout: 'piped',
    stderr: 'inherit',
  }).output();
  if (!success) throw new Error(`bench/${name} failed in ${dir.pathname}`);
  return JSON.parse(new TextDecoder().decode(stdout));
}

/** One round of bench/inprocess.ts: µs a request, median and mean, and the engine's within. */
interface Round {
  medianUs: number;
  meanUs: number;
  engineMedianUs: number;
  engineMeanUs: number;
  cpuUsPerRequest: number;
}

/** In-process figures of one checkout over the rounds. */
interface InProcess {
  /** The quietest round's median (min of medians): the figure the load moves least. */
  robustUs: number;
  /** The engine's median in that round. */
  robustEngineUs: number;
  /** Means over every round: what a request costs on this machine as loaded. */
  meanUs: number;
  engineMeanUs: number;
  cpuUs: number;
}

const ROUNDS = Number(Deno.env.get('INPROCESS_ROUNDS') ?? 7);
const GATEWAY_ROUNDS = Number(Deno.env.get('GATEWAY_ROUNDS') ?? 3);

/**
 * bench/inprocess.ts on each checkout, each in a process of its own kept running, asked for a
 * round after another, alternating, so a change of the machine's load hits every checkout alike.
 */
async function inProcess(dirs: URL[]): Promise<InProcess[]> {
  const children = dirs.map((dir) => {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        'run',
        '-A',
        ...onCode(dir),
        new URL('bench/inprocess.ts', here).pathname,
        dir.pathname,
      ],
      cwd: dir,
      stdin: 'piped',
      stdout: 'piped',
      stderr: 'inherit',
    }).spawn();
    const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    const writer = child.stdin.getWriter();
    let buffered = '';
    const round = async (): Promise<Round> => {
      await writer.write(new TextEncoder().encode('\n'));
      while (!buffered.includes('\n')) {
        const { value, done } = await lines.read();
        if (done) throw new Error(`bench/inprocess.ts stopped in ${dir.pathname}`);
        buffered += value;
      }
      const at = buffered.indexOf('\n');
      const line = buffered.slice(0, at);
      buffered = buffered.slice(at + 1);
      return JSON.parse(line);
    };
    return { child, writer, round, rounds: [] as Round[] };
  });
  try {
    for (let r = 0; r < ROUNDS; r++) {
      for (const c of children) c.rounds.push(await c.round());
    }
  } finally {
    for (const c of children) {
      await c.writer.close();
      await c.child.status;
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return children.map(({ rounds }) => {
    const quietest = rounds.reduce((a, b) => (b.medianUs < a.medianUs ? b : a));
    return {
      robustUs: quietest.medianUs,
      robustEngineUs: quietest.engineMedianUs,
      meanUs: mean(rounds.map((r) => r.meanUs)),
      engineMeanUs: mean(rounds.map((r) => r.engineMeanUs)),
      cpuUs: mean(rounds.map((r) => r.cpuUsPerRequest)),
    };
  });
}

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
    const { results, seconds } = await drive(target.url, visitors, (SECONDS / 2) * 1000);
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

/** bench/concurrency.ts's line: turns/s by connections, and the cores in use meanwhile. */
interface Concurrency {
  turns: Record<string, number>;
  cores: Record<string, { machine: number; client: number; database: number }> & { of: number };
}

/** A checkout's test helpers (an older checkout kept them beside the functions). */
const testingOf = (dir: URL) =>
  import(new URL('testing/databases.ts', dir).href).catch(
    () => import(new URL('functions/_shared/db/testing.ts', dir).href),
  );

/** The store-alone figures of one checkout. */
const concurrency = (dir: URL) =>
  script<Concurrency>('concurrency.ts', dir, String(Math.max(1, Math.round(SECONDS / 3))));

/** One round through the gateway: the memory store and the PostgreSQL record, back to back. */
interface GatewayRound {
  memory: Figures;
  postgres: Figures;
}

/**
 * Every checkout's gateway, on the memory store and on its PostgreSQL record (a throw-away
 * database of its own), in GATEWAY_ROUNDS rounds (default 3) of SECONDS / 2 each: checkouts
 * alternating, and within a round the two stores back to back, in turns first (memory, then
 * PostgreSQL; then the other way), so the load of the shared machine falls on both alike. The
 * ratio is taken within each round.
 */
async function gatewayRounds(dirs: URL[]): Promise<GatewayRound[][]> {
  // One after the other: each sets up the server's shared roles, which two at once can race on
  // ("tuple concurrently updated").
  const databases = [];
  for (const dir of dirs) databases.push(await (await testingOf(dir)).createServerDatabase());
  const rounds: GatewayRound[][] = dirs.map(() => []);
  try {
    for (let r = 0; r < GATEWAY_ROUNDS; r++) {
      for (const [index, dir] of dirs.entries()) {
        const database = databases[index];
        const onPostgres = () =>
          throughGateway(dir, {
            SUPABASE_DB_URL: database.url,
            // This checkout's function connects as its own role; an older one uses SUPABASE_DB_URL.
            CHAT_DB_URL: database.relayUrl ?? '',
          });
        const onMemory = () => throughGateway(dir, {});
        if (r % 2 === 0) {
          const memory = await onMemory();
          rounds[index]?.push({ memory, postgres: await onPostgres() });
        } else {
          const postgres = await onPostgres();
          rounds[index]?.push({ memory: await onMemory(), postgres });
        }
      }
    }
  } finally {
    await Promise.all(databases.map((database) => database.drop()));
  }
  return rounds;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const trees: [string, URL][] = [['this checkout', here]];
const baseline = Deno.env.get('BENCH_BASELINE');
const before = baseline ? await baselineTree(baseline) : undefined;
if (before && baseline) trees.unshift([`baseline (${baseline})`, before.dir]);

interface Row {
  us: InProcess;
  rounds: GatewayRound[];
  memory: Figures;
  postgres: Figures;
  /** The median of the rounds' PostgreSQL / memory ratios. */
  ratio: number;
  concurrent: Concurrency['turns'];
  cores: Concurrency['cores'];
}
const rows: [string, Row][] = [];
try {
  const dirs = trees.map(([, dir]) => dir);
  const us = await inProcess(dirs);
  const stores: Concurrency[] = [];
  for (const dir of dirs) stores.push(await concurrency(dir));
  const gateways = await gatewayRounds(dirs);
  for (const [index, [name]] of trees.entries()) {
    const rounds = gateways[index] ?? [];
    const pick = (store: 'memory' | 'postgres') => ({
      rps: median(rounds.map((r) => r[store].rps)),
      p99: median(rounds.map((r) => r[store].p99)),
      errors: rounds.reduce((sum, r) => sum + r[store].errors, 0),
    });
    const { turns: concurrent, cores } = stores[index] as Concurrency;
    rows.push([
      name,
      {
        us: us[index] as InProcess,
        rounds,
        memory: pick('memory'),
        postgres: pick('postgres'),
        ratio: median(rounds.map((r) => r.postgres.rps / r.memory.rps)),
        concurrent,
        cores,
      },
    ]);
  }
} finally {
  await before?.remove();
}

const gateway = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p99 ${f.p99.toFixed(1).padStart(6)} ms${f.errors ? `  non-200 ${f.errors}` : ''}`;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
console.log(
  `relay-chat request cost: embedded assistant; gateway figures with ${SESSIONS} visitors, ${SECONDS} s each`,
);
for (const [name, { us, memory, postgres, ratio, rounds, concurrent, cores }] of rows) {
  const grows = Object.values(concurrent);
  console.log(`\n${name}`);
  console.log(
    `  in process (memory)         ${us.robustUs.toFixed(1).padStart(7)} µs/request, the quietest of ${ROUNDS} ` +
      `alternating rounds' medians (engine ${us.robustEngineUs.toFixed(1)} µs, ` +
      `${((us.robustEngineUs / us.robustUs) * 100).toFixed(0)}%)  budget <= ${BUDGET.inProcessUs} µs: ` +
      `${verdict(us.robustUs <= BUDGET.inProcessUs)}\n` +
      `                              ${us.meanUs.toFixed(1).padStart(7)} µs/request, the mean of every round ` +
      `(engine ${us.engineMeanUs.toFixed(1)} µs, ${((us.engineMeanUs / us.meanUs) * 100).toFixed(0)}%); ` +
      `CPU ${us.cpuUs.toFixed(1)} µs, the bench's own part included`,
  );
  console.log(
    `  gateway, memory store       ${gateway(memory)}  (medians of ${rounds.length} rounds)`,
  );
  console.log(`  gateway, PostgreSQL record  ${gateway(postgres)}`);
  console.log(
    `  postgres/memory: throughput ${ratio.toFixed(2)}x, the median of the rounds' ` +
      `(${rounds.map((r) => (r.postgres.rps / r.memory.rps).toFixed(2)).join(', ')}) ` +
      `(budget >= ${BUDGET.postgresToMemory}x: ` +
      `${verdict(ratio >= BUDGET.postgresToMemory)}), p99 ${(postgres.p99 / memory.p99).toFixed(2)}x`,
  );
  console.log(
    `  concurrent turns on PostgreSQL (store alone): ${Object.entries(concurrent)
      .map(([n, rps]) => `${n} conn ${rps.toFixed(0)}/s`)
      .join(', ')}; 8/1 ${((grows.at(-1) ?? 0) / (grows[0] ?? 1)).toFixed(2)}x ` +
      `(must grow: ${verdict(grows.every((rps, i) => i === 0 || rps > (grows[i - 1] ?? 0)))})`,
  );
  console.log(
    `    cores in use meanwhile, of ${cores.of}: the machine's (the database's, the store's client's) ${Object.keys(
      concurrent,
    )
      .map((n) => {
        const used = cores[n];
        return used
          ? `${n} conn ${used.machine.toFixed(2)} (${used.database.toFixed(2)}, ${used.client.toFixed(2)})`
          : '';
      })
      .join(', ')}`,
  );
}
const [first, last] = rows.length === 2 ? [rows[0]?.[1], rows[1]?.[1]] : [];
if (first && last) {
  console.log(
    `\nafter/before: in process ${(last.us.robustUs / first.us.robustUs).toFixed(2)}x the µs (quietest medians), ` +
      `${(last.us.meanUs / first.us.meanUs).toFixed(2)}x (means), ` +
      `gateway on PostgreSQL ${(last.postgres.rps / first.postgres.rps).toFixed(2)}x the req/s, ` +
      `${(last.postgres.p99 / first.postgres.p99).toFixed(2)}x the p99, ` +
      `8 connections on PostgreSQL ${((Object.values(last.concurrent).at(-1) ?? 0) / (Object.values(first.concurrent).at(-1) ?? 1)).toFixed(2)}x the turns/s`,
  );
}

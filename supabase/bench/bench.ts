/**
 * `pnpm bench`: throughput and latency of the gateway + relay-chat on loopback, with autocannon.
 *
 * 1. The gateway with the embedded assistant against a bare Deno.serve JSON echo, same load,
 *    same run: requests/s and p50/p99, and the ratio gateway/echo (target >= 0.6). Once with
 *    one repeated question (as the suggestion chips send), once with a new question each time.
 * 2. The latency relay-chat adds on top of an OpenAI-compatible upstream stub with a fixed
 *    delay: the stub called directly against the stub called through the gateway, same load,
 *    in alternating rounds (target: p50 <= 2 ms, p99 <= 10 ms added).
 * Bounded: BENCH_SECONDS (default 5) per measurement after a 1 s warm-up; the load generator is
 * autocannon, run on Node by bench/load.mjs.
 */
import { startRelay } from './load.ts';

const SECONDS = Number(Deno.env.get('BENCH_SECONDS') ?? 5);
const CONNECTIONS = 10;
/** Fewer connections for the added-latency measurement, so it measures work, not queueing. */
const LATENCY_CONNECTIONS = 4;
const LATENCY_ROUNDS = 3;
const DELAY_MS = 20;
const root = new URL('../', import.meta.url);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Starts a target of bench/targets.ts in its own process. */
const start = (args: string[], env: Record<string, string> = {}) =>
  startRelay(new URL('./targets.ts', import.meta.url), env, args);

/** Loads `url` with bench/load.mjs; `unique` puts a new number in place of `[<id>]` each time. */
async function load(
  url: string,
  body: unknown,
  { connections = CONNECTIONS, unique = false, seconds = SECONDS } = {},
): Promise<Figures> {
  const options = { url, body, connections, seconds, unique };
  const { stdout, success } = await new Deno.Command('node', {
    args: ['bench/load.mjs', JSON.stringify(options)],
    cwd: root,
    stdout: 'piped',
    stderr: 'inherit',
  }).output();
  if (!success) throw new Error(`the load generator failed on ${url}`);
  return JSON.parse(new TextDecoder().decode(stdout)) as Figures;
}

const chat = (message: string) => ({
  message,
  session_id: 'bench-session',
  timestamp: 1_800_000_000_000,
  source: 'http://localhost:5173',
  history: [{ role: 'user', content: 'Hello', ts: 1_799_999_999_000 }],
});
const noLimits = {
  RATE_LIMIT_SESSION_PER_MINUTE: '1e12',
  RATE_LIMIT_IP_PER_MINUTE: '1e12',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1e12',
  RATE_LIMIT_GLOBAL_PER_DAY: '1e12',
  LLM_TOKENS_PER_DAY: '1e15',
};
const functionUrl = (port: number) => `http://127.0.0.1:${port}/functions/v1/relay-chat`;

const row = (name: string, f: Figures) =>
  `${name.padEnd(40)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50.toFixed(2).padStart(6)} ms  p99 ${f.p99.toFixed(2).padStart(6)} ms${f.errors ? `  errors ${f.errors}` : ''}`;
const ratio = (f: Figures, base: Figures) =>
  `  ratio to echo: req/s ${(f.rps / base.rps).toFixed(2)} (target >= 0.6)`;

const echo = await start(['echo']);
const embedded = await start(['gateway'], noLimits);
const stub = await start(['upstream', String(DELAY_MS)]);
const relayed = await start(['gateway'], {
  ...noLimits,
  OPENAI_API_KEY: 'bench',
  OPENAI_BASE_URL: `http://127.0.0.1:${stub.port}/v1`,
});
try {
  console.log(`autocannon on loopback, ${SECONDS} s per measurement\n`);
  const question = chat('Am I saving enough for retirement?');
  const base = await load(`http://127.0.0.1:${echo.port}/`, question);
  const repeated = await load(functionUrl(embedded.port), question);
  const varied = await load(
    functionUrl(embedded.port),
    chat('Am I saving enough for retirement, case [<id>]?'),
    { unique: true },
  );
  console.log(`${CONNECTIONS} connections`);
  console.log(row('Deno.serve JSON echo (baseline)', base));
  console.log(row('gateway + relay-chat, repeated question', repeated));
  console.log(ratio(repeated, base));
  console.log(row('gateway + relay-chat, new question each', varied));
  console.log(ratio(varied, base));

  // Direct and relayed in alternating rounds, so a change in the machine's load mid-run hits
  // both alike; the figure is the median over the rounds.
  const completion = { model: 'bench', messages: [{ role: 'user', content: 'hi' }], stream: true };
  const options = {
    connections: LATENCY_CONNECTIONS,
    seconds: Math.max(1, Math.round(SECONDS / 2)),
  };
  const rounds: { direct: Figures; through: Figures }[] = [];
  for (let round = 0; round < LATENCY_ROUNDS; round++) {
    rounds.push({
      direct: await load(`http://127.0.0.1:${stub.port}/v1/chat/completions`, completion, options),
      through: await load(functionUrl(relayed.port), chat('[<id>]'), { ...options, unique: true }),
    });
  }
  const median = (pick: (r: (typeof rounds)[number]) => number) =>
    rounds.map(pick).sort((a, b) => a - b)[Math.floor(rounds.length / 2)] as number;
  console.log(
    `\n${LATENCY_CONNECTIONS} connections, upstream stub answering after ${DELAY_MS} ms, ` +
      `${LATENCY_ROUNDS} rounds of ${options.seconds} s each`,
  );
  for (const [index, { direct, through }] of rounds.entries()) {
    console.log(row(`round ${index + 1}: upstream stub, direct`, direct));
    console.log(row(`round ${index + 1}: through relay-chat`, through));
  }
  console.log(
    `  added by relay-chat (median of rounds): p50 ${median((r) => r.through.p50 - r.direct.p50).toFixed(2)} ms ` +
      `(target <= 2), p99 ${median((r) => r.through.p99 - r.direct.p99).toFixed(2)} ms (target <= 10)`,
  );
} finally {
  await Promise.all([echo, embedded, stub, relayed].map((server) => server.stop()));
}

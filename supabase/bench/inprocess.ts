/**
 * In-process cost of one relay-chat request: the handler from `<supabase dir>/functions/
 * relay-chat/` (the checkout named by the first argument, this one by default), wired from the
 * environment with the in-memory store and the embedded assistant, called directly with a new
 * turn each time, one after another, each visitor's conversation ten turns long. Prints one
 * JSON line: wall-clock and CPU microseconds per request, the engine's (the provider's) share of
 * the wall-clock time, and the bench's own (building requests, reading replies), measured apart.
 *
 *   deno run -A bench/inprocess.ts [supabase dir] [requests]
 */
import process from 'node:process';

const dir = new URL(`${Deno.args[0] ?? new URL('../', import.meta.url).pathname}/`, 'file:///');
const requests = Number(Deno.args[1] ?? 20_000);
const { relayDeps } = await import(new URL('functions/relay-chat/mod.ts', dir).href);
const { createHandler } = await import(new URL('functions/relay-chat/handler.ts', dir).href);
// The memory store moved from the functions to the test helpers; an older checkout has it there.
const { memoryTurnStore } = await import(new URL('testing/memory-stores.ts', dir).href).catch(
  () => import(new URL('functions/_shared/memory-stores.ts', dir).href),
);
const env: Record<string, string> = {
  IP_HASH_SALT: 'bench',
  RATE_LIMIT_SESSION_PER_MINUTE: '1e12',
  RATE_LIMIT_IP_PER_MINUTE: '1e12',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1e12',
  RATE_LIMIT_GLOBAL_PER_DAY: '1e12',
};
const deps = relayDeps((name: string) => env[name], memoryTurnStore());
/** Time spent in the engine: the provider's answer, from its call until it resolves. */
let engineMs = 0;
const engine = deps.provider;
const timed = {
  name: engine.name,
  answer: async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await engine.answer(...args);
    } finally {
      engineMs += performance.now() - started;
    }
  },
};
const relay = createHandler({ ...deps, provider: timed, fallback: timed });
/**
 * The bench's own part of a request (building it, reading the reply, keeping the history),
 * measured with a handler that only reads the body and answers the reply it answered first.
 */
let canned: string | undefined;
const harness = async (request: Request) => {
  if (canned === undefined) canned = await (await relay(request)).text();
  else await request.arrayBuffer();
  return new Response(canned, { headers: { 'content-type': 'application/json' } });
};
let handler: (request: Request) => Promise<Response> = harness;
console.log = () => {};
const QUESTIONS = [
  'Would an annuity work for me?',
  'How do Roth conversions work?',
  'When should I claim Social Security?',
];
/** Each of 64 visitors' conversation so far, sent as `history` like the site's client does. */
const histories = new Map<number, { role: string; content: string; ts: number }[]>();
/** Each visitor's secret for its conversation, kept from the reply that opened it. */
const keys = new Map<number, string>();
const request = (n: number) => {
  const body = JSON.stringify({
    message: QUESTIONS[n % QUESTIONS.length],
    session_id: `bench-${n % 64}`,
    message_id: `m-${n}`,
    timestamp: 1_800_000_000_000,
    source: 'http://localhost:5173',
    history: histories.get(n % 64) ?? [],
  });
  return new Request('http://127.0.0.1/functions/v1/relay-chat', {
    method: 'POST',
    headers: {
      // As a browser's fetch and the platform's proxy send it.
      'content-length': String(new TextEncoder().encode(body).byteLength),
      'content-type': 'application/json',
      origin: 'http://localhost:5173',
      // Both ways a checkout may read the client address; one visitor in 64.
      'cf-connecting-ip': `10.2.0.${n % 64}`,
      'x-forwarded-for': `10.2.0.${n % 64}`,
      ...(keys.has(n % 64) && { 'session-key': keys.get(n % 64) as string }),
    },
    body,
  });
};
const send = async (n: number) => {
  const response = await handler(request(n));
  if (response.status !== 200) throw new Error(`status ${response.status}`);
  const key = response.headers.get('session-key');
  if (key) keys.set(n % 64, key);
  const { response: reply } = await response.json();
  const history = [
    ...(histories.get(n % 64) ?? []),
    { role: 'user', content: QUESTIONS[n % QUESTIONS.length] as string, ts: 1 },
    { role: 'ai', content: reply.slice(0, 4000), ts: 2 },
  ];
  histories.set(n % 64, history.slice(-20));
};
// Warm up (JIT, caches) on turns of their own.
for (let n = requests; n < requests + 2000; n++) await send(n);
const timedRun = async () => {
  const started = performance.now();
  for (let n = 0; n < requests; n++) await send(n);
  return performance.now() - started;
};
const harnessMs = await timedRun();
handler = relay;
// Warm up (JIT, caches) on turns of their own.
for (let n = requests; n < requests + 2000; n++) await send(n);
engineMs = 0;
const cpu = process.cpuUsage();
const started = performance.now();
for (let n = 0; n < requests; n++) await send(n);
const elapsed = performance.now() - started;
const { user, system } = process.cpuUsage(cpu);
const figures = {
  usPerRequest: (elapsed * 1000) / requests,
  cpuUsPerRequest: (user + system) / requests,
  engineUsPerRequest: (engineMs * 1000) / requests,
  harnessUsPerRequest: (harnessMs * 1000) / requests,
};
Deno.stdout.writeSync(new TextEncoder().encode(`${JSON.stringify(figures)}\n`));

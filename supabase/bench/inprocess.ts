/**
 * In-process cost of one relay-chat request: the handler from `<supabase dir>/functions/
 * relay-chat/` (the checkout named by the first argument, this one by default), wired from the
 * environment with the in-memory store and the embedded assistant, called directly with a new
 * turn each time, one after another, each visitor's conversation ten turns long, each message
 * its own (`asked`). Each request
 * is timed from the handler's call until its response is in hand (building the request and
 * reading the reply, the bench's own part, are outside), and so is the engine (the provider's
 * answer) within it.
 *
 * After a warm-up it runs one round of `requests` per line read from standard input, printing a
 * JSON line per round: the median and mean µs a request, the engine's median and mean µs, and
 * CPU µs a request (the bench's own part included). A caller alternates rounds of two checkouts,
 * so a change of the machine's load hits both alike.
 *
 *   deno run -A bench/inprocess.ts [supabase dir] [requests a round]
 */
import process from 'node:process';
import { asked } from './load.ts';

const dir = new URL(`${Deno.args[0] ?? new URL('../', import.meta.url).pathname}/`, 'file:///');
const requests = Number(Deno.args[1] ?? 2000);
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
const encoder = new TextEncoder();
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
    message: asked(QUESTIONS[n % QUESTIONS.length] as string, n),
    session_id: `bench-${n % 64}`,
    message_id: `m-${n}`,
    timestamp: 1_800_000_000_000,
    source: 'http://localhost:5173',
    history: histories.get(n % 64) ?? [],
  });
  // The body as bytes, as a request off the network brings it: encoding the text is the
  // bench's part, not the handler's (a text body is encoded when the handler reads it).
  const bytes = encoder.encode(body);
  return new Request('http://127.0.0.1/functions/v1/relay-chat', {
    method: 'POST',
    headers: {
      // As a browser's fetch and the platform's proxy send it.
      'content-length': String(bytes.byteLength),
      'content-type': 'application/json',
      origin: 'http://localhost:5173',
      // Both ways a checkout may read the client address; one visitor in 64.
      'cf-connecting-ip': `10.2.0.${n % 64}`,
      'x-forwarded-for': `10.2.0.${n % 64}`,
      ...(keys.has(n % 64) && { 'session-key': keys.get(n % 64) as string }),
    },
    body: bytes,
  });
};
/** Per request of the current round: the handler's µs, and the engine's within it. */
let handlerUs: number[] = [];
let engineUs: number[] = [];
const send = async (n: number) => {
  const sent = request(n);
  const engineBefore = engineMs;
  const started = performance.now();
  const response = await relay(sent);
  handlerUs.push((performance.now() - started) * 1000);
  engineUs.push((engineMs - engineBefore) * 1000);
  if (response.status !== 200) throw new Error(`status ${response.status}`);
  const key = response.headers.get('session-key');
  if (key) keys.set(n % 64, key);
  const { response: reply } = await response.json();
  const history = [
    ...(histories.get(n % 64) ?? []),
    { role: 'user', content: asked(QUESTIONS[n % QUESTIONS.length] as string, n), ts: 1 },
    { role: 'ai', content: reply.slice(0, 4000), ts: 2 },
  ];
  histories.set(n % 64, history.slice(-20));
};
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);
// Warm up (JIT, caches) on turns of their own.
let next = 0;
for (; next < 2000; next++) await send(next);
/** One round of `requests`: its figures. */
const round = async () => {
  handlerUs = [];
  engineUs = [];
  const cpu = process.cpuUsage();
  for (const end = next + requests; next < end; next++) await send(next);
  const { user, system } = process.cpuUsage(cpu);
  return {
    medianUs: median(handlerUs),
    meanUs: mean(handlerUs),
    engineMedianUs: median(engineUs),
    engineMeanUs: mean(engineUs),
    cpuUsPerRequest: (user + system) / requests,
  };
};
// A round for each line read.
for await (const chunk of Deno.stdin.readable.pipeThrough(new TextDecoderStream())) {
  for (const _ of chunk.matchAll(/\n/g)) {
    Deno.stdout.writeSync(encoder.encode(`${JSON.stringify(await round())}\n`));
  }
}

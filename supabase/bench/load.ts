/**
 * A bounded load generator for relay-chat on loopback: simulated visitors, each with its own
 * session and its own client address (a loopback source address, so the gateway sees it as the
 * platform's proxy would), sending chat turns over keep-alive HTTP and recording each reply.
 */

export interface Visitor {
  sessionId: string;
  /** The loopback address the visitor's connections come from, e.g. 127.0.3.7. */
  address: string;
  /** Pause between turns. */
  thinkMs: number;
  /** Requests in flight at once (an abusive client sends many). */
  parallel: number;
  /** Every n-th turn is sent twice with the same message id, as a client retry would be. */
  retryEvery?: number;
}

export interface Result {
  /** The visitor's own session id (its name in the run). */
  visitor: string;
  /** The conversation the turn was recorded in: the visitor's, or one the function opened. */
  sessionId: string;
  messageId: string;
  status: number;
  ms: number;
  /** The reply text of a 200. */
  response?: string;
}

const QUESTIONS = [
  'Would an annuity work for me?',
  'Should I be a 1099 or a W-2?',
  'Which health plan saves me more?',
  'Am I saving enough for retirement?',
  'How do Roth conversions work?',
  'When should I claim Social Security?',
];

/**
 * A question as one visitor asks it at one turn: the same question with a reference of letters
 * of its own, which the engine reads past (no number: it would be a detail of the visitor's), so
 * no two conversations are the same text, as no two visitors' are; without it every visitor
 * would replay one conversation and a cache keyed by text would answer most turns.
 */
export const asked = (question: string, n: number): string => {
  let ref = '';
  for (let k = n + 1; k > 0; k = Math.floor(k / 26)) ref += String.fromCharCode(97 + (k % 26));
  return `${question} (ref ${ref})`;
};

/** Turns asked in this process: each one's reference. */
let next = 0;

/** A loopback source address for visitor number `n` (127.1.0.0 and up). */
export const loopbackAddress = (n: number) => `127.1.${n >> 8}.${n & 255}`;

/** The public key the bench and the load test configure, and every visitor sends. */
export const LOAD_KEY = 'load-key';

/** A client's history, as chat-core sends it: the latest entries, each cut to the limit. */
type History = { role: 'user' | 'ai'; content: string; ts: number }[];
const HISTORY_ENTRIES = 20;
const ENTRY_CHARS = 4000;

/**
 * Drives `visitors` against `url` until `durationMs` has passed; resolves with every result.
 * Requests carry the site's origin, the public key and, like the site's client, the lane's
 * conversation so far as `history` and the secret of the visitor's conversation, kept from the
 * reply that opened it (with its id: lanes that raced to open it may get one each).
 */
export async function drive(url: string, visitors: Visitor[], durationMs: number) {
  const results: Result[] = [];
  const deadline = performance.now() + durationMs;
  const clients = new Map(
    visitors.map((v) => [v, Deno.createHttpClient({ localAddress: v.address })]),
  );
  const sessions = new Map<Visitor, { id: string; key?: string }>(
    visitors.map((v) => [v, { id: v.sessionId }]),
  );
  const send = async (visitor: Visitor, messageId: string, message: string, history: History) => {
    const started = performance.now();
    const session = sessions.get(visitor) as { id: string; key?: string };
    let sessionId = session.id;
    let status = 0;
    let response: string | undefined;
    try {
      const reply = await fetch(url, {
        method: 'POST',
        client: clients.get(visitor),
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:5173',
          apikey: LOAD_KEY,
          ...(session.key && { 'session-key': session.key }),
        },
        body: JSON.stringify({
          message,
          session_id: sessionId,
          message_id: messageId,
          timestamp: Date.now(),
          source: 'http://localhost:5173',
          history,
        }),
      });
      status = reply.status;
      const opened = reply.headers.get('session-id');
      if (opened) {
        sessionId = opened;
        if (!session.key)
          sessions.set(visitor, { id: opened, key: reply.headers.get('session-key') ?? '' });
      }
      const body = await reply.json();
      if (status === 200) response = body.response;
    } catch {
      // Status 0: the connection failed.
    }
    results.push({
      visitor: visitor.sessionId,
      sessionId,
      messageId,
      status,
      ms: performance.now() - started,
      response,
    });
  };
  const loop = async (visitor: Visitor, lane: number) => {
    let history: History = [];
    for (let turn = 0; performance.now() < deadline; turn++) {
      const messageId = `${visitor.sessionId}-${lane}-${turn}`;
      const message = asked(QUESTIONS[(turn + lane) % QUESTIONS.length] ?? '', next++);
      await send(visitor, messageId, message, history);
      if (visitor.retryEvery && turn % visitor.retryEvery === 0) {
        await send(visitor, messageId, message, history);
      }
      const reply = results.at(-1)?.response;
      if (reply !== undefined) {
        const now = Date.now();
        history = [
          ...history,
          { role: 'user' as const, content: message, ts: now },
          { role: 'ai' as const, content: reply.slice(0, ENTRY_CHARS), ts: now },
        ].slice(-HISTORY_ENTRIES);
      }
      if (visitor.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, visitor.thinkMs));
    }
  };
  const started = performance.now();
  await Promise.all(
    visitors.flatMap((visitor) =>
      Array.from({ length: visitor.parallel }, (_, lane) => loop(visitor, lane)),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const client of clients.values()) client.close();
  return { results, seconds };
}

/** The q-quantile (0..1) of `values`, in their unit. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** A free TCP port on loopback. */
function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Resolves once `url` answers at all, or rejects after `timeoutMs`. */
async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      await (await fetch(url)).body?.cancel();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw new Error(`${url} did not come up: ${error}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Runs a script that serves on FUNCTIONS_PORT (set here to a free loopback port) in its own
 * process, so it shares no event loop with the load; resolves once relay-chat's path answers
 * at all (any status), with that URL and the port. `cwd` is the supabase folder whose
 * deno.json applies (another checkout's, for a baseline).
 */
export async function startRelay(
  script: URL,
  env: Record<string, string>,
  args: string[] = [],
  cwd = new URL('../', import.meta.url),
) {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    cwd,
    args: [
      'run',
      '--unstable-no-legacy-abort',
      '--allow-net=127.0.0.1',
      '--allow-env',
      '--allow-read',
      script.pathname,
      ...args,
    ],
    env: { ...env, FUNCTIONS_PORT: String(port) },
    stdout: 'null',
    stderr: 'inherit',
  }).spawn();
  let running = true;
  const exited = child.status.then((status) => {
    running = false;
    return status;
  });
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}/functions/v1/relay-chat`;
  try {
    await Promise.race([
      waitUntilUp(url, 20_000),
      exited.then(({ code }) => Promise.reject(new Error(`${script.pathname} exited (${code})`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}

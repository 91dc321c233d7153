/**
 * A bounded load generator for relay-chat on loopback: simulated visitors, each with its own
 * session and client address, sending chat turns over keep-alive HTTP and recording each reply.
 */

export interface Visitor {
  sessionId: string;
  /** Sent as X-Forwarded-For, as Supabase's edge proxy does for each client. */
  ip: string;
  /** Pause between turns. */
  thinkMs: number;
  /** Requests in flight at once (an abusive client sends many). */
  parallel: number;
  /** Every n-th turn is sent twice with the same message id, as a client retry would be. */
  retryEvery?: number;
}

export interface Result {
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

/** Drives `visitors` against `url` until `durationMs` has passed; resolves with every result. */
export async function drive(url: string, visitors: Visitor[], durationMs: number) {
  const results: Result[] = [];
  const deadline = performance.now() + durationMs;
  const send = async (visitor: Visitor, messageId: string, message: string) => {
    const started = performance.now();
    let status = 0;
    let response: string | undefined;
    try {
      const reply = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:5173',
          'x-forwarded-for': visitor.ip,
        },
        body: JSON.stringify({
          message,
          session_id: visitor.sessionId,
          message_id: messageId,
          timestamp: Date.now(),
          source: 'http://localhost:5173',
          history: [],
        }),
      });
      status = reply.status;
      const body = await reply.json();
      if (status === 200) response = body.response;
    } catch {
      // Status 0: the connection failed.
    }
    results.push({
      sessionId: visitor.sessionId,
      messageId,
      status,
      ms: performance.now() - started,
      response,
    });
  };
  const loop = async (visitor: Visitor, lane: number) => {
    for (let turn = 0; performance.now() < deadline; turn++) {
      const messageId = `${visitor.sessionId}-${lane}-${turn}`;
      const message = QUESTIONS[(turn + lane) % QUESTIONS.length] ?? '';
      await send(visitor, messageId, message);
      if (visitor.retryEvery && turn % visitor.retryEvery === 0) {
        await send(visitor, messageId, message);
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
  return { results, seconds: (performance.now() - started) / 1000 };
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
 * at all (any status), with that URL and the port.
 */
export async function startRelay(script: URL, env: Record<string, string>, args: string[] = []) {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
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

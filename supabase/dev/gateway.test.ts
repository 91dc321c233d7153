import assert from 'node:assert/strict';
import { createChat, fetchTransport, supabaseTransport } from '@firm/chat-core/index.ts';
import { createClient } from '@supabase/supabase-js';
import { memoryTurnStore } from '../testing/memory-stores.ts';
import { asPlatformProxy, envFile, serveGateway } from './gateway.ts';

const ANON_KEY = 'local-anon-key';

/** The real gateway over HTTP on an ephemeral loopback port, with the given environment. */
async function gateway(env: Record<string, string> = {}) {
  const controller = new AbortController();
  const { address, server, functions } = await serveGateway({
    port: 0,
    env: (name) => env[name],
    turns: memoryTurnStore(),
    signal: controller.signal,
  });
  return {
    url: `http://127.0.0.1:${address.port}`,
    functions,
    [Symbol.asyncDispose]: async () => {
      controller.abort();
      await server.finished;
    },
  };
}

const body = (over: Record<string, unknown> = {}) => ({
  message: 'Am I saving enough for retirement?',
  session_id: crypto.randomUUID(),
  timestamp: Date.now(),
  source: 'http://localhost:5173',
  history: [],
  ...over,
});

// Quiet the function's one-line-per-request logs in test output.
const quiet = async (run: () => Promise<void>) => {
  const log = console.log;
  console.log = () => {};
  try {
    await run();
  } finally {
    console.log = log;
  }
};

Deno.test('gateway: serves relay-chat to supabase-js functions.invoke, unchanged', () =>
  quiet(async () => {
    await using gw = await gateway();
    assert.deepEqual(gw.functions, ['relay-chat']);
    const supabase = createClient(gw.url, ANON_KEY, { auth: { persistSession: false } });
    const { data, error } = await supabase.functions.invoke('relay-chat', { body: body() });
    assert.equal(error, null);
    assert.equal(typeof data.response, 'string');
    assert.match(data.response, /\(617\) 555-0142/);

    const failed = await supabase.functions.invoke('relay-chat', { body: body({ message: ' ' }) });
    const context = (failed.error as { context: Response }).context;
    assert.equal(context.status, 400);
    assert.equal((await context.json()).error.code, 'invalid_field');
  }));

Deno.test('gateway: chat-core fetch transport, JSON and streamed, and the store over it', () =>
  quiet(async () => {
    await using gw = await gateway({ FIRM_PHONE: '(617) 555-0199' });
    const signal = new AbortController().signal;
    const json = await fetchTransport({ url: gw.url, anonKey: ANON_KEY }).send(body(), { signal });
    assert.match(json.response, /\(617\) 555-0199/);
    const deltas: string[] = [];
    const streamed = await fetchTransport({ url: gw.url, anonKey: ANON_KEY, stream: true }).send(
      body({ message_id: 'turn-1' }),
      { signal, onDelta: (text) => deltas.push(text) },
    );
    assert.equal(deltas.join(''), streamed.response);
    assert.equal(streamed.message_id, 'turn-1');

    const supabase = createClient(gw.url, ANON_KEY, { auth: { persistSession: false } });
    const chat = createChat({ transport: supabaseTransport(supabase, { stream: true }) });
    await chat.send('Which health plan saves me more?');
    const [question, answer] = chat.getSnapshot().messages;
    assert.equal(question?.role, 'user');
    assert.equal(answer?.role, 'ai');
    assert.ok(!answer?.failed && answer?.content);
  }));

Deno.test('gateway: CORS preflight through the route, and a JSON 404 elsewhere', () =>
  quiet(async () => {
    await using gw = await gateway();
    const preflight = await fetch(`${gw.url}/functions/v1/relay-chat`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    await preflight.body?.cancel();
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:5173');
    const refused = await fetch(`${gw.url}/functions/v1/relay-chat`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example' },
    });
    assert.equal(refused.status, 403);
    assert.equal((await refused.json()).error.code, 'forbidden_origin');
    for (const path of ['/functions/v1/nope', '/rest/v1/chat_turns', '/functions/v1/_shared']) {
      const missing = await fetch(`${gw.url}${path}`, { method: 'POST' });
      assert.equal(missing.status, 404, path);
      assert.equal((await missing.json()).error.code, 'not_found');
    }
  }));

Deno.test('gateway: with OPENAI_API_KEY, streams an OpenAI-compatible upstream end to end', () =>
  quiet(async () => {
    const encoder = new TextEncoder();
    const upstream = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, () => {
      const chunks = ['Plan ', 'first.'].map(
        (content) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`,
      );
      return new Response(encoder.encode(`${chunks.join('')}data: [DONE]\n\n`), {
        headers: { 'content-type': 'text/event-stream' },
      });
    });
    try {
      await using gw = await gateway({
        OPENAI_API_KEY: 'sk-local',
        OPENAI_BASE_URL: `http://127.0.0.1:${upstream.addr.port}/v1`,
        SUPABASE_ANON_KEY: ANON_KEY,
      });
      const deltas: string[] = [];
      const reply = await fetchTransport({ url: gw.url, anonKey: ANON_KEY, stream: true }).send(
        body(),
        { signal: new AbortController().signal, onDelta: (text) => deltas.push(text) },
      );
      assert.deepEqual(deltas, ['Plan ', 'first.']);
      assert.equal(reply.response, 'Plan first.');
      const denied = await fetchTransport({ url: gw.url, anonKey: 'wrong' })
        .send(body(), { signal: new AbortController().signal })
        .catch((error) => error);
      assert.equal(denied.status, 401);
    } finally {
      await upstream.shutdown();
    }
  }));

Deno.test('gateway: a streaming client that goes away cancels the upstream call', () =>
  quiet(async () => {
    const cancelled = Promise.withResolvers<void>();
    const encoder = new TextEncoder();
    const upstream = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, () => {
      const first = { choices: [{ delta: { content: 'Thinking ' } }] };
      const body = new ReadableStream<Uint8Array>({
        start: (controller) =>
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(first)}\n\n`)),
        cancel: () => cancelled.resolve(),
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    try {
      await using gw = await gateway({
        OPENAI_API_KEY: 'sk-local',
        OPENAI_BASE_URL: `http://127.0.0.1:${upstream.addr.port}/v1`,
      });
      const controller = new AbortController();
      const deltas: string[] = [];
      const sent = fetchTransport({ url: gw.url, anonKey: ANON_KEY, stream: true })
        .send(body(), {
          signal: controller.signal,
          onDelta: (text) => {
            deltas.push(text);
            controller.abort();
          },
        })
        .catch((error) => error);
      // Bounded, so a regression fails here instead of hanging the run.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        cancelled.promise,
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('the upstream call was not cancelled')),
            10_000,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      assert.deepEqual(deltas, ['Thinking ']);
      assert.equal((await sent).name, 'AbortError');
    } finally {
      await upstream.shutdown();
    }
  }));

Deno.test('gateway: like the platform’s proxy, every forwarding header says the real address', () => {
  const request = new Request('http://127.0.0.1/functions/v1/relay-chat', {
    method: 'POST',
    headers: {
      'x-forwarded-for': '198.51.100.1, 10.0.0.1',
      'cf-connecting-ip': '198.51.100.2',
      'x-real-ip': '198.51.100.3',
      'true-client-ip': '198.51.100.4',
      'x-client-address': '198.51.100.5',
      forwarded: 'for=198.51.100.6',
      apikey: 'kept',
    },
    body: '{}',
  });
  const info = {
    remoteAddr: { transport: 'tcp', hostname: '127.0.0.9', port: 50_000 },
    completed: Promise.resolve(),
  } as Deno.ServeHandlerInfo<Deno.NetAddr>;
  const seen = asPlatformProxy(request, info, 'X-Client-Address');
  for (const name of [
    'x-forwarded-for',
    'cf-connecting-ip',
    'x-real-ip',
    'true-client-ip',
    'x-client-address',
  ]) {
    assert.equal(seen.headers.get(name), '127.0.0.9', name);
  }
  assert.equal(seen.headers.get('forwarded'), null);
  assert.equal(seen.headers.get('apikey'), 'kept');
});

Deno.test('gateway: reads functions/.env when there is one, blank settings left out, and nothing without one', async () => {
  const data = decodeURIComponent(new URL('../.data/', import.meta.url).pathname);
  await Deno.mkdir(data, { recursive: true });
  const dir = await Deno.makeTempDir({ dir: data });
  try {
    const url = new URL(`file://${dir}/`);
    assert.deepEqual(await envFile(url), {});
    await Deno.writeTextFile(
      `${dir}/.env`,
      '# a comment\nOPENAI_MODEL=gpt-test\nFIRM_NAME="A & B"\nCHAT_DB_URL=\n',
    );
    assert.deepEqual({ ...(await envFile(url)) }, { OPENAI_MODEL: 'gpt-test', FIRM_NAME: 'A & B' });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

import assert from 'node:assert/strict';
import { groundedPrompt } from '@firm/assistant/index.ts';
import { openAiProvider } from './openai.ts';
import { handlingOf, ProviderError } from './provider.ts';

type Reply = (onCancel: () => void) => Response;

/** One promise per index, made on first use by whichever side comes first. */
const signals = () => {
  const made: PromiseWithResolvers<void>[] = [];
  return (n: number) => {
    made[n] ??= Promise.withResolvers<void>();
    return made[n];
  };
};

/** A chat completions server on 127.0.0.1 answering request n with `replies[n]`. */
async function upstream(...replies: Reply[]) {
  const bodies: unknown[] = [];
  const headers: Headers[] = [];
  /** Settles once request n has arrived, and once the client cancelled its streamed reply. */
  const arrived = signals();
  const cancelled = signals();
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (request) => {
    const index = bodies.length;
    bodies.push(await request.json());
    headers.push(request.headers);
    arrived(index).resolve();
    const reply = replies[Math.min(index, replies.length - 1)] as Reply;
    return reply(() => cancelled(index).resolve());
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/v1/`,
    bodies,
    headers,
    arrived: (n: number) => arrived(n).promise,
    cancelled: (n: number) => cancelled(n).promise,
    [Symbol.asyncDispose]: () => server.shutdown(),
  };
}

const sse = (...events: string[]) =>
  new Response(events.map((e) => `data: ${e}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });
const delta = (content: string) => JSON.stringify({ choices: [{ delta: { content } }] });

/** A stream that sends `parts`, then ends without `[DONE]` or stays open until cancelled. */
const trickle = (parts: string[], end: 'hang' | 'cut') => (onCancel: () => void) => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(`data: ${part}\n\n`));
      if (end === 'cut') controller.close();
    },
    cancel: onCancel,
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
};

const provider = (url: string, timeoutMs = 5000) =>
  openAiProvider({
    apiKey: 'sk-test',
    baseUrl: url,
    model: 'gpt-test',
    timeoutMs,
    maxTokens: 500,
    phone: '(617) 555-0142',
  });

const turn = {
  message: 'Should I convert to a Roth?',
  history: [{ role: 'user' as const, content: 'Hi' }],
  historyIds: [1],
};

const ask = (url: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}) => {
  const deltas: string[] = [];
  const result = provider(url, options.timeoutMs).answer(turn, {
    signal: options.signal ?? new AbortController().signal,
    onDelta: (text) => deltas.push(text),
  });
  return { result, deltas };
};

const rejectsWith = (promise: Promise<unknown>, code: string) =>
  assert.rejects(promise, (error) => error instanceof ProviderError && error.code === code);

Deno.test('openai: streams a normal answer, grounded by the assistant prompt', async () => {
  await using stub = await upstream(() =>
    sse(
      delta('Roth '),
      delta('conversions '),
      JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] }),
      '[DONE]',
    ),
  );
  const { result, deltas } = ask(stub.url);
  const reply = await result;
  assert.equal(reply.text, 'Roth conversions ');
  assert.deepEqual(deltas, ['Roth ', 'conversions ']);
  assert.equal(reply.figureCheck, 'passed');
  assert.equal(reply.model, 'gpt-test');
  const prompt = groundedPrompt(turn.message, turn.history, { phone: '(617) 555-0142' });
  assert.deepEqual(stub.bodies[0], {
    model: 'gpt-test',
    messages: prompt.messages,
    max_tokens: 500,
    stream: true,
    stream_options: { include_usage: true },
  });
  assert.equal(stub.headers[0]?.get('authorization'), 'Bearer sk-test');
  assert.deepEqual(reply.sources, prompt.sources);
  assert.equal(reply.kbVersion, prompt.kbVersion);
});

Deno.test('openai: accepts a plain JSON completion from a server that does not stream', async () => {
  await using stub = await upstream(() =>
    Response.json({ choices: [{ message: { role: 'assistant', content: 'Whole answer.' } }] }),
  );
  const { result, deltas } = ask(stub.url);
  assert.equal((await result).text, 'Whole answer.');
  assert.deepEqual(deltas, ['Whole answer.']);
});

Deno.test('openai: retries once after a 429, then answers', async () => {
  await using stub = await upstream(
    () => new Response('slow down', { status: 429, headers: { 'retry-after': '0' } }),
    () => sse(delta('Second try.'), '[DONE]'),
  );
  assert.equal((await ask(stub.url).result).text, 'Second try.');
  assert.equal(stub.bodies.length, 2);
});

Deno.test('openai: a 500 twice is an upstream error after exactly one retry', async () => {
  await using stub = await upstream(
    () => new Response('{"error":"secret detail"}', { status: 500 }),
  );
  await rejectsWith(ask(stub.url).result, 'upstream_error');
  assert.equal(stub.bodies.length, 2);
});

Deno.test('openai: a 400 is not retried', async () => {
  await using stub = await upstream(() => new Response('bad', { status: 400 }));
  await rejectsWith(ask(stub.url).result, 'upstream_error');
  assert.equal(stub.bodies.length, 1);
});

Deno.test('openai: a Retry-After beyond the time budget fails at once', async () => {
  await using stub = await upstream(
    () => new Response('', { status: 429, headers: { 'retry-after': '60' } }),
  );
  const started = performance.now();
  await rejectsWith(ask(stub.url, { timeoutMs: 20_000 }).result, 'upstream_error');
  assert.ok(performance.now() - started < 15_000);
  assert.equal(stub.bodies.length, 1);
});

Deno.test('openai: an upstream slower than the time-out is aborted as a time-out', async () => {
  await using stub = await upstream(trickle([], 'hang'));
  await rejectsWith(ask(stub.url, { timeoutMs: 300 }).result, 'upstream_timeout');
  await stub.cancelled(0);
});

Deno.test('openai: a stream that stalls mid-way times out, without a retry after text', async () => {
  await using stub = await upstream(trickle([delta('Half ')], 'hang'));
  const { result, deltas } = ask(stub.url, { timeoutMs: 300 });
  await rejectsWith(result, 'upstream_timeout');
  assert.deepEqual(deltas, ['Half ']);
  assert.equal(stub.bodies.length, 1);
});

Deno.test('openai: a stream cut mid-way is an upstream error, not retried once text went out', async () => {
  await using stub = await upstream(trickle([delta('Half an ')], 'cut'));
  const { result, deltas } = ask(stub.url);
  await rejectsWith(result, 'upstream_error');
  assert.deepEqual(deltas, ['Half an ']);
  assert.equal(stub.bodies.length, 1);
});

Deno.test('openai: a stream cut before a whole word went out is retried once', async () => {
  await using stub = await upstream(trickle([delta('Hal')], 'cut'), () =>
    sse(delta('Whole.'), '[DONE]'),
  );
  const { result, deltas } = ask(stub.url);
  assert.equal((await result).text, 'Whole.');
  assert.deepEqual(deltas, ['Whole.']);
  assert.equal(stub.bodies.length, 2);
});

const limits = {
  message: "How much can I put in my 401k if I'm 61 in 2026?",
  history: [] as { role: 'user' | 'ai'; content: string }[],
  historyIds: [],
};
const askLimits = (url: string) => {
  const deltas: string[] = [];
  const result = provider(url).answer(limits, {
    signal: new AbortController().signal,
    onDelta: (text) => deltas.push(text),
  });
  return { result, deltas };
};

Deno.test('openai: a reply whose figures are all in the grounding passes the figure check', async () => {
  await using stub = await upstream(() =>
    sse(
      delta('At 61 you can put in $35,750 for 2026. '),
      delta('That is $24,500 plus $11,250.'),
      '[DONE]',
    ),
  );
  const { result, deltas } = askLimits(stub.url);
  const reply = await result;
  assert.equal(reply.figureCheck, 'passed');
  assert.deepEqual(reply.unsupportedFigures, []);
  assert.equal(deltas.join(''), reply.text);
  // The record keeps the engine's decision the model followed, and that its figures passed.
  const { fallback } = groundedPrompt(limits.message, limits.history, { phone: '(617) 555-0142' });
  assert.deepEqual(reply.handling, handlingOf(fallback, 'passed'));
  assert.notEqual(reply.handling?.topic, null);
});

Deno.test('openai: a figure split across pieces is checked whole, before it is shown', async () => {
  await using stub = await upstream(() =>
    sse(delta('You can put in $35,'), delta('750 in all.'), '[DONE]'),
  );
  const { result, deltas } = askLimits(stub.url);
  assert.equal((await result).figureCheck, 'passed');
  assert.deepEqual(deltas, ['You can put in ', '$35,750 in all.']);
});

Deno.test('openai: a figure found nowhere in the grounding hands over to the engine’s answer', async () => {
  await using stub = await upstream(() =>
    sse(
      delta('Good question. '),
      delta('At 61 you can put in $31,000 for 2026. '),
      delta('More later.'),
      '[DONE]',
    ),
  );
  const { result, deltas } = askLimits(stub.url);
  const reply = await result;
  const engine = groundedPrompt(limits.message, limits.history, {
    phone: '(617) 555-0142',
  }).fallback;
  assert.equal(reply.figureCheck, 'fell_back');
  assert.deepEqual(reply.unsupportedFigures, ['$31,000']);
  // What went out held only checked figures; the engine's answer follows it, and the record is
  // exactly what was shown.
  assert.equal(reply.text, `Good question. \n\n${engine.text}`);
  assert.equal(deltas.join(''), reply.text);
  assert.ok(!reply.text.includes('$31,000'));
  assert.deepEqual(reply.sources, engine.sources);
  assert.deepEqual(reply.handling, handlingOf(engine, 'fell_back'));
});

Deno.test('openai: without a streaming client, a cut stream is retried once', async () => {
  await using stub = await upstream(trickle([delta('Half')], 'cut'), () =>
    sse(delta('Whole.'), '[DONE]'),
  );
  const reply = await provider(stub.url).answer(turn, { signal: new AbortController().signal });
  assert.equal(reply.text, 'Whole.');
  assert.equal(stub.bodies.length, 2);
});

Deno.test('openai: malformed data and empty replies are upstream errors', async () => {
  for (const reply of [
    () => sse('{not json', '[DONE]'),
    () => sse('[DONE]'),
    () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    () => Response.json({ choices: [] }),
    () => sse(JSON.stringify({ error: { message: 'overloaded' } })),
  ]) {
    await using stub = await upstream(reply);
    await rejectsWith(ask(stub.url).result, 'upstream_error');
  }
});

Deno.test('openai: a client that goes away aborts the upstream call', async () => {
  await using stub = await upstream(trickle([], 'hang'));
  const controller = new AbortController();
  const { result } = ask(stub.url, { signal: controller.signal });
  await stub.arrived(0);
  controller.abort(new Error('client left'));
  await assert.rejects(result, /client left/);
  await stub.cancelled(0);
});

Deno.test('openai: reports the tokens the server counted, in the last chunk after the answer', async () => {
  await using stub = await upstream(() =>
    sse(
      delta('Plan.'),
      JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] }),
      JSON.stringify({ choices: [], usage: { prompt_tokens: 812, completion_tokens: 95 } }),
      '[DONE]',
    ),
  );
  const usage: unknown[] = [];
  const reply = await provider(stub.url).answer(turn, {
    signal: new AbortController().signal,
    onUsage: (u) => usage.push(u),
  });
  assert.equal(reply.text, 'Plan.');
  assert.deepEqual(usage, [{ promptTokens: 812, completionTokens: 95 }]);
});

Deno.test('openai: tokens are estimated when not reported; refusals cost none, cut calls do', async () => {
  await using stub = await upstream(
    () => new Response('busy', { status: 503, headers: { 'retry-after': '0' } }),
    trickle([delta('12345678')], 'cut'),
  );
  const usage: { promptTokens: number; completionTokens: number }[] = [];
  await rejectsWith(
    provider(stub.url).answer(turn, {
      signal: new AbortController().signal,
      onUsage: (u) => usage.push(u),
    }),
    'upstream_error',
  );
  assert.equal(stub.bodies.length, 2);
  // Only the second call, cut after 8 characters, counts: about 4 characters a token.
  assert.equal(usage.length, 1);
  assert.equal(usage[0]?.completionTokens, 2);
  const prompt = groundedPrompt(turn.message, turn.history, { phone: '(617) 555-0142' });
  const chars = prompt.messages.reduce((sum, m) => sum + m.content.length, 0);
  assert.equal(usage[0]?.promptTokens, Math.ceil(chars / 4));
});

Deno.test('openai: a redirect is refused, so the key never goes elsewhere', async () => {
  await using other = await upstream(() => sse(delta('Leaked.'), '[DONE]'));
  await using stub = await upstream(
    () =>
      new Response(null, { status: 307, headers: { location: `${other.url}chat/completions` } }),
  );
  await rejectsWith(ask(stub.url).result, 'upstream_error');
  assert.equal(other.bodies.length, 0);
});

Deno.test('openai: control characters from the model never reach the client or the record', async () => {
  await using stub = await upstream(() => sse(delta('Safe\u0000 text\u0007.'), '[DONE]'));
  const { result, deltas } = ask(stub.url);
  assert.equal((await result).text, 'Safe text.');
  assert.deepEqual(deltas, ['Safe text.']);
});

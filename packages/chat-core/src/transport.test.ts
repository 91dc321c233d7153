import type { ChatRequest } from '@firm/contract/protocol.ts';
import { FunctionsClient } from '@supabase/functions-js';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, sse, sseResponse, streamOf } from '../test/helpers.ts';
import { ChatError } from './errors.ts';
import { fetchTransport, supabaseTransport, type Transport } from './transport.ts';

const request: ChatRequest = {
  message: 'hi',
  session_id: 's-1',
  timestamp: 1,
  source: 'https://firm.example',
  history: [],
  message_id: 'm-1',
};
const signal = new AbortController().signal;
const fail = (transport: Transport) =>
  transport.send(request, { signal }).then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as ChatError,
  );

describe('fetchTransport', () => {
  it('posts the request to the function with the contract headers and the idempotency key', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      jsonResponse({ response: 'ok', message_id: 'm-1' }),
    );
    const transport = fetchTransport({ url: 'https://p.supabase.co/', anonKey: 'anon', fetch });
    expect(await transport.send(request, { signal })).toEqual({
      response: 'ok',
      message_id: 'm-1',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://p.supabase.co/functions/v1/relay-chat');
    expect(init?.method).toBe('POST');
    expect(init?.signal).toBe(signal);
    expect(init?.headers).toEqual({
      Authorization: 'Bearer anon',
      apikey: 'anon',
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': 'm-1',
    });
    expect(JSON.parse(init?.body as string)).toEqual(request);
  });

  it('asks for a stream only when configured', async () => {
    const fetch = vi.fn(async (_u: string | URL | Request, _i?: RequestInit) =>
      sseResponse(
        sse([
          ['delta', { text: 'a' }],
          ['done', { response: 'a', sources: [] }],
        ]),
      ),
    );
    const onDelta = vi.fn();
    const reply = await fetchTransport({ url: 'http://x', anonKey: 'k', fetch, stream: true }).send(
      request,
      { signal, onDelta },
    );
    expect(reply).toEqual({ response: 'a', sources: [] });
    expect(onDelta).toHaveBeenCalledWith('a');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({
      Accept: 'text/event-stream, application/json',
    });
  });

  it('turns an error body into a ChatError with status, code, message and Retry-After', async () => {
    const error = await fail(
      fetchTransport({
        url: 'http://x',
        anonKey: 'k',
        fetch: async () =>
          jsonResponse({ error: { code: 'rate_limited', message: 'Too many messages.' } }, 429, {
            'retry-after': '7',
          }),
      }),
    );
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({
      kind: 'http',
      message: 'Too many messages.',
      status: 429,
      code: 'rate_limited',
      retryAfterMs: 7000,
    });
  });

  it('falls back to "Edge function error" when a failure has no message', async () => {
    const error = await fail(
      fetchTransport({
        url: 'http://x',
        anonKey: 'k',
        fetch: async () => new Response('', { status: 502 }),
      }),
    );
    expect(error).toMatchObject({ message: 'Edge function error', status: 502 });
  });

  it('treats an error field on a 200 reply as a failure with its message', async () => {
    const transport = (body: unknown) =>
      fetchTransport({ url: 'http://x', anonKey: 'k', fetch: async () => jsonResponse(body) });
    expect((await fail(transport({ error: { message: 'quota' } }))).message).toBe('quota');
    expect((await fail(transport({ error: 'plain text error' }))).message).toBe('plain text error');
    expect((await fail(transport({ error: {} }))).message).toBe('Edge function error');
  });

  it('rejects a 200 reply that is not JSON', async () => {
    const error = await fail(
      fetchTransport({ url: 'http://x', anonKey: 'k', fetch: async () => new Response('<html>') }),
    );
    expect(error).toMatchObject({ kind: 'invalid_response', message: 'Invalid response' });
    expect(error.status).toBeUndefined();
  });

  it('fails a stream that ends without its final event', async () => {
    const error = await fail(
      fetchTransport({
        url: 'http://x',
        anonKey: 'k',
        stream: true,
        fetch: async () => sseResponse(sse([['delta', { text: 'a' }]])),
      }),
    );
    expect(error).toMatchObject({ kind: 'stream', message: 'Stream ended early' });
  });

  it('judges an error event by its code, like the HTTP error with that code', async () => {
    const stream = (code: string) =>
      fetchTransport({
        url: 'http://x',
        anonKey: 'k',
        stream: true,
        fetch: async () =>
          sseResponse(
            sse([
              ['delta', { text: 'Half' }],
              ['error', { error: { code, message: `${code} happened` } }],
            ]),
          ),
      });
    expect(await fail(stream('invalid_field'))).toMatchObject({
      kind: 'stream',
      status: 400,
      code: 'invalid_field',
      message: 'invalid_field happened',
      retryable: false,
    });
    expect(await fail(stream('upstream_timeout'))).toMatchObject({ status: 504, retryable: true });
  });

  it('fails on a stream event that is not JSON', async () => {
    const error = await fail(
      fetchTransport({
        url: 'http://x',
        anonKey: 'k',
        stream: true,
        fetch: async () => sseResponse(streamOf('event: delta\ndata: {oops\n\n')),
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid_response' });
  });

  it('sends extra headers, static or from a function called before every attempt', async () => {
    const fetch = vi.fn(async (_u: string | URL | Request, _i?: RequestInit) =>
      jsonResponse({ response: 'ok' }),
    );
    await fetchTransport({ url: 'http://x', anonKey: 'k', fetch, headers: { 'X-Site': 'a' } }).send(
      request,
      { signal },
    );
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-Site': 'a', apikey: 'k' });

    let token = 0;
    const dynamic = fetchTransport({
      url: 'http://x',
      anonKey: 'k',
      fetch,
      // A signed-in visitor's token replaces the anon key as the bearer.
      headers: async () => ({ Authorization: `Bearer user-${++token}` }),
    });
    await dynamic.send(request, { signal });
    await dynamic.send(request, { signal });
    expect(
      fetch.mock.calls.slice(1).map((c) => new Headers(c[1]?.headers).get('authorization')),
    ).toEqual(['Bearer user-1', 'Bearer user-2']);
    expect(fetch.mock.calls[2]?.[1]?.headers).toMatchObject({
      apikey: 'k',
      'Idempotency-Key': 'm-1',
    });
  });

  it('lets a failed fetch through as it is, for the retry loop to call a network error', async () => {
    const cause = new TypeError('Failed to fetch');
    const transport = fetchTransport({
      url: 'http://x',
      anonKey: 'k',
      fetch: async () => {
        throw cause;
      },
    });
    expect(await fail(transport)).toBe(cause);
  });

  it('reads events split across chunks, CRLF line ends and comments', async () => {
    const text =
      ': keep-alive\r\n\r\nevent: delta\r\ndata: {"text":"é"}\r\n\r\nevent: done\r\ndata: {"response":"é"}\r\n\r\n';
    const bytes = new TextEncoder().encode(text);
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 3) chunks.push(bytes.slice(i, i + 3));
    const body = streamOf(...chunks);
    const deltas: string[] = [];
    const reply = await fetchTransport({
      url: 'http://x',
      anonKey: 'k',
      stream: true,
      fetch: async () => sseResponse(body),
    }).send(request, { signal, onDelta: (d) => deltas.push(d) });
    expect(deltas).toEqual(['é']);
    expect(reply.response).toBe('é');
  });
});

describe('supabaseTransport over a real FunctionsClient', () => {
  const client = (fetch: typeof globalThis.fetch) => ({
    functions: new FunctionsClient('https://p.supabase.co/functions/v1', { customFetch: fetch }),
  });

  it('invokes relay-chat with the body, the idempotency key and the signal', async () => {
    const fetch = vi.fn(async (_u: string | URL | Request, _i?: RequestInit) =>
      jsonResponse({ response: 'ok' }),
    );
    const reply = await supabaseTransport(client(fetch)).send(request, { signal });
    expect(reply).toEqual({ response: 'ok' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://p.supabase.co/functions/v1/relay-chat');
    expect(JSON.parse(init?.body as string)).toEqual(request);
    expect(new Headers(init?.headers).get('idempotency-key')).toBe('m-1');
    expect(init?.signal).toBe(signal);
  });

  it('sends extra headers, static or from an async function', async () => {
    const fetch = vi.fn(async (_u: string | URL | Request, _i?: RequestInit) =>
      jsonResponse({ response: 'ok' }),
    );
    await supabaseTransport(client(fetch), { headers: { 'X-Site': 'a' } }).send(request, {
      signal,
    });
    await supabaseTransport(client(fetch), { headers: async () => ({ 'X-Site': 'b' }) }).send(
      request,
      { signal },
    );
    expect(fetch.mock.calls.map((c) => new Headers(c[1]?.headers).get('x-site'))).toEqual([
      'a',
      'b',
    ]);
  });

  it('reads the status, code and Retry-After of a non-2xx reply', async () => {
    const error = await fail(
      supabaseTransport(
        client(async () =>
          jsonResponse({ error: { code: 'rate_limited', message: 'Too many.' } }, 429, {
            'retry-after': '4',
          }),
        ),
      ),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      code: 'rate_limited',
      retryAfterMs: 4000,
    });
  });

  it('calls a request that never got a response a network error', async () => {
    const error = await fail(
      supabaseTransport(
        client(async () => {
          throw new TypeError('Failed to fetch');
        }),
      ),
    );
    expect(error).toMatchObject({ kind: 'network', message: expect.any(String) });
  });

  it('calls a 2xx it cannot read an invalid response', async () => {
    const error = await fail(
      supabaseTransport(
        client(
          async () =>
            new Response('{"response": "unterminated', {
              headers: { 'content-type': 'application/json' },
            }),
        ),
      ),
    );
    expect(error).toMatchObject({ kind: 'invalid_response' });
  });

  it('uses the JSON error message and status of a non-2xx reply', async () => {
    const error = await fail(
      supabaseTransport(
        client(async () =>
          jsonResponse({ error: { code: 'invalid_field', message: 'message: too long' } }, 400),
        ),
      ),
    );
    expect(error).toMatchObject({
      message: 'message: too long',
      status: 400,
      code: 'invalid_field',
    });
  });

  it('uses the error message of a failed invoke, or "Edge function error"', async () => {
    const invoke = (error: unknown) => ({
      functions: { invoke: async () => ({ data: null, error }) },
    });
    expect((await fail(supabaseTransport(invoke({ message: 'relay down' })))).message).toBe(
      'relay down',
    );
    expect((await fail(supabaseTransport(invoke({})))).message).toBe('Edge function error');
  });

  it('treats an error field in the data as a failure', async () => {
    const error = await fail(
      supabaseTransport(client(async () => jsonResponse({ error: { message: 'no' } }))),
    );
    expect(error.message).toBe('no');
  });

  it('streams when the function answers with server-sent events', async () => {
    const deltas: string[] = [];
    const reply = await supabaseTransport(
      client(async () =>
        sseResponse(
          sse([
            ['delta', { text: 'Hi' }],
            ['done', { response: 'Hi' }],
          ]),
        ),
      ),
      { stream: true },
    ).send(request, { signal, onDelta: (d) => deltas.push(d) });
    expect(deltas).toEqual(['Hi']);
    expect(reply.response).toBe('Hi');
  });
});

describe('the conversation’s secret, on both transports', () => {
  const KEY = 'k'.repeat(43);
  const opens = { 'session-id': 's-2', 'session-key': KEY };
  const replies: [string, () => Response][] = [
    ['a JSON reply', () => jsonResponse({ response: 'ok' }, 200, opens)],
    [
      'a stream',
      () =>
        new Response(sse([['done', { response: 'ok' }]]), {
          headers: { 'content-type': 'text/event-stream', ...opens },
        }),
    ],
    [
      'an error',
      () => jsonResponse({ error: { code: 'upstream_error', message: 'Down.' } }, 502, opens),
    ],
  ];
  const transports = {
    fetchTransport: (fetch: typeof globalThis.fetch) =>
      fetchTransport({ url: 'http://x', anonKey: 'k', fetch, stream: true }),
    supabaseTransport: (fetch: typeof globalThis.fetch) =>
      supabaseTransport(
        {
          functions: new FunctionsClient('https://p.supabase.co/functions/v1', {
            customFetch: fetch,
          }),
        },
        { stream: true },
      ),
  };
  for (const [name, make] of Object.entries(transports)) {
    for (const [what, reply] of replies) {
      it(`${name} keeps the id and secret of the conversation ${what} opened`, async () => {
        const fetch = vi.fn(async (_u: string | URL | Request, _i?: RequestInit) => reply());
        const session = { id: 's-1' };
        await make(fetch)
          .send(request, { signal, session })
          .catch(() => {});
        expect(session).toEqual({ id: 's-2', key: KEY });
      });
    }

    it(`${name} sends the secret it holds, and nothing without one`, async () => {
      const fetch = vi.fn(async (_u: string | URL | Request, _i?: RequestInit) =>
        jsonResponse({ response: 'ok' }),
      );
      const transport = make(fetch);
      await transport.send(request, { signal, session: { id: 's-1', key: KEY } });
      await transport.send(request, { signal, session: { id: 's-1' } });
      await transport.send(request, { signal });
      const sent = fetch.mock.calls.map(([, init]) =>
        new Headers(init?.headers).get('session-key'),
      );
      expect(sent).toEqual([KEY, null, null]);
    });
  }

  it('a response that opened nothing leaves the conversation as it was', async () => {
    const session = { id: 's-1', key: KEY };
    await fetchTransport({
      url: 'http://x',
      anonKey: 'k',
      fetch: async () => jsonResponse({ response: 'ok' }),
    }).send(request, { signal, session });
    expect(session).toEqual({ id: 's-1', key: KEY });
  });
});

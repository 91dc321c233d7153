import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Chat, ChatError, createChat, fetchTransport, MESSAGES } from '../src/index.ts';

/** Each test queues how the server answers its next requests, in order. */
type Behaviour =
  | 'hang'
  | '500'
  | 'reset'
  | 'badjson'
  | 'ok'
  | 'stream'
  | 'streamcut'
  | '400'
  | 'streamerror'
  | 'paced';
let plan: Behaviour[] = [];
let received: { key: string | undefined; closedEarly: boolean }[] = [];
/** For `paced`: the test writes each piece of the stream itself. */
let paced: ((chunk: string | null) => void) | undefined;
let pacedStarted: () => void = () => {};
let server: Server;
let url: string;

const handle = (req: IncomingMessage, res: ServerResponse, behaviour: Behaviour) => {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  switch (behaviour) {
    case 'hang':
      return; // never answers
    case 'reset':
      return req.socket.destroy();
    case '500':
      return json(500, { error: { code: 'internal', message: 'Something broke.' } });
    case '400':
      return json(400, { error: { code: 'invalid_field', message: 'history: must be an array.' } });
    case 'badjson':
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"response": "unterminated');
    case 'ok':
      return json(200, { response: 'Real answer.' });
    case 'streamerror':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`event: delta\ndata: ${JSON.stringify({ text: 'Half ' })}\n\n`);
      return res.end(
        `event: error\ndata: ${JSON.stringify({ error: { code: 'invalid_field', message: 'history: must be an array.' } })}\n\n`,
      );
    case 'paced':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      paced = (chunk) => (chunk === null ? res.end() : res.write(chunk));
      return pacedStarted();
    case 'stream':
    case 'streamcut': {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`event: delta\ndata: ${JSON.stringify({ text: 'Streamed ' })}\n\n`);
      if (behaviour === 'streamcut') return setTimeout(() => req.socket.destroy(), 20);
      res.write(`event: delta\ndata: ${JSON.stringify({ text: 'answer.' })}\n\n`);
      return res.end(`event: done\ndata: ${JSON.stringify({ response: 'Streamed answer.' })}\n\n`);
    }
  }
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const entry = { key: req.headers['idempotency-key'] as string | undefined, closedEarly: false };
    received.push(entry);
    res.on('close', () => {
      entry.closedEarly = !res.writableFinished;
    });
    req.resume();
    req.on('end', () => handle(req, res, plan.shift() ?? 'ok'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  plan = [];
  received = [];
  paced = undefined;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Short schedule: 4 attempts with 1 s time-outs and 20 ms waits. */
const chatFor = (stream = false) =>
  createChat({
    transport: fetchTransport({ url, anonKey: 'anon', stream }),
    timeoutMs: 1000,
    timeoutStepMs: 0,
    retryDelayMs: 20,
    onError: () => {},
  });

/** Resolves on the first snapshot that passes `check`. */
const snapshot = (chat: Chat, check: (content: string) => boolean) =>
  new Promise<void>((resolve) => {
    const stop = chat.subscribe(() => {
      if (check(chat.getSnapshot().messages[1]?.content ?? '')) {
        stop();
        resolve();
      }
    });
  });

const waitFor = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};

describe('against a real HTTP server that misbehaves', () => {
  it('recovers from a hang, a 500 and a reset, with one idempotency key', async () => {
    plan = ['hang', '500', 'reset', 'ok'];
    const chat = chatFor();
    await chat.send('hello');
    expect(chat.getSnapshot().messages.map((m) => m.content)).toEqual(['hello', 'Real answer.']);
    expect(received).toHaveLength(4);
    expect(new Set(received.map((r) => r.key)).size).toBe(1);
    // The timed-out request was cancelled on the wire, not left running.
    await waitFor(() => received[0]?.closedEarly === true);
    expect(received[0]?.closedEarly).toBe(true);
  });

  it('shows the failure message when every attempt fails', async () => {
    plan = ['hang', 'badjson', '500', 'reset'];
    const chat = chatFor();
    await chat.send('hello');
    expect(received).toHaveLength(4);
    expect(chat.getSnapshot().messages[1]).toMatchObject({
      content: MESSAGES.unreachable,
      failed: true,
    });
    expect(chat.getSnapshot().status).toBe('error');
  });

  it('with timeoutMs 1000, a 3 s stream sending every 250 ms is requested once and completes', async () => {
    // The client's clock is fake and moves 250 ms per piece; the server writes a piece only
    // after the client has shown the previous one, so nothing depends on real speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    plan = ['paced'];
    const started = new Promise<void>((resolve) => {
      pacedStarted = resolve;
    });
    const chat = chatFor(true);
    const done = chat.send('hello');
    await started;
    for (let piece = 1; piece <= 12; piece++) {
      await vi.advanceTimersByTimeAsync(250);
      const shown = snapshot(chat, (content) => content.length === piece);
      paced?.(`event: delta\ndata: ${JSON.stringify({ text: 'x' })}\n\n`);
      await shown;
    }
    paced?.(`event: done\ndata: ${JSON.stringify({ response: 'x'.repeat(12) })}\n\n`);
    paced?.(null);
    expect(await done).toMatchObject({ status: 'answered', message: { content: 'x'.repeat(12) } });
    expect(received).toHaveLength(1);
  });

  it('does not retry an error event with a final code, and shows its message', async () => {
    plan = ['streamerror'];
    const chat = chatFor(true);
    const outcome = await chat.send('hello');
    expect(received).toHaveLength(1);
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { kind: 'stream', code: 'invalid_field' },
    });
    expect(chat.getSnapshot().messages[1]?.content).toBe('history: must be an array.');
  });

  it('calls a refused connection a network ChatError', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const chat = createChat({
      transport: fetchTransport({ url: `http://127.0.0.1:${port}`, anonKey: 'anon' }),
      retries: 0,
      onError: () => {},
    });
    const outcome = await chat.send('hello');
    expect(chat.getSnapshot().error).toBeInstanceOf(ChatError);
    expect(outcome).toMatchObject({ status: 'failed', error: { kind: 'network' } });
    expect(chat.getSnapshot().messages[1]?.content).toBe(MESSAGES.unreachable);
  });

  it('does not retry a 400 and shows its message', async () => {
    plan = ['400'];
    const chat = chatFor();
    await chat.send('hello');
    expect(received).toHaveLength(1);
    expect(chat.getSnapshot().messages[1]?.content).toBe('history: must be an array.');
  });

  it('streams, and retries a stream cut mid-way without half text', async () => {
    plan = ['streamcut', 'stream'];
    const chat = chatFor(true);
    await chat.send('hello');
    expect(received).toHaveLength(2);
    expect(chat.getSnapshot().messages.map((m) => m.content)).toEqual([
      'hello',
      'Streamed answer.',
    ]);
  });

  it('stop cancels the request on the wire', async () => {
    plan = ['hang'];
    const chat = chatFor();
    const done = chat.send('hello');
    await waitFor(() => received.length === 1);
    chat.stop();
    await done;
    await waitFor(() => received[0]?.closedEarly === true);
    expect(received[0]?.closedEarly).toBe(true);
    expect(chat.getSnapshot().messages).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
  });
});

import type { ChatReply, ChatRequest } from '@firm/contract/protocol.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AskOptions, ask } from './ask.ts';
import { ChatError } from './errors.ts';
import type { Transport, TransportSendOptions } from './transport.ts';

interface Attempt {
  request: ChatRequest;
  start: number;
  abortedAt?: number;
  reason?: unknown;
}

/** A transport built from one function per attempt; records each attempt and its cancellation. */
function scripted(...steps: ((options: TransportSendOptions) => Promise<ChatReply>)[]) {
  const attempts: Attempt[] = [];
  const transport: Transport = {
    send(request, options) {
      const attempt: Attempt = { request, start: Date.now() };
      attempts.push(attempt);
      options.signal.addEventListener('abort', () => {
        attempt.abortedAt = Date.now();
        attempt.reason = options.signal.reason;
      });
      const step = steps[Math.min(attempts.length, steps.length) - 1] as (typeof steps)[number];
      return step(options);
    },
  };
  return { transport, attempts };
}

/** Never settles on its own, like a hung request (it does reject once aborted). */
const hang = ({ signal }: TransportSendOptions) =>
  new Promise<ChatReply>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason));
  });

/** Sends `pieces` deltas `everyMs` apart, then the reply; stops when aborted. */
const trickle =
  (pieces: number, everyMs: number, firstAfterMs = everyMs) =>
  ({ signal, onDelta }: TransportSendOptions) =>
    new Promise<ChatReply>((resolve, reject) => {
      let sent = 0;
      let timer = setTimeout(function next() {
        if (sent === pieces) return resolve({ response: 'p'.repeat(pieces) });
        sent++;
        onDelta?.('p');
        timer = setTimeout(next, everyMs);
      }, firstAfterMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });

const fails = (error: unknown) => () => Promise.reject(error);
const answers = (reply: ChatReply) => () => Promise.resolve(reply);

/** Runs `ask` to its end on fake time; resolves to its reply or its error. */
async function run(options: AskOptions, request = { message: 'hi' }) {
  const result = ask(request, options).catch((error: unknown) => error as ChatError);
  await vi.runAllTimersAsync();
  return result;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ask: the schedule', () => {
  it('times out at 30/35/40/45 s with waits of 1/2/3 s, then fails with Timeout', async () => {
    const { transport, attempts } = scripted(hang);
    const error = (await run({ transport })) as ChatError;
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({ kind: 'timeout', message: 'Timeout' });
    expect(attempts.map((a) => a.start)).toEqual([0, 31_000, 68_000, 111_000]);
    expect(attempts.map((a) => a.abortedAt)).toEqual([30_000, 66_000, 108_000, 156_000]);
    // Every attempt was cancelled for real, with the time-out as the reason.
    for (const a of attempts) expect((a.reason as ChatError).kind).toBe('timeout');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses configured timings', async () => {
    const { transport, attempts } = scripted(hang);
    await run({ transport, retries: 2, retryDelayMs: 100, timeoutMs: 1000, timeoutStepMs: 0 });
    expect(attempts.map((a) => a.start)).toEqual([0, 1100, 2300]);
  });

  it('returns the first success, and leaves no timer behind', async () => {
    const { transport, attempts } = scripted(
      fails(new ChatError('busy', { kind: 'http', status: 503 })),
      answers({ response: 'ok', sources: [] }),
    );
    expect(await run({ transport })).toEqual({ response: 'ok', sources: [] });
    expect(attempts).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives a reply without response text an empty response', async () => {
    const { transport } = scripted(answers({} as ChatReply));
    expect(await run({ transport })).toEqual({ response: '' });
  });

  it('honours Retry-After when longer than the scheduled wait, up to the cap', async () => {
    const slow = (status: number, retryAfterMs: number) =>
      fails(new ChatError('slow down', { kind: 'http', status, retryAfterMs }));
    const { transport, attempts } = scripted(
      slow(429, 5000),
      slow(503, 60_000),
      slow(429, 500),
      answers({ response: 'ok' }),
    );
    await run({ transport });
    // 5 s (Retry-After), then 10 s (60 s capped), then 3 s (the schedule beats a shorter one).
    expect(attempts.map((a) => a.start)).toEqual([0, 5000, 15_000, 18_000]);
  });

  it.each([400, 401, 403, 404, 413, 415, 422])('does not retry %i', async (status) => {
    const { transport, attempts } = scripted(fails(new ChatError('no', { kind: 'http', status })));
    expect(((await run({ transport })) as ChatError).status).toBe(status);
    expect(attempts).toHaveLength(1);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries %i', async (status) => {
    const { transport, attempts } = scripted(fails(new ChatError('x', { kind: 'http', status })));
    await run({ transport });
    expect(attempts).toHaveLength(4);
  });

  it('makes any other error a retried network ChatError with the same message', async () => {
    const cause = new TypeError('Failed to fetch');
    const { transport, attempts } = scripted(fails(cause));
    const error = (await run({ transport })) as ChatError;
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({ kind: 'network', message: 'Failed to fetch', cause });
    expect(attempts).toHaveLength(4);
  });

  it('calls onRetry before each retry with the attempt, the error and the wait', async () => {
    const busy = new ChatError('busy', { kind: 'http', status: 503 });
    const { transport } = scripted(fails(busy), fails(busy), answers({ response: 'ok' }));
    const onRetry = vi.fn();
    await run({ transport, onRetry });
    expect(onRetry.mock.calls.map(([retry]) => retry)).toEqual([
      { attempt: 2, error: busy, delayMs: 1000 },
      { attempt: 3, error: busy, delayMs: 2000 },
    ]);
  });
});

describe('ask: the request', () => {
  it('fills in what was left out once, so every retry is the same turn', async () => {
    vi.stubGlobal('location', { origin: 'https://firm.example' });
    const { transport, attempts } = scripted(
      fails(new ChatError('busy', { kind: 'http', status: 503 })),
      answers({ response: 'ok' }),
    );
    await run({ transport });
    vi.unstubAllGlobals();
    const [first, second] = attempts.map((a) => a.request);
    const id = expect.stringMatching(/^\d{1,10}(-\d{1,10}){3}$/);
    expect(first).toEqual({
      message: 'hi',
      session_id: id,
      timestamp: 0,
      source: 'https://firm.example',
      history: [],
      message_id: id,
    });
    expect(second).toEqual(first);
    expect(first?.message_id).not.toBe(first?.session_id);
  });

  it('keeps what was given, and sends an empty source outside a browser', async () => {
    const { transport, attempts } = scripted(answers({ response: 'ok' }));
    const request = { message: 'hi', session_id: 's', message_id: 'm', timestamp: 5, history: [] };
    await run({ transport }, request);
    expect(attempts[0]?.request).toEqual({ ...request, source: '' });
  });
});

describe('ask: streams', () => {
  it('with timeoutMs 1000, a 3 s stream sending every 250 ms is requested once and completes', async () => {
    const { transport, attempts } = scripted(trickle(12, 250));
    const deltas: string[] = [];
    const reply = await run({ transport, timeoutMs: 1000, onDelta: (d) => deltas.push(d) });
    expect(reply).toEqual({ response: 'p'.repeat(12) });
    expect(attempts).toHaveLength(1);
    expect(deltas).toHaveLength(12);
    expect(Date.now()).toBe(3250);
  });

  it('a stream that keeps sending is never cut, however long it runs', async () => {
    // 10 minutes of pieces 15 s apart: every pause is under the 20 s idle time-out.
    const { transport, attempts } = scripted(trickle(40, 15_000, 1000));
    expect(await run({ transport })).toEqual({ response: 'p'.repeat(40) });
    expect(attempts).toHaveLength(1);
  });

  it('the first piece must come within the attempt time-out', async () => {
    const { transport, attempts } = scripted(trickle(3, 250, 31_000), answers({ response: 'ok' }));
    expect(await run({ transport })).toEqual({ response: 'ok' });
    expect(attempts[0]).toMatchObject({ abortedAt: 30_000 });
    expect(attempts[0]?.reason).toMatchObject({ kind: 'timeout' });
  });

  it('a stream idle for longer than idleTimeoutMs times out, and the retry starts over', async () => {
    const stall = ({ signal, onDelta }: TransportSendOptions) => {
      setTimeout(() => onDelta?.('Half'), 100);
      return hang({ signal } as TransportSendOptions);
    };
    const { transport, attempts } = scripted(stall, answers({ response: 'Whole' }));
    const onRetry = vi.fn();
    const reply = await run({ transport, idleTimeoutMs: 5000, onRetry });
    expect(reply).toEqual({ response: 'Whole' });
    expect(attempts[0]?.abortedAt).toBe(5100);
    expect(onRetry.mock.calls[0]?.[0].error).toMatchObject({ kind: 'timeout', message: 'Timeout' });
  });

  it('the deadline ends even a stream that keeps sending, without a retry', async () => {
    const { transport, attempts } = scripted(trickle(1000, 250));
    const error = (await run({ transport, deadlineMs: 60_000 })) as ChatError;
    expect(error).toMatchObject({ kind: 'timeout', message: 'Timeout' });
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.abortedAt).toBe(60_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the deadline counts the waits between attempts too', async () => {
    const { transport, attempts } = scripted(hang);
    const error = (await run({ transport, timeoutMs: 1000, deadlineMs: 4000 })) as ChatError;
    expect(error.kind).toBe('timeout');
    // Attempts at 0 and 2 s (1 s time-out, 1 s wait); the second is cut at 4 s, not 8 s.
    expect(attempts.map((a) => [a.start, a.abortedAt])).toEqual([
      [0, 1000],
      [2000, 4000],
    ]);
  });
});

describe('ask: the caller’s signal', () => {
  it('aborting mid-flight cancels the attempt and makes no other', async () => {
    const { transport, attempts } = scripted(hang);
    const stop = new AbortController();
    const result = ask({ message: 'hi' }, { transport, signal: stop.signal }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(5000);
    stop.abort();
    const error = (await result) as ChatError;
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({ kind: 'aborted', retryable: false });
    expect(attempts[0]?.abortedAt).toBe(5000);
    await vi.runAllTimersAsync();
    expect(attempts).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborting during the wait between attempts ends the turn', async () => {
    const { transport, attempts } = scripted(
      fails(new ChatError('down', { kind: 'http', status: 503 })),
    );
    const stop = new AbortController();
    const result = ask({ message: 'hi' }, { transport, signal: stop.signal }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(500);
    stop.abort();
    expect(((await result) as ChatError).kind).toBe('aborted');
    await vi.runAllTimersAsync();
    expect(attempts).toHaveLength(1);
  });

  it('an aborted signal sends nothing', async () => {
    const { transport, attempts } = scripted(answers({ response: 'ok' }));
    const error = (await run({ transport, signal: AbortSignal.abort() })) as ChatError;
    expect(error.kind).toBe('aborted');
    expect(attempts).toHaveLength(0);
  });

  it('settles on time-out even when the transport ignores its signal', async () => {
    const transport: Transport = { send: () => new Promise(() => {}) };
    const result = ask({ message: 'hi' }, { transport, retries: 0 }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(((await result) as ChatError).message).toBe('Timeout');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('ask: the conversation', () => {
  it('sends the session’s id and secret, and a retry goes to the conversation the function opened', async () => {
    const session: { id: string; key?: string } = { id: 'visitor-1' };
    const seen: [string, string | undefined][] = [];
    const transport: Transport = {
      async send(request, options) {
        seen.push([request.session_id, options.session?.key]);
        if (seen.length === 1) {
          // The first attempt opened a conversation of the client's own, then failed.
          Object.assign(options.session ?? {}, { id: 'opened-1', key: 'k'.repeat(43) });
          throw new ChatError('busy', { kind: 'http', status: 503 });
        }
        return { response: 'ok' };
      },
    };
    await run({ transport, session }, { message: 'hi', session_id: 'ignored' } as never);
    expect(seen).toEqual([
      ['visitor-1', undefined],
      ['opened-1', 'k'.repeat(43)],
    ]);
    expect(session).toEqual({ id: 'opened-1', key: 'k'.repeat(43) });
  });
});

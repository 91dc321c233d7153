import { LIMITS, SESSION_ID_HEADER, SESSION_KEY_HEADER } from '@firm/contract/protocol.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ids, jsonResponse, manualTransport, sse, sseResponse } from '../test/helpers.ts';
import { ChatError } from './errors.ts';
import { createChat, MESSAGES } from './store.ts';
import { fetchTransport } from './transport.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = (options: Partial<Parameters<typeof createChat>[0]> = {}) => {
  const { transport, calls } = manualTransport();
  const onError = vi.fn();
  const chat = createChat({
    transport,
    source: 'https://firm.example',
    generateId: ids(),
    onError,
    ...options,
  });
  return { chat, calls, onError, transport };
};

describe('createChat', () => {
  it('starts empty and ready with one session id per store', () => {
    const a = createChat({ transport: manualTransport().transport });
    const b = createChat({ transport: manualTransport().transport });
    expect(a.getSnapshot()).toEqual({
      sessionId: expect.any(String),
      messages: [],
      status: 'ready',
      busy: false,
      attempt: 0,
      retrying: false,
      retries: 3,
      error: undefined,
    });
    // 128 random bits from the platform's CSPRNG, in four decimal groups.
    expect(a.getSnapshot().sessionId).toMatch(/^\d{1,10}(-\d{1,10}){3}$/);
    expect(a.getSnapshot().sessionId).not.toBe(b.getSnapshot().sessionId);
  });

  it('sends the trimmed text as the wire contract payload and adds the reply', async () => {
    const { chat, calls } = setup();
    const done = chat.send('  What is an RMD?  ');
    const snap = chat.getSnapshot();
    expect(snap.busy).toBe(true);
    expect(snap.status).toBe('submitted');
    expect(snap.messages).toEqual([
      { id: 'id-2', role: 'user', content: 'What is an RMD?', timestamp: 1_700_000_000_000 },
    ]);
    expect(calls[0]?.request).toEqual({
      message: 'What is an RMD?',
      session_id: 'id-1',
      timestamp: 1_700_000_000_000,
      source: 'https://firm.example',
      history: [],
      message_id: 'id-2',
    });
    vi.setSystemTime(1_700_000_005_000);
    calls[0]?.resolve({
      response: 'A required minimum distribution.',
      sources: [{ title: 'IRS', url: 'https://www.irs.gov' }],
    });
    const outcome = await done;
    expect(chat.getSnapshot()).toMatchObject({ status: 'ready', busy: false });
    expect(outcome).toEqual({ status: 'answered', message: chat.getSnapshot().messages[1] });
    expect(chat.getSnapshot().messages[1]).toEqual({
      id: 'id-3',
      role: 'ai',
      content: 'A required minimum distribution.',
      timestamp: 1_700_000_005_000,
      sources: [{ title: 'IRS', url: 'https://www.irs.gov' }],
    });
  });

  it('sends prior messages as history, without failure notices', async () => {
    const { chat, calls } = setup();
    const first = chat.send('one');
    calls[0]?.reject(new ChatError('bad', { kind: 'http', status: 400 }));
    await first;
    const second = chat.send('two');
    calls[1]?.resolve({ response: 'answer two' });
    await second;
    const third = chat.send('three');
    expect(calls[2]?.request.history).toEqual([
      { role: 'user', content: 'one', ts: 1_700_000_000_000 },
      { role: 'user', content: 'two', ts: 1_700_000_000_000 },
      { role: 'ai', content: 'answer two', ts: 1_700_000_000_000 },
    ]);
    calls[2]?.resolve({ response: 'ok' });
    await third;
  });

  it('keeps history within the protocol limits, the body within its bytes whatever the text', async () => {
    // The widest text there is: each character three bytes of UTF-8 (a quote is two, escaped).
    const wide = '€'.repeat(LIMITS.messageChars);
    const { chat, calls } = setup({ source: 'x'.repeat(LIMITS.sourceChars) });
    for (let i = 0; i < 30; i++) {
      const turn = chat.send(i % 2 ? wide : `question ${i}`);
      calls[i]?.resolve({ response: '€'.repeat(LIMITS.entryChars + 100) });
      await turn;
    }
    const last = chat.send(wide);
    const { history } = calls[30]?.request ?? { history: [] };
    expect(history).toHaveLength(LIMITS.historyEntries);
    // Each entry is cut to a message's length, so the body always fits.
    expect(history.at(-1)?.content).toHaveLength(LIMITS.messageChars);
    expect(history.at(-2)?.content).toBe(wide);
    expect(history.at(-4)?.content).toBe('question 28');
    const body = { ...calls[30]?.request, session_id: 's'.repeat(LIMITS.idChars) };
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(
      LIMITS.bodyBytes,
    );
    calls[30]?.resolve({ response: 'ok' });
    await last;
  });

  it('validates: empty, blank, too long and busy sends do nothing, and say so', async () => {
    const { chat, calls } = setup();
    expect(chat.canSend('')).toBe(false);
    expect(chat.canSend('  \n\t ')).toBe(false);
    expect(chat.canSend('x'.repeat(LIMITS.messageChars + 1))).toBe(false);
    expect(chat.canSend(` ${'x'.repeat(LIMITS.messageChars)} `)).toBe(true);
    expect(await chat.send('   ')).toEqual({ status: 'skipped', reason: 'invalid' });
    expect(await chat.send('x'.repeat(LIMITS.messageChars + 1))).toEqual({
      status: 'skipped',
      reason: 'invalid',
    });
    expect(calls).toHaveLength(0);
    expect(chat.getSnapshot().messages).toHaveLength(0);

    const pending = chat.send('first');
    expect(chat.canSend('second')).toBe(false);
    expect(await chat.send('second')).toEqual({ status: 'skipped', reason: 'busy' });
    expect(calls).toHaveLength(1);
    expect(chat.getSnapshot().messages).toHaveLength(1);
    calls[0]?.resolve({ response: 'ok' });
    await pending;
    expect(chat.canSend('second')).toBe(true);
  });

  it.each([[{}], [{ response: '' }], [{ response: '   ' }], [{ response: 42 }], [null]])(
    'shows the no-response text for a reply without response text: %j',
    async (reply) => {
      const { chat, calls } = setup();
      const done = chat.send('hi');
      calls[0]?.resolve(reply as never);
      expect(await done).toMatchObject({
        status: 'answered',
        message: { content: MESSAGES.noResponse },
      });
      expect(chat.getSnapshot().messages[1]?.content).toBe(MESSAGES.noResponse);
      expect(MESSAGES.noResponse).toBe("Sorry, I couldn't get a response. Please try again.");
    },
  );

  it('after all retries fail, adds the failure notice and logs the error', async () => {
    const { chat, calls, onError } = setup();
    const done = chat.send('hi');
    const unavailable = new ChatError('Service unavailable', { kind: 'http', status: 503 });
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(0);
      calls[i]?.reject(unavailable);
      await vi.runOnlyPendingTimersAsync();
    }
    expect(await done).toEqual({
      status: 'failed',
      error: unavailable,
      message: chat.getSnapshot().messages[1],
    });
    expect(calls).toHaveLength(4);
    const snap = chat.getSnapshot();
    expect(snap.status).toBe('error');
    expect(snap.busy).toBe(false);
    expect(snap.messages).toHaveLength(2);
    expect(snap.messages[1]).toMatchObject({
      role: 'ai',
      content: 'Sorry, I couldn’t reach the assistant. Please try again in a moment.',
      failed: true,
    });
    expect(snap.error).toBe(unavailable);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBe(unavailable);
  });

  it('makes a network failure a ChatError in the snapshot and the log', async () => {
    const { chat, calls, onError } = setup({ retries: 0 });
    const done = chat.send('hi');
    calls[0]?.reject(new TypeError('Failed to fetch'));
    const outcome = await done;
    const error = chat.getSnapshot().error;
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    expect(outcome).toMatchObject({ status: 'failed', error });
    expect(onError).toHaveBeenCalledWith(error);
    expect(chat.getSnapshot().messages[1]?.content).toBe(MESSAGES.unreachable);
  });

  it('shows the notice, not "Timeout", when the deadline passes', async () => {
    const { chat } = setup({ deadlineMs: 10_000 });
    const done = chat.send('hi');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await done).toMatchObject({ status: 'failed', error: { kind: 'timeout' } });
    expect(chat.getSnapshot().messages[1]?.content).toBe(MESSAGES.unreachable);
  });

  it('tells the view which attempt is under way, so it can say "Still trying… 2 of 3"', async () => {
    const onRetry = vi.fn();
    const { chat, calls } = setup({ onRetry });
    const seen: [number, boolean, string][] = [];
    chat.subscribe(() => {
      const { attempt, retrying, status } = chat.getSnapshot();
      seen.push([attempt, retrying, status]);
    });
    const done = chat.send('hi');
    const busy = new ChatError('busy', { kind: 'http', status: 503 });
    calls[0]?.reject(busy);
    await vi.advanceTimersByTimeAsync(1000);
    calls[1]?.reject(busy);
    await vi.advanceTimersByTimeAsync(2000);
    calls[2]?.resolve({ response: 'ok' });
    await done;
    expect(seen).toEqual([
      [1, false, 'submitted'],
      [2, true, 'submitted'],
      [3, true, 'submitted'],
      [3, false, 'ready'],
    ]);
    expect(chat.getSnapshot().retries).toBe(3);
    expect(onRetry.mock.calls.map(([r]) => [r.attempt, r.delayMs])).toEqual([
      [2, 1000],
      [3, 2000],
    ]);
  });

  it('shows the message of an error that cannot succeed on retry', async () => {
    const { chat, calls } = setup();
    const done = chat.send('hi');
    calls[0]?.reject(new ChatError('Message is too long.', { kind: 'http', status: 413 }));
    expect(await done).toMatchObject({ status: 'failed', error: { status: 413 } });
    expect(calls).toHaveLength(1);
    expect(chat.getSnapshot().messages[1]).toMatchObject({
      content: 'Message is too long.',
      failed: true,
    });
  });

  it('keeps one message id across retries and adds no duplicate messages', async () => {
    const { chat, calls } = setup();
    const done = chat.send('hi');
    calls[0]?.reject(new ChatError('busy', { kind: 'http', status: 503 }));
    await vi.advanceTimersByTimeAsync(1000);
    calls[1]?.resolve({ response: 'hello' });
    await done;
    expect(calls.map((c) => c.request.message_id)).toEqual(['id-2', 'id-2']);
    expect(calls[1]?.request).toEqual(calls[0]?.request);
    expect(chat.getSnapshot().messages.map((m) => m.content)).toEqual(['hi', 'hello']);
  });

  it('stop mid-flight aborts the request, adds no reply and makes no further attempt', async () => {
    const { chat, calls, onError } = setup();
    const done = chat.send('hi');
    const signal = calls[0]?.options.signal;
    chat.stop();
    expect(await done).toEqual({ status: 'stopped' });
    expect(signal?.aborted).toBe(true);
    expect(chat.getSnapshot()).toMatchObject({ status: 'ready', busy: false });
    expect(chat.getSnapshot().messages).toHaveLength(1);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a per-send signal ends that turn like stop', async () => {
    const { chat, calls, onError } = setup();
    const cancel = new AbortController();
    const done = chat.send('hi', { signal: cancel.signal });
    cancel.abort();
    expect(await done).toEqual({ status: 'stopped' });
    expect(calls[0]?.options.signal.aborted).toBe(true);
    expect(chat.getSnapshot()).toMatchObject({ status: 'ready', busy: false, error: undefined });
    expect(onError).not.toHaveBeenCalled();
    // The signal of a finished turn no longer matters.
    const next = new AbortController();
    const second = chat.send('again', { signal: next.signal });
    calls[1]?.resolve({ response: 'ok' });
    expect(await second).toMatchObject({ status: 'answered' });
    next.abort();
    expect(chat.getSnapshot().messages.at(-1)?.content).toBe('ok');
  });

  it('reset clears the conversation and cancels the pending turn', async () => {
    const { chat, calls } = setup();
    const done = chat.send('hi');
    chat.reset();
    expect(await done).toEqual({ status: 'stopped' });
    expect(calls[0]?.options.signal.aborted).toBe(true);
    expect(chat.getSnapshot()).toMatchObject({ messages: [], status: 'ready', busy: false });
    expect(chat.getSnapshot().sessionId).toBe('id-1');
  });

  it('gives stable, frozen snapshots and notifies subscribers on each change', async () => {
    const { chat, calls } = setup();
    const listener = vi.fn();
    const unsubscribe = chat.subscribe(listener);
    const before = chat.getSnapshot();
    expect(chat.getSnapshot()).toBe(before);
    expect(Object.isFrozen(before)).toBe(true);
    const done = chat.send('hi');
    const during = chat.getSnapshot();
    expect(during).not.toBe(before);
    expect(chat.getSnapshot()).toBe(during);
    expect(Object.isFrozen(during.messages)).toBe(true);
    calls[0]?.resolve({ response: 'ok' });
    await done;
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    chat.reset();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(before.messages).toHaveLength(0);
  });
});

describe('streaming', () => {
  const streamingChat = (fetch: typeof globalThis.fetch) =>
    createChat({
      transport: fetchTransport({ url: 'http://x', anonKey: 'k', stream: true, fetch }),
      generateId: ids(),
      onError: () => {},
    });

  it('grows the AI message in place as deltas arrive', async () => {
    const encoder = new TextEncoder();
    let push!: (chunk: string) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => controller.enqueue(encoder.encode(chunk));
        end = () => controller.close();
      },
    });
    const chat = streamingChat(async () => sseResponse(body));
    const done = chat.send('hi');
    await vi.advanceTimersByTimeAsync(0);
    push('event: delta\ndata: {"text":"Hel"}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.getSnapshot()).toMatchObject({ status: 'streaming', busy: true });
    expect(chat.getSnapshot().messages[1]).toMatchObject({
      id: 'id-3',
      role: 'ai',
      content: 'Hel',
    });
    push(
      'event: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"response":"Hello","message_id":"id-2"}\n\n',
    );
    end();
    await done;
    expect(chat.getSnapshot().status).toBe('ready');
    expect(chat.getSnapshot().messages.map((m) => [m.id, m.content])).toEqual([
      ['id-2', 'hi'],
      ['id-3', 'Hello'],
    ]);
  });

  it('a retry after a partial stream leaves neither duplicated nor half text', async () => {
    const bodies = [
      sse([
        ['delta', { text: 'Half an ans' }],
        ['error', { error: { code: 'upstream_error', message: 'cut' } }],
      ]),
      sse([['delta', { text: 'Partial' }]], { cut: true }),
      sse([
        ['delta', { text: 'Whole ' }],
        ['delta', { text: 'answer.' }],
        ['done', { response: 'Whole answer.' }],
      ]),
    ];
    const fetch = vi.fn(async () => sseResponse(bodies.shift() as ReadableStream<Uint8Array>));
    const chat = streamingChat(fetch);
    const seen: string[] = [];
    chat.subscribe(() =>
      seen.push(
        chat
          .getSnapshot()
          .messages.map((m) => m.content)
          .join('|'),
      ),
    );
    const done = chat.send('hi');
    await vi.advanceTimersByTimeAsync(0);
    // After the first failure the partial text is gone while the retry waits.
    expect(chat.getSnapshot().messages).toHaveLength(1);
    expect(chat.getSnapshot().status).toBe('submitted');
    await vi.runAllTimersAsync();
    await done;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(chat.getSnapshot().messages.map((m) => m.content)).toEqual(['hi', 'Whole answer.']);
    expect(seen).toContain('hi|Half an ans');
    // Each attempt's stream starts from nothing.
    expect(seen).toContain('hi|Whole ');
    expect(seen.at(-1)).toBe('hi|Whole answer.');
  });

  it('an error event with a final code is shown at once, like the HTTP error with that code', async () => {
    const fetch = vi.fn(async () =>
      sseResponse(
        sse([
          ['delta', { text: 'Half' }],
          ['error', { error: { code: 'invalid_field', message: 'history: must be an array.' } }],
        ]),
      ),
    );
    const chat = streamingChat(fetch);
    const outcome = await chat.send('hi');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { kind: 'stream', code: 'invalid_field', status: 400 },
    });
    expect(chat.getSnapshot().messages[1]).toMatchObject({
      content: 'history: must be an array.',
      failed: true,
    });
  });

  it('a JSON reply works the same when streaming was asked for', async () => {
    const chat = streamingChat(async () => jsonResponse({ response: 'Plain JSON.' }));
    await chat.send('hi');
    expect(chat.getSnapshot().messages[1]?.content).toBe('Plain JSON.');
  });

  it('stop mid-stream keeps the text so far', async () => {
    let push!: (chunk: string) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    const chat = streamingChat(async () => sseResponse(body));
    const done = chat.send('hi');
    await vi.advanceTimersByTimeAsync(0);
    push('event: delta\ndata: {"text":"So far"}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    chat.stop();
    expect(await done).toEqual({ status: 'stopped', message: chat.getSnapshot().messages[1] });
    expect(chat.getSnapshot()).toMatchObject({ status: 'ready', busy: false });
    expect(chat.getSnapshot().messages[1]).toMatchObject({ content: 'So far' });
    expect(chat.getSnapshot().messages[1]?.failed).toBeUndefined();
  });
});

describe('createChat: the conversation’s secret', () => {
  const KEY = 'k'.repeat(43);
  /** A function stand-in: opens the conversation named, or `renamed` when given, then answers. */
  const relay = (renamed?: string) => {
    const seen: { session: string; key: string | null }[] = [];
    const fetch = vi.fn(async (_u: string | URL | Request, init?: RequestInit) => {
      const key = new Headers(init?.headers).get(SESSION_KEY_HEADER);
      const { session_id } = JSON.parse(init?.body as string);
      seen.push({ session: session_id, key });
      const opens: Record<string, string> = key
        ? {}
        : { [SESSION_ID_HEADER]: renamed ?? session_id, [SESSION_KEY_HEADER]: KEY };
      return jsonResponse({ response: `answer ${seen.length}` }, 200, opens);
    });
    return { seen, transport: fetchTransport({ url: 'http://x', anonKey: 'k', fetch }) };
  };

  it('sends the secret issued with the first reply with every later turn', async () => {
    const { seen, transport } = relay();
    const { chat } = setup({ transport });
    await chat.send('one');
    await chat.send('two');
    expect(seen).toEqual([
      { session: 'id-1', key: null },
      { session: 'id-1', key: KEY },
    ]);
  });

  it('continues in the conversation the function opened when the one named was another’s', async () => {
    const { seen, transport } = relay('opened-1');
    const { chat } = setup({ transport });
    await chat.send('one');
    expect(chat.getSnapshot().sessionId).toBe('opened-1');
    await chat.send('two');
    expect(seen.at(-1)).toEqual({ session: 'opened-1', key: KEY });
  });

  it('a page may keep the conversation beyond the store: the session object, kept up to date', async () => {
    const { seen, transport } = relay();
    const session: { id: string; key?: string } = { id: 'kept-1' };
    const first = setup({ transport, session });
    await first.chat.send('one');
    expect(session).toEqual({ id: 'kept-1', key: KEY });
    const again = setup({ transport, session: JSON.parse(JSON.stringify(session)) });
    expect(again.chat.getSnapshot().sessionId).toBe('kept-1');
    await again.chat.send('two');
    expect(seen.at(-1)).toEqual({ session: 'kept-1', key: KEY });
  });
});

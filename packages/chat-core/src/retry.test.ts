import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatError, isRetryable, parseRetryAfter } from './errors.ts';
import { withRetry } from './retry.ts';

/** An attempt that never settles on its own, like a hung request; records when it starts and is aborted. */
const hanging = (log: { start: number; abortedAt?: number; reason?: unknown }[]) =>
  vi.fn(
    (signal: AbortSignal) =>
      new Promise<never>(() => {
        const entry: (typeof log)[number] = { start: Date.now() };
        log.push(entry);
        signal.addEventListener('abort', () => {
          entry.abortedAt = Date.now();
          entry.reason = signal.reason;
        });
      }),
  );

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withRetry', () => {
  it('follows the spec schedule: time-outs 30/35/40/45 s, waits 1/2/3 s, then fails with Timeout', async () => {
    const log: { start: number; abortedAt?: number; reason?: unknown }[] = [];
    const attempt = hanging(log);
    const result = withRetry(attempt, new AbortController().signal).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await result;

    expect(error).toBeInstanceOf(ChatError);
    expect((error as Error).message).toBe('Timeout');
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(log.map((a) => a.start)).toEqual([0, 31_000, 68_000, 111_000]);
    expect(log.map((a) => a.abortedAt)).toEqual([30_000, 66_000, 108_000, 156_000]);
    // Every attempt was cancelled for real, with the Timeout error as the reason.
    for (const a of log) expect((a.reason as Error).message).toBe('Timeout');
  });

  it('uses configured timings', async () => {
    const log: { start: number; abortedAt?: number }[] = [];
    const result = withRetry(hanging(log), new AbortController().signal, {
      retries: 2,
      retryDelayMs: 100,
      timeoutMs: 1000,
      timeoutStepMs: 0,
    }).catch(() => undefined);
    await vi.runAllTimersAsync();
    await result;
    expect(log.map((a) => a.start)).toEqual([0, 1100, 2300]);
  });

  it('returns the first success without further attempts', async () => {
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(new ChatError('busy', 503))
      .mockResolvedValueOnce('ok');
    const result = withRetry(attempt, new AbortController().signal);
    await vi.runAllTimersAsync();
    expect(await result).toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(attempt.mock.calls.map((c) => c[1])).toEqual([0, 1]);
  });

  it('honours Retry-After when longer than the scheduled wait, capped', async () => {
    const starts: number[] = [];
    const attempt = vi.fn(async () => {
      starts.push(Date.now());
      if (starts.length === 1) throw new ChatError('slow down', 429, 'rate_limited', 5000);
      if (starts.length === 2) throw new ChatError('slow down', 503, undefined, 60_000);
      if (starts.length === 3) throw new ChatError('slow down', 429, undefined, 500);
      return 'ok';
    });
    const result = withRetry(attempt, new AbortController().signal);
    await vi.runAllTimersAsync();
    expect(await result).toBe('ok');
    // 5 s (Retry-After), then 10 s (60 s capped), then 3 s (schedule beats a shorter Retry-After).
    expect(starts).toEqual([0, 5000, 15_000, 18_000]);
  });

  it.each([400, 401, 403, 404, 413, 415, 422])('does not retry %i', async (status) => {
    const attempt = vi.fn().mockRejectedValue(new ChatError('nope', status));
    const result = withRetry(attempt, new AbortController().signal).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(((await result) as ChatError).status).toBe(status);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries %i', async (status) => {
    const attempt = vi.fn().mockRejectedValue(new ChatError('again', status));
    const result = withRetry(attempt, new AbortController().signal).catch(() => undefined);
    await vi.runAllTimersAsync();
    await result;
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('retries network errors', async () => {
    const attempt = vi.fn().mockRejectedValue(new TypeError('fetch failed'));
    const result = withRetry(attempt, new AbortController().signal).catch(() => undefined);
    await vi.runAllTimersAsync();
    await result;
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('stops mid-flight: aborts the attempt and makes no further attempts', async () => {
    const log: { start: number; abortedAt?: number; reason?: unknown }[] = [];
    const attempt = hanging(log);
    const stop = new AbortController();
    const result = withRetry(attempt, stop.signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    stop.abort(new DOMException('Stopped', 'AbortError'));
    expect(((await result) as DOMException).name).toBe('AbortError');
    expect(log[0]?.abortedAt).toBe(5000);
    await vi.runAllTimersAsync();
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('stops during the wait between attempts', async () => {
    const attempt = vi.fn().mockRejectedValue(new ChatError('down', 503));
    const stop = new AbortController();
    const result = withRetry(attempt, stop.signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    stop.abort(new DOMException('Stopped', 'AbortError'));
    expect(((await result) as DOMException).name).toBe('AbortError');
    await vi.runAllTimersAsync();
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('settles on time-out even when the attempt ignores its signal', async () => {
    const attempt = vi.fn(() => new Promise<never>(() => {}));
    const result = withRetry(attempt, new AbortController().signal, { retries: 0 }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(((await result) as Error).message).toBe('Timeout');
  });
});

describe('errors', () => {
  it('classifies statuses', () => {
    expect(isRetryable(new TypeError('network'))).toBe(true);
    expect(isRetryable(new ChatError('Timeout'))).toBe(true);
    expect(isRetryable(new ChatError('x', 500))).toBe(true);
    expect(isRetryable(new ChatError('x', 429))).toBe(true);
    expect(isRetryable(new ChatError('x', 400))).toBe(false);
    expect(isRetryable(new ChatError('x', 410))).toBe(false);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('1.5')).toBe(1500);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:01 GMT', 4000)).toBe(0);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

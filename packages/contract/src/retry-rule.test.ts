import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRetryableStatus, retryAfterMs, retryDelayMs, sleep } from './retry-rule.ts';

describe('isRetryableStatus', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504, 599])('retries %i', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });
  it.each([400, 401, 403, 404, 405, 410, 413, 415, 422])('does not retry %i', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(' 120 ')).toBe(120_000);
    expect(retryAfterMs('0')).toBe(0);
    expect(retryAfterMs('1.5')).toBe(1500);
  });

  it('reads an HTTP date against now; a past date is 0', () => {
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:01 GMT', 4000)).toBe(0);
  });

  it('is undefined when absent or unreadable', () => {
    for (const value of [null, undefined, '', 'soon', '1.2.3', '-5x']) {
      expect(retryAfterMs(value)).toBeUndefined();
    }
  });
});

describe('retryDelayMs', () => {
  it('waits n × base, or a longer Retry-After up to the cap', () => {
    expect(retryDelayMs(1, 1000, undefined, 10_000)).toBe(1000);
    expect(retryDelayMs(3, 1000, 500, 10_000)).toBe(3000);
    expect(retryDelayMs(1, 1000, 5000, 10_000)).toBe(5000);
    expect(retryDelayMs(2, 1000, 60_000, 10_000)).toBe(10_000);
  });
});

describe('sleep', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the time and leaves no timer or listener behind', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const done = vi.fn();
    sleep(1000, controller.signal).then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the reason once the signal aborts, and clears its timer', async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once on a signal that has already aborted', async () => {
    await expect(sleep(60_000, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    expect(vi.getTimerCount()).toBe(0);
  });
});

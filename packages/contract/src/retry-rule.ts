/**
 * When a failed request is worth another attempt, how long a server asks to wait, and an
 * abortable wait: one rule for the chat client and for the relay-chat function's own calls to
 * its LLM. No imports (see `protocol.ts`).
 */

/**
 * Statuses another attempt may fix: 408, 409 (the turn is still being answered), 425, 429 and
 * every 5xx. Any other status cannot succeed by asking again. Failures without a status
 * (network, time-out, a broken stream) are retried by their callers.
 */
export const isRetryableStatus = (status: number): boolean =>
  status >= 500 || status === 408 || status === 409 || status === 425 || status === 429;

/**
 * A `Retry-After` value in milliseconds: delta-seconds (`120`) or an HTTP date
 * (`Wed, 21 Oct 2015 07:28:00 GMT`; a past date is 0). Undefined when absent or unreadable.
 */
export const retryAfterMs = (
  value: string | null | undefined,
  now = Date.now(),
): number | undefined => {
  // Neither test nor parse reads anything in a missing value: NaN, so undefined.
  const text = value as string;
  const ms = /^\s*[\d.]+\s*$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return ms > 0 ? ms : ms <= 0 ? 0 : undefined;
};

/**
 * The wait before retry `n` (1 for the first): `n × baseMs`, or the server's `Retry-After` when
 * that is longer, but never more than `maxMs`.
 */
export const retryDelayMs = (
  n: number,
  baseMs: number,
  retryAfter: number | undefined,
  maxMs: number,
): number => Math.max(n * baseMs, Math.min(retryAfter ?? 0, maxMs));

/** Resolves after `ms`, or rejects with the signal's reason once it aborts, leaving no timer. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop);
  });

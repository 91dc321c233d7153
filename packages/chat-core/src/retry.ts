import { ChatError, isRetryable } from './errors.ts';

/** Retry schedule; defaults are the spec's (section 9). */
export interface RetryOptions {
  /** Retries after the first attempt. Default 3. */
  retries?: number;
  /** Wait before retry n is `retryDelayMs * n`: 1 s, 2 s, 3 s by default. */
  retryDelayMs?: number;
  /** Time-out of the first attempt. Default 30 s. */
  timeoutMs?: number;
  /** Added to the time-out on each retry: 30/35/40/45 s by default. */
  timeoutStepMs?: number;
  /** Cap on a server's `Retry-After`. Default 10 s. */
  maxRetryAfterMs?: number;
}

export const RETRY_DEFAULTS: Required<RetryOptions> = {
  retries: 3,
  retryDelayMs: 1000,
  timeoutMs: 30_000,
  timeoutStepMs: 5000,
  maxRetryAfterMs: 10_000,
};

/** Rejects with the signal's reason once it aborts. */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const fail = () => reject(signal.reason);
    signal.aborted ? fail() : signal.addEventListener('abort', fail, { once: true });
  });

const sleep = (ms: number, signal: AbortSignal) =>
  Promise.race([new Promise<void>((resolve) => setTimeout(resolve, ms)), aborted(signal)]);

/**
 * Runs `attempt` until it succeeds, a non-retryable error occurs, retries run out or `signal`
 * aborts. Each attempt gets its own AbortSignal, aborted on time-out (with `ChatError('Timeout')`)
 * or when `signal` aborts, so no request outlives its attempt.
 */
export async function withRetry<T>(
  attempt: (signal: AbortSignal, index: number) => Promise<T>,
  signal: AbortSignal,
  options: RetryOptions = {},
  onRetry?: (index: number, error: unknown) => void,
): Promise<T> {
  const o = { ...RETRY_DEFAULTS, ...options };
  for (let index = 0; ; index++) {
    const controller = new AbortController();
    const stop = () => controller.abort(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    const timer = setTimeout(
      () => controller.abort(new ChatError('Timeout')),
      o.timeoutMs + o.timeoutStepMs * index,
    );
    let wait: number;
    try {
      if (signal.aborted) stop();
      return await Promise.race([attempt(controller.signal, index), aborted(controller.signal)]);
    } catch (error) {
      if (signal.aborted || index >= o.retries || !isRetryable(error)) throw error;
      const retryAfter = Math.min((error as ChatError).retryAfterMs ?? 0, o.maxRetryAfterMs);
      wait = Math.max(o.retryDelayMs * (index + 1), retryAfter);
      onRetry?.(index + 1, error);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      controller.abort();
    }
    await sleep(wait, signal);
  }
}

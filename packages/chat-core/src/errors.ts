/** Statuses that may succeed on a later attempt (plus network errors and time-outs, which have none). */
const RETRYABLE_STATUS = new Set([408, 409, 425, 429]);

/** A failed attempt: the server's message, its HTTP status and code when there was a response. */
export class ChatError extends Error {
  override name = 'ChatError';
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    /** From a `Retry-After` header, in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Network failures, time-outs, 408/409/425/429 and 5xx are retried; other 4xx cannot succeed. */
export const isRetryable = (error: unknown): boolean => {
  const status = (error as ChatError | undefined)?.status;
  return status === undefined || status >= 500 || RETRYABLE_STATUS.has(status);
};

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date. */
export const parseRetryAfter = (
  value: string | null | undefined,
  now = Date.now(),
): number | undefined => {
  if (!value) return undefined;
  const ms = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
};

import { ERROR_STATUS, type ErrorCode } from '@firm/contract/protocol.ts';
import { isRetryableStatus } from '@firm/contract/retry-rule.ts';

/**
 * What went wrong:
 * - `http`: the function answered with an error (a non-2xx status, or an `error` field);
 * - `network`: no answer at all (offline, DNS, a refused CORS check, a dropped connection);
 * - `timeout`: no reply began in time, a stream went idle, or the deadline passed;
 * - `stream`: a stream was cut, ended without its reply, or sent an `error` event;
 * - `invalid_response`: a success that is not a readable reply;
 * - `aborted`: `stop()`, `reset()` or the caller's signal.
 */
export type ChatErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'stream'
  | 'invalid_response'
  | 'aborted';

interface ChatErrorFields {
  kind: ChatErrorKind;
  /** The HTTP status; for an `error` event or field, the status its code is sent with. */
  status?: number;
  /** The function's error code (`rate_limited`, `invalid_field`, ...), when it sent one. */
  code?: string;
  /** The server's `Retry-After`, in milliseconds. */
  retryAfterMs?: number;
  cause?: unknown;
}

/**
 * Every failure of a turn. The package is ESM only, so `import` and `require` share one copy of
 * this class and `instanceof ChatError` always holds.
 */
export class ChatError extends Error {
  declare readonly kind: ChatErrorKind;
  declare readonly status?: number;
  declare readonly code?: string;
  declare readonly retryAfterMs?: number;

  constructor(message: string, fields: ChatErrorFields) {
    super(message);
    Object.assign(this, fields);
  }

  /**
   * Whether another attempt may succeed: everything but `aborted`, unless the status (or the
   * code's status) says otherwise: 4xx other than 408, 409, 425 and 429 are final.
   */
  get retryable(): boolean {
    return this.kind !== 'aborted' && (!this.status || isRetryableStatus(this.status));
  }
}
ChatError.prototype.name = 'ChatError';

/** A ChatError for a failure the function reported as `{ error: { code, message } }`. */
export const reported = (
  kind: ChatErrorKind,
  body: unknown,
  status?: number,
  retryAfterMs?: number,
): ChatError => {
  let error = (body as { error?: { code?: string; message?: string } | string } | null)?.error;
  if (typeof error === 'string') error = { message: error };
  return new ChatError(error?.message || 'Edge function error', {
    kind,
    status: status ?? ERROR_STATUS[error?.code as ErrorCode],
    code: error?.code,
    retryAfterMs,
  });
};

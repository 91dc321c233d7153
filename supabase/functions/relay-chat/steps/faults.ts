import { MESSAGES } from '@firm/contract/messages.ts';
import { HttpError, retryAfter } from '../../_shared/http.ts';

/**
 * A field the page sends (not what the visitor typed) was wrong: the visitor reads plain words,
 * and the log line names the problem for whoever debugs the page.
 */
export class PageFault extends HttpError {
  constructor(
    readonly problem: string,
    field: string,
  ) {
    super('invalid_field', MESSAGES.badField, { detail: { field, reason: problem } });
  }
}

/** The store failed: the one failure the chat cannot answer around, so a 503 with the number. */
export class StoreFault extends HttpError {}

/** What a client is told to wait when the store fails. */
export const STORE_RETRY_MS = 30_000;

/** A store call; its failure becomes a StoreFault offering the firm's number. */
export const stored = <T>(phone: string, call: () => Promise<T>): Promise<T> =>
  call().catch(() => {
    throw new StoreFault('unavailable', MESSAGES.busy(phone), {
      headers: retryAfter(STORE_RETRY_MS),
    });
  });

/** Not an HTTP standard; logged (and sent to nobody) when the client went away. */
export const CLIENT_CLOSED = 499;

export const clientClosed = () =>
  new HttpError('upstream_error', MESSAGES.clientClosed, { status: CLIENT_CLOSED });

import { type ChatRequest, type HistoryEntry, LIMITS } from '@firm/chat-core/protocol.ts';

/** What is wrong with a field. */
export type Problem = 'type' | 'empty' | 'long' | 'characters' | 'mismatch';

export type Validation =
  | { ok: true; request: ChatRequest }
  /**
   * `field` is the path of the first bad field, e.g. `history[2].content`; `message` names it and
   * says what is wrong, e.g. `session_id must be at most 128 characters`.
   */
  | { ok: false; field: string; problem: Problem; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly problem: Problem = 'type',
  ) {
    super(`${field} ${message}`);
  }
}

/** Control characters other than tab, line feed and carriage return (PostgreSQL refuses NUL). */
const CONTROL = /[\p{Cc}--[\t\n\r]]/v;

/** A string of printable text: no control characters, no unpaired surrogates. */
const text = (value: unknown, field: string, max: number, min = 0): string => {
  if (typeof value !== 'string') throw new FieldError(field, 'must be a string');
  if (value.length < min) throw new FieldError(field, 'must not be empty', 'empty');
  if (value.length > max) throw new FieldError(field, `must be at most ${max} characters`, 'long');
  if (CONTROL.test(value) || !value.isWellFormed()) {
    throw new FieldError(
      field,
      'must not contain control characters or unpaired surrogates',
      'characters',
    );
  }
  return value;
};

const epochMs = (value: unknown, field: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new FieldError(field, 'must be a non-negative number of epoch milliseconds');
  }
  return value;
};

const entry = (value: unknown, index: number): HistoryEntry => {
  const field = `history[${index}]`;
  if (!isObject(value)) throw new FieldError(field, 'must be an object');
  if (value.role !== 'user' && value.role !== 'ai') {
    throw new FieldError(`${field}.role`, "must be 'user' or 'ai'");
  }
  return {
    role: value.role,
    content: text(value.content, `${field}.content`, LIMITS.entryChars),
    ts: epochMs(value.ts, `${field}.ts`),
  };
};

/**
 * Checks a parsed body against the wire contract and its LIMITS. `message` is trimmed; unknown
 * fields are dropped. `idempotencyKey` (the header) must agree with `message_id` when both are
 * given, and stands in for it when the body has none. `history` is checked for shape only: the
 * conversation the model sees comes from the session's recorded turns, never from it.
 */
export function validateRequest(body: unknown, idempotencyKey: string | null): Validation {
  try {
    if (!isObject(body)) throw new FieldError('body', 'must be a JSON object');
    const message = text(body.message, 'message', Number.POSITIVE_INFINITY).trim();
    if (!message) throw new FieldError('message', 'must not be empty', 'empty');
    if (message.length > LIMITS.messageChars) {
      throw new FieldError('message', `must be at most ${LIMITS.messageChars} characters`, 'long');
    }
    if (!Array.isArray(body.history)) throw new FieldError('history', 'must be an array');
    if (body.history.length > LIMITS.historyEntries) {
      throw new FieldError('history', `must have at most ${LIMITS.historyEntries} entries`);
    }
    const request: ChatRequest = {
      message,
      session_id: text(body.session_id, 'session_id', LIMITS.idChars, 1),
      timestamp: epochMs(body.timestamp, 'timestamp'),
      source: text(body.source, 'source', LIMITS.sourceChars),
      history: body.history.map(entry),
    };
    const messageId =
      body.message_id === undefined
        ? undefined
        : text(body.message_id, 'message_id', LIMITS.idChars, 1);
    if (idempotencyKey !== null) {
      const key = text(idempotencyKey, 'Idempotency-Key', LIMITS.idChars, 1);
      if (messageId !== undefined && messageId !== key) {
        throw new FieldError('Idempotency-Key', 'must equal message_id', 'mismatch');
      }
      request.message_id = key;
    } else if (messageId !== undefined) {
      request.message_id = messageId;
    }
    return { ok: true, request };
  } catch (error) {
    if (!(error instanceof FieldError)) throw error;
    return { ok: false, field: error.field, problem: error.problem, message: error.message };
  }
}

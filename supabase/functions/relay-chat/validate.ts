import {
  type ChatRequest,
  CONTROL_CHARACTERS,
  type HistoryEntry,
  LIMITS,
} from '@firm/contract/protocol.ts';

/** What is wrong with a field. */
export type Problem = 'type' | 'empty' | 'long' | 'characters' | 'mismatch';

export type Validation =
  /** `sessionKey`: the secret that continues the conversation, when the client sent one. */
  | { ok: true; request: ChatRequest; sessionKey: string | null }
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

/** A string of printable text: no control characters, no unpaired surrogates. */
const text = (value: unknown, field: string, max: number, min = 0): string => {
  if (typeof value !== 'string') throw new FieldError(field, 'must be a string');
  if (value.length < min) throw new FieldError(field, 'must not be empty', 'empty');
  if (value.length > max) throw new FieldError(field, `must be at most ${max} characters`, 'long');
  if (CONTROL_CHARACTERS.test(value) || !value.isWellFormed()) {
    throw new FieldError(
      field,
      'must not contain control characters or unpaired surrogates',
      'characters',
    );
  }
  return value;
};

/**
 * The characters of `session_id` and `message_id`: ASCII letters, digits, '-', '_', '.' and ':'.
 * Nothing that renders differently from what it is (bidi controls, zero-width or look-alike
 * characters) can name a conversation or a turn in the record.
 */
const ID = /^[A-Za-z0-9_.:-]+$/;
const id = (value: unknown, field: string): string => {
  const checked = text(value, field, LIMITS.idChars, 1);
  if (!ID.test(checked)) {
    throw new FieldError(
      field,
      "may only contain A-Z, a-z, 0-9, '-', '_', '.' and ':'",
      'characters',
    );
  }
  return checked;
};

/** The secret the function issues: base64url, 43 characters; anything else cannot match one. */
const SESSION_KEY = /^[A-Za-z0-9_-]{16,128}$/;

const epochMs = (value: unknown, field: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new FieldError(field, 'must be a non-negative number of epoch milliseconds');
  }
  return value;
};

/**
 * One `history` entry, checked for shape and size only: nothing in it is recorded or shown to a
 * model (the conversation comes from the record), so it is handed on as it came, not copied.
 */
const entry = (value: unknown, index: number): void => {
  const field = `history[${index}]`;
  if (!isObject(value)) throw new FieldError(field, 'must be an object');
  if (value.role !== 'user' && value.role !== 'ai') {
    throw new FieldError(`${field}.role`, "must be 'user' or 'ai'");
  }
  if (typeof value.content !== 'string') {
    throw new FieldError(`${field}.content`, 'must be a string');
  }
  if (value.content.length > LIMITS.entryChars) {
    throw new FieldError(
      `${field}.content`,
      `must be at most ${LIMITS.entryChars} characters`,
      'long',
    );
  }
  epochMs(value.ts, `${field}.ts`);
};

/**
 * Checks a parsed body and its headers against the wire contract and its LIMITS. `message` is
 * trimmed; unknown fields are dropped (but in `history`'s entries, which are not read). `idempotencyKey` (the header) must agree with `message_id`
 * when both are given, and stands in for it when the body has none. `history` is checked for
 * shape and size only: the conversation the model sees comes from the session's recorded turns,
 * never from it. `sessionKey` (the header) must look like a key the function issues.
 */
export function validateRequest(
  body: unknown,
  headers: { idempotencyKey: string | null; sessionKey: string | null },
): Validation {
  const { idempotencyKey, sessionKey } = headers;
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
    body.history.forEach(entry);
    const request: ChatRequest = {
      message,
      session_id: id(body.session_id, 'session_id'),
      timestamp: epochMs(body.timestamp, 'timestamp'),
      source: text(body.source, 'source', LIMITS.sourceChars),
      history: body.history as HistoryEntry[],
    };
    const messageId = body.message_id === undefined ? undefined : id(body.message_id, 'message_id');
    if (idempotencyKey !== null) {
      const key = id(idempotencyKey, 'Idempotency-Key');
      if (messageId !== undefined && messageId !== key) {
        throw new FieldError('Idempotency-Key', 'must equal message_id', 'mismatch');
      }
      request.message_id = key;
    } else if (messageId !== undefined) {
      request.message_id = messageId;
    }
    if (sessionKey !== null && !SESSION_KEY.test(sessionKey)) {
      throw new FieldError('Session-Key', 'must be the key the function issued');
    }
    return { ok: true, request, sessionKey };
  } catch (error) {
    if (!(error instanceof FieldError)) throw error;
    return { ok: false, field: error.field, problem: error.problem, message: error.message };
  }
}

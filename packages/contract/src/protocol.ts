/**
 * The relay-chat wire contract, shared verbatim by the browser client and the edge function.
 *
 * Like every file of `@firm/contract`, it has no imports: Deno, Vite, vitest and tsup all read it
 * from source (the published clients bundle it, types included). Everything beyond the basic
 * `{ message, session_id, timestamp, source, history }` request and `{ response }` reply (message_id, sources, streaming) is optional, so a
 * client that knows only those still works.
 */

/** Name of the edge function, as deployed and as routed under `/functions/v1/<name>`. */
export const FUNCTION_NAME = 'relay-chat';

/** Header carrying `message_id`, identical on every retry of one turn. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The secret that continues a conversation. The function issues it in this response header, with
 * `Session-Id` naming the conversation, on the response to the turn that opened it (whatever
 * that turn's outcome); the client sends it back in this request header on every later attempt.
 * A turn naming a conversation without its secret is answered in a new conversation of its own,
 * whose id and secret come back the same way.
 */
export const SESSION_KEY_HEADER = 'Session-Key';
export const SESSION_ID_HEADER = 'Session-Id';

export type Role = 'user' | 'ai';

/** A prior message as sent to the server. */
export interface HistoryEntry {
  role: Role;
  content: string;
  /** Epoch milliseconds. */
  ts: number;
}

/** POST body of relay-chat. */
export interface ChatRequest {
  message: string;
  session_id: string;
  /** Epoch milliseconds at send time. */
  timestamp: number;
  /** The page origin the message was sent from. */
  source: string;
  history: HistoryEntry[];
  /** Stable id of this turn; the same on every retry. Doubles as the idempotency key. */
  message_id?: string;
}

/** A knowledge source an answer was drawn from. */
export interface Source {
  title: string;
  url: string;
}

/** JSON reply of relay-chat. */
export interface ChatReply {
  response: string;
  message_id?: string;
  sources?: Source[];
}

/**
 * Every error code the function sends, with the HTTP status it is sent with. A client judges a
 * stream's `error` event by its code exactly as it judges the HTTP error with that status.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  invalid_field: 400,
  unauthorized: 401,
  forbidden_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  upstream_error: 502,
  /** The function's capacity (turns per minute or per day) is spent, or its store is failing. */
  unavailable: 503,
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every error the function returns, with a fitting HTTP status. Never a stack. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

/**
 * Server-sent events, sent when the request has `Accept: text/event-stream`.
 * Each event is `event: <type>\ndata: <JSON>\n\n`; the stream ends after `done` or `error`.
 */
export interface StreamEvents {
  /** A piece of the reply text, to append. */
  delta: { text: string };
  /** The whole reply; same fields as the JSON reply. */
  done: ChatReply;
  /**
   * The turn failed mid-way; any text streamed so far must be discarded. The code is judged like
   * the HTTP error with the same code (`ERROR_STATUS`).
   */
  error: ErrorBody;
}
export type StreamEventType = keyof StreamEvents;

/** Characters in `message`, after trimming. */
export const MESSAGE_CHARS = 2000;
/** Entries in `history`; the client sends the most recent ones. */
export const HISTORY_ENTRIES = 20;

/**
 * Control characters other than tab, line feed and carriage return (Unicode category Cc):
 * refused in the text fields of a request, and taken out of an LLM's reply before it is recorded
 * (PostgreSQL refuses NUL).
 */
export const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;

/** Input limits, enforced by the client before sending and by the function on receipt. */
export const LIMITS = {
  /** Characters in `message`, after trimming. */
  messageChars: MESSAGE_CHARS,
  /** Entries in `history`; the client sends the most recent ones. */
  historyEntries: HISTORY_ENTRIES,
  /** Characters in one history entry's `content`. */
  entryChars: 4000,
  /** Characters in `session_id` and `message_id`: ASCII letters, digits, `-`, `_`, `.`, `:`. */
  idChars: 128,
  /** Characters in `source`. */
  sourceChars: 512,
  /** Bytes of the whole request body: 128 KiB. */
  bodyBytes: 131_072,
} as const;

import { CLIENT_MESSAGES as MESSAGES } from '@firm/contract/messages.ts';
import { HISTORY_ENTRIES, MESSAGE_CHARS, type Role, type Source } from '@firm/contract/protocol.ts';
import { ask, DEFAULTS, onAbort, type Retry, type RetryOptions, uuid } from './ask.ts';
import type { ChatError } from './errors.ts';
import type { Session, Transport } from './transport.ts';

/** The texts a visitor sees when a turn brings no answer, word for word. */
export { MESSAGES };

/** A message as the visitor sees it. */
export interface Message {
  id: string;
  role: Role;
  content: string;
  /** Epoch milliseconds. */
  timestamp: number;
  /** Where an answer came from. */
  sources?: readonly Source[];
  /** This message reports a failure rather than an answer; it is not sent as history. */
  failed?: boolean;
}

/** An immutable snapshot: a new object after every change, the same one between changes. */
export interface ChatState {
  /** The conversation's id: made once per store, or the one the function opened for it. */
  readonly sessionId: string;
  readonly messages: readonly Message[];
  /**
   * `submitted`: waiting for a reply; `streaming`: the reply is arriving; `error`: the last turn
   * failed; `ready` otherwise.
   */
  readonly status: 'ready' | 'submitted' | 'streaming' | 'error';
  /** A reply is pending; nothing more can be sent until it clears. */
  readonly busy: boolean;
  /** The attempt under way or last made: 1 for the first, 2 for the first retry; 0 before any. */
  readonly attempt: number;
  /**
   * A retry is waiting or under way: until its reply begins (`status` 'submitted'), a view shows
   * 'Still trying… 1 of 3' (attempt − 1, of retries).
   */
  readonly retrying: boolean;
  /** The retries allowed after the first attempt. */
  readonly retries: number;
  /** Why the last turn failed. */
  readonly error?: ChatError;
}

/** How a `send` ended. */
export type SendOutcome =
  /** The reply was added as `message` (the no-response text when it had none). */
  | { status: 'answered'; message: Message }
  /** Every attempt failed, or the failure was final; `message` is the failure notice shown. */
  | { status: 'failed'; message: Message; error: ChatError }
  /** `stop()`, `reset()` or the signal ended the turn; `message` is the text streamed so far. */
  | { status: 'stopped'; message?: Message }
  /** Nothing was sent: a reply was still pending (`busy`), or the text was empty or too long. */
  | { status: 'skipped'; reason: 'busy' | 'invalid' };

export interface ChatOptions extends RetryOptions {
  transport: Transport;
  /** Sent as `source`. Default: the page origin; outside a browser, an empty string. */
  source?: string;
  /** Default: a random id, once per store. */
  sessionId?: string;
  /**
   * The conversation, for a page that keeps one beyond a store: its id and secret, updated in
   * place when the function opens one (keep the object, e.g. in localStorage, after each
   * turn). Default: a new one, `{ id: sessionId }`.
   */
  session?: Session;
  /** Called with the error when a turn fails. Default `console.error`. */
  onError?: (error: ChatError) => void;
  /** Called before each retry. */
  onRetry?: (retry: Retry) => void;
  now?: () => number;
  generateId?: () => string;
}

export interface Chat {
  getSnapshot(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Whether `send(text)` would send now: the trimmed text is non-empty, within limits, not busy. */
  canSend(text: string): boolean;
  /** Sends the trimmed text as a new turn; resolves when the turn is over. Never rejects. */
  send(text: string, options?: { signal?: AbortSignal }): Promise<SendOutcome>;
  /** Cancels the pending turn, keeping any text streamed so far. */
  stop(): void;
  /** Cancels the pending turn and clears the conversation. */
  reset(): void;
}

export function createChat(options: ChatOptions): Chat {
  const { now = Date.now, generateId = uuid, onError = console.error } = options;
  const retries = options.retries ?? DEFAULTS.retries;
  const listeners = new Set<() => void>();
  const session = options.session ?? { id: options.sessionId ?? generateId() };
  let state = {} as ChatState;
  let attempt = 0;
  let current: AbortController | undefined;

  const set = (messages: readonly Message[], status: ChatState['status'], error?: ChatError) => {
    const busy = status === 'submitted' || status === 'streaming';
    state = Object.freeze({
      sessionId: session.id,
      messages: Object.freeze(messages),
      status,
      busy,
      attempt,
      retrying: busy && attempt > 1,
      retries,
      error,
    });
    for (const listener of listeners) listener();
  };
  set([], 'ready');

  const chat: Chat = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    canSend: (text) => !state.busy && /\S/.test(text) && text.trim().length <= MESSAGE_CHARS,

    async send(text, { signal } = {}) {
      if (!chat.canSend(text))
        return { status: 'skipped', reason: state.busy ? 'busy' : 'invalid' };
      const controller = new AbortController();
      const unlink = onAbort(signal, () => controller.abort());
      current = controller;
      const prior = state.messages;
      const user: Message = {
        id: generateId(),
        role: 'user',
        content: text.trim(),
        timestamp: now(),
      };
      const request = {
        message: user.content,
        timestamp: user.timestamp,
        source: options.source,
        // Each entry cut to a message's length: whatever the characters, the body then fits in
        // LIMITS.bodyBytes (20 × 2,000 × 3 bytes of UTF-8 at most), with nothing to measure.
        // The function reads the conversation from its record; this is for the contract.
        history: prior
          .filter((m) => !m.failed)
          .slice(-HISTORY_ENTRIES)
          .map((m) => ({
            role: m.role,
            content: m.content.slice(0, MESSAGE_CHARS),
            ts: m.timestamp,
          })),
        message_id: user.id,
      };

      const turn = [...prior, user];
      const aiId = generateId();
      let draft = '';
      /** Shows the turn with an AI message, and returns that message. */
      const show = (
        content: string,
        status: ChatState['status'],
        extra?: object,
        error?: ChatError,
      ) => {
        const message: Message = { id: aiId, role: 'ai', content, timestamp: now(), ...extra };
        set([...turn, message], status, error);
        return message;
      };
      attempt = 1;
      set(turn, 'submitted');
      try {
        const reply = await ask(request, {
          ...options,
          session,
          signal: controller.signal,
          onDelta(delta) {
            draft += delta;
            show(draft, 'streaming');
          },
          onRetry(retry) {
            // A retry starts over: never leave half an answer on screen.
            draft = '';
            attempt = retry.attempt;
            set(turn, 'submitted');
            options.onRetry?.(retry);
          },
        });
        const content = reply.response.trim() || MESSAGES.noResponse;
        return { status: 'answered', message: show(content, 'ready', { sources: reply.sources }) };
      } catch (thrown) {
        const error = thrown as ChatError;
        if (error.kind === 'aborted') {
          // Stopped: keep what was streamed. After a reset the conversation is already gone.
          if (current !== controller) return { status: 'stopped' };
          if (draft) return { status: 'stopped', message: show(draft, 'ready') };
          set(turn, 'ready');
          return { status: 'stopped' };
        }
        onError(error);
        // A final error the function explained is shown as it is; anything else gets the notice.
        const notice = error.status && !error.retryable ? error.message : MESSAGES.unreachable;
        return { status: 'failed', error, message: show(notice, 'error', { failed: true }, error) };
      } finally {
        unlink();
        if (current === controller) current = undefined;
      }
    },

    stop() {
      current?.abort();
    },

    reset() {
      // The pending turn sees `current` changed when its abort arrives, and leaves the state alone.
      current?.abort();
      current = undefined;
      attempt = 0;
      set([], 'ready');
    },
  };
  return chat;
}

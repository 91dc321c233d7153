import { type ChatError, isRetryable } from './errors.ts';
import { type ChatMessage, type ChatRequest, LIMITS, type Source } from './protocol.ts';
import { type RetryOptions, withRetry } from './retry.ts';
import type { Transport } from './transport.ts';

/** The spec's texts (section 8), word for word. */
export const MESSAGES = {
  noResponse: "Sorry, I couldn't get a response. Please try again.",
  unreachable: 'Sorry, I couldn’t reach the assistant. Please try again in a moment.',
} as const;

/** `submitted`: waiting for a reply; `streaming`: the reply is arriving; `error`: the last turn failed. */
export type ChatStatus = 'ready' | 'submitted' | 'streaming' | 'error';

export interface Message extends ChatMessage {
  /** Where an AI answer came from. */
  sources?: readonly Source[];
  /** This AI message reports a failure rather than an answer; it is not sent as history. */
  failed?: boolean;
}

/** An immutable snapshot; a new object after every change, the same one between changes. */
export interface ChatState {
  readonly sessionId: string;
  readonly messages: readonly Message[];
  readonly status: ChatStatus;
  /** A reply is pending: the spec's busy flag. */
  readonly busy: boolean;
  /** The last turn's failure. */
  readonly error?: unknown;
}

export interface ChatOptions extends RetryOptions {
  transport: Transport;
  /** Sent as `source`; defaults to the page origin. */
  source?: string;
  /** Defaults to a random UUID, once per store. */
  sessionId?: string;
  now?: () => number;
  generateId?: () => string;
  /** Called with the error when a turn fails; defaults to `console.error`. */
  onError?: (error: unknown) => void;
}

export interface Chat {
  getSnapshot(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Whether `send(text)` would send now: trimmed text is non-empty, within limits, not busy. */
  canSend(text: string): boolean;
  /** Sends the trimmed text as a new turn; resolves when the turn is over. */
  send(text: string): Promise<void>;
  /** Cancels the pending turn, keeping any text streamed so far. */
  stop(): void;
  /** Cancels the pending turn and clears the conversation. */
  reset(): void;
}

const uuid = (): string =>
  globalThis.crypto?.randomUUID?.() ??
  'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) =>
    ((Math.random() * 16) | (c === 'x' ? 0 : 8)).toString(16).slice(-1),
  );

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

export function createChat(options: ChatOptions): Chat {
  const { transport, now = Date.now, generateId = uuid, onError = console.error } = options;
  const listeners = new Set<() => void>();
  const sessionId = options.sessionId ?? generateId();
  let state: ChatState = Object.freeze({ sessionId, messages: [], status: 'ready', busy: false });
  let current: AbortController | undefined;

  const set = (messages: readonly Message[], status: ChatStatus, error?: unknown) => {
    state = Object.freeze({
      sessionId,
      messages: Object.freeze(messages),
      status,
      busy: status === 'submitted' || status === 'streaming',
      error,
    });
    for (const listener of listeners) listener();
  };

  const chat: Chat = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    canSend: (text) =>
      !state.busy && text.trim().length > 0 && text.trim().length <= LIMITS.messageChars,

    async send(text) {
      if (!chat.canSend(text)) return;
      const controller = new AbortController();
      current = controller;
      const prior = state.messages;
      const user: Message = {
        id: generateId(),
        role: 'user',
        content: text.trim(),
        timestamp: now(),
      };
      const request: ChatRequest = {
        message: user.content,
        session_id: sessionId,
        timestamp: user.timestamp,
        source: options.source ?? globalThis.location?.origin ?? '',
        history: prior
          .filter((m) => !m.failed)
          .slice(-LIMITS.historyEntries)
          .map((m) => ({
            role: m.role,
            content: m.content.slice(0, LIMITS.entryChars),
            ts: m.timestamp,
          })),
        message_id: user.id,
      };
      while (request.history.length && bytes(request) > LIMITS.bodyBytes) request.history.shift();

      const turn = [...prior, user];
      const aiId = generateId();
      const ai = (content: string, extra?: Partial<Message>): Message[] => [
        ...turn,
        { id: aiId, role: 'ai', content, timestamp: now(), ...extra },
      ];
      let draft = '';
      set(turn, 'submitted');
      try {
        const reply = await withRetry(
          (signal) =>
            transport.send(request, {
              signal,
              onDelta(delta) {
                if (signal.aborted) return;
                draft += delta;
                set(ai(draft), 'streaming');
              },
            }),
          controller.signal,
          options,
          () => {
            // A retry starts over: never leave half an answer on screen.
            draft = '';
            set(turn, 'submitted');
          },
        );
        const response = typeof reply?.response === 'string' ? reply.response.trim() : '';
        set(
          ai(response || MESSAGES.noResponse, reply?.sources ? { sources: reply.sources } : {}),
          'ready',
        );
      } catch (error) {
        if (controller.signal.aborted) {
          if (current === controller) set(draft ? ai(draft) : turn, 'ready');
          return;
        }
        onError(error);
        const message = isRetryable(error) ? '' : (error as ChatError).message;
        set(ai(message || MESSAGES.unreachable, { failed: true }), 'error', error);
      } finally {
        if (current === controller) current = undefined;
      }
    },

    stop() {
      current?.abort(new DOMException('Stopped', 'AbortError'));
    },

    reset() {
      const pending = current;
      current = undefined;
      pending?.abort(new DOMException('Reset', 'AbortError'));
      set([], 'ready');
    },
  };
  return chat;
}

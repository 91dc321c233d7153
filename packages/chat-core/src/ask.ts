import type { ChatReply, ChatRequest } from '@firm/contract/protocol.ts';
import { retryDelayMs, sleep } from '@firm/contract/retry-rule.ts';
import { ChatError } from './errors.ts';
import type { Session, Transport } from './transport.ts';

/** When to give up on an attempt and how often to try again. */
export interface RetryOptions {
  /** Retries after the first attempt. Default 3. */
  retries?: number;
  /** The wait before retry n is `n × retryDelayMs`: 1 s, 2 s, 3 s by default. */
  retryDelayMs?: number;
  /**
   * How long the first attempt waits for its reply to begin (the JSON reply, or a stream's first
   * piece). Default 30 s. A time-out fails the attempt with the message `Timeout`.
   */
  timeoutMs?: number;
  /** Added to that wait on each retry: 30, 35, 40 and 45 s by default. */
  timeoutStepMs?: number;
  /** Once a stream has begun, the longest pause allowed between two pieces. Default 20 s. */
  idleTimeoutMs?: number;
  /** The longest a whole turn may take, every attempt and wait included. Default: no limit. */
  deadlineMs?: number;
  /** Cap on the wait a server asks for with `Retry-After`. Default 10 s. */
  maxRetryAfterMs?: number;
}

export const DEFAULTS = {
  retries: 3,
  retryDelayMs: 1000,
  timeoutMs: 30_000,
  timeoutStepMs: 5000,
  idleTimeoutMs: 20_000,
  maxRetryAfterMs: 10_000,
};

/** A failed attempt, about to be tried again. */
export interface Retry {
  /** The attempt about to be made: 2 for the first retry. */
  attempt: number;
  /** Why the previous attempt failed. */
  error: ChatError;
  /** How long until it starts. */
  delayMs: number;
}

export interface AskOptions extends RetryOptions {
  transport: Transport;
  /** Aborting it cancels the request on the wire and rejects with an `aborted` ChatError. */
  signal?: AbortSignal;
  /** Each piece of a streamed reply, as it arrives. A retry starts the text over. */
  onDelta?: (text: string) => void;
  /** Called before each retry, for a 'Still trying…' notice or a log line. */
  onRetry?: (retry: Retry) => void;
  /**
   * The conversation, to continue one across calls: when given, its id is the turn's
   * `session_id`, its secret goes with every attempt, and both are updated in place when the
   * function opens a conversation for the turn (its first, or a new one when the id named
   * another's).
   */
  session?: Session;
}

/** A request to `ask`: `message` is required; what is left out is filled in once per call. */
export type AskRequest = Partial<ChatRequest> & Pick<ChatRequest, 'message'>;

/**
 * A random id of 128 bits from the platform's CSPRNG (`randomUUID` is missing on pages served
 * over plain http; `getRandomValues` is not).
 */
export const uuid = (): string => crypto.getRandomValues(new Uint32Array(4)).join('-');

const timeout = () => new ChatError('Timeout', { kind: 'timeout' });

/** Calls `fn` once `signal` aborts (at once if it has); returns how to stop listening. */
export const onAbort = (signal: AbortSignal | undefined, fn: () => void) => {
  signal?.aborted ? fn() : signal?.addEventListener('abort', fn);
  return () => signal?.removeEventListener('abort', fn);
};

/**
 * Sends one turn and resolves to its reply, retrying on the schedule of `RetryOptions`. The
 * `message_id` (also the `Idempotency-Key`) is fixed once, so every retry is the same turn.
 * Every failure rejects with a `ChatError`.
 */
export async function ask(request: AskRequest, options: AskOptions): Promise<ChatReply> {
  const o = { ...DEFAULTS, ...options };
  const session = options.session ?? { id: request.session_id ?? uuid() };
  const body = {
    timestamp: Date.now(),
    history: [],
    ...request,
    source: request.source ?? globalThis.location?.origin ?? '',
    message_id: request.message_id ?? uuid(),
  };
  // The turn ends when the caller's signal aborts or the deadline passes.
  const turn = new AbortController();
  const unlink = onAbort(options.signal, () =>
    turn.abort(new ChatError('Aborted', { kind: 'aborted' })),
  );
  const deadline = o.deadlineMs && setTimeout(() => turn.abort(timeout()), o.deadlineMs);
  try {
    for (let attempt = 1; ; attempt++) {
      // Each attempt's own controller cancels its request: on time-out, when the turn ends, and
      // in any case once the attempt is over.
      const controller = new AbortController();
      turn.signal.addEventListener('abort', () => controller.abort(turn.signal.reason));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(timeout()), ms);
      };
      arm(o.timeoutMs + o.timeoutStepMs * (attempt - 1));
      let delayMs: number;
      try {
        if (turn.signal.aborted) throw turn.signal.reason;
        const reply = await Promise.race([
          // The conversation's id may change: the function opened a new one for the turn.
          o.transport.send(
            { ...body, session_id: session.id },
            {
              signal: controller.signal,
              session,
              onDelta(text) {
                if (controller.signal.aborted) return;
                // The reply has begun: from now on only a pause between pieces times out.
                arm(o.idleTimeoutMs);
                options.onDelta?.(text);
              },
            },
          ),
          // Settles when the attempt is cancelled, even if the transport ignores its signal. Its
          // timer (11 days, beyond any time-out) is cleared when the attempt ends.
          sleep(1e9, controller.signal),
        ]);
        return { ...reply, response: typeof reply?.response === 'string' ? reply.response : '' };
      } catch (thrown) {
        const error: ChatError = controller.signal.aborted
          ? controller.signal.reason
          : thrown instanceof ChatError
            ? thrown
            : new ChatError((thrown as Error)?.message || 'Network error', {
                kind: 'network',
                cause: thrown,
              });
        if (attempt > o.retries || !error.retryable || turn.signal.aborted) throw error;
        delayMs = retryDelayMs(attempt, o.retryDelayMs, error.retryAfterMs, o.maxRetryAfterMs);
        options.onRetry?.({ attempt: attempt + 1, error, delayMs });
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
      await sleep(delayMs, turn.signal);
    }
  } finally {
    clearTimeout(deadline);
    unlink();
    turn.abort();
  }
}

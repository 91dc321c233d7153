import { MESSAGES } from '@firm/contract/messages.ts';
import type { ChatReply } from '@firm/contract/protocol.ts';
import type { Clock } from '../../_shared/clock.ts';
import { HttpError } from '../../_shared/http.ts';
import type { FallbackReason, RecordedTurn, StartResult } from '../../_shared/stores.ts';
import {
  type Provider,
  ProviderError,
  type ProviderReply,
  type TokenUsage,
  type Turn,
} from '../provider.ts';
import { clientClosed } from './faults.ts';

/** A turn's result as the client gets it, or a failure with its status. */
export type Outcome = { reply: ChatReply } | { error: HttpError };

/** A turn this request claimed and must answer. */
export type Claimed = Extract<StartResult, { outcome: 'claimed' }>;

/** What answering a turn came to, for the record and the response. */
export interface Answered {
  outcome: Outcome;
  /** The provider that answered (or failed to). */
  provider: Provider;
  /** Why the embedded assistant answered in the LLM's place; null when it did not. */
  fallbackReason: FallbackReason | null;
  /** The provider's reply; undefined when it failed. */
  reply?: ProviderReply;
  /** What had reached the visitor when a streamed reply stopped ('' when nothing had). */
  streamed: string;
  /** LLM tokens spent, summed over the provider's calls; undefined when it reported none. */
  tokens?: TokenUsage;
  /** When the provider was asked, and when it was done (the clock's epoch ms). */
  asked: number;
  done: number;
}

/** The recorded conversation as the provider's history: each turn's question, then its reply. */
export const asHistory = (turns: readonly RecordedTurn[]): Turn['history'] =>
  turns.flatMap(({ message, reply }) => [
    { role: 'user' as const, content: message },
    { role: 'ai' as const, content: reply },
  ]);

/**
 * Answer: asks the provider (the embedded assistant when the claim's LLM reservation was
 * refused), shown the session's recorded turns, passing each piece of a streamed reply to
 * `onDelta`. Never throws: a failed or timed-out provider, or a client gone away, is an
 * outcome with its error.
 */
export async function answerTurn(
  deps: { provider: Provider; fallback: Provider; clock: Clock },
  { record, history, llm }: Claimed,
  signal: AbortSignal,
  onDelta?: (text: string) => void,
): Promise<Answered> {
  const fallbackReason = llm && 'denied' in llm ? llm.denied : null;
  const provider = fallbackReason ? deps.fallback : deps.provider;
  const asked = deps.clock.now();
  let tokens: TokenUsage | undefined;
  const onUsage = ({ promptTokens, completionTokens }: TokenUsage) => {
    tokens = {
      promptTokens: (tokens?.promptTokens ?? 0) + promptTokens,
      completionTokens: (tokens?.completionTokens ?? 0) + completionTokens,
    };
  };
  let streamed = '';
  const deltas =
    onDelta &&
    ((text: string) => {
      streamed += text;
      onDelta(text);
    });
  let outcome: Outcome;
  let reply: ProviderReply | undefined;
  try {
    reply = await provider.answer(
      {
        message: record.message,
        history: asHistory(history),
        historyIds: history.map((turn) => turn.id),
      },
      { signal, onDelta: deltas, onUsage },
    );
    outcome = {
      reply: { response: reply.text, message_id: record.messageId, sources: reply.sources },
    };
  } catch (error) {
    outcome = {
      error: signal.aborted
        ? clientClosed()
        : error instanceof ProviderError && error.code === 'upstream_timeout'
          ? new HttpError('upstream_timeout', MESSAGES.upstreamTimeout)
          : new HttpError('upstream_error', MESSAGES.upstreamError),
    };
  }
  return {
    outcome,
    provider,
    fallbackReason,
    reply,
    streamed,
    tokens,
    asked,
    done: deps.clock.now(),
  };
}

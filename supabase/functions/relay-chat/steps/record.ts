import type { TurnOutcome, TurnStore } from '../../_shared/stores.ts';
import type { RedactedText, Redactor } from '../provider.ts';
import type { Answered, Claimed } from './answer.ts';
import { stored } from './faults.ts';

/**
 * The reply as the record keeps it: the provider's own masked text when it gave one, else the
 * reply (or what of it had streamed) masked here; undefined when there is no text at all.
 */
export const keptReply = (
  { reply, streamed }: Pick<Answered, 'reply' | 'streamed'>,
  redactor: Redactor,
): RedactedText | undefined => {
  const said = reply?.text ?? streamed;
  return reply?.redacted ?? (said ? redactor(said) : undefined);
};

/**
 * How the attempt ended, as the record keeps it: answered; interrupted when a reply had begun
 * to stream; else failed, with the error's code (`client_closed` when the client went away).
 * `started` is when the request arrived.
 */
export function turnOutcome(
  answered: Answered,
  kept: RedactedText | undefined,
  started: number,
  aborted: boolean,
): TurnOutcome {
  const { outcome, reply, streamed, tokens, asked, done } = answered;
  return {
    status: reply ? 'answered' : streamed ? 'interrupted' : 'failed',
    reply: kept?.text ?? null,
    sources: reply?.sources ?? [],
    provider: answered.provider.name,
    fallbackReason: answered.fallbackReason,
    model: reply?.model ?? null,
    kbVersion: reply?.kbVersion ?? null,
    promptVersion: reply?.promptVersion ?? null,
    errorCode: 'reply' in outcome ? null : aborted ? 'client_closed' : outcome.error.code,
    providerMs: done - asked,
    totalMs: done - started,
    promptTokens: tokens?.promptTokens ?? null,
    completionTokens: tokens?.completionTokens ?? null,
    handling: reply?.handling ?? null,
  };
}

/** The log line's fields for an answered turn: never a text, only what and how much. */
export const answerLog = (answered: Answered, kept: RedactedText | undefined) => ({
  provider: answered.provider.name,
  fallback: answered.fallbackReason ?? undefined,
  model: answered.reply?.model,
  provider_ms: answered.done - answered.asked,
  reply_redactions: kept?.kinds.length ? kept.kinds : undefined,
  tokens: answered.tokens
    ? answered.tokens.promptTokens + answered.tokens.completionTokens
    : undefined,
});

/**
 * Record: the outcome of the claimed attempt, settling its LLM reservation with the tokens
 * spent; with the claim's own fields and, when the turn opened its conversation, the owner's
 * key hash, so a store that lost the claim records it again. Throws StoreFault when the store
 * fails.
 */
export const recordTurn = (
  deps: { turns: TurnStore; phone: string },
  { record, llm }: Claimed,
  openedKeyHash: string | null,
  outcome: TurnOutcome,
  now: number,
): Promise<boolean> =>
  stored(deps.phone, () =>
    deps.turns.finish(
      { ...record, openedKeyHash },
      outcome,
      now,
      llm && 'reserved' in llm ? llm.reserved : undefined,
    ),
  );

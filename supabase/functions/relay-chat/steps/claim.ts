import { MESSAGES } from '@firm/contract/messages.ts';
import type { Clock } from '../../_shared/clock.ts';
import { HttpError, retryAfter } from '../../_shared/http.ts';
import type { StartResult, TurnStart, TurnStore } from '../../_shared/stores.ts';
import type { RelayConfig } from './deps.ts';
import { PageFault, stored } from './faults.ts';
import { type LimitConfig, limitsFor, refusal } from './limits.ts';
import { anotherConversation, type Conversation } from './session.ts';

/** A turn this request now answers, or one already answered whose reply it repeats. */
export type Claim = Extract<StartResult, { outcome: 'claimed' | 'replay' }>;

/** The longest wait between two looks at a turn another request is answering. */
const MAX_POLL_MS = 2000;

export interface ClaimDeps {
  config: LimitConfig &
    Pick<RelayConfig, 'phone' | 'leaseMs' | 'historyTurns' | 'duplicateWaitMs' | 'duplicatePollMs'>;
  turns: TurnStore;
  clock: Clock;
}

/**
 * Claim the turn: the owner, every limit, the claim and the LLM reservation, in one round trip
 * to the store. A conversation that is not the caller's is never touched: the turn goes to a new
 * conversation of the caller's own instead (one more round trip), and the result names the
 * conversation the turn went to. A turn another request is still answering is looked at again,
 * at doubling intervals, until it is done or `duplicateWaitMs` has passed (then 409); those
 * looks take no tokens, the first one paid. Throws HttpError for a refusal, StoreFault when the
 * store fails.
 */
export async function claimTurn(
  { config, turns, clock }: ClaimDeps,
  turn: Omit<TurnStart, 'sessionId'>,
  conversation: Conversation,
  signal: AbortSignal,
): Promise<{ claim: Claim; conversation: Conversation }> {
  const until = clock.now() + config.duplicateWaitMs;
  let start = { ...turn, sessionId: conversation.sessionId };
  let limits = limitsFor(config, start);
  let wait = config.duplicatePollMs;
  let renamed = false;
  for (;;) {
    const now = clock.now();
    const request = {
      turn: start,
      owner: conversation.owner,
      ...limits,
      leaseMs: config.leaseMs,
      historyTurns: config.historyTurns,
    };
    const result = await stored(config.phone, () => turns.start(request, now));
    switch (result.outcome) {
      case 'not_owner':
        if (renamed) throw new Error('the store refused a new conversation');
        renamed = true;
        conversation = anotherConversation();
        start = { ...turn, sessionId: conversation.sessionId };
        limits = limitsFor(config, start);
        continue;
      case 'limited':
        throw refusal(result.denied, config.phone);
      case 'mismatch':
        throw new PageFault('message_id was already used for another message', 'message_id');
      case 'claimed':
      case 'replay':
        return { claim: result, conversation };
    }
    if (now >= until) {
      throw new HttpError('conflict', MESSAGES.stillAnswering, {
        headers: retryAfter(result.record.createdAt + config.leaseMs - now),
      });
    }
    limits = { ...limits, buckets: [] };
    await clock.sleep(Math.min(wait, until - now), signal);
    wait = Math.min(wait * 2, MAX_POLL_MS);
  }
}

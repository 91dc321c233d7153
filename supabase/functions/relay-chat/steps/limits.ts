import { MESSAGES } from '@firm/contract/messages.ts';
import { HttpError, retryAfter } from '../../_shared/http.ts';
import type { BucketTake, StartRequest, TurnStart } from '../../_shared/stores.ts';
import type { RelayConfig } from './deps.ts';

/** Bucket keys of the function's own capacity; a denial there is a 503, not a 429. */
export const GLOBAL_MINUTE = 'global:minute';
export const GLOBAL_DAY = 'global:day';
/**
 * Rows each capacity bucket is kept in (a store picks one at random per turn), so turns
 * everywhere do not queue on one row; see BucketTake.
 */
export const CAPACITY_SHARDS = 8;

export type LimitConfig = Pick<
  RelayConfig,
  'globalDayLimit' | 'globalMinuteLimit' | 'ipLimit' | 'sessionLimit' | 'llm'
>;

/** Every bucket a turn takes a token from: the function's capacity, its address, its session. */
export const bucketsFor = (
  config: LimitConfig,
  turn: Pick<TurnStart, 'ipHash' | 'sessionId'>,
): BucketTake[] => [
  { key: GLOBAL_DAY, rule: config.globalDayLimit, shards: CAPACITY_SHARDS },
  { key: GLOBAL_MINUTE, rule: config.globalMinuteLimit, shards: CAPACITY_SHARDS },
  { key: `ip:${turn.ipHash}`, rule: config.ipLimit },
  { key: `session:${turn.sessionId}`, rule: config.sessionLimit },
];

/** Limit and reserve: the buckets a turn must take from and the LLM budget it reserves from. */
export const limitsFor = (
  config: LimitConfig,
  turn: Pick<TurnStart, 'ipHash' | 'sessionId'>,
): Pick<StartRequest, 'buckets' | 'llm'> => ({
  buckets: bucketsFor(config, turn),
  llm: config.llm,
});

/**
 * The refusal for empty buckets: the function's own capacity first (503 with the firm's
 * number), then the visitor's (429); `Retry-After` is the longest wait among them.
 */
export const refusal = (
  denied: readonly { key: string; retryAfterMs: number }[],
  phone: string,
): HttpError => {
  const global = denied.filter((d) => d.key === GLOBAL_MINUTE || d.key === GLOBAL_DAY);
  const wait = Math.max(...(global.length > 0 ? global : denied).map((d) => d.retryAfterMs));
  return global.length > 0
    ? new HttpError('unavailable', MESSAGES.busy(phone), { headers: retryAfter(wait) })
    : new HttpError('rate_limited', MESSAGES.rateLimited, { headers: retryAfter(wait) });
};

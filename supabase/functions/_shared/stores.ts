import type { Source } from '@firm/contract/protocol.ts';

/**
 * The record of chat turns and the limits in front of it. Starting a turn (the conversation's
 * owner, every limit, the claim and the LLM reservation) is one atomic operation, and so is
 * finishing it (the outcome and the settlement), so a SQL implementation does each in one round
 * trip. `now` (epoch ms) is the caller's clock for the limits; the record's own times are the
 * store's.
 */

/** A token bucket: `capacity` tokens at most, refilled continuously at `refillPerSecond`. */
export interface BucketRule {
  capacity: number;
  refillPerSecond: number;
}

/**
 * One bucket to take a token from: its key and its rule. A bucket every turn takes from (the
 * function's own capacity) is kept in `shards` rows (default 1), one picked at random per take,
 * each holding 1/shards of the capacity and the refill, so turns do not queue on one row. It
 * never grants more than the capacity; it may refuse a turn while another shard holds tokens.
 */
export interface BucketTake {
  key: string;
  rule: BucketRule;
  shards?: number;
}

/**
 * `interrupted`: the reply had begun to reach the visitor when it stopped (the client went away,
 * or the upstream failed); the record keeps the text the visitor saw.
 */
export type TurnStatus = 'pending' | 'answered' | 'failed' | 'interrupted';

/** A turn is identified by its session and message ids (the idempotency key). */
export interface TurnKey {
  sessionId: string;
  messageId: string;
}

/** One attempt at a turn. */
export interface AttemptKey extends TurnKey {
  attempt: number;
}

/** What is known when a turn starts. Texts are already redacted. */
export interface TurnStart extends TurnKey {
  /** The request's Origin header, never what the body says. */
  origin: string | null;
  /** The page the body says it was sent from. */
  source: string | null;
  /** Salted hash of the client address, never the address itself. */
  ipHash: string;
  message: string;
  redactionKinds: string[];
}

/**
 * Who may continue a conversation: the SHA-256 (hex) of the secret the request presented
 * (null: none), and of the secret to issue if this turn opens the conversation (null when the
 * request presented one: it continues a conversation, and opens none).
 */
export interface Owner {
  keyHash: string | null;
  newKeyHash: string | null;
}

/** The LLM's tokens for a UTC day: the whole function's, and the share of each client. */
export interface LlmBudget {
  dayTokens: number;
  /** The most one client address, and one session, may spend in a day. */
  addressTokens: number;
  sessionTokens: number;
  /**
   * What a turn reserves beyond its conversation: the prompt's fixed part (instructions and
   * knowledge-base passages) and the most the answer may have (`max_tokens`).
   */
  fixedTokens: number;
}

/**
 * Characters of a turn's message and recorded conversation counted as one token when a turn's
 * tokens are estimated: English runs at about four, so three errs on the side of the budget.
 */
export const CHARS_PER_TOKEN = 3;

/** Why the embedded assistant answered in place of the LLM: the spent budget or share. */
export type FallbackReason = 'day_budget' | 'address_share' | 'session_share';

/**
 * LLM tokens a claimed turn reserved, on the UTC day of `at` (epoch ms), to settle at finish;
 * `shard`: the row of the day's budget they were taken from, where the store keeps several.
 */
export interface Reservation {
  tokens: number;
  at: number;
  shard?: number;
}

/**
 * The attempt to finish. With what its claim recorded (the claimed record) and, when the turn
 * opened its conversation, the owner's key hash, a store whose claim a crash can lose (the
 * claim commits asynchronously) records the claim again before it seals it.
 */
export type FinishKey = AttemptKey &
  Partial<
    Pick<
      TurnRecord,
      'origin' | 'source' | 'ipHash' | 'message' | 'redactionKinds' | 'contextTurnIds'
    >
  > & { openedKeyHash?: string | null };

export interface StartRequest {
  turn: TurnStart;
  owner: Owner;
  /** Each must hold a token, and then each gives one; if any is empty, none gives one. */
  buckets: readonly BucketTake[];
  /** When an LLM answers: the budget a claimed turn reserves its estimated tokens from. */
  llm: LlmBudget | null;
  /** A pending attempt older than this is presumed abandoned. */
  leaseMs: number;
  /** How many of the session's latest answered turns to hand back as the conversation. */
  historyTurns: number;
}

/** A turn of the conversation so far, as recorded. */
export interface RecordedTurn {
  id: number;
  message: string;
  reply: string;
}

/**
 * How the assistant handled an answered turn: the engine's decision (when an LLM wrote the reply,
 * the decision it was told to follow) and, on the LLM path, whether the reply passed the figure
 * check or the engine's own answer took over.
 */
export interface TurnHandling {
  /** The engine's answer kind: 'topic', 'partial', 'handoff', 'out_of_scope', 'fallback', ... */
  kind: string;
  topic: string | null;
  facet: string | null;
  /** 0 to 1; the record keeps four decimals. */
  confidence: number;
  abstained: boolean;
  figureCheck: 'passed' | 'fell_back' | 'not_applicable';
}

/** How an attempt ended. Texts are already redacted. */
export interface TurnOutcome {
  status: Exclude<TurnStatus, 'pending'>;
  reply: string | null;
  sources: Source[];
  provider: string;
  /** Set when the embedded assistant answered because the LLM's budget or a share was spent. */
  fallbackReason: FallbackReason | null;
  model: string | null;
  kbVersion: string | null;
  promptVersion: string | null;
  errorCode: string | null;
  /** Time spent waiting on the provider. */
  providerMs: number | null;
  /** Time from receipt of the request to the outcome. */
  totalMs: number;
  /** LLM tokens spent, when an LLM answered (or tried to). */
  promptTokens: number | null;
  completionTokens: number | null;
  /** How the reply was made; null when there is none. */
  handling: TurnHandling | null;
}

/** The outcome fields of an attempt while it is pending. */
export const PENDING = {
  status: 'pending',
  reply: null,
  sources: [],
  provider: null,
  fallbackReason: null,
  model: null,
  kbVersion: null,
  promptVersion: null,
  errorCode: null,
  providerMs: null,
  totalMs: null,
  promptTokens: null,
  completionTokens: null,
  handling: null,
} as const satisfies Partial<TurnRecord>;

/** The compliance record of one attempt; the outcome fields are empty while it is pending. */
export interface TurnRecord
  extends TurnStart,
    Omit<TurnOutcome, 'status' | 'provider' | 'totalMs'> {
  id: number;
  attempt: number;
  status: TurnStatus;
  provider: string | null;
  totalMs: number | null;
  /** Ids of the recorded turns the provider was shown as the conversation so far. */
  contextTurnIds: number[];
  /** When the store recorded the attempt (epoch ms, the store's clock). */
  createdAt: number;
}

export type StartResult =
  /** The conversation belongs to another visitor: nothing was read or taken. */
  | { outcome: 'not_owner' }
  /** A bucket was empty; nothing was taken. */
  | { outcome: 'limited'; denied: { key: string; retryAfterMs: number }[] }
  /** The message id was used for another message. */
  | { outcome: 'mismatch' }
  /**
   * The caller works on this new attempt now and must finish it. `opened`: this turn opened the
   * conversation, whose owner is now `owner.newKeyHash`. `llm` (when an LLM budget was given):
   * the tokens reserved, or why none could be.
   */
  | {
      outcome: 'claimed';
      record: TurnRecord;
      history: RecordedTurn[];
      opened: boolean;
      llm: { reserved: Reservation } | { denied: FallbackReason } | null;
    }
  /** Already answered: reply with the record, do not ask the provider again. */
  | { outcome: 'replay'; record: TurnRecord }
  /** Another request is working on it and its lease has not run out. */
  | { outcome: 'in_flight'; record: TurnRecord };

export interface TurnStore {
  /**
   * Atomically: the owner of the conversation (a conversation not yet known is opened for
   * `owner.newKeyHash`; one with another owner is 'not_owner', before anything else), then the
   * claim, then every bucket (all or none; a denial undoes the claim and the opening), then the
   * LLM reservation of a claimed turn. A turn not yet answered nor in flight gets a new attempt
   * (a pending one past its lease is first recorded failed, 'abandoned'). A claimed attempt
   * comes back with the session's latest answered turns (other messages, oldest first), whose
   * ids it records, and reserves `fixedTokens` plus its message and those turns at
   * `CHARS_PER_TOKEN` from the day's budget and the shares of its address and session, all or
   * none.
   */
  start(request: StartRequest, now: number): Promise<StartResult>;
  /**
   * Records the outcome if the attempt is still pending; returns whether it did. Either way the
   * LLM tokens it spent settle its reservation (none when `reserved` is undefined: they count on
   * the day of `now`), for the day's budget and the shares of its address and session.
   */
  finish(
    attempt: FinishKey,
    outcome: TurnOutcome,
    now: number,
    reserved?: Reservation,
  ): Promise<boolean>;
}

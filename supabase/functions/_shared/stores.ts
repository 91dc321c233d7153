import type { Source } from '@firm/chat-core/protocol.ts';

/**
 * The record of chat turns and the limits in front of it. Starting a turn (every limit and the
 * claim) is one atomic operation, and so is finishing it, so a SQL implementation does each in
 * one round trip. `now` (epoch ms) is the caller's clock for the limits; the record's own times
 * are the store's.
 */

/** A token bucket: `capacity` tokens at most, refilled continuously at `refillPerSecond`. */
export interface BucketRule {
  capacity: number;
  refillPerSecond: number;
}

/** One bucket to take a token from: its key and its rule. */
export interface BucketTake {
  key: string;
  rule: BucketRule;
}

export type TurnStatus = 'pending' | 'answered' | 'failed';

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

export interface StartRequest {
  turn: TurnStart;
  /** Each must hold a token, and then each gives one; if any is empty, none gives one. */
  buckets: readonly BucketTake[];
  /** LLM tokens allowed per UTC day (of `now`); null when no LLM answers. */
  dailyTokens: number | null;
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

/** How an attempt ended. Texts are already redacted. */
export interface TurnOutcome {
  status: 'answered' | 'failed';
  reply: string | null;
  sources: Source[];
  provider: string;
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
}

/** The outcome fields of an attempt while it is pending. */
export const PENDING = {
  status: 'pending',
  reply: null,
  sources: [],
  provider: null,
  model: null,
  kbVersion: null,
  promptVersion: null,
  errorCode: null,
  providerMs: null,
  totalMs: null,
  promptTokens: null,
  completionTokens: null,
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
  /** A bucket was empty; nothing was taken. */
  | { outcome: 'limited'; denied: { key: string; retryAfterMs: number }[] }
  /** The LLM's tokens for the UTC day of `now` are spent. */
  | { outcome: 'budget_spent' }
  /** The message id was used for another message. */
  | { outcome: 'mismatch' }
  /** The caller works on this new attempt now and must finish it. */
  | { outcome: 'claimed'; record: TurnRecord; history: RecordedTurn[] }
  /** Already answered: reply with the record, do not ask the provider again. */
  | { outcome: 'replay'; record: TurnRecord }
  /** Another request is working on it and its lease has not run out. */
  | { outcome: 'in_flight'; record: TurnRecord };

export interface TurnStore {
  /**
   * Atomically: the daily token budget, then every bucket (all or none), then the claim. A turn
   * not yet answered nor in flight gets a new attempt (a pending one past its lease is first
   * recorded failed, 'abandoned'). A claimed attempt comes back with the session's latest
   * answered turns (other messages, oldest first), whose ids it records.
   */
  start(request: StartRequest, now: number): Promise<StartResult>;
  /**
   * Records the outcome if the attempt is still pending; returns whether it did. The tokens it
   * spent count towards the day's budget either way.
   */
  finish(attempt: AttemptKey, outcome: TurnOutcome, now: number): Promise<boolean>;
}

import type { Source } from '../../../packages/chat-core/src/protocol.ts';

/**
 * Storage behind relay-chat. Every method is one atomic operation, so a SQL implementation does
 * it in one round trip; `now` (epoch ms) comes from the caller, so tests and SQL share one clock.
 */

/** A token bucket: `capacity` tokens at most, refilled continuously at `refillPerSecond`. */
export interface BucketRule {
  capacity: number;
  refillPerSecond: number;
}

export interface TakeResult {
  allowed: boolean;
  /** Whole tokens left after this take. */
  remaining: number;
  /** When denied, how long until a token is available; 0 when allowed. */
  retryAfterMs: number;
}

/** One bucket to take from: its key and its rule. */
export interface BucketTake {
  key: string;
  rule: BucketRule;
}

export interface RateLimiter {
  /**
   * For each bucket, atomically refills it up to `now` and takes one token if there is one
   * (each bucket on its own, as if taken in turn). All buckets in one round trip; results in
   * the order given.
   */
  take(buckets: readonly BucketTake[], now: number): Promise<TakeResult[]>;
}

export type TurnStatus = 'pending' | 'answered' | 'failed';

/** A turn is identified by its session and message ids (the idempotency key). */
export interface TurnKey {
  sessionId: string;
  messageId: string;
}

/** What is known when a turn starts. Texts are already redacted. */
export interface TurnStart extends TurnKey {
  origin: string | null;
  /** Salted hash of the client IP, never the IP itself. */
  ipHash: string;
  message: string;
  redactionKinds: string[];
}

/** How a turn ended. Texts are already redacted. */
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
}

/** The compliance record of one turn; the outcome fields are empty while it is pending. */
export interface TurnRecord
  extends TurnStart,
    Omit<TurnOutcome, 'status' | 'provider' | 'totalMs'> {
  status: TurnStatus;
  provider: string | null;
  totalMs: number | null;
  /** How many requests have worked on this turn (1 on the first). */
  attempts: number;
  createdAt: number;
  /** When the turn was last claimed or finished. */
  updatedAt: number;
}

export type BeginResult =
  /** The caller works on the turn now, as attempt `record.attempts`, and must finish it. */
  | { outcome: 'claimed'; record: TurnRecord }
  /** Already answered: reply with the record, do not ask the provider again. */
  | { outcome: 'replay'; record: TurnRecord }
  /** Another request is working on it and its lease has not run out. */
  | { outcome: 'in_flight'; record: TurnRecord };

export interface TurnStore {
  /**
   * Atomically: a new turn is inserted as pending, attempt 1. A failed turn, or a pending one
   * last claimed `leaseMs` or more ago (presumed abandoned), is claimed again: pending, attempts
   * one higher, outcome fields cleared, its start fields and `createdAt` kept. An answered turn
   * is final and comes back as a replay; a pending one within its lease as in flight, unchanged.
   */
  begin(start: TurnStart, now: number, leaseMs: number): Promise<BeginResult>;
  /**
   * Records the outcome if the turn is still pending as attempt `attempt`; returns whether it
   * did (false when the turn was claimed again since, or already finished).
   */
  finish(key: TurnKey, attempt: number, outcome: TurnOutcome, now: number): Promise<boolean>;
  get(key: TurnKey): Promise<TurnRecord | null>;
}

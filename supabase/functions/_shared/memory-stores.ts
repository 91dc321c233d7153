import type {
  BeginResult,
  BucketTake,
  RateLimiter,
  TakeResult,
  TurnKey,
  TurnOutcome,
  TurnRecord,
  TurnStart,
  TurnStore,
} from './stores.ts';

/**
 * In-memory stores for one process: local development, tests, and a single isolate. Entries are
 * kept in last-update order, so expired ones are swept from the front at O(1) amortized cost.
 */

interface Bucket {
  tokens: number;
  updatedAt: number;
  /** When the bucket is full again and may be forgotten. */
  fullAt: number;
}

export function memoryRateLimiter(): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const takeOne = ({ key, rule }: BucketTake, now: number): TakeResult => {
    const { capacity, refillPerSecond } = rule;
    const bucket = buckets.get(key);
    const elapsed = bucket ? Math.max(0, now - bucket.updatedAt) : 0;
    let tokens = bucket
      ? Math.min(capacity, bucket.tokens + (elapsed / 1000) * refillPerSecond)
      : capacity;
    const allowed = tokens >= 1;
    if (allowed) tokens -= 1;
    buckets.delete(key);
    buckets.set(key, {
      tokens,
      updatedAt: now,
      fullAt: now + ((capacity - tokens) / refillPerSecond) * 1000,
    });
    return {
      allowed,
      remaining: Math.floor(tokens),
      retryAfterMs: allowed ? 0 : Math.ceil(((1 - tokens) / refillPerSecond) * 1000),
    };
  };
  return {
    take(takes: readonly BucketTake[], now: number): Promise<TakeResult[]> {
      for (const [oldKey, old] of buckets) {
        if (old.fullAt > now) break;
        buckets.delete(oldKey);
      }
      return Promise.resolve(takes.map((take) => takeOne(take, now)));
    },
  };
}

/**
 * Turns are forgotten `retentionMs` after their last update: by default ten minutes, the
 * window in which a repeated message gets the same reply.
 */
export function memoryTurnStore({ retentionMs = 10 * 60 * 1000 } = {}): TurnStore {
  const turns = new Map<string, TurnRecord>();
  const id = ({ sessionId, messageId }: TurnKey) => `${sessionId}\u0000${messageId}`;
  const save = (record: TurnRecord) => {
    turns.delete(id(record));
    turns.set(id(record), record);
    return structuredClone(record);
  };

  return {
    begin(start: TurnStart, now: number, leaseMs: number): Promise<BeginResult> {
      for (const [key, old] of turns) {
        if (now - old.updatedAt < retentionMs) break;
        turns.delete(key);
      }
      const existing = turns.get(id(start));
      if (existing?.status === 'answered') {
        return Promise.resolve({ outcome: 'replay', record: structuredClone(existing) });
      }
      if (existing?.status === 'pending' && now - existing.updatedAt < leaseMs) {
        return Promise.resolve({ outcome: 'in_flight', record: structuredClone(existing) });
      }
      const record = save({
        ...structuredClone(existing ?? start),
        status: 'pending',
        attempts: (existing?.attempts ?? 0) + 1,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
        reply: null,
        sources: [],
        provider: null,
        model: null,
        kbVersion: null,
        promptVersion: null,
        errorCode: null,
        providerMs: null,
        totalMs: null,
      });
      return Promise.resolve({ outcome: 'claimed', record });
    },

    finish(key: TurnKey, attempt: number, outcome: TurnOutcome, now: number): Promise<boolean> {
      const existing = turns.get(id(key));
      if (existing?.status !== 'pending' || existing.attempts !== attempt) {
        return Promise.resolve(false);
      }
      save({ ...existing, ...structuredClone(outcome), updatedAt: now });
      return Promise.resolve(true);
    },

    get(key: TurnKey): Promise<TurnRecord | null> {
      const record = turns.get(id(key));
      return Promise.resolve(record ? structuredClone(record) : null);
    },
  };
}

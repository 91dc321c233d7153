import {
  type AttemptKey,
  type BucketTake,
  PENDING,
  type StartRequest,
  type StartResult,
  type TurnOutcome,
  type TurnRecord,
  type TurnStore,
} from './stores.ts';

/**
 * The turn store in one process's memory: tests, the in-process bench, a single isolate.
 * Entries are kept in last-update order, so expired ones are swept from the front at O(1)
 * amortized cost.
 */

interface Bucket {
  tokens: number;
  updatedAt: number;
  /** When the bucket is full again and may be forgotten. */
  fullAt: number;
}

const DAY_MS = 86_400_000;

/** Tokens in a bucket at `now`, refilled since its last take and capped at its capacity. */
const refilled = (
  bucket: Bucket | undefined,
  { capacity, refillPerSecond }: BucketTake['rule'],
  now: number,
) =>
  bucket
    ? Math.min(
        capacity,
        bucket.tokens + (Math.max(0, now - bucket.updatedAt) / 1000) * refillPerSecond,
      )
    : capacity;

/**
 * Turns are forgotten `retentionMs` after they were last written: by default ten minutes, the
 * window in which a repeated message gets the same reply.
 */
export function memoryTurnStore({ retentionMs = 10 * 60 * 1000 } = {}) {
  const buckets = new Map<string, Bucket>();
  /** Attempts of each turn, oldest first, by session and message id. */
  const turns = new Map<string, TurnRecord[]>();
  /** Answered attempts of each session, in the order they started (by id). */
  const answered = new Map<string, TurnRecord[]>();
  const touched = new Map<string, number>();
  /** LLM tokens spent per UTC day number. */
  const usage = new Map<number, number>();
  let lastId = 0;
  const turnId = (sessionId: string, messageId: string) => `${sessionId}\u0000${messageId}`;
  const touch = (id: string, now: number) => {
    touched.delete(id);
    touched.set(id, now);
  };
  const sweep = (now: number) => {
    for (const [key, old] of buckets) {
      if (old.fullAt > now) break;
      buckets.delete(key);
    }
    for (const [id, at] of touched) {
      if (now - at < retentionMs) break;
      touched.delete(id);
      for (const record of turns.get(id) ?? []) {
        const list = answered.get(record.sessionId);
        const index = list?.indexOf(record) ?? -1;
        if (index >= 0) list?.splice(index, 1);
        if (list?.length === 0) answered.delete(record.sessionId);
      }
      turns.delete(id);
    }
  };

  /** The session's latest answered turns but `messageId`'s, oldest first. */
  const historyOf = (sessionId: string, messageId: string, count: number) => {
    const list = answered.get(sessionId) ?? [];
    const picked: TurnRecord[] = [];
    for (let i = list.length - 1; i >= 0 && picked.length < count; i--) {
      const record = list[i] as TurnRecord;
      if (record.messageId !== messageId) picked.push(record);
    }
    return picked.reverse().map((t) => ({ id: t.id, message: t.message, reply: t.reply ?? '' }));
  };

  /** Takes one token from every bucket, or from none when any is empty. */
  const take = (takes: readonly BucketTake[], now: number) => {
    const levels = takes.map(({ key, rule }) => refilled(buckets.get(key), rule, now));
    const denied = takes.flatMap(({ key, rule }, i) => {
      const tokens = levels[i] as number;
      return tokens >= 1
        ? []
        : [{ key, retryAfterMs: Math.ceil(((1 - tokens) / rule.refillPerSecond) * 1000) }];
    });
    if (denied.length > 0) return denied;
    takes.forEach(({ key, rule }, i) => {
      const tokens = (levels[i] as number) - 1;
      buckets.delete(key);
      buckets.set(key, {
        tokens,
        updatedAt: now,
        fullAt: now + ((rule.capacity - tokens) / rule.refillPerSecond) * 1000,
      });
    });
    return [];
  };

  const seal = (record: TurnRecord, outcome: Partial<TurnOutcome>) =>
    Object.assign(record, outcome);

  const store: TurnStore = {
    start({ turn, buckets: takes, dailyTokens, leaseMs, historyTurns }: StartRequest, now) {
      sweep(now);
      const result = ((): StartResult => {
        if (dailyTokens !== null && (usage.get(Math.floor(now / DAY_MS)) ?? 0) >= dailyTokens) {
          return { outcome: 'budget_spent' };
        }
        const denied = take(takes, now);
        if (denied.length > 0) return { outcome: 'limited', denied };
        const id = turnId(turn.sessionId, turn.messageId);
        const attempts = turns.get(id) ?? [];
        const latest = attempts.at(-1);
        if (latest && latest.message !== turn.message) return { outcome: 'mismatch' };
        if (latest?.status === 'answered')
          return { outcome: 'replay', record: structuredClone(latest) };
        if (latest?.status === 'pending') {
          if (now - latest.createdAt < leaseMs) {
            return { outcome: 'in_flight', record: structuredClone(latest) };
          }
          seal(latest, { status: 'failed', errorCode: 'abandoned' });
        }
        const history = historyOf(turn.sessionId, turn.messageId, historyTurns);
        const record: TurnRecord = {
          ...structuredClone(turn),
          id: ++lastId,
          attempt: (latest?.attempt ?? 0) + 1,
          ...structuredClone(PENDING),
          contextTurnIds: history.map((t) => t.id),
          createdAt: now,
        };
        turns.set(id, [...attempts, record]);
        touch(id, now);
        return { outcome: 'claimed', record: structuredClone(record), history };
      })();
      return Promise.resolve(result);
    },

    finish({ sessionId, messageId, attempt }: AttemptKey, outcome, now) {
      const spent = (outcome.promptTokens ?? 0) + (outcome.completionTokens ?? 0);
      const day = Math.floor(now / DAY_MS);
      if (spent > 0) usage.set(day, (usage.get(day) ?? 0) + spent);
      const id = turnId(sessionId, messageId);
      const record = turns.get(id)?.find((t) => t.attempt === attempt);
      if (record?.status !== 'pending') return Promise.resolve(false);
      seal(record, structuredClone(outcome));
      if (outcome.status === 'answered') {
        const list = answered.get(sessionId) ?? [];
        let at = list.length;
        while (at > 0 && (list[at - 1] as TurnRecord).id > record.id) at--;
        list.splice(at, 0, record);
        answered.set(sessionId, list);
      }
      touch(id, now);
      return Promise.resolve(true);
    },
  };

  return {
    ...store,
    /** Every attempt kept, in the order they started. */
    records: (): TurnRecord[] =>
      structuredClone([...turns.values()].flat().sort((a, b) => a.id - b.id)),
  };
}

import type { Source } from '@firm/contract/protocol.ts';
import {
  type AttemptKey,
  type BucketTake,
  CHARS_PER_TOKEN,
  type LlmBudget,
  PENDING,
  type Reservation,
  type StartRequest,
  type StartResult,
  type TurnOutcome,
  type TurnRecord,
  type TurnStore,
} from '../functions/_shared/stores.ts';

/**
 * The turn store in one process's memory: tests, the in-process bench, a single isolate.
 * Records are handed out as shallow copies whose arrays (kinds, sources, context ids) are
 * frozen when written, so they are shared, never deep-copied.
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
 * Turns, and the owners of conversations, are forgotten `retentionMs` after they were last
 * written: by default ten minutes, the window in which a repeated message gets the same reply.
 * The next turn of a conversation forgotten goes to a new one, as for any secret unknown.
 */
export function memoryTurnStore({ retentionMs = 10 * 60 * 1000 } = {}) {
  const buckets = new Map<string, Bucket>();
  /** Attempts of each turn, oldest first, by session and message id. */
  const turns = new Map<string, TurnRecord[]>();
  /** Answered attempts of each session, in the order they started (by id). */
  const answered = new Map<string, TurnRecord[]>();
  const touched = new Map<string, number>();
  /** The owner of each conversation (the hash of its secret), in last-use order. */
  const owners = new Map<string, { hash: string; at: number }>();
  /** LLM tokens reserved or spent per UTC day number, in all and per `ip:` and `session:` key. */
  const usage = new Map<number, Map<string, number>>();
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
    for (const [session, { at }] of owners) {
      if (now - at < retentionMs) break;
      owners.delete(session);
    }
    for (const day of usage.keys()) {
      if (day < Math.floor(now / DAY_MS) - 1) usage.delete(day);
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

  const spent = (day: number, key: string) => usage.get(day)?.get(key) ?? 0;
  /** Adds `delta` tokens to the day's total and to each share, never below zero. */
  const add = (day: number, keys: string[], delta: number) => {
    const counts = usage.get(day) ?? new Map<string, number>();
    for (const key of ['day', ...keys]) counts.set(key, Math.max(0, spent(day, key) + delta));
    usage.set(day, counts);
  };
  /** Reserves `tokens` of the day's budget and both shares, all or none (as llm_reserve()). */
  const reserve = (budget: LlmBudget, record: TurnRecord, tokens: number, now: number) => {
    const day = Math.floor(now / DAY_MS);
    const shares = [`ip:${record.ipHash}`, `session:${record.sessionId}`];
    if (spent(day, shares[0] as string) + tokens > budget.addressTokens) {
      return { denied: 'address_share' as const };
    }
    if (spent(day, shares[1] as string) + tokens > budget.sessionTokens) {
      return { denied: 'session_share' as const };
    }
    if (spent(day, 'day') + tokens > budget.dayTokens) return { denied: 'day_budget' as const };
    add(day, shares, tokens);
    return { reserved: { tokens, at: now } };
  };

  const store: TurnStore = {
    start({ turn, owner, buckets: takes, llm, leaseMs, historyTurns }: StartRequest, now) {
      sweep(now);
      const result = ((): StartResult => {
        const hash = owners.get(turn.sessionId)?.hash ?? owner.newKeyHash;
        const opened = !owners.has(turn.sessionId);
        if (hash === null || (!opened && hash !== owner.keyHash)) return { outcome: 'not_owner' };
        const denied = take(takes, now);
        if (denied.length > 0) return { outcome: 'limited', denied };
        owners.delete(turn.sessionId);
        owners.set(turn.sessionId, { hash, at: now });
        const id = turnId(turn.sessionId, turn.messageId);
        const attempts = turns.get(id) ?? [];
        const latest = attempts.at(-1);
        if (latest && latest.message !== turn.message) return { outcome: 'mismatch' };
        if (latest?.status === 'answered') return { outcome: 'replay', record: { ...latest } };
        if (latest?.status === 'pending') {
          if (now - latest.createdAt < leaseMs) {
            return { outcome: 'in_flight', record: { ...latest } };
          }
          seal(latest, { status: 'failed', errorCode: 'abandoned' });
        }
        const history = historyOf(turn.sessionId, turn.messageId, historyTurns);
        const record: TurnRecord = {
          ...turn,
          redactionKinds: Object.freeze([...turn.redactionKinds]) as string[],
          id: ++lastId,
          attempt: (latest?.attempt ?? 0) + 1,
          ...PENDING,
          sources: [],
          contextTurnIds: Object.freeze(history.map((t) => t.id)) as number[],
          createdAt: now,
        };
        turns.set(id, [...attempts, record]);
        touch(id, now);
        const chars = history.reduce(
          (sum, t) => sum + t.message.length + t.reply.length,
          turn.message.length,
        );
        return {
          outcome: 'claimed',
          record: { ...record },
          history,
          opened,
          llm:
            llm && reserve(llm, record, llm.fixedTokens + Math.ceil(chars / CHARS_PER_TOKEN), now),
        };
      })();
      return Promise.resolve(result);
    },

    finish({ sessionId, messageId, attempt }: AttemptKey, outcome, now, reserved?: Reservation) {
      const id = turnId(sessionId, messageId);
      const record = turns.get(id)?.find((t) => t.attempt === attempt);
      const delta =
        (outcome.promptTokens ?? 0) + (outcome.completionTokens ?? 0) - (reserved?.tokens ?? 0);
      if (delta !== 0) {
        add(
          Math.floor((reserved?.at ?? now) / DAY_MS),
          [`ip:${record?.ipHash ?? ''}`, `session:${sessionId}`],
          delta,
        );
      }
      if (record?.status !== 'pending') return Promise.resolve(false);
      const { handling } = outcome;
      seal(record, {
        ...outcome,
        sources: Object.freeze([...outcome.sources]) as Source[],
        // As the database keeps it: four decimals, within 0 to 1.
        handling: handling && {
          ...handling,
          confidence: Math.round(Math.min(1, Math.max(0, handling.confidence)) * 1e4) / 1e4,
        },
      });
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

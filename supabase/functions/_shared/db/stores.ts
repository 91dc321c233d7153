import type { Source } from '../../../../packages/chat-core/src/protocol.ts';
import type {
  BeginResult,
  RateLimiter,
  TakeResult,
  TurnKey,
  TurnRecord,
  TurnStatus,
  TurnStore,
} from '../stores.ts';
import type { Db } from './db.ts';

/**
 * The stores on Postgres (supabase/migrations): shared by every isolate, and each operation is
 * one statement, so one round trip. Works the same over postgres.js and PGlite.
 */

/** The stores relay-chat needs, both on one database. */
export interface SqlStores {
  rateLimiter: RateLimiter;
  turns: TurnStore;
}

export const sqlStores = (db: Db): SqlStores => ({
  rateLimiter: sqlRateLimiter(db),
  turns: sqlTurnStore(db),
});

/**
 * Token buckets through take_rate_token(), which serializes concurrent takes on one key. All of
 * a request's buckets go in one statement; keys are taken in sorted order, so two requests
 * sharing keys lock their rows in the same order and cannot deadlock.
 */
export function sqlRateLimiter(db: Db): RateLimiter {
  return {
    async take(buckets, now) {
      const order = buckets
        .map((_, i) => i)
        .sort((a, b) => {
          const [x, y] = [buckets[a]?.key ?? '', buckets[b]?.key ?? ''];
          return x < y ? -1 : x > y ? 1 : 0;
        });
      const rows = await db.query<{
        granted: boolean;
        remaining: number;
        retry_after_ms: number | null;
      }>(
        `select t.granted, t.remaining, t.retry_after_ms
           from unnest($1::text[], $2::float8[], $3::float8[]) with ordinality
             as b(key, capacity, refill_per_sec, n)
           cross join lateral take_rate_token(b.key, b.capacity, b.refill_per_sec, 1, $4) as t
           order by b.n`,
        [
          order.map((i) => buckets[i]?.key),
          order.map((i) => buckets[i]?.rule.capacity),
          order.map((i) => buckets[i]?.rule.refillPerSecond),
          now,
        ],
      );
      if (rows.length !== buckets.length) throw new Error('take_rate_token returned too few rows');
      const results: TakeResult[] = new Array(buckets.length);
      order.forEach((i, n) => {
        const row = rows[n] as (typeof rows)[number];
        results[i] = {
          allowed: row.granted,
          remaining: Math.floor(row.remaining),
          retryAfterMs: row.retry_after_ms ?? Number.POSITIVE_INFINITY,
        };
      });
      return results;
    },
  };
}

interface TurnRow extends Record<string, unknown> {
  session_id: string;
  message_id: string;
  origin: string | null;
  ip_hash: string;
  message_redacted: string;
  redacted_kinds: string[];
  status: TurnStatus;
  reply_redacted: string | null;
  sources: Source[];
  provider: string | null;
  model: string | null;
  kb_version: string | null;
  prompt_version: string | null;
  error_code: string | null;
  provider_ms: number | null;
  total_ms: number | null;
  attempts: number;
  created_ms: number;
  updated_ms: number;
}

const RECORD_COLUMNS = `session_id, message_id, origin, ip_hash, message_redacted,
  redacted_kinds, status, reply_redacted, sources, provider, model, kb_version, prompt_version,
  error_code, provider_ms, total_ms, attempts,
  (extract(epoch from created_at) * 1000)::float8 as created_ms,
  (extract(epoch from updated_at) * 1000)::float8 as updated_ms`;

function toRecord(row: TurnRow): TurnRecord {
  return {
    sessionId: row.session_id,
    messageId: row.message_id,
    origin: row.origin,
    ipHash: row.ip_hash,
    message: row.message_redacted,
    redactionKinds: row.redacted_kinds,
    status: row.status,
    reply: row.reply_redacted,
    sources: row.sources,
    provider: row.provider,
    model: row.model,
    kbVersion: row.kb_version,
    promptVersion: row.prompt_version,
    errorCode: row.error_code,
    providerMs: row.provider_ms,
    totalMs: row.total_ms,
    attempts: row.attempts,
    createdAt: row.created_ms,
    updatedAt: row.updated_ms,
  };
}

/** $1 epoch milliseconds -> timestamptz. */
const AT = (param: number) => `to_timestamp($${param}::float8 / 1000)`;

/** The compliance record as the turn store; the attempt number says who may finish a turn. */
export function sqlTurnStore(db: Db): TurnStore {
  // Claims the turn if it is new, failed, or pending beyond its lease; else the statement's
  // snapshot shows the row as it is. The snapshot may miss a row that a concurrent request
  // inserted just before the conflict, so an empty result means: look again.
  const begin = `with claimed as (
      insert into chat_turns as t (session_id, message_id, origin, ip_hash, message_redacted,
        redacted_kinds, created_at, updated_at)
      values ($1, $2, $3, $4, $5, $6::text[], ${AT(7)}, ${AT(7)})
      on conflict (session_id, message_id) do update set
        status = 'pending', attempts = t.attempts + 1,
        updated_at = excluded.updated_at, completed_at = null, reply_redacted = null,
        sources = '[]', provider = null, model = null, kb_version = null, prompt_version = null,
        error_code = null, provider_ms = null, total_ms = null
      where t.status = 'failed'
        or (t.status = 'pending' and t.updated_at <= ${AT(7)} - make_interval(secs => $8::float8 / 1000))
      returning ${RECORD_COLUMNS}
    )
    select 'claimed' as outcome, * from claimed
    union all
    select case status when 'answered' then 'replay' else 'in_flight' end, ${RECORD_COLUMNS}
    from chat_turns
    where session_id = $1 and message_id = $2 and not exists (select from claimed)`;

  return {
    async begin(start, now, leaseMs) {
      const params = [
        start.sessionId,
        start.messageId,
        start.origin,
        start.ipHash,
        start.message,
        start.redactionKinds,
        now,
        leaseMs,
      ];
      for (let look = 0; look < 3; look++) {
        const [row] = await db.query<TurnRow & { outcome: BeginResult['outcome'] }>(begin, params);
        if (row) return { outcome: row.outcome, record: toRecord(row) } as BeginResult;
      }
      throw new Error('chat turn neither claimed nor found');
    },

    async finish({ sessionId, messageId }, attempt, outcome, now) {
      const rows = await db.query(
        `update chat_turns set status = $4, reply_redacted = $5, sources = $6::text::jsonb,
           provider = $7, model = $8, kb_version = $9, prompt_version = $10, error_code = $11,
           provider_ms = $12, total_ms = $13, updated_at = ${AT(14)}, completed_at = ${AT(14)}
         where session_id = $1 and message_id = $2 and attempts = $3 and status = 'pending'
         returning 1`,
        [
          sessionId,
          messageId,
          attempt,
          outcome.status,
          outcome.reply,
          JSON.stringify(outcome.sources),
          outcome.provider,
          outcome.model,
          outcome.kbVersion,
          outcome.promptVersion,
          outcome.errorCode,
          outcome.providerMs === null ? null : Math.round(outcome.providerMs),
          Math.round(outcome.totalMs),
          now,
        ],
      );
      return rows.length === 1;
    },

    async get({ sessionId, messageId }: TurnKey) {
      const [row] = await db.query<TurnRow>(
        `select ${RECORD_COLUMNS} from chat_turns where session_id = $1 and message_id = $2`,
        [sessionId, messageId],
      );
      return row ? toRecord(row) : null;
    },
  };
}

import type { Source } from '@firm/contract/protocol.ts';
import {
  CHARS_PER_TOKEN,
  type FallbackReason,
  type RecordedTurn,
  type TurnHandling,
  type TurnRecord,
  type TurnStatus,
  type TurnStore,
} from '../stores.ts';
import { type Db, queryOne } from './db.ts';

/**
 * The turn store on Postgres (supabase/migrations), shared by every isolate: start_chat_turn()
 * and finish_chat_turn(), one statement (so one round trip) each. The only rights the function's
 * database role (chat_relay) needs are to call those two. Works the same over postgres.js and
 * PGlite.
 */

/**
 * A chat_turns row as JSON, the redacted texts under the names `message` and `reply`: what
 * chat_turn_json() hands the function and what the transcripts export writes.
 */
export interface ChatTurnRow {
  session_id: string;
  message_id: string;
  attempt: number;
  status: TurnStatus;
  message: string;
  redacted_kinds: string[];
  origin: string | null;
  source: string | null;
  ip_hash: string | null;
  reply: string | null;
  sources: Source[];
  provider: string | null;
  fallback_reason: FallbackReason | null;
  model: string | null;
  kb_version: string | null;
  prompt_version: string | null;
  error_code: string | null;
  provider_ms: number | null;
  total_ms: number | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  context_turn_ids: number[];
  answer_kind: string | null;
  topic: string | null;
  facet: string | null;
  confidence: number | null;
  abstained: boolean | null;
  figure_check: TurnHandling['figureCheck'] | null;
}

/** A turn as chat_turn_json() writes it; the function's own turns always carry an ip_hash. */
export interface TurnJson extends ChatTurnRow {
  id: number;
  ip_hash: string;
  created_ms: number | string;
}

/** The handling columns as one value: null on a turn sealed without them (or before them). */
function toHandling(row: ChatTurnRow): TurnHandling | null {
  if (row.answer_kind === null || row.figure_check === null) return null;
  return {
    kind: row.answer_kind,
    topic: row.topic,
    facet: row.facet,
    confidence: Number(row.confidence),
    abstained: row.abstained ?? false,
    figureCheck: row.figure_check,
  };
}

export function toRecord(row: TurnJson): TurnRecord {
  return {
    id: Number(row.id),
    sessionId: row.session_id,
    messageId: row.message_id,
    attempt: row.attempt,
    status: row.status,
    message: row.message,
    redactionKinds: row.redacted_kinds,
    origin: row.origin,
    source: row.source,
    ipHash: row.ip_hash,
    reply: row.reply,
    sources: row.sources,
    provider: row.provider,
    fallbackReason: row.fallback_reason,
    model: row.model,
    kbVersion: row.kb_version,
    promptVersion: row.prompt_version,
    errorCode: row.error_code,
    providerMs: row.provider_ms,
    totalMs: row.total_ms,
    promptTokens: row.prompt_tokens,
    completionTokens: row.completion_tokens,
    contextTurnIds: row.context_turn_ids.map(Number),
    handling: toHandling(row),
    createdAt: Number(row.created_ms),
  };
}

type StartJson =
  | { outcome: 'limited'; denied: { key: string; retry_after_ms: number | null }[] }
  | { outcome: 'not_owner' | 'mismatch' }
  | {
      outcome: 'claimed';
      turn: TurnJson;
      history: RecordedTurn[];
      opened: boolean;
      llm?: { reserved: number } | { denied: FallbackReason };
    }
  | { outcome: 'replay' | 'in_flight'; turn: TurnJson };

export function sqlTurnStore(db: Db): TurnStore {
  return {
    async start({ turn, owner, buckets, llm, leaseMs, historyTurns }, now) {
      const { result } = await queryOne<{ result: StartJson }>(
        db,
        `select public.start_chat_turn($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10::text[],
           $11::float8[], $12::float8[], $13::text::jsonb, $14::float8, $15::int,
           $16::float8) as result`,
        [
          turn.sessionId,
          turn.messageId,
          turn.origin,
          turn.source,
          turn.ipHash,
          turn.message,
          turn.redactionKinds,
          owner.keyHash,
          owner.newKeyHash,
          buckets.map((b) => b.key),
          buckets.map((b) => b.rule.capacity),
          buckets.map((b) => b.rule.refillPerSecond),
          llm &&
            JSON.stringify({
              day_tokens: llm.dayTokens,
              address_tokens: llm.addressTokens,
              session_tokens: llm.sessionTokens,
              fixed_tokens: llm.fixedTokens,
              chars_per_token: CHARS_PER_TOKEN,
            }),
          leaseMs,
          historyTurns,
          now,
        ],
      );
      switch (result.outcome) {
        case 'limited':
          return {
            outcome: 'limited',
            denied: result.denied.map(({ key, retry_after_ms }) => ({
              key,
              retryAfterMs: retry_after_ms ?? Number.POSITIVE_INFINITY,
            })),
          };
        case 'not_owner':
        case 'mismatch':
          return { outcome: result.outcome };
        case 'claimed':
          return {
            outcome: 'claimed',
            record: toRecord(result.turn),
            history: result.history.map((t) => ({ ...t, id: Number(t.id) })),
            opened: result.opened,
            llm: !result.llm
              ? null
              : 'reserved' in result.llm
                ? { reserved: { tokens: Number(result.llm.reserved), at: now } }
                : result.llm,
          };
        default:
          return { outcome: result.outcome, record: toRecord(result.turn) };
      }
    },

    async finish({ sessionId, messageId, attempt }, outcome, now, reserved) {
      const whole = (ms: number | null) => (ms === null ? null : Math.round(ms));
      const { sealed } = await queryOne<{ sealed: boolean }>(
        db,
        `select public.finish_chat_turn($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8, $9, $10, $11,
           $12, $13::int, $14::int, $15::int, $16::int, $17::bigint, $18::float8,
           $19::float8, $20::text::jsonb) as sealed`,
        [
          sessionId,
          messageId,
          attempt,
          outcome.status,
          outcome.reply,
          JSON.stringify(outcome.sources),
          outcome.provider,
          outcome.fallbackReason,
          outcome.model,
          outcome.kbVersion,
          outcome.promptVersion,
          outcome.errorCode,
          whole(outcome.providerMs),
          whole(outcome.totalMs),
          outcome.promptTokens,
          outcome.completionTokens,
          reserved?.tokens ?? null,
          reserved?.at ?? null,
          now,
          outcome.handling &&
            JSON.stringify({
              kind: outcome.handling.kind,
              topic: outcome.handling.topic,
              facet: outcome.handling.facet,
              confidence: outcome.handling.confidence,
              abstained: outcome.handling.abstained,
              figure_check: outcome.handling.figureCheck,
            }),
        ],
      );
      return sealed;
    },
  };
}

/** Every attempt in the record, in the order they started (for tests and tools, as the owner). */
export async function readRecords(db: Db): Promise<TurnRecord[]> {
  const rows = await db.query<{ turn: TurnJson }>(
    'select public.chat_turn_json(t) as turn from public.chat_turns t order by t.id',
  );
  return rows.map((row) => toRecord(row.turn));
}

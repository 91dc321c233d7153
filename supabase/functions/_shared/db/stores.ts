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
 * and finish_chat_turn(), one simple-protocol statement (so one round trip) each. The only rights the function's
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
      /** A turn whose id the request named in known_turn_ids comes as its id alone. */
      history: (RecordedTurn | { id: number })[];
      opened: boolean;
      llm?: { reserved: number; shard: number } | { denied: FallbackReason };
    }
  | { outcome: 'replay' | 'in_flight'; turn: TurnJson };

/**
 * An escape of JSON.stringify's output that a jsonb cannot hold, with the backslashes before it
 * (an even number: escaped backslashes, not part of the escape): `\u0000` (NUL, which no text
 * of the database holds) and `\udXXX` of a surrogate (JSON.stringify escapes only an unpaired
 * one; a pair is written as its characters).
 */
const UNHELD = /(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/g;

/**
 * Calls `fn` with `request` as its one jsonb argument, in one statement and one round trip: the
 * argument is written into the statement as a dollar-quoted literal, so it runs over the simple
 * protocol, with no prepared statement (Supabase's transaction pooler takes it). Every `$` of the
 * JSON is written `\u0024`, so nothing in it can close the quote; texts the record cannot hold
 * (NUL, unpaired surrogates) become U+FFFD, as they would in a text parameter's UTF-8. Both are
 * rewritten in the JSON text, after one plain JSON.stringify (a replacer function would be
 * called on every value of the request).
 */
async function call<T>(db: Db, fn: string, request: unknown): Promise<T> {
  const plain = JSON.stringify(request);
  // Most requests hold no escape of the kind at all: one look for `\u` spares the pattern.
  const held = plain.includes('\\u') ? plain.replace(UNHELD, '$1\\ufffd') : plain;
  const json = held.replaceAll('$', '\\u0024');
  const { result } = await queryOne<{ result: T }>(
    db,
    `select public.${fn}($json$${json}$json$::jsonb) as result`,
  );
  return result;
}

/** Conversations whose earlier turns' texts a store keeps, the most recently started. */
const KEPT_CONVERSATIONS = 256;

/**
 * The texts of the earlier turns a store has read, by conversation and turn id, for the
 * conversations started most recently. A turn in a conversation's history is sealed and answered,
 * and a sealed turn never changes (the record's triggers), so its texts, once read, stand for
 * it: a start names the ids it holds and gets only the others' texts (about a tenth of a
 * ten-turn conversation's). Which turns the conversation holds still comes from the record at
 * every start; only texts are kept, never what a turn is.
 */
function turnTexts() {
  const kept = new Map<string, Map<number, RecordedTurn>>();
  return {
    /** The texts kept for a conversation: hold on to them across the start that uses them. */
    of: (sessionId: string) => kept.get(sessionId) ?? new Map<number, RecordedTurn>(),
    /** The conversation's history as the record gave it, each text from it or from `known`. */
    history(
      sessionId: string,
      known: Map<number, RecordedTurn>,
      rows: (RecordedTurn | { id: number })[],
    ): RecordedTurn[] {
      const history = rows.map((row) => {
        const id = Number(row.id);
        if ('message' in row) return Object.freeze({ id, message: row.message, reply: row.reply });
        const texts = known.get(id);
        if (!texts) throw new Error(`start_chat_turn left out the texts of turn ${id}, not held`);
        return texts;
      });
      kept.delete(sessionId);
      kept.set(sessionId, new Map(history.map((t) => [t.id, t])));
      if (kept.size > KEPT_CONVERSATIONS) kept.delete(kept.keys().next().value as string);
      return history;
    },
  };
}

export function sqlTurnStore(db: Db): TurnStore {
  const texts = turnTexts();
  return {
    async start({ turn, owner, buckets, llm, leaseMs, historyTurns }, now) {
      const known = texts.of(turn.sessionId);
      const result = await call<StartJson>(db, 'start_chat_turn', {
        session_id: turn.sessionId,
        message_id: turn.messageId,
        origin: turn.origin,
        source: turn.source,
        ip_hash: turn.ipHash,
        message: turn.message,
        redacted_kinds: turn.redactionKinds,
        key_hash: owner.keyHash,
        new_key_hash: owner.newKeyHash,
        buckets: buckets.map(({ key, rule, shards = 1 }) => ({
          key,
          capacity: rule.capacity,
          refill: rule.refillPerSecond,
          shards,
        })),
        llm: llm && {
          day_tokens: llm.dayTokens,
          address_tokens: llm.addressTokens,
          session_tokens: llm.sessionTokens,
          fixed_tokens: llm.fixedTokens,
          chars_per_token: CHARS_PER_TOKEN,
        },
        lease_ms: leaseMs,
        history_turns: historyTurns,
        known_turn_ids: [...known.keys()],
        now_ms: now,
      });
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
            history: texts.history(turn.sessionId, known, result.history),
            opened: result.opened,
            llm: !result.llm
              ? null
              : 'reserved' in result.llm
                ? {
                    reserved: {
                      tokens: Number(result.llm.reserved),
                      at: now,
                      shard: result.llm.shard,
                    },
                  }
                : result.llm,
          };
        default:
          return { outcome: result.outcome, record: toRecord(result.turn) };
      }
    },

    finish(attempt, outcome, now, reserved) {
      const whole = (ms: number | null) => (ms === null ? null : Math.round(ms));
      return call<boolean>(db, 'finish_chat_turn', {
        session_id: attempt.sessionId,
        message_id: attempt.messageId,
        attempt: attempt.attempt,
        outcome: {
          status: outcome.status,
          reply_redacted: outcome.reply,
          sources: outcome.sources,
          provider: outcome.provider,
          fallback_reason: outcome.fallbackReason,
          model: outcome.model,
          kb_version: outcome.kbVersion,
          prompt_version: outcome.promptVersion,
          error_code: outcome.errorCode,
          provider_ms: whole(outcome.providerMs),
          total_ms: whole(outcome.totalMs),
          prompt_tokens: outcome.promptTokens,
          completion_tokens: outcome.completionTokens,
          handling: outcome.handling && {
            kind: outcome.handling.kind,
            topic: outcome.handling.topic,
            facet: outcome.handling.facet,
            confidence: outcome.handling.confidence,
            abstained: outcome.handling.abstained,
            figure_check: outcome.handling.figureCheck,
          },
        },
        claim:
          attempt.message === undefined
            ? null
            : {
                origin: attempt.origin,
                source: attempt.source,
                ip_hash: attempt.ipHash,
                message_redacted: attempt.message,
                redacted_kinds: attempt.redactionKinds,
                context_turn_ids: attempt.contextTurnIds,
                owner_key_hash: attempt.openedKeyHash ?? null,
              },
        reserved: reserved && {
          tokens: reserved.tokens,
          at_ms: reserved.at,
          shard: reserved.shard,
        },
        now_ms: now,
      });
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

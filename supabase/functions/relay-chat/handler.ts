import { MESSAGES } from '@firm/contract/messages.ts';
import {
  type ChatReply,
  IDEMPOTENCY_HEADER,
  LIMITS,
  SESSION_ID_HEADER,
  SESSION_KEY_HEADER,
} from '@firm/contract/protocol.ts';
import { clientNetwork, ipHasher, UNKNOWN_CLIENT } from '../_shared/client-address.ts';
import type { Clock } from '../_shared/clock.ts';
import { corsHeaders, type OriginPolicy } from '../_shared/cors.ts';
import {
  errorResponse,
  type Handler,
  HttpError,
  json,
  readCapped,
  retryAfter,
} from '../_shared/http.ts';
import type { LogEntry, Logger } from '../_shared/log.ts';
import { hashSessionKey, issueSessionKey } from '../_shared/session-key.ts';
import { SSE_HEADERS, sseEvent, sseStream } from '../_shared/sse.ts';
import type {
  BucketRule,
  LlmBudget,
  Owner,
  StartResult,
  TurnRecord,
  TurnStart,
  TurnStore,
} from '../_shared/stores.ts';
import { type Provider, ProviderError, type Redactor, type Turn } from './provider.ts';
import { validateRequest } from './validate.ts';

export interface RelayConfig {
  /** Browser origins allowed to call; requests without an Origin header are not browsers. */
  origins: OriginPolicy;
  /** Keys accepted in `apikey` or `Authorization: Bearer`; empty accepts any request. */
  publicKeys: readonly string[];
  /** The request header the platform's proxy sets to the client's address. */
  clientIpHeader: string;
  /** Salt of the stored client address hash. */
  ipSalt: string;
  /** Token bucket per session id, and per client address. */
  sessionLimit: BucketRule;
  ipLimit: BucketRule;
  /** Turns for the whole function, whoever asks: per minute and per day (its capacity). */
  globalMinuteLimit: BucketRule;
  globalDayLimit: BucketRule;
  /**
   * The LLM's tokens per UTC day and each client's share; null when no LLM answers. A turn whose
   * reservation the budget or a share refuses is answered by `fallback`.
   */
  llm: LlmBudget | null;
  /** Recorded turns of the session the provider is shown as the conversation so far. */
  historyTurns: number;
  /** The firm's number, offered when the chat cannot answer at all. */
  phone: string;
  /** A turn pending this long is presumed abandoned; longer than the provider's time-out. */
  leaseMs: number;
  /** How long a repeated message waits for its first request before answering 409. */
  duplicateWaitMs: number;
  /** The first wait before looking at the first request again; each wait doubles, to 2 s. */
  duplicatePollMs: number;
}

export interface RelayDeps {
  config: RelayConfig;
  provider: Provider;
  /** The embedded assistant: it answers when the LLM's budget, or a client's share, is spent. */
  fallback: Provider;
  redactor: Redactor;
  turns: TurnStore;
  clock: Clock;
  log: Logger;
}

/**
 * A field the page sends (not what the visitor typed) was wrong: the visitor reads plain words,
 * and the log line names the problem for whoever debugs the page.
 */
class PageFault extends HttpError {
  constructor(
    readonly problem: string,
    field: string,
  ) {
    super('invalid_field', MESSAGES.badField, { detail: { field, reason: problem } });
  }
}

/** The store failed: the one failure the chat cannot answer around, so a 503 with the number. */
class StoreFault extends HttpError {}

/** A turn's result as the client gets it, or a failure with its status. */
type Outcome = { reply: ChatReply } | { error: HttpError };

type Claim = Extract<StartResult, { outcome: 'claimed' }>;

const MEDIA_JSON = 'application/json';
/** Not an HTTP standard; logged (and sent to nobody) when the client went away. */
const CLIENT_CLOSED = 499;
const clientClosed = () =>
  new HttpError('upstream_error', MESSAGES.clientClosed, { status: CLIENT_CLOSED });
/** Bucket keys of the function's own capacity; a denial there is a 503, not a 429. */
const GLOBAL_MINUTE = 'global:minute';
const GLOBAL_DAY = 'global:day';
/**
 * Rows each capacity bucket is kept in (a store picks one at random per turn), so turns
 * everywhere do not queue on one row; see BucketTake.
 */
const CAPACITY_SHARDS = 8;
/** The longest wait between two looks at a turn another request is answering. */
const MAX_POLL_MS = 2000;
/** What a client is told to wait when the store fails. */
const STORE_RETRY_MS = 30_000;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The recorded conversation as the provider's history: each turn's question, then its reply. */
const asHistory = (turns: Claim['history']): Turn['history'] =>
  turns.flatMap(({ message, reply }) => [
    { role: 'user' as const, content: message },
    { role: 'ai' as const, content: reply },
  ]);

/**
 * The relay-chat handler: accept (CORS, method, key, content type, size, JSON, fields), then
 * start the turn (the conversation's owner, every limit, the claim and the LLM reservation, one
 * round trip to the store), answer (the provider, or the embedded assistant when the LLM's
 * budget or a share is spent, shown the session's recorded turns), record the outcome and
 * respond; one JSON log line per request.
 */
export function createHandler(deps: RelayDeps): Handler {
  const { config, provider, fallback, redactor, turns, clock, log } = deps;
  const ipHash = ipHasher(config.ipSalt);

  const authorized = (headers: Headers) => {
    if (config.publicKeys.length === 0) return true;
    const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
    return [headers.get('apikey'), bearer].some((key) => !!key && config.publicKeys.includes(key));
  };

  /** Steps up to the parsed, valid request; throws HttpError on the first that fails. */
  async function accept(request: Request) {
    if (request.method !== 'POST') {
      throw new HttpError('method_not_allowed', MESSAGES.methodNotAllowed, {
        headers: { allow: 'POST, OPTIONS' },
      });
    }
    if (!authorized(request.headers)) {
      throw new HttpError('unauthorized', MESSAGES.unauthorized);
    }
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== MEDIA_JSON) {
      throw new HttpError('unsupported_media_type', MESSAGES.unreadable);
    }
    let bytes: Uint8Array | null;
    try {
      bytes = await readCapped(request, LIMITS.bodyBytes);
    } catch {
      throw new HttpError('bad_request', MESSAGES.unreadable);
    }
    if (!bytes) throw new HttpError('payload_too_large', MESSAGES.tooLarge);
    let body: unknown;
    try {
      body = JSON.parse(utf8.decode(bytes));
    } catch {
      throw new HttpError('invalid_json', MESSAGES.unreadable);
    }
    const result = validateRequest(body, {
      idempotencyKey: request.headers.get(IDEMPOTENCY_HEADER),
      sessionKey: request.headers.get(SESSION_KEY_HEADER),
    });
    if (result.ok) return result;
    // What the visitor typed gets words for the visitor; anything else is the page's fault.
    const typed =
      result.field === 'message'
        ? {
            empty: MESSAGES.emptyMessage,
            long: MESSAGES.longMessage(LIMITS.messageChars),
            characters: MESSAGES.messageCharacters,
          }[result.problem as string]
        : undefined;
    const detail = { field: result.field, reason: result.message };
    if (typed) throw new HttpError('invalid_field', typed, { detail });
    throw new PageFault(result.message, result.field);
  }

  /** The refusal for empty buckets: the function's own capacity first (503), then the visitor's. */
  const limited = (denied: { key: string; retryAfterMs: number }[]): HttpError => {
    const global = denied.filter((d) => d.key === GLOBAL_MINUTE || d.key === GLOBAL_DAY);
    const wait = Math.max(...(global.length > 0 ? global : denied).map((d) => d.retryAfterMs));
    return global.length > 0
      ? new HttpError('unavailable', MESSAGES.busy(config.phone), { headers: retryAfter(wait) })
      : new HttpError('rate_limited', MESSAGES.rateLimited, { headers: retryAfter(wait) });
  };

  /** A store call; its failure becomes a 503. */
  const stored = <T>(call: () => Promise<T>): Promise<T> =>
    call().catch(() => {
      throw new StoreFault('unavailable', MESSAGES.busy(config.phone), {
        headers: retryAfter(STORE_RETRY_MS),
      });
    });

  const bucketsFor = (turn: TurnStart) => [
    { key: GLOBAL_DAY, rule: config.globalDayLimit, shards: CAPACITY_SHARDS },
    { key: GLOBAL_MINUTE, rule: config.globalMinuteLimit, shards: CAPACITY_SHARDS },
    { key: `ip:${turn.ipHash}`, rule: config.ipLimit },
    { key: `session:${turn.sessionId}`, rule: config.sessionLimit },
  ];

  /**
   * The owner, every limit, the claim and the LLM reservation, in one round trip to the store.
   * A conversation that is not the caller's is never touched: the turn goes to a new
   * conversation of the caller's own instead (one more round trip). A turn another request is
   * still answering is looked at again, at doubling intervals, until it is done or
   * `duplicateWaitMs` has passed; those looks take no tokens, the first one paid.
   */
  async function start(
    turn: TurnStart,
    owner: Owner,
    issue: () => string,
    signal: AbortSignal,
  ): Promise<Extract<StartResult, { outcome: 'claimed' | 'replay' }>> {
    const until = clock.now() + config.duplicateWaitMs;
    let buckets = bucketsFor(turn);
    let wait = config.duplicatePollMs;
    let renamed = false;
    for (;;) {
      const now = clock.now();
      const result = await stored(() =>
        turns.start(
          {
            turn,
            owner,
            buckets,
            llm: config.llm,
            leaseMs: config.leaseMs,
            historyTurns: config.historyTurns,
          },
          now,
        ),
      );
      switch (result.outcome) {
        case 'not_owner':
          if (renamed) throw new Error('the store refused a new conversation');
          renamed = true;
          turn = { ...turn, sessionId: crypto.randomUUID() };
          owner = { keyHash: null, newKeyHash: hashSessionKey(issue()) };
          buckets = bucketsFor(turn);
          continue;
        case 'limited':
          throw limited(result.denied);
        case 'mismatch':
          throw new PageFault('message_id was already used for another message', 'message_id');
        case 'claimed':
        case 'replay':
          return result;
      }
      if (now >= until) {
        throw new HttpError('conflict', MESSAGES.stillAnswering, {
          headers: retryAfter(result.record.createdAt + config.leaseMs - now),
        });
      }
      buckets = [];
      await clock.sleep(Math.min(wait, until - now), signal);
      wait = Math.min(wait * 2, MAX_POLL_MS);
    }
  }

  const replyOf = (record: TurnRecord): ChatReply => ({
    response: record.reply ?? '',
    message_id: record.messageId,
    sources: record.sources,
  });

  /**
   * Asks the provider (the embedded assistant when the claim's LLM reservation was refused) and
   * records the outcome, settling the reservation; throws only when the store fails. A reply
   * that had begun to stream is recorded as far as it went, as interrupted.
   */
  async function answer(
    claim: Claim,
    /** The hash of the secret of the conversation this turn opened; null when it opened none. */
    openedKeyHash: string | null,
    started: number,
    signal: AbortSignal,
    entry: LogEntry,
    onDelta?: (text: string) => void,
  ): Promise<Outcome> {
    const { record, history, llm } = claim;
    const fallbackReason = llm && 'denied' in llm ? llm.denied : null;
    const answering = fallbackReason ? fallback : provider;
    const asked = clock.now();
    let tokens: { promptTokens: number; completionTokens: number } | undefined;
    const onUsage = ({ promptTokens, completionTokens }: typeof tokens & {}) => {
      tokens = {
        promptTokens: (tokens?.promptTokens ?? 0) + promptTokens,
        completionTokens: (tokens?.completionTokens ?? 0) + completionTokens,
      };
    };
    let streamed = '';
    const deltas =
      onDelta &&
      ((text: string) => {
        streamed += text;
        onDelta(text);
      });
    let outcome: Outcome;
    let reply: Awaited<ReturnType<Provider['answer']>> | undefined;
    try {
      reply = await answering.answer(
        { message: record.message, history: asHistory(history) },
        { signal, onDelta: deltas, onUsage },
      );
      outcome = {
        reply: { response: reply.text, message_id: record.messageId, sources: reply.sources },
      };
    } catch (error) {
      outcome = {
        error: signal.aborted
          ? clientClosed()
          : error instanceof ProviderError && error.code === 'upstream_timeout'
            ? new HttpError('upstream_timeout', MESSAGES.upstreamTimeout)
            : new HttpError('upstream_error', MESSAGES.upstreamError),
      };
    }
    const done = clock.now();
    const said = reply?.text ?? streamed;
    const kept = reply?.redacted ?? (said ? redactor(said) : undefined);
    Object.assign(entry, {
      provider: answering.name,
      fallback: fallbackReason ?? undefined,
      model: reply?.model,
      provider_ms: done - asked,
      reply_redactions: kept?.kinds.length ? kept.kinds : undefined,
      tokens: tokens ? tokens.promptTokens + tokens.completionTokens : undefined,
    });
    await stored(() =>
      turns.finish(
        { ...record, openedKeyHash },
        {
          status: reply ? 'answered' : streamed ? 'interrupted' : 'failed',
          reply: kept?.text ?? null,
          sources: reply?.sources ?? [],
          provider: answering.name,
          fallbackReason,
          model: reply?.model ?? null,
          kbVersion: reply?.kbVersion ?? null,
          promptVersion: reply?.promptVersion ?? null,
          errorCode:
            'reply' in outcome ? null : signal.aborted ? 'client_closed' : outcome.error.code,
          providerMs: done - asked,
          totalMs: done - started,
          promptTokens: tokens?.promptTokens ?? null,
          completionTokens: tokens?.completionTokens ?? null,
          handling: reply?.handling ?? null,
        },
        done,
        llm && 'reserved' in llm ? llm.reserved : undefined,
      ),
    );
    return outcome;
  }

  return async (request) => {
    const started = clock.now();
    const requestId = crypto.randomUUID();
    const origin = request.headers.get('origin');
    const entry: LogEntry = { fn: 'relay-chat', request_id: requestId, method: request.method };
    if (origin) entry.origin = origin;
    const allowed = origin !== null && config.origins(origin);
    /** The conversation a turn opened and its secret, sent with whatever the turn's outcome. */
    let issued: Record<string, string> = {};
    const respond = (response: Response) => {
      for (const [name, value] of Object.entries({
        ...(allowed && corsHeaders(origin)),
        ...issued,
      })) {
        response.headers.set(name, value);
      }
      // Every answer depends on the Origin header, refusals included: caches must not mix them.
      response.headers.set('vary', 'Origin');
      response.headers.set('x-request-id', requestId);
      return response;
    };
    const write = (status: number, code?: string) => {
      log({ provider: provider.name, ...entry, status, code, ms: clock.now() - started });
    };
    const fail = (error: HttpError) => {
      write(error.status, error.code);
      return respond(errorResponse(error));
    };

    try {
      if (origin !== null && !allowed) {
        return fail(new HttpError('forbidden_origin', MESSAGES.forbiddenOrigin));
      }
      if (request.method === 'OPTIONS') {
        write(204);
        return respond(new Response(null, { status: 204 }));
      }
      const { request: body, sessionKey } = await accept(request);
      const network = clientNetwork(request.headers, config.clientIpHeader);
      const ip = await ipHash(network);
      Object.assign(entry, { session_id: body.session_id, ip_hash: ip });
      if (network === UNKNOWN_CLIENT) entry.client_ip = 'missing';

      // The visitor's previous message, as their page sent it: read together with this one, a
      // number split across the two is masked here. It can only widen what is masked in the
      // visitor's own message, so the page's word is enough; the record's turns stay as stored.
      const previous = body.history.findLast((entry) => entry.role === 'user')?.content;
      const message = redactor(body.message, previous);
      const messageId = body.message_id ?? crypto.randomUUID();
      Object.assign(entry, {
        message_id: messageId,
        redactions: message.kinds.length ? message.kinds : undefined,
      });
      /** The secret of a conversation this turn opens, made when one may be. */
      let newKey = '';
      const issue = () => {
        newKey = issueSessionKey();
        return newKey;
      };
      const claim = await start(
        {
          sessionId: body.session_id,
          messageId,
          origin,
          source: body.source || null,
          ipHash: ip,
          message: message.text,
          redactionKinds: [...message.kinds],
        },
        sessionKey === null
          ? { keyHash: null, newKeyHash: hashSessionKey(issue()) }
          : { keyHash: hashSessionKey(sessionKey), newKeyHash: null },
        issue,
        request.signal,
      );
      const { record } = claim;
      Object.assign(entry, { turn: claim.outcome, attempt: record.attempt });
      if (record.sessionId !== body.session_id) {
        // Someone else's conversation: this turn went to a new one of the caller's own.
        Object.assign(entry, { session_id: record.sessionId, not_owner_of: body.session_id });
      }
      const openedKeyHash =
        claim.outcome === 'claimed' && claim.opened ? hashSessionKey(newKey) : null;
      if (openedKeyHash) {
        entry.opened = true;
        issued = { [SESSION_ID_HEADER]: record.sessionId, [SESSION_KEY_HEADER]: newKey };
      }
      const streaming = request.headers.get('accept')?.includes('text/event-stream') ?? false;
      entry.stream = streaming;

      if (claim.outcome === 'replay') {
        const reply = replyOf(record);
        write(200);
        if (!streaming) return respond(json(200, reply));
        const events = sseEvent('delta', { text: reply.response }) + sseEvent('done', reply);
        return respond(new Response(events, { headers: SSE_HEADERS }));
      }

      if (streaming) {
        const events = sseStream(async (send) => {
          const result = await answer(
            claim,
            openedKeyHash,
            started,
            request.signal,
            entry,
            (text) => send(sseEvent('delta', { text })),
          ).catch((error: unknown): Outcome => {
            entry.error = error instanceof StoreFault ? 'StoreError' : (error as Error)?.name;
            return {
              error:
                error instanceof HttpError ? error : new HttpError('internal', MESSAGES.internal),
            };
          });
          if ('reply' in result) {
            write(200);
            return sseEvent('done', result.reply);
          }
          const { status, code, message } = result.error;
          write(status, code);
          return sseEvent('error', { error: { code, message } });
        });
        return respond(new Response(events, { headers: SSE_HEADERS }));
      }

      const result = await answer(claim, openedKeyHash, started, request.signal, entry);
      if ('reply' in result) {
        write(200);
        return respond(json(200, result.reply));
      }
      return fail(result.error);
    } catch (error) {
      if (error instanceof PageFault) entry.problem = error.problem;
      if (error instanceof StoreFault) entry.error = 'StoreError';
      if (error instanceof HttpError) return fail(error);
      if (request.signal.aborted) return fail(clientClosed());
      entry.error = error instanceof Error ? error.name : typeof error;
      return fail(new HttpError('internal', MESSAGES.internal));
    }
  };
}

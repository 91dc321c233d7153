import {
  type ChatReply,
  type ChatRequest,
  IDEMPOTENCY_HEADER,
  LIMITS,
} from '@firm/chat-core/protocol.ts';
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
import { SSE_HEADERS, sseEvent, sseStream } from '../_shared/sse.ts';
import type {
  BucketRule,
  RecordedTurn,
  StartResult,
  TurnRecord,
  TurnStart,
  TurnStore,
} from '../_shared/stores.ts';
import { MESSAGES } from './messages.ts';
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
  /** Turns for the whole function, whoever asks: per minute and per day. */
  globalMinuteLimit: BucketRule;
  globalDayLimit: BucketRule;
  /** LLM tokens per UTC day; null when no LLM answers. */
  dailyTokens: number | null;
  /** Recorded turns of the session the provider is shown as the conversation so far. */
  historyTurns: number;
  /** The firm's number, offered when the chat cannot answer at all. */
  phone: string;
  /** A turn pending this long is presumed abandoned; longer than the provider's time-out. */
  leaseMs: number;
  /** How long a repeated message waits for its first request before answering 409. */
  duplicateWaitMs: number;
  /** Interval between checks while waiting. */
  duplicatePollMs: number;
}

export interface RelayDeps {
  config: RelayConfig;
  provider: Provider;
  redactor: Redactor;
  turns: TurnStore;
  clock: Clock;
  log: Logger;
}

/** A turn's result as the client gets it, or a failure with its status. */
/**
 * A field the page sends (not what the visitor typed) was wrong: the visitor reads plain words,
 * and the log line names the problem for whoever debugs the page.
 */
class PageFault extends HttpError {
  constructor(readonly problem: string) {
    super('invalid_field', MESSAGES.badField);
  }
}

type Outcome = { reply: ChatReply } | { error: HttpError };

const MEDIA_JSON = 'application/json';
/** Not an HTTP standard; logged (and sent to nobody) when the client went away. */
const CLIENT_CLOSED = 499;
const clientClosed = () =>
  new HttpError('upstream_error', MESSAGES.clientClosed, { status: CLIENT_CLOSED });
const DAY_MS = 86_400_000;
/** Bucket keys of the budgets for the whole function; a denial there is a 503, not a 429. */
const GLOBAL_MINUTE = 'global:minute';
const GLOBAL_DAY = 'global:day';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The recorded conversation as the provider's history: each turn's question, then its reply. */
const asHistory = (turns: RecordedTurn[]): Turn['history'] =>
  turns.flatMap(({ message, reply }) => [
    { role: 'user' as const, content: message },
    { role: 'ai' as const, content: reply },
  ]);

/**
 * The relay-chat handler: accept (CORS, method, key, content type, size, JSON, fields), then
 * start the turn (every limit and the claim, one round trip to the store), answer (the provider,
 * shown the session's recorded turns), record the outcome and respond; one JSON log line per
 * request.
 */
export function createHandler(deps: RelayDeps): Handler {
  const { config, provider, redactor, turns, clock, log } = deps;
  const ipHash = ipHasher(config.ipSalt);

  const authorized = (headers: Headers) => {
    if (config.publicKeys.length === 0) return true;
    const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
    return [headers.get('apikey'), bearer].some((key) => !!key && config.publicKeys.includes(key));
  };

  /** Steps up to the parsed, valid request; throws HttpError on the first that fails. */
  async function accept(request: Request): Promise<ChatRequest> {
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
    const result = validateRequest(body, request.headers.get(IDEMPOTENCY_HEADER));
    if (result.ok) return result.request;
    // What the visitor typed gets words for the visitor; anything else is the page's fault.
    const typed =
      result.field === 'message'
        ? {
            empty: MESSAGES.emptyMessage,
            long: MESSAGES.longMessage(LIMITS.messageChars),
            characters: MESSAGES.messageCharacters,
          }[result.problem as string]
        : undefined;
    if (typed) throw new HttpError('invalid_field', typed);
    throw new PageFault(result.message);
  }

  /** The refusal for empty buckets: the function's own budget first (503), then the visitor's. */
  const limited = (denied: { key: string; retryAfterMs: number }[]): HttpError => {
    const global = denied.filter((d) => d.key === GLOBAL_MINUTE || d.key === GLOBAL_DAY);
    const wait = Math.max(...(global.length > 0 ? global : denied).map((d) => d.retryAfterMs));
    return global.length > 0
      ? new HttpError('unavailable', MESSAGES.busy(config.phone), { headers: retryAfter(wait) })
      : new HttpError('rate_limited', MESSAGES.rateLimited, { headers: retryAfter(wait) });
  };

  /**
   * Every limit and the claim, in one round trip to the store. A turn another request is still
   * answering is looked at again until it is done or `duplicateWaitMs` has passed; those looks
   * take no tokens, the first one paid.
   */
  async function start(
    turn: TurnStart,
    signal: AbortSignal,
  ): Promise<Extract<StartResult, { outcome: 'claimed' | 'replay' }>> {
    const until = clock.now() + config.duplicateWaitMs;
    let buckets = [
      { key: GLOBAL_DAY, rule: config.globalDayLimit },
      { key: GLOBAL_MINUTE, rule: config.globalMinuteLimit },
      { key: `ip:${turn.ipHash}`, rule: config.ipLimit },
      { key: `session:${turn.sessionId}`, rule: config.sessionLimit },
    ];
    let dailyTokens = config.dailyTokens;
    for (;;) {
      const now = clock.now();
      const result = await turns.start(
        { turn, buckets, dailyTokens, leaseMs: config.leaseMs, historyTurns: config.historyTurns },
        now,
      );
      switch (result.outcome) {
        case 'limited':
          throw limited(result.denied);
        case 'budget_spent':
          throw new HttpError('unavailable', MESSAGES.spentForToday(config.phone), {
            headers: retryAfter(DAY_MS - (now % DAY_MS)),
          });
        case 'mismatch':
          throw new PageFault('message_id was already used for another message');
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
      dailyTokens = null;
      await clock.sleep(config.duplicatePollMs, signal);
    }
  }

  const replyOf = (record: TurnRecord): ChatReply => ({
    response: record.reply ?? '',
    message_id: record.messageId,
    sources: record.sources,
  });

  /** Asks the provider and records the outcome; throws only when the store fails. */
  async function answer(
    record: TurnRecord,
    history: RecordedTurn[],
    started: number,
    signal: AbortSignal,
    entry: LogEntry,
    onDelta?: (text: string) => void,
  ): Promise<Outcome> {
    const asked = clock.now();
    let tokens: { promptTokens: number; completionTokens: number } | undefined;
    const onUsage = ({ promptTokens, completionTokens }: typeof tokens & {}) => {
      tokens = {
        promptTokens: (tokens?.promptTokens ?? 0) + promptTokens,
        completionTokens: (tokens?.completionTokens ?? 0) + completionTokens,
      };
    };
    let outcome: Outcome;
    let reply: Awaited<ReturnType<Provider['answer']>> | undefined;
    try {
      reply = await provider.answer(
        { message: record.message, history: asHistory(history) },
        { signal, onDelta, onUsage },
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
    const stored = reply ? redactor(reply.text) : undefined;
    Object.assign(entry, {
      model: reply?.model,
      provider_ms: done - asked,
      reply_redactions: stored?.kinds.length ? stored.kinds : undefined,
      tokens: tokens ? tokens.promptTokens + tokens.completionTokens : undefined,
    });
    await turns.finish(
      record,
      {
        status: reply ? 'answered' : 'failed',
        reply: stored?.text ?? null,
        sources: reply?.sources ?? [],
        provider: provider.name,
        model: reply?.model ?? null,
        kbVersion: reply?.kbVersion ?? null,
        promptVersion: reply?.promptVersion ?? null,
        errorCode:
          'reply' in outcome ? null : signal.aborted ? 'client_closed' : outcome.error.code,
        providerMs: done - asked,
        totalMs: done - started,
        promptTokens: tokens?.promptTokens ?? null,
        completionTokens: tokens?.completionTokens ?? null,
      },
      done,
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
    const respond = (response: Response) => {
      if (allowed) {
        for (const [name, value] of Object.entries(corsHeaders(origin))) {
          response.headers.set(name, value);
        }
      }
      // Every answer depends on the Origin header, refusals included: caches must not mix them.
      response.headers.set('vary', 'Origin');
      response.headers.set('x-request-id', requestId);
      return response;
    };
    const write = (status: number, code?: string) => {
      log({ ...entry, status, code, ms: clock.now() - started, provider: provider.name });
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
      const body = await accept(request);
      const network = clientNetwork(request.headers, config.clientIpHeader);
      const ip = await ipHash(network);
      Object.assign(entry, { session_id: body.session_id, ip_hash: ip });
      if (network === UNKNOWN_CLIENT) entry.client_ip = 'missing';

      const message = redactor(body.message);
      const messageId = body.message_id ?? crypto.randomUUID();
      Object.assign(entry, {
        message_id: messageId,
        redactions: message.kinds.length ? message.kinds : undefined,
      });
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
        request.signal,
      );
      const { record } = claim;
      Object.assign(entry, { turn: claim.outcome, attempt: record.attempt });
      const streaming = request.headers.get('accept')?.includes('text/event-stream') ?? false;
      entry.stream = streaming;

      if (claim.outcome === 'replay') {
        const reply = replyOf(record);
        write(200);
        if (!streaming) return respond(json(200, reply));
        const events = sseEvent('delta', { text: reply.response }) + sseEvent('done', reply);
        return respond(new Response(events, { headers: SSE_HEADERS }));
      }

      const { history } = claim;
      if (streaming) {
        const events = sseStream(async (send) => {
          const result = await answer(record, history, started, request.signal, entry, (text) =>
            send(sseEvent('delta', { text })),
          ).catch((): Outcome => ({ error: new HttpError('internal', MESSAGES.internal) }));
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

      const result = await answer(record, history, started, request.signal, entry);
      if ('reply' in result) {
        write(200);
        return respond(json(200, result.reply));
      }
      return fail(result.error);
    } catch (error) {
      if (error instanceof PageFault) entry.problem = error.problem;
      if (error instanceof HttpError) return fail(error);
      if (request.signal.aborted) return fail(clientClosed());
      entry.error = error instanceof Error ? error.name : typeof error;
      return fail(new HttpError('internal', MESSAGES.internal));
    }
  };
}

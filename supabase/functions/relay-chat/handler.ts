import {
  type ChatReply,
  type ChatRequest,
  type ErrorCode,
  IDEMPOTENCY_HEADER,
  LIMITS,
} from '../../../packages/chat-core/src/protocol.ts';
import type { Clock } from '../_shared/clock.ts';
import { corsHeaders, type OriginPolicy } from '../_shared/cors.ts';
import { errorResponse, type Handler, json } from '../_shared/http.ts';
import type { LogEntry, Logger } from '../_shared/log.ts';
import { SSE_HEADERS, sseEvent } from '../_shared/sse.ts';
import type {
  BucketRule,
  RateLimiter,
  TurnRecord,
  TurnStart,
  TurnStore,
} from '../_shared/stores.ts';
import { type Provider, ProviderError, type Redactor } from './provider.ts';
import { validateRequest } from './validate.ts';

export interface RelayConfig {
  /** Browser origins allowed to call; requests without an Origin header are not browsers. */
  origins: OriginPolicy;
  /** Keys accepted in `apikey` or `Authorization: Bearer`; empty accepts any request. */
  publicKeys: readonly string[];
  /** Token bucket per session id, and per client IP. */
  sessionLimit: BucketRule;
  ipLimit: BucketRule;
  /** Salt of the stored IP hash. */
  ipSalt: string;
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
  rateLimiter: RateLimiter;
  turns: TurnStore;
  clock: Clock;
  log: Logger;
}

/** A turn's result as the client gets it, or a failure with its status. */
type Outcome = { reply: ChatReply } | { status: number; code: ErrorCode; message: string };

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

const MEDIA_JSON = 'application/json';
const UNAVAILABLE = 'The assistant is unavailable right now. Please try again.';
const INTERNAL = 'Something went wrong. Please try again.';
/** How many client IPs' hashes one instance remembers. */
const IP_HASHES_KEPT = 10_000;
/** Not an HTTP standard; logged (and sent to nobody) when the client went away. */
const CLIENT_CLOSED = 499;

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

const clientIp = (request: Request, info?: Deno.ServeHandlerInfo): string => {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const addr = info?.remoteAddr;
  return forwarded || (addr && 'hostname' in addr ? addr.hostname : 'unknown');
};

/** Reads at most `max` bytes of the body; null when it is larger. */
async function readCapped(request: Request, max: number): Promise<Uint8Array | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared)) {
    // HTTP framing holds the body to its declared length, so it can be read at once.
    if (Number(declared) > max) return null;
    const body = new Uint8Array(await request.arrayBuffer());
    return body.byteLength > max ? null : body;
  }
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

/**
 * The relay-chat handler: CORS, method, key, content type, size, JSON, schema, rate limits,
 * redaction, idempotency, then the provider; one JSON log line per request.
 */
export function createHandler(deps: RelayDeps): Handler {
  const { config, provider, redactor, rateLimiter, turns, clock, log } = deps;

  const authorized = (headers: Headers) => {
    if (config.publicKeys.length === 0) return true;
    const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
    return [headers.get('apikey'), bearer].some((key) => !!key && config.publicKeys.includes(key));
  };

  /** Salted SHA-256 of the client IP, remembered for the most recent IPs (digests are async). */
  const ipHashes = new Map<string, string>();
  const ipHash = async (ip: string) => {
    const known = ipHashes.get(ip);
    if (known !== undefined) return known;
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${config.ipSalt}:${ip}`));
    const hash = hex(digest).slice(0, 32);
    if (ipHashes.size >= IP_HASHES_KEPT) ipHashes.delete(ipHashes.keys().next().value as string);
    ipHashes.set(ip, hash);
    return hash;
  };

  /** Steps up to the parsed, valid request; throws HttpError on the first that fails. */
  async function accept(request: Request): Promise<ChatRequest> {
    if (request.method !== 'POST') {
      throw new HttpError(405, 'method_not_allowed', 'Use POST.', { allow: 'POST, OPTIONS' });
    }
    if (!authorized(request.headers)) {
      throw new HttpError(401, 'unauthorized', "A valid 'apikey' or 'Authorization' is required.");
    }
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== MEDIA_JSON) {
      throw new HttpError(415, 'unsupported_media_type', `Content-Type must be ${MEDIA_JSON}.`);
    }
    let bytes: Uint8Array | null;
    try {
      bytes = await readCapped(request, LIMITS.bodyBytes);
    } catch {
      throw new HttpError(400, 'bad_request', 'The request body could not be read.');
    }
    if (!bytes) {
      throw new HttpError(
        413,
        'payload_too_large',
        `The body must be at most ${LIMITS.bodyBytes} bytes.`,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(utf8.decode(bytes));
    } catch {
      throw new HttpError(400, 'invalid_json', 'The body must be valid JSON in UTF-8.');
    }
    const result = validateRequest(body, request.headers.get(IDEMPOTENCY_HEADER));
    if (!result.ok) throw new HttpError(400, 'invalid_field', result.message);
    return result.request;
  }

  async function limit(sessionId: string, ip: string) {
    const now = clock.now();
    const taken = await rateLimiter.take(
      [
        { key: `ip:${ip}`, rule: config.ipLimit },
        { key: `session:${sessionId}`, rule: config.sessionLimit },
      ],
      now,
    );
    const denied = taken.filter((t) => !t.allowed);
    if (denied.length > 0) {
      const wait = Math.max(...denied.map((t) => t.retryAfterMs));
      const seconds = Number.isFinite(wait) ? Math.max(1, Math.ceil(wait / 1000)) : 3600;
      throw new HttpError(429, 'rate_limited', 'Too many messages. Please wait a moment.', {
        'retry-after': String(seconds),
      });
    }
  }

  /** Claims the turn, waiting a while for a concurrent request working on the same one. */
  async function claim(
    start: TurnStart,
    signal: AbortSignal,
  ): Promise<{ outcome: 'claimed' | 'replay'; record: TurnRecord }> {
    const until = clock.now() + config.duplicateWaitMs;
    for (;;) {
      const result = await turns.begin(start, clock.now(), config.leaseMs);
      if (result.record.message !== start.message) {
        throw new HttpError(
          400,
          'invalid_field',
          'message_id was already used for another message.',
        );
      }
      if (result.outcome !== 'in_flight') return result;
      const now = clock.now();
      if (now >= until) {
        const left = result.record.updatedAt + config.leaseMs - now;
        throw new HttpError(409, 'conflict', 'This message is still being answered.', {
          'retry-after': String(Math.max(1, Math.ceil(left / 1000))),
        });
      }
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
    history: ChatRequest['history'],
    started: number,
    signal: AbortSignal,
    entry: LogEntry,
    onDelta?: (text: string) => void,
  ): Promise<Outcome> {
    const asked = clock.now();
    const redactedHistory = history.map(({ role, content }) => ({
      role,
      content: redactor(content).text,
    }));
    let outcome: Outcome;
    let reply: Awaited<ReturnType<Provider['answer']>> | undefined;
    try {
      reply = await provider.answer(
        { message: record.message, history: redactedHistory },
        { signal, onDelta },
      );
      outcome = {
        reply: { response: reply.text, message_id: record.messageId, sources: reply.sources },
      };
    } catch (error) {
      outcome = signal.aborted
        ? { status: CLIENT_CLOSED, code: 'upstream_error', message: 'The client went away.' }
        : error instanceof ProviderError && error.code === 'upstream_timeout'
          ? {
              status: 504,
              code: 'upstream_timeout',
              message: 'The assistant took too long to answer.',
            }
          : { status: 502, code: 'upstream_error', message: UNAVAILABLE };
    }
    const done = clock.now();
    const stored = reply ? redactor(reply.text) : undefined;
    Object.assign(entry, {
      model: reply?.model,
      provider_ms: done - asked,
      reply_redactions: stored?.kinds.length ? stored.kinds : undefined,
    });
    await turns.finish(
      record,
      record.attempts,
      {
        status: reply ? 'answered' : 'failed',
        reply: stored?.text ?? null,
        sources: reply?.sources ?? [],
        provider: provider.name,
        model: reply?.model ?? null,
        kbVersion: reply?.kbVersion ?? null,
        promptVersion: reply?.promptVersion ?? null,
        errorCode: 'reply' in outcome ? null : signal.aborted ? 'client_closed' : outcome.code,
        providerMs: done - asked,
        totalMs: done - started,
      },
      done,
    );
    return outcome;
  }

  /** Server-sent events: deltas as they come, then `done` or `error`; always ends. */
  const stream = (run: (onDelta: (text: string) => void) => Promise<Outcome>) =>
    new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (event: string) => {
          try {
            controller.enqueue(encoder.encode(event));
          } catch {
            // The client has gone; the provider is aborted through the request signal.
          }
        };
        const outcome = await run((text) => send(sseEvent('delta', { text })));
        send(
          'reply' in outcome
            ? sseEvent('done', outcome.reply)
            : sseEvent('error', { error: { code: outcome.code, message: outcome.message } }),
        );
        try {
          controller.close();
        } catch {
          // Already cancelled by the client.
        }
      },
    });

  return async (request, info) => {
    const started = clock.now();
    const requestId = crypto.randomUUID();
    const origin = request.headers.get('origin');
    const entry: LogEntry = { fn: 'relay-chat', request_id: requestId, method: request.method };
    if (origin) entry.origin = origin;
    const cors = origin && config.origins(origin) ? corsHeaders(origin) : {};
    const finish = (response: Response) => {
      for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
      response.headers.set('x-request-id', requestId);
      return response;
    };
    const write = (status: number, code?: string) => {
      log({ ...entry, status, code, ms: clock.now() - started, provider: provider.name });
    };
    const fail = (status: number, code: ErrorCode, message: string, headers?: HeadersInit) => {
      write(status, code);
      return finish(errorResponse(status, code, message, headers));
    };

    try {
      if (origin && !config.origins(origin)) {
        return fail(403, 'forbidden_origin', 'This origin may not call the assistant.');
      }
      if (request.method === 'OPTIONS') {
        write(204);
        return finish(new Response(null, { status: 204 }));
      }
      const body = await accept(request);
      const ip = await ipHash(clientIp(request, info));
      Object.assign(entry, { session_id: body.session_id, ip_hash: ip });
      await limit(body.session_id, ip);

      const message = redactor(body.message);
      const messageId = body.message_id ?? crypto.randomUUID();
      Object.assign(entry, {
        message_id: messageId,
        redactions: message.kinds.length ? message.kinds : undefined,
      });
      const { outcome, record } = await claim(
        {
          sessionId: body.session_id,
          messageId,
          origin: origin ?? (body.source || null),
          ipHash: ip,
          message: message.text,
          redactionKinds: [...message.kinds],
        },
        request.signal,
      );
      Object.assign(entry, { turn: outcome, attempt: record.attempts });
      const streaming = request.headers.get('accept')?.includes('text/event-stream') ?? false;
      entry.stream = streaming;

      if (outcome === 'replay') {
        const reply = replyOf(record);
        write(200);
        if (!streaming) return finish(json(200, reply));
        const events = sseEvent('delta', { text: reply.response }) + sseEvent('done', reply);
        return finish(new Response(events, { headers: SSE_HEADERS }));
      }

      if (streaming) {
        const events = stream(async (onDelta) => {
          const result = await answer(
            record,
            body.history,
            started,
            request.signal,
            entry,
            onDelta,
          ).catch((): Outcome => ({ status: 500, code: 'internal', message: INTERNAL }));
          'reply' in result ? write(200) : write(result.status, result.code);
          return result;
        });
        return finish(new Response(events, { headers: SSE_HEADERS }));
      }

      const result = await answer(record, body.history, started, request.signal, entry);
      if ('reply' in result) {
        write(200);
        return finish(json(200, result.reply));
      }
      return fail(result.status, result.code, result.message);
    } catch (error) {
      if (error instanceof HttpError) {
        return fail(error.status, error.code, error.message, error.headers);
      }
      if (request.signal.aborted) {
        return fail(CLIENT_CLOSED, 'upstream_error', 'The client went away.');
      }
      entry.error = error instanceof Error ? error.name : typeof error;
      return fail(500, 'internal', INTERNAL);
    }
  };
}

import {
  type ChatReply,
  type ChatRequest,
  FUNCTION_NAME,
  IDEMPOTENCY_HEADER,
  SESSION_ID_HEADER,
  SESSION_KEY_HEADER,
  type StreamEvents,
} from '@firm/contract/protocol.ts';
import { retryAfterMs } from '@firm/contract/retry-rule.ts';
import { ChatError, type ChatErrorKind, reported } from './errors.ts';

/**
 * A conversation: its id, and the secret that continues it once the function has issued one. A
 * transport sends the secret with every attempt, and updates both in place when a response
 * opened a conversation (whatever that response's outcome).
 */
export interface Session {
  id: string;
  key?: string;
}

export interface TransportSendOptions {
  /** Aborted on time-out, stop or the caller's signal; the transport must cancel the request. */
  signal: AbortSignal;
  /** Called with each streamed piece of the reply, when the server streams. */
  onDelta?: (text: string) => void;
  /** The conversation the request's `session_id` names. */
  session?: Session;
}

/**
 * Delivers one attempt of one turn. Rejects with a `ChatError`; any other error (a failed
 * `fetch`, a dropped connection) counts as a `network` failure.
 */
export interface Transport {
  send(request: ChatRequest, options: TransportSendOptions): Promise<ChatReply>;
}

type HeaderMap = Record<string, string>;

interface CommonOptions {
  /** Ask for server-sent events, so the reply grows as it arrives. Default false. */
  stream?: boolean;
  /** Extra request headers, or a function (possibly async) called before every attempt. */
  headers?: HeaderMap | (() => HeaderMap | Promise<HeaderMap>);
  /** Default `relay-chat`. */
  functionName?: string;
}

const fail = (message: string, kind: ChatErrorKind, cause?: unknown) =>
  new ChatError(message, { kind, cause });

/** JSON text to a value; unreadable text is an `invalid_response`, unless `lenient`. */
const parse = (text: string, lenient?: boolean): unknown => {
  try {
    return JSON.parse(text);
  } catch (cause) {
    if (!lenient) throw fail('Invalid response', 'invalid_response', cause);
  }
};

/** A 2xx body to a reply; an `error` field in it is the function's failure. */
const toReply = (data: unknown, kind: ChatErrorKind = 'http'): ChatReply => {
  if (!data || typeof data !== 'object') throw fail('Invalid response', 'invalid_response');
  if ((data as { error?: unknown }).error) throw reported(kind, data);
  return data as ChatReply;
};

/** Reads a relay-chat event stream to its final reply, passing each `delta` on. */
async function readStream(body: ReadableStream<Uint8Array>, onDelta?: (text: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const chunk = await reader.read();
    buffer += decoder.decode(chunk.value, { stream: true });
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = chunk.done ? '' : (blocks.pop() as string);
    for (const block of blocks) {
      // relay-chat writes one `event:` and one single-line `data:` per event; comments have neither.
      const type = /^event: ?(\w+)/m.exec(block)?.[1];
      const data = /^data: ?(.+)/m.exec(block)?.[1];
      if (!data) continue;
      const payload = parse(data) as StreamEvents[keyof StreamEvents];
      if (type === 'delta') onDelta?.((payload as StreamEvents['delta']).text);
      else if (type === 'done') return toReply(payload, 'stream');
      else if (type === 'error') throw reported('stream', payload);
    }
    if (chunk.done) throw fail('Stream ended early', 'stream');
  }
}

/** Reads a response: an event stream, a JSON reply, or an error with its status. */
async function read(response: Response, onDelta?: (text: string) => void): Promise<ChatReply> {
  if (response.ok && /event-stream/.test(response.headers.get('content-type') ?? '')) {
    return readStream(response.body as ReadableStream<Uint8Array>, onDelta);
  }
  const data = parse(await response.text(), !response.ok);
  if (response.ok) return toReply(data);
  throw reported('http', data, response.status, retryAfterMs(response.headers.get('retry-after')));
}

/**
 * What every attempt asks for, the caller's headers, the turn's idempotency key and the
 * conversation's secret.
 */
const headersFor = async (options: CommonOptions, request: ChatRequest, session?: Session) => {
  const { headers } = options;
  return {
    Accept: options.stream ? 'text/event-stream, application/json' : 'application/json',
    ...(typeof headers === 'function' ? await headers() : headers),
    ...(request.message_id && { [IDEMPOTENCY_HEADER]: request.message_id }),
    ...(session?.key && { [SESSION_KEY_HEADER]: session.key }),
  };
};

/** Keeps the conversation a response opened, if it did: its `Session-Id` and `Session-Key`. */
const opened = (response: unknown, session?: Session) => {
  const headers = (response as Response | undefined)?.headers;
  const key = headers?.get(SESSION_KEY_HEADER);
  if (key && session)
    Object.assign(session, { id: (headers as Headers).get(SESSION_ID_HEADER), key });
};

export interface FetchTransportOptions extends CommonOptions {
  /** The Supabase project URL, e.g. `https://xyz.supabase.co` or `http://127.0.0.1:54321`. */
  url: string;
  /** The project's public anon key, sent as `apikey` and as the bearer token. */
  anonKey: string;
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch;
}

/** Plain `fetch` to `{url}/functions/v1/relay-chat`. */
export const fetchTransport = (options: FetchTransportOptions): Transport => ({
  async send(request, { signal, onDelta, session }) {
    const headers = {
      Authorization: `Bearer ${options.anonKey}`,
      apikey: options.anonKey,
      'Content-Type': 'application/json',
      ...(await headersFor(options, request, session)),
    };
    const response = await (options.fetch ?? fetch)(
      `${options.url.replace(/\/+$/, '')}/functions/v1/${options.functionName ?? FUNCTION_NAME}`,
      { method: 'POST', headers, body: JSON.stringify(request), signal },
    );
    opened(response, session);
    return read(response, onDelta);
  },
});

/** The part of a Supabase client this needs; `createClient(...)` satisfies it. */
interface FunctionsInvoker {
  functions: {
    invoke(
      name: string,
      options: { body: ChatRequest; headers: HeaderMap; signal: AbortSignal },
    ): Promise<{ data: unknown; error: unknown; response?: unknown }>;
  };
}

export type SupabaseTransportOptions = CommonOptions;

/** Sends through `supabase.functions.invoke('relay-chat', …)`, with the client's own headers. */
export const supabaseTransport = (
  client: FunctionsInvoker,
  options: SupabaseTransportOptions = {},
): Transport => ({
  async send(request, { signal, onDelta, session }) {
    const { data, error, response } = await client.functions.invoke(
      options.functionName ?? FUNCTION_NAME,
      { body: request, headers: await headersFor(options, request, session), signal },
    );
    // FunctionsHttpError carries the Response as `context`, FunctionsFetchError the network
    // error; an error without one is a reply supabase-js could not read.
    const { context, message } = (error ?? {}) as { context?: unknown; message?: string };
    opened(response ?? context, session);
    if (error) {
      if (context instanceof Response && !context.ok) return read(context);
      throw fail(message || 'Edge function error', context ? 'network' : 'invalid_response', error);
    }
    return data instanceof Response ? read(data, onDelta) : toReply(data);
  },
});

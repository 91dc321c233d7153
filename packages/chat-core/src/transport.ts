import { ChatError, parseRetryAfter } from './errors.ts';
import {
  type ChatReply,
  type ChatRequest,
  type ErrorBody,
  FUNCTION_NAME,
  IDEMPOTENCY_HEADER,
  type StreamEvents,
} from './protocol.ts';

export interface SendOptions {
  /** Aborted on time-out or stop; the transport must cancel the request. */
  signal: AbortSignal;
  /** Called with each streamed piece of text, when the server streams. */
  onDelta?: (text: string) => void;
}

/** Delivers one attempt of one turn. Throws `ChatError` (or any error) on failure. */
export interface Transport {
  send(request: ChatRequest, options: SendOptions): Promise<ChatReply>;
}

const FALLBACK = 'Edge function error';

/** `{ error: { message } }` (or `{ error: 'text' }`) to its message. */
const errorMessage = (data: unknown): string | undefined => {
  const error = (data as Partial<ErrorBody> | null)?.error as
    | ErrorBody['error']
    | string
    | undefined;
  return typeof error === 'string' ? error : error?.message;
};

/** Turns a parsed body into a reply, or throws its `error` field as a failure. */
const toReply = (data: unknown, status?: number, retryAfter?: string | null): ChatReply => {
  if (status !== undefined && (status < 200 || status > 299)) {
    throw new ChatError(
      errorMessage(data) || FALLBACK,
      status,
      (data as ErrorBody | null)?.error?.code,
      parseRetryAfter(retryAfter),
    );
  }
  if (data == null || typeof data !== 'object') throw new ChatError('Invalid response');
  if ('error' in data && data.error) {
    throw new ChatError(errorMessage(data) || FALLBACK, undefined, (data as ErrorBody).error.code);
  }
  return data as ChatReply;
};

/** Reads a relay-chat server-sent event stream to its final reply. */
async function readStream(
  response: Response,
  onDelta?: (text: string) => void,
): Promise<ChatReply> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = done ? '' : (blocks.pop() as string);
    for (const block of blocks) {
      let type = 'message';
      let data = '';
      for (const line of block.split(/\r?\n/)) {
        const [, field, text] = /^(\w+): ?(.*)$/.exec(line) ?? [];
        if (field === 'event') type = text as string;
        else if (field === 'data') data += (data ? '\n' : '') + text;
      }
      if (!data) continue;
      const payload = JSON.parse(data) as StreamEvents[keyof StreamEvents];
      if (type === 'delta') onDelta?.((payload as StreamEvents['delta']).text);
      else if (type === 'done') return toReply(payload);
      else if (type === 'error') toReply(payload);
    }
    if (done) throw new ChatError('Stream ended early');
  }
}

const read = async (response: Response, onDelta?: (text: string) => void) => {
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.includes('text/event-stream') && response.body) {
    return readStream(response, onDelta);
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    if (response.ok) throw new ChatError('Invalid JSON response');
  }
  return toReply(data, response.status, response.headers.get('retry-after'));
};

export interface FetchTransportOptions {
  /** Supabase project URL, e.g. `https://xyz.supabase.co` or `http://127.0.0.1:54321`. */
  url: string;
  /** The project's public anon key. */
  anonKey: string;
  /** Ask for server-sent events; the reply then grows as it arrives. Default false. */
  stream?: boolean;
  functionName?: string;
  fetch?: typeof fetch;
}

/** Plain `fetch` to `{url}/functions/v1/relay-chat`. */
export const fetchTransport = (options: FetchTransportOptions): Transport => ({
  async send(request, { signal, onDelta }) {
    const endpoint = `${options.url.replace(/\/+$/, '')}/functions/v1/${options.functionName ?? FUNCTION_NAME}`;
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.anonKey}`,
      apikey: options.anonKey,
      'Content-Type': 'application/json',
      Accept: options.stream ? 'text/event-stream, application/json' : 'application/json',
    };
    if (request.message_id) headers[IDEMPOTENCY_HEADER] = request.message_id;
    const response = await (options.fetch ?? fetch)(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
      signal,
    });
    return read(response, onDelta);
  },
});

/** The part of a Supabase client this needs; `createClient(...)` satisfies it. */
export interface FunctionsInvoker {
  functions: {
    invoke(
      name: string,
      options: { body: ChatRequest; headers: Record<string, string>; signal: AbortSignal },
    ): Promise<{ data: unknown; error: unknown }>;
  };
}

/** Sends through `supabase.functions.invoke('relay-chat', …)`. */
export const supabaseTransport = (
  client: FunctionsInvoker,
  options: { stream?: boolean; functionName?: string } = {},
): Transport => ({
  async send(request, { signal, onDelta }) {
    const headers: Record<string, string> = {
      Accept: options.stream ? 'text/event-stream, application/json' : 'application/json',
    };
    if (request.message_id) headers[IDEMPOTENCY_HEADER] = request.message_id;
    const { data, error } = await client.functions.invoke(options.functionName ?? FUNCTION_NAME, {
      body: request,
      headers,
      signal,
    });
    if (error) {
      // FunctionsHttpError carries the Response as `context`: use its status and JSON message.
      const context = (error as { context?: unknown }).context;
      if (context instanceof Response && !context.ok) return read(context);
      throw new ChatError((error as Error).message || FALLBACK);
    }
    return data instanceof Response ? read(data, onDelta) : toReply(data);
  },
});

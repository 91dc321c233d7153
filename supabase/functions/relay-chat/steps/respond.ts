import type { ChatReply } from '@firm/contract/protocol.ts';
import { corsHeaders } from '../../_shared/cors.ts';
import { errorResponse, json } from '../../_shared/http.ts';
import { SSE_HEADERS, sseEvent, sseStream } from '../../_shared/sse.ts';
import type { TurnRecord } from '../../_shared/stores.ts';
import type { Outcome } from './answer.ts';

/** What every response of a request carries, whatever its outcome. */
export interface ResponseContext {
  /** The request's Origin when it is allowed (null otherwise): CORS headers name it. */
  allowedOrigin: string | null;
  requestId: string;
  /** The conversation a turn opened and its secret (see issuedHeaders). */
  issued: Record<string, string>;
}

/** Respond: the CORS headers, the conversation issued, `Vary: Origin` and the request's id. */
export function withContext(
  response: Response,
  { allowedOrigin, requestId, issued }: ResponseContext,
): Response {
  const headers = { ...(allowedOrigin !== null && corsHeaders(allowedOrigin)), ...issued };
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // Every answer depends on the Origin header, refusals included: caches must not mix them.
  response.headers.set('vary', 'Origin');
  response.headers.set('x-request-id', requestId);
  return response;
}

/** Whether the client asked for server-sent events. */
export const wantsStream = (headers: Headers): boolean =>
  headers.get('accept')?.includes('text/event-stream') ?? false;

/** A recorded answer as the client gets it. */
export const replyOf = (record: TurnRecord): ChatReply => ({
  response: record.reply ?? '',
  message_id: record.messageId,
  sources: record.sources,
});

/** A reply known whole (an answered turn repeated): JSON, or its one delta and `done`. */
export const replyResponse = (reply: ChatReply, streaming: boolean): Response =>
  streaming
    ? new Response(sseEvent('delta', { text: reply.response }) + sseEvent('done', reply), {
        headers: SSE_HEADERS,
      })
    : json(200, reply);

/** A turn's outcome as JSON: the reply, or the error with its status. */
export const outcomeResponse = (outcome: Outcome): Response =>
  'reply' in outcome ? json(200, outcome.reply) : errorResponse(outcome.error);

/** The event that ends a stream: `done` with the reply, or `error` with its code and message. */
export const lastEvent = (outcome: Outcome): string => {
  if ('reply' in outcome) return sseEvent('done', outcome.reply);
  const { code, message } = outcome.error;
  return sseEvent('error', { error: { code, message } });
};

/** A stream of `delta` events as `run` sends them, ended by the event of its outcome. */
export const streamResponse = (
  run: (delta: (text: string) => void) => Promise<Outcome>,
): Response =>
  new Response(
    sseStream(async (send) => lastEvent(await run((text) => send(sseEvent('delta', { text }))))),
    { headers: SSE_HEADERS },
  );

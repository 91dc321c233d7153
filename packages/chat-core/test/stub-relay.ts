import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatReply, ChatRequest, ErrorCode } from '@firm/contract/protocol.ts';
import { ERROR_STATUS, FUNCTION_NAME } from '@firm/contract/protocol.ts';
import { corsHeaders, originPolicy } from '../../../supabase/functions/_shared/cors.ts';

/** The answer the stub gives to `message`. */
export const stubAnswer = (message: string) => `Stub answer to: ${message}`;

export interface StubRelay {
  url: string;
  /** Every request that reached the function route, in order. */
  requests: { method: string; headers: IncomingMessage['headers']; body?: ChatRequest }[];
  close(): Promise<void>;
}

/**
 * A stand-in for the relay-chat function on a loopback port, speaking its wire contract: the
 * route, the real CORS rules (`ALLOWED_ORIGINS` as the function reads it), the JSON errors, and
 * a JSON or streamed reply.
 */
export async function startStubRelay(allowedOrigins?: string): Promise<StubRelay> {
  const allowed = originPolicy(allowedOrigins);
  const requests: StubRelay['requests'] = [];

  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    const cors = origin && allowed(origin) ? corsHeaders(origin) : {};
    const send = (status: number, body: string, headers: Record<string, string>) => {
      res.writeHead(status, { ...cors, ...headers });
      res.end(body);
    };
    const fail = (code: ErrorCode, message: string) =>
      send(ERROR_STATUS[code], JSON.stringify({ error: { code, message } }), {
        'content-type': 'application/json',
      });

    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.url !== `/functions/v1/${FUNCTION_NAME}`) return fail('not_found', 'No such function.');
    const entry: StubRelay['requests'][number] = { method: req.method ?? '', headers: req.headers };
    requests.push(entry);
    if (origin && !allowed(origin)) {
      return fail('forbidden_origin', 'This origin may not call the assistant.');
    }
    if (req.method === 'OPTIONS') return send(204, '', {});
    if (req.method !== 'POST') return fail('method_not_allowed', 'Use POST.');
    if (!req.headers.apikey && !req.headers.authorization) {
      return fail('unauthorized', "A valid 'apikey' or 'Authorization' is required.");
    }
    if (!req.headers['content-type']?.startsWith('application/json')) {
      return fail('unsupported_media_type', 'Content-Type must be application/json.');
    }
    try {
      entry.body = JSON.parse(raw);
    } catch {
      return fail('invalid_json', 'The body must be valid JSON in UTF-8.');
    }
    const message = entry.body?.message;
    if (typeof message !== 'string' || !message.trim()) {
      return fail('invalid_field', 'message must not be empty');
    }
    const reply: ChatReply = {
      response: stubAnswer(message.trim()),
      message_id: entry.body?.message_id,
      sources: [],
    };
    if (!req.headers.accept?.includes('text/event-stream')) {
      return send(200, JSON.stringify(reply), { 'content-type': 'application/json' });
    }
    stream(res, cors, reply);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Writes the reply as server-sent events: its words as deltas, then `done`. */
function stream(res: ServerResponse, cors: Record<string, string>, reply: ChatReply) {
  res.writeHead(200, { ...cors, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const text of reply.response.match(/\S+\s*/g) ?? []) {
    res.write(`event: delta\ndata: ${JSON.stringify({ text })}\n\n`);
  }
  res.end(`event: done\ndata: ${JSON.stringify(reply)}\n\n`);
}

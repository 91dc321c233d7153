import type { ErrorBody, ErrorCode } from '../../../packages/chat-core/src/protocol.ts';

/** A function's request handler, as `Deno.serve` calls it. */
export type Handler = (request: Request, info?: Deno.ServeHandlerInfo) => Promise<Response>;

/** Reads one environment variable; `Deno.env.get` in production, a record in tests. */
export type Env = (name: string) => string | undefined;

export const JSON_TYPE = 'application/json; charset=utf-8';

export const json = (status: number, body: unknown, headers?: HeadersInit): Response => {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set('content-type', JSON_TYPE);
  return response;
};

/** The one error shape every function returns: `{ error: { code, message } }`, never a stack. */
export const errorResponse = (
  status: number,
  code: ErrorCode,
  message: string,
  headers?: HeadersInit,
): Response => json(status, { error: { code, message } } satisfies ErrorBody, headers);

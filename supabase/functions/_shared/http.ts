import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@firm/contract/protocol.ts';

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

/**
 * A request refused with a machine-readable code and a message a visitor can read. The status is
 * the one the wire contract gives the code (`ERROR_STATUS`); `status` is for the one response no
 * client reads, 499 to a client that has gone away.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly headers?: HeadersInit;
  constructor(
    readonly code: ErrorCode,
    message: string,
    { headers, status = ERROR_STATUS[code] }: { headers?: HeadersInit; status?: number } = {},
  ) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** The one error shape every function returns: `{ error: { code, message } }`, never a stack. */
export const errorResponse = ({ status, code, message, headers }: HttpError): Response =>
  json(status, { error: { code, message } } satisfies ErrorBody, headers);

/** Reads at most `max` bytes of the body; null when it is larger. */
export async function readCapped(request: Request, max: number): Promise<Uint8Array | null> {
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

/** `Retry-After` in whole seconds, at least 1; an hour when the wait is unbounded. */
export const retryAfter = (ms: number): Record<string, string> => ({
  'retry-after': String(Number.isFinite(ms) ? Math.max(1, Math.ceil(ms / 1000)) : 3600),
});

import { MESSAGES } from '@firm/contract/messages.ts';
import {
  type ChatRequest,
  IDEMPOTENCY_HEADER,
  LIMITS,
  SESSION_KEY_HEADER,
} from '@firm/contract/protocol.ts';
import { HttpError, readCapped } from '../../_shared/http.ts';
import { validateRequest } from '../validate.ts';
import { PageFault } from './faults.ts';

/** A request that passed every check: its body, and the `Session-Key` it presented (or null). */
export interface Parsed {
  request: ChatRequest;
  sessionKey: string | null;
}

const MEDIA_JSON = 'application/json';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Lenient = new TextDecoder('utf-8');

/**
 * The body's text; throws TypeError when it is not UTF-8. Decoded leniently first (about a third
 * of the strict decoder's time on a 10 KB body): only a text holding U+FFFD, which a lenient
 * decoder puts in place of what is not UTF-8, is decoded again strictly to tell.
 */
const decodeUtf8 = (bytes: Uint8Array): string => {
  const text = utf8Lenient.decode(bytes);
  return text.includes('\uFFFD') ? utf8.decode(bytes) : text;
};

/** Whether the request carries one of `publicKeys` (any request does when there are none). */
export const authorized = (headers: Headers, publicKeys: readonly string[]): boolean => {
  if (publicKeys.length === 0) return true;
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  return [headers.get('apikey'), bearer].some((key) => !!key && publicKeys.includes(key));
};

/**
 * Parse and validate: the method, the public key, the content type, the size (before reading
 * past it), UTF-8 JSON, then the fields of the wire contract. Throws HttpError on the first that
 * fails: words for the visitor when what they typed is wrong, a PageFault naming the field when
 * the page sent something wrong.
 */
export async function parseRequest(
  request: Request,
  publicKeys: readonly string[],
): Promise<Parsed> {
  if (request.method !== 'POST') {
    throw new HttpError('method_not_allowed', MESSAGES.methodNotAllowed, {
      headers: { allow: 'POST, OPTIONS' },
    });
  }
  if (!authorized(request.headers, publicKeys)) {
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
    body = JSON.parse(decodeUtf8(bytes));
  } catch {
    throw new HttpError('invalid_json', MESSAGES.unreadable);
  }
  const result = validateRequest(body, {
    idempotencyKey: request.headers.get(IDEMPOTENCY_HEADER),
    sessionKey: request.headers.get(SESSION_KEY_HEADER),
  });
  if (result.ok) return { request: result.request, sessionKey: result.sessionKey };
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

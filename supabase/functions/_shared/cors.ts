import { isLoopbackHost } from '@firm/contract/hosts.ts';

/**
 * Request headers a browser may send: supabase-js's, chat-core's, the idempotency key and the
 * secret that continues a conversation.
 */
export const ALLOWED_HEADERS =
  'authorization, apikey, content-type, accept, x-client-info, x-region, idempotency-key, session-key';

/** Response headers a page may read: the wait, the request's id and a conversation's secret. */
export const EXPOSED_HEADERS = 'retry-after, x-request-id, session-id, session-key';

/** Decides whether a browser origin may call the function. */
export type OriginPolicy = (origin: string) => boolean;

const normalize = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();

/** The entry of `ALLOWED_ORIGINS` that stands for every local origin, as an unset list allows. */
export const LOCAL_ORIGINS = 'local';

/** An origin on this machine (`isLoopbackHost`), any port, over http or https. */
const isLocal: OriginPolicy = (origin) => {
  const written = normalize(origin);
  if (!URL.canParse(written)) return false;
  const url = new URL(written);
  return (
    /^https?:$/.test(url.protocol) &&
    `${url.protocol}//${url.host}` === written &&
    isLoopbackHost(url.hostname)
  );
};

/**
 * From `ALLOWED_ORIGINS`: a comma list of exact origins (`https://example.com`) and `local`
 * (localhost, 127.0.0.1 and [::1], any port), or `*` for any. Unset or empty is `local`.
 */
export function originPolicy(list: string | undefined): OriginPolicy {
  const entries = (list ?? '').split(',').map(normalize).filter(Boolean);
  if (entries.length === 0) return decidedOnce(isLocal);
  if (entries.includes('*')) return () => true;
  const allowed = new Set(entries);
  const local = allowed.has(LOCAL_ORIGINS);
  return decidedOnce((origin) => allowed.has(normalize(origin)) || (local && isLocal(origin)));
}

/** Origins whose decision a policy keeps: a site's pages send one or a few, on every request. */
const ORIGINS_KEPT = 64;

/**
 * `policy`, its decision kept for the `ORIGINS_KEPT` origins it was last asked about: a decision
 * depends on nothing but the origin's text, and reading it (a URL parsed for a local origin)
 * cost about 5 µs of every request. Origins a client makes up by the thousand only replace one
 * another in it.
 */
function decidedOnce(policy: OriginPolicy): OriginPolicy {
  const decided = new Map<string, boolean>();
  return (origin) => {
    let allowed = decided.get(origin);
    if (allowed === undefined) {
      allowed = policy(origin);
      if (decided.size >= ORIGINS_KEPT) decided.delete(decided.keys().next().value as string);
      decided.set(origin, allowed);
    }
    return allowed;
  };
}

/** Headers that let an allowed origin read the response (and its error bodies). */
export const corsHeaders = (origin: string): Record<string, string> => ({
  'access-control-allow-origin': origin,
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': ALLOWED_HEADERS,
  'access-control-expose-headers': EXPOSED_HEADERS,
  'access-control-max-age': '86400',
  vary: 'Origin',
});

import { CLIENT_IP_HEADER } from '@firm/contract/settings.ts';
import ipaddr from 'ipaddr.js';
import { sha256Hex } from './digest.ts';

/**
 * The client's address, from the one request header the platform's proxy sets and overwrites,
 * never from a header the client can write on its own (the leftmost `X-Forwarded-For` is
 * whatever the client sent). On Supabase's hosted platform requests reach functions through
 * Cloudflare, which sets `CF-Connecting-IP` to the address that connected to it; the local
 * gateway plays that proxy. Set CLIENT_IP_HEADER when the function runs behind another proxy.
 */
export const DEFAULT_CLIENT_IP_HEADER = CLIENT_IP_HEADER.default;

/** Every address with no usable header shares this one key, so it is limited as one client. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The network a request comes from, as a rate-limit key: an IPv4 address, or the /64 prefix of
 * an IPv6 address (one subscriber usually holds a whole /64, so its addresses are one client).
 * `UNKNOWN_CLIENT` when the header is missing or is not exactly one address.
 */
export function clientNetwork(headers: Headers, header: string): string {
  const value = headers.get(header)?.trim() ?? '';
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value).toString();
  if (!ipaddr.IPv6.isValid(value)) return UNKNOWN_CLIENT;
  const address = ipaddr.IPv6.parse(value);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const prefix = address.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * Salted SHA-256 of a client network (32 hex characters), remembered for the `kept` most recent
 * ones: most requests come from a client seen moments ago. Synchronous (the digest is), so the
 * handler does not wait a turn of the event loop for it.
 */
export function ipHasher(salt: string, kept = 10_000): (network: string) => string {
  const known = new Map<string, string>();
  return (network) => {
    const cached = known.get(network);
    if (cached !== undefined) return cached;
    const hash = sha256Hex(`${salt}:${network}`).slice(0, 32);
    if (known.size >= kept) known.delete(known.keys().next().value as string);
    known.set(network, hash);
    return hash;
  };
}

/**
 * The secret that continues a conversation: issued by the function with the conversation's first
 * turn, sent back by the client on every later one (the `Session-Key` header), and kept by the
 * store only as its SHA-256, so neither the record nor the database's logs ever hold it.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from './digest.ts';

/** 256 random bits from the platform's CSPRNG, as 43 characters of base64url. */
export const issueSessionKey = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 of a key, as 64 hex digits: what the store keeps and compares. */
export const hashSessionKey = sha256Hex;

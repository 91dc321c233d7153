/**
 * Anchors of the record, kept outside the database: what `verify` alone cannot see is a record
 * cut short together with its chain head (the newest turns of a conversation deleted and the
 * head set back), or a whole conversation deleted with its chain. An anchor is the list of every
 * conversation's chain head at one moment, a chain over all of them (the global head) and an
 * HMAC-SHA256 of it under a key only the firm holds, so neither the list nor its signature can
 * be redone by whoever can change the database. Verifying against it finds each conversation
 * whose anchored link is gone or changed.
 *
 * The file is JSON Lines: a header `{"anchor":1,"at":...}`, one line
 * `[session_id, seq, head, last_at]` per conversation (in session_id order), and a footer
 * `{"conversations":n,"head":...,"mac":...}`, where head chains every line before it
 * (h = sha256(h_prev + "\n" + line), from "") and mac is the HMAC of `header + "\n" + head`.
 */
import type { Db } from '../functions/_shared/db/db.ts';
import { sha256Hex } from '../functions/_shared/digest.ts';

/** The environment variable holding the firm's anchor key. */
export const ANCHOR_KEY = 'TRANSCRIPTS_ANCHOR_KEY';
const MIN_KEY_CHARS = 32;

/** The anchor is not usable: a missing or short key, or a file that was changed. */
export class AnchorError extends Error {}

/** One conversation's chain head when anchored, and the time of its newest turn. */
export type AnchoredConversation = [sessionId: string, seq: number, head: string, lastAt: string];

export interface Anchor {
  at: string;
  conversations: AnchoredConversation[];
  head: string;
}

const encoder = new TextEncoder();

async function mac(secret: string | undefined, text: string): Promise<string> {
  if (!secret || secret.length < MIN_KEY_CHARS) {
    throw new AnchorError(
      `${ANCHOR_KEY} must hold the firm's anchor key, ${MIN_KEY_CHARS} characters or more (e.g. openssl rand -hex 32)`,
    );
  }
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(text));
  return Array.from(new Uint8Array(signature), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The global chain: each line folded into the hash of all before it. */
const chain = (head: string, line: string) => sha256Hex(`${head}\n${line}`);

/** Every conversation's chain head, in session_id order, read in pages. */
async function* heads(db: Db, pageSize: number): AsyncGenerator<AnchoredConversation> {
  let after = '';
  for (;;) {
    const page = await db.query<{ session_id: string; seq: number; head: string; last_at: string }>(
      `select c.session_id, c.seq::float8 as seq, c.head,
         (select to_char(max(t.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
          from public.chat_turns t where t.session_id = c.session_id) as last_at
       from public.chat_chains c where c.session_id > $1 order by c.session_id limit $2`,
      [after, pageSize],
    );
    for (const row of page) yield [row.session_id, row.seq, row.head, row.last_at];
    if (page.length < pageSize) return;
    after = page.at(-1)?.session_id as string;
  }
}

/** The anchor of the record as it is now, line by line, signed with `secret`. */
export async function* writeAnchor(
  db: Db,
  secret: string | undefined,
  now = new Date(),
  pageSize = 1000,
): AsyncGenerator<string> {
  await mac(secret, '');
  const header = JSON.stringify({ anchor: 1, at: now.toISOString() });
  yield `${header}\n`;
  let head = '';
  let conversations = 0;
  for await (const conversation of heads(db, pageSize)) {
    const line = JSON.stringify(conversation);
    head = chain(head, line);
    conversations++;
    yield `${line}\n`;
  }
  yield `${JSON.stringify({ conversations, head, mac: await mac(secret, `${header}\n${head}`) })}\n`;
}

/** Reads an anchor file, checking its chain and its signature; an AnchorError says what is wrong. */
export async function readAnchor(text: string, secret: string | undefined): Promise<Anchor> {
  const lines = text.split('\n').filter((line) => line !== '');
  const [header = '', ...rest] = lines;
  const footer = rest.pop() ?? '';
  const broken = () => new AnchorError('it is not an anchor written by pnpm transcripts anchor');
  let at: string;
  let end: { conversations?: unknown; head?: unknown; mac?: unknown };
  try {
    at = JSON.parse(header).at;
    end = JSON.parse(footer);
  } catch {
    throw broken();
  }
  if (typeof at !== 'string' || typeof end.head !== 'string') throw broken();
  let head = '';
  const conversations: AnchoredConversation[] = [];
  for (const line of rest) {
    head = chain(head, line);
    try {
      conversations.push(JSON.parse(line));
    } catch {
      throw broken();
    }
  }
  const expected = await mac(secret, `${header}\n${end.head}`);
  if (head !== end.head || conversations.length !== end.conversations || expected !== end.mac) {
    throw new AnchorError(
      'it was changed since it was written, or was signed with another key than this one',
    );
  }
  return { at, conversations, head };
}

/** A conversation whose anchored link is gone or changed. */
export interface AnchorFinding {
  session_id: string;
  problem: string;
}

/**
 * Checks each anchored conversation against the record: its anchored link must still be there,
 * with the anchored hash. A conversation missing altogether is deleted, unless its newest
 * anchored turn is past the retention window now (the purge removes those).
 */
export async function verifyAgainstAnchor(
  db: Db,
  anchor: Anchor,
  now = new Date(),
  pageSize = 1000,
): Promise<AnchorFinding[]> {
  const [retention] = await db.query<{ keep_ms: number | null }>(
    `select (select extract(epoch from r.keep_for) * 1000 from public.chat_retention r)::float8
       as keep_ms`,
  );
  const keepMs = retention?.keep_ms ?? null;
  const findings: AnchorFinding[] = [];
  const since = `since the anchor of ${anchor.at}`;
  for (let i = 0; i < anchor.conversations.length; i += pageSize) {
    const page = anchor.conversations.slice(i, i + pageSize);
    const rows = await db.query<{ session_id: string; last: number; hash: string | null }>(
      `select a.session_id,
         (select coalesce(max(greatest(t.claim_seq, coalesce(t.seal_seq, 0))), 0)::float8
          from public.chat_turns t where t.session_id = a.session_id) as last,
         (select l.hash from (
            select t.claim_seq as seq, t.claim_hash as hash from public.chat_turns t
            where t.session_id = a.session_id
            union all
            select t.seal_seq, t.seal_hash from public.chat_turns t
            where t.session_id = a.session_id) l
          where l.seq = a.seq limit 1) as hash
       from unnest($1::text[], $2::bigint[]) with ordinality as a(session_id, seq, n)
       order by a.n`,
      [page.map(([sessionId]) => sessionId), page.map(([, seq]) => seq)],
    );
    rows.forEach((row, n) => {
      const [sessionId, seq, head, lastAt] = page[n] as AnchoredConversation;
      const purgeable = keepMs !== null && Date.parse(lastAt) < now.getTime() - keepMs;
      let problem: string | undefined;
      if (row.last === 0) {
        if (!purgeable) problem = `deleted ${since}, which saw ${seq} links of it`;
      } else if (row.last < seq) {
        problem = `cut short ${since}: it saw ${seq} links, the record ends at link ${row.last}`;
      } else if (row.hash === null) {
        problem = `its link ${seq}, anchored, was removed ${since}`;
      } else if (row.hash !== head) {
        problem = `rewritten ${since}: its link ${seq} is not the one anchored`;
      }
      if (problem) findings.push({ session_id: sessionId, problem });
    });
  }
  return findings;
}

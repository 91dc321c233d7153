/**
 * Chat transcripts for a compliance reviewer:
 *
 *   pnpm transcripts export --since DATE [--until DATE] [--format jsonl|csv]
 *   pnpm transcripts gaps --since DATE [--until DATE] [--format text|csv|jsonl]
 *   pnpm transcripts anchor > anchor-DATE.jsonl
 *   pnpm transcripts verify [--anchor FILE]
 *
 * `export` writes every chat turn (each attempt) created in [since, until) to stdout, one
 * conversation after another (conversations in the order they started, turns in time order).
 * DATE is a day (YYYY-MM-DD, UTC; --until includes that whole day) or an ISO 8601 time with a
 * zone. `gaps` writes what the assistant did not fully answer in [since, until), grouped by need,
 * most asked first (see gaps.ts). CSV cells that could run as a spreadsheet formula are made
 * text (csv.ts). `anchor` writes every conversation's chain head, a chain over all of them and an HMAC
 * (with TRANSCRIPTS_ANCHOR_KEY) to stdout, for the firm to keep outside the database. `verify`
 * recomputes every conversation's hash chain and lists each turn changed or removed since it was
 * written; with an anchor, also each conversation cut short or deleted since the anchor was
 * written. All read the database at SUPABASE_DB_URL, or else the embedded one that `pnpm dev`
 * keeps: directly when nothing holds it, and while the gateway of `pnpm dev` does, through the
 * PostgreSQL server the gateway runs for it.
 */
import { parseArgs } from 'node:util';
import { LocalDbInUseError, openConfiguredDb } from '../dev/db/local.ts';
import { servedDbUrl } from '../dev/gateway.ts';
import type { Db } from '../functions/_shared/db/db.ts';
import { connectPostgres } from '../functions/_shared/db/postgres.ts';
import type { ChatTurnRow } from '../functions/_shared/db/stores.ts';
import {
  ANCHOR_KEY,
  type Anchor,
  AnchorError,
  readAnchor,
  verifyAgainstAnchor,
  writeAnchor,
} from './anchor.ts';
import { csvLine } from './csv.ts';
import { formatGaps, type GapFormat, gapReport } from './gaps.ts';

export const USAGE =
  'Usage: pnpm transcripts export --since DATE [--until DATE] [--format jsonl|csv]\n' +
  '       pnpm transcripts gaps --since DATE [--until DATE] [--format text|csv|jsonl]\n' +
  '       pnpm transcripts anchor > FILE\n' +
  '       pnpm transcripts verify [--anchor FILE]\n' +
  '  DATE: YYYY-MM-DD (UTC day) or an ISO 8601 time with a zone, e.g. 2026-01-01T09:00:00Z\n' +
  '  anchor and verify --anchor sign with TRANSCRIPTS_ANCHOR_KEY (32 characters or more)';

export class UsageError extends Error {}

export type Format = 'jsonl' | 'csv';

export interface ExportOptions {
  command: 'export';
  since: Date;
  until: Date;
  format: Format;
}

export interface GapsOptions {
  command: 'gaps';
  since: Date;
  until: Date;
  format: GapFormat;
}

export type Command =
  | ExportOptions
  | GapsOptions
  | { command: 'anchor' }
  | { command: 'verify'; anchor?: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day or an instant; a day as `--until` means the end of that day. */
function parseDate(option: string, text: string, endOfDay: boolean): Date {
  const day = DAY.exec(text);
  if (day) {
    const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
    const at = new Date(Date.UTC(year, month - 1, date + (endOfDay ? 1 : 0)));
    const check = new Date(Date.UTC(year, month - 1, date));
    if (check.getUTCMonth() === month - 1 && check.getUTCDate() === date) return at;
  } else if (TIME.test(text) && !Number.isNaN(Date.parse(text))) {
    return new Date(text);
  }
  throw new UsageError(`--${option} is not a valid date: '${text}'`);
}

const parse = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      until: { type: 'string' },
      format: { type: 'string' },
      anchor: { type: 'string' },
    },
  });

/** Each command's formats, its default first. */
const FORMATS = {
  export: ['jsonl', 'csv'],
  gaps: ['text', 'csv', 'jsonl'],
} as const satisfies Record<string, readonly string[]>;

/** Reads the command line; a UsageError says what is wrong. */
export function parseCommand(args: string[], now = new Date()): Command {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  const [command] = positionals;
  const whole = values.since || values.until || args.includes('--format');
  if (positionals.length === 1 && command === 'verify') {
    if (whole) throw new UsageError('verify takes only --anchor: it checks the whole record');
    return values.anchor === undefined ? { command } : { command, anchor: values.anchor };
  }
  if (positionals.length === 1 && command === 'anchor') {
    if (whole || values.anchor !== undefined) {
      throw new UsageError('anchor takes no options: it anchors the whole record');
    }
    return { command };
  }
  if (positionals.length !== 1 || (command !== 'export' && command !== 'gaps')) {
    throw new UsageError(
      `Unknown command: '${positionals.join(' ')}' (the commands are 'export', 'gaps', 'anchor' and 'verify')`,
    );
  }
  if (values.anchor !== undefined) throw new UsageError('--anchor is an option of verify');
  if (!values.since) throw new UsageError('--since is required');
  const formats = FORMATS[command];
  const format = values.format ?? formats[0];
  if (!formats.includes(format as never)) {
    throw new UsageError(`--format must be ${formats.join(' or ')}, not '${values.format}'`);
  }
  const since = parseDate('since', values.since, false);
  const until = values.until ? parseDate('until', values.until, true) : now;
  if (since >= until) throw new UsageError('--since must be before --until');
  return { command, since, until, format } as ExportOptions | GapsOptions;
}

/** One exported turn: the compliance record, with times as ISO 8601. */
export interface TranscriptTurn extends ChatTurnRow {
  created_at: string;
  completed_at: string | null;
}

export const COLUMNS: (keyof TranscriptTurn)[] = [
  'session_id',
  'message_id',
  'created_at',
  'completed_at',
  'status',
  'attempt',
  'message',
  'reply',
  'redacted_kinds',
  'sources',
  'provider',
  'fallback_reason',
  'model',
  'kb_version',
  'prompt_version',
  'error_code',
  'provider_ms',
  'total_ms',
  'prompt_tokens',
  'completion_tokens',
  'answer_kind',
  'topic',
  'facet',
  'confidence',
  'abstained',
  'figure_check',
  'context_turn_ids',
  'origin',
  'source',
  'ip_hash',
];

interface Page extends Record<string, unknown> {
  session_key: string;
  created_key: string;
  id: string;
  turn: TranscriptTurn;
}

/**
 * The turns in [since, until), one conversation after another, read in pages by keyset so an
 * export of years of turns runs in constant memory.
 */
export async function* readTurns(
  db: Db,
  { since, until }: Pick<ExportOptions, 'since' | 'until'>,
  pageSize = 500,
): AsyncGenerator<TranscriptTurn> {
  let after = ['-infinity', '', '-infinity', '0'];
  for (;;) {
    const page = await db.query<Page>(
      `with turns as (
         select *, min(created_at) over (partition by session_id) as session_start
         from chat_turns where created_at >= $1::timestamptz and created_at < $2::timestamptz
       )
       select session_start::text as session_key, created_at::text as created_key, id::text as id,
         jsonb_build_object(
           'session_id', session_id, 'message_id', message_id,
           'created_at', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
           'completed_at',
             to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
           'status', status, 'attempt', attempt, 'message', message_redacted,
           'reply', reply_redacted, 'redacted_kinds', to_jsonb(redacted_kinds),
           'sources', sources, 'provider', provider, 'fallback_reason', fallback_reason,
           'model', model, 'kb_version', kb_version,
           'prompt_version', prompt_version, 'error_code', error_code,
           'provider_ms', provider_ms, 'total_ms', total_ms, 'prompt_tokens', prompt_tokens,
           'completion_tokens', completion_tokens, 'answer_kind', answer_kind, 'topic', topic,
           'facet', facet, 'confidence', confidence, 'abstained', abstained,
           'figure_check', figure_check, 'context_turn_ids', context_turn_ids, 'origin', origin, 'source', source, 'ip_hash', ip_hash
         ) as turn
       from turns
       -- The cursor travels as text: a JS Date would drop the microseconds.
       where (session_start, session_id, created_at, id)
         > ($3::text::timestamptz, $4::text, $5::text::timestamptz, $6::text::bigint)
       order by session_start, session_id, created_at, id
       limit $7`,
      [since.toISOString(), until.toISOString(), ...after, pageSize],
    );
    for (const { turn } of page) {
      yield Object.fromEntries(COLUMNS.map((column) => [column, turn[column]])) as never;
    }
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = [last.session_key, last.turn.session_id, last.created_key, last.id];
  }
}

/** A turn (or a conversation, when `turn_id` is null) whose chain does not hold. */
export interface Finding {
  session_id: string;
  turn_id: number | null;
  message_id: string | null;
  problem: string;
}

/**
 * Recomputes every conversation's hash chain (supabase/migrations: each turn's claim and seal
 * is a link over the previous link's hash, its number and its content) and returns what does
 * not hold: a link whose content no longer gives its hash (changed), a gap in the numbers or an
 * end short of the conversation's head (removed), a row with no link (written around the
 * guards), a conversation with no head.
 */
export async function verifyRecord(
  db: Db,
): Promise<{ turns: number; conversations: number; findings: Finding[] }> {
  const findings = await db.query<Finding & Record<string, unknown>>(
    `with links as (
       select t.session_id, t.id, t.message_id, t.claim_seq as seq, t.claim_hash as hash,
         public.chat_claim_content(t) as content
       from public.chat_turns t
       union all
       select t.session_id, t.id, t.message_id, t.seal_seq, t.seal_hash,
         public.chat_seal_content(t)
       from public.chat_turns t where t.status <> 'pending' or t.seal_seq is not null
     ), chained as (
       select l.*, lag(l.hash) over w as prev_hash, lag(l.seq) over w as prev_seq
       from links l where l.seq is not null
       window w as (partition by l.session_id order by l.seq, l.id)
     ), problems as (
       select session_id, id, message_id, seq,
         'written outside the guards: it has no link in the chain' as problem
       from links where seq is null or hash is null
       union all
       select session_id, id, message_id, seq, case
           when coalesce(prev_seq, 0) <> seq - 1
             then 'out of order in its chain: a turn before it was removed (or one added)'
           when hash is distinct from public.chat_link(coalesce(prev_hash, ''), seq, content)
             then 'changed since it was written'
         end
       from chained
       union all
       select c.session_id, null::bigint, null::text, c.seq, case
           when last.seq is null then 'every turn of the conversation was removed'
           when last.seq <> c.seq or last.hash <> c.head
             then 'its latest turn was removed or changed'
         end
       from public.chat_chains c
       left join (
         select distinct on (session_id) session_id, seq, hash from chained
         order by session_id, seq desc
       ) last on last.session_id = c.session_id
       union all
       select distinct t.session_id, null::bigint, null::text, null::bigint,
         'the conversation has no chain head: it was removed'
       from public.chat_turns t
       where not exists (select from public.chat_chains c where c.session_id = t.session_id)
     )
     select session_id, id::float8 as turn_id, message_id, problem from problems
     where problem is not null
     order by session_id, seq nulls first, id`,
  );
  const [counts] = await db.query<{ turns: number; conversations: number }>(
    `select count(*)::int as turns, count(distinct session_id)::int as conversations
     from public.chat_turns`,
  );
  return {
    turns: counts?.turns ?? 0,
    conversations: counts?.conversations ?? 0,
    findings: findings.map(({ session_id, turn_id, message_id, problem }) => ({
      session_id,
      turn_id,
      message_id,
      problem,
    })),
  };
}

/** The export as lines of text: JSON Lines, or CSV with a header. */
export async function* formatTurns(
  turns: AsyncIterable<TranscriptTurn>,
  format: Format,
): AsyncGenerator<string> {
  if (format === 'csv') yield csvLine(COLUMNS);
  for await (const turn of turns) {
    yield format === 'csv'
      ? csvLine(COLUMNS.map((column) => turn[column]))
      : `${JSON.stringify(turn)}\n`;
  }
}

/** Where the command reads its settings and writes its output; the process's own by default. */
export interface Io {
  env: { get(name: string): string | undefined };
  /** The embedded database's folder, when not the one `pnpm dev` keeps. */
  localDir?: string;
  stdout: WritableStream<Uint8Array>;
  stderr: (line: string) => void;
}

/**
 * The record: SUPABASE_DB_URL's server, else the embedded database; while a gateway (`pnpm dev`)
 * holds that one, through the PostgreSQL server the gateway runs for it.
 */
async function openRecord(io: Io): Promise<Db> {
  try {
    return await openConfiguredDb(io.env, io.localDir);
  } catch (error) {
    if (!(error instanceof LocalDbInUseError)) throw error;
    const url = await servedDbUrl(io.localDir);
    if (!url) throw error;
    return connectPostgres(url, { max: 1 });
  }
}

/** Runs the command; returns its exit code (0 done, 1 failed or the record does not hold, 2 bad usage). */
export async function run(args: string[], io: Io): Promise<number> {
  let options: Command;
  try {
    options = parseCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n${USAGE}`);
    return 2;
  }
  let db: Db | undefined;
  const encoder = new TextEncoder();
  const out = io.stdout.getWriter();
  const write = (text: string) => out.write(encoder.encode(text));
  try {
    let anchor: Anchor | undefined;
    if (options.command === 'verify' && options.anchor !== undefined) {
      try {
        anchor = await readAnchor(await Deno.readTextFile(options.anchor), io.env.get(ANCHOR_KEY));
      } catch (error) {
        if (error instanceof AnchorError || error instanceof Deno.errors.NotFound) {
          io.stderr(`transcripts: the anchor ${options.anchor} cannot be used: ${error.message}`);
          return 1;
        }
        throw error;
      }
    }
    db = await openRecord(io);
    if (options.command === 'anchor') {
      for await (const line of writeAnchor(db, io.env.get(ANCHOR_KEY))) await write(line);
      return 0;
    }
    if (options.command === 'verify') {
      const { turns, conversations, findings } = await verifyRecord(db);
      const anchored = anchor ? await verifyAgainstAnchor(db, anchor) : [];
      for (const { session_id, turn_id, message_id, problem } of findings) {
        const turn = turn_id === null ? '' : `, turn ${turn_id} (message_id ${message_id})`;
        await write(`conversation ${session_id}${turn}: ${problem}\n`);
      }
      for (const { session_id, problem } of anchored) {
        await write(`conversation ${session_id}: ${problem}\n`);
      }
      const problems = findings.length + anchored.length;
      const against = anchor
        ? `, ${anchor.conversations.length} against the anchor of ${anchor.at}`
        : '';
      await write(
        `${turns} turns in ${conversations} conversations checked${against}: ${
          problems === 0 ? 'none changed or removed since written' : `${problems} problems`
        }\n`,
      );
      return problems === 0 ? 0 : 1;
    }
    if (options.command === 'gaps') {
      const report = await gapReport(db, options.since, options.until);
      for (const text of formatGaps(report, options.format)) await write(text);
      return 0;
    }
    for await (const text of formatTurns(readTurns(db, options), options.format)) {
      await write(text);
    }
    return 0;
  } catch (error) {
    if (error instanceof Deno.errors.BrokenPipe) return 0;
    if (error instanceof AnchorError) {
      io.stderr(`transcripts: ${error.message}`);
      return 1;
    }
    const missing = (error as { code?: string }).code === '42P01';
    io.stderr(
      `transcripts: ${(error as Error).message}${missing ? ' (apply supabase/migrations first)' : ''}`,
    );
    return 1;
  } finally {
    out.releaseLock();
    await db?.close();
  }
}

if (import.meta.main) {
  Deno.exit(
    await run(Deno.args, { env: Deno.env, stdout: Deno.stdout.writable, stderr: console.error }),
  );
}

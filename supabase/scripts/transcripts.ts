/**
 * Chat transcripts for a compliance reviewer:
 *
 *   pnpm transcripts export --since DATE [--until DATE] [--format jsonl|csv]
 *
 * Writes every chat turn created in [since, until) to stdout, one conversation after another
 * (conversations in the order they started, turns in time order). DATE is a day (YYYY-MM-DD,
 * UTC; --until includes that whole day) or an ISO 8601 time with a zone. Reads the database at
 * SUPABASE_DB_URL, or else the embedded one that `pnpm dev` keeps (stop `pnpm dev` first: the
 * embedded database has one user at a time).
 */
import { parseArgs } from 'node:util';
import type { Db } from '../functions/_shared/db/db.ts';
import { openConfiguredDb } from '../functions/_shared/db/local.ts';

export const USAGE =
  'Usage: pnpm transcripts export --since DATE [--until DATE] [--format jsonl|csv]\n' +
  '  DATE: YYYY-MM-DD (UTC day) or an ISO 8601 time with a zone, e.g. 2026-01-01T09:00:00Z';

export class UsageError extends Error {}

export type Format = 'jsonl' | 'csv';

export interface ExportOptions {
  since: Date;
  until: Date;
  format: Format;
}

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
      format: { type: 'string', default: 'jsonl' },
    },
  });

/** Reads the command line; a UsageError says what is wrong. */
export function parseExportArgs(args: string[], now = new Date()): ExportOptions {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1 || positionals[0] !== 'export') {
    throw new UsageError(`Unknown command: '${positionals.join(' ')}' (the command is 'export')`);
  }
  if (!values.since) throw new UsageError('--since is required');
  if (values.format !== 'jsonl' && values.format !== 'csv') {
    throw new UsageError(`--format must be jsonl or csv, not '${values.format}'`);
  }
  const since = parseDate('since', values.since, false);
  const until = values.until ? parseDate('until', values.until, true) : now;
  if (since >= until) throw new UsageError('--since must be before --until');
  return { since, until, format: values.format };
}

/** One exported turn: the compliance record, with times as ISO 8601. */
export interface TranscriptTurn {
  session_id: string;
  message_id: string;
  created_at: string;
  completed_at: string | null;
  status: string;
  attempts: number;
  message: string;
  reply: string | null;
  redacted_kinds: string[];
  sources: unknown[];
  provider: string | null;
  model: string | null;
  kb_version: string | null;
  prompt_version: string | null;
  error_code: string | null;
  provider_ms: number | null;
  total_ms: number | null;
  origin: string | null;
  ip_hash: string | null;
}

export const COLUMNS: (keyof TranscriptTurn)[] = [
  'session_id',
  'message_id',
  'created_at',
  'completed_at',
  'status',
  'attempts',
  'message',
  'reply',
  'redacted_kinds',
  'sources',
  'provider',
  'model',
  'kb_version',
  'prompt_version',
  'error_code',
  'provider_ms',
  'total_ms',
  'origin',
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
           'status', status, 'attempts', attempts, 'message', message_redacted,
           'reply', reply_redacted, 'redacted_kinds', to_jsonb(redacted_kinds),
           'sources', sources, 'provider', provider, 'model', model, 'kb_version', kb_version,
           'prompt_version', prompt_version, 'error_code', error_code,
           'provider_ms', provider_ms, 'total_ms', total_ms, 'origin', origin, 'ip_hash', ip_hash
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

/** A CSV field (RFC 4180); text a spreadsheet would run as a formula is prefixed with '. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The export as lines of text: JSON Lines, or CSV with a header. */
export async function* formatTurns(
  turns: AsyncIterable<TranscriptTurn>,
  format: Format,
): AsyncGenerator<string> {
  if (format === 'csv') yield `${COLUMNS.join(',')}\r\n`;
  for await (const turn of turns) {
    yield format === 'csv'
      ? `${COLUMNS.map((column) => csvField(turn[column])).join(',')}\r\n`
      : `${JSON.stringify(turn)}\n`;
  }
}

/** Where the command reads its settings and writes its output; the process's own by default. */
export interface Io {
  env: { get(name: string): string | undefined };
  stdout: WritableStream<Uint8Array>;
  stderr: (line: string) => void;
}

/** Runs the command; returns its exit code (0 done, 1 failed, 2 bad usage). */
export async function run(args: string[], io: Io): Promise<number> {
  let options: ExportOptions;
  try {
    options = parseExportArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n${USAGE}`);
    return 2;
  }
  let db: Db | undefined;
  const encoder = new TextEncoder();
  const out = io.stdout.getWriter();
  try {
    db = await openConfiguredDb(io.env);
    for await (const text of formatTurns(readTurns(db, options), options.format)) {
      await out.write(encoder.encode(text));
    }
    return 0;
  } catch (error) {
    if (error instanceof Deno.errors.BrokenPipe) return 0;
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

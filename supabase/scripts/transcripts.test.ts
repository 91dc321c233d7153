import assert from 'node:assert/strict';
import type { Db } from '../functions/_shared/db/db.ts';
import { sqlTurnStore } from '../functions/_shared/db/stores.ts';
import { createServerDatabase, TEST_DATABASES } from '../functions/_shared/db/testing.ts';
import {
  COLUMNS,
  formatTurns,
  parseExportArgs,
  readTurns,
  run,
  type TranscriptTurn,
  UsageError,
} from './transcripts.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

Deno.test('export arguments: a day is a UTC day, --until includes it, --format checked', () => {
  assert.deepEqual(parseExportArgs(['export', '--since', '2026-01-01'], NOW), {
    since: new Date('2026-01-01T00:00:00Z'),
    until: NOW,
    format: 'jsonl',
  });
  assert.deepEqual(
    parseExportArgs(
      [
        'export',
        '--since',
        '2026-03-01T09:30:00-05:00',
        '--until',
        '2026-03-31',
        '--format',
        'csv',
      ],
      NOW,
    ),
    {
      since: new Date('2026-03-01T14:30:00Z'),
      until: new Date('2026-04-01T00:00:00Z'),
      format: 'csv',
    },
  );
  const refused: [string[], RegExp][] = [
    [['export'], /--since is required/],
    [['export', '--since', '2026-02-30'], /--since is not a valid date: '2026-02-30'/],
    [['export', '--since', 'yesterday'], /--since is not a valid date/],
    [['export', '--since', '2026-01-01T10:00:00'], /not a valid date/],
    [['export', '--since', '2026-01-01', '--until', '2025-12-31'], /--since must be before/],
    [['export', '--since', '2026-01-01', '--format', 'xml'], /--format must be jsonl or csv/],
    [['export', '--since', '2026-01-01', '--verbose'], /Unknown option '--verbose'/],
    [['import', '--since', '2026-01-01'], /Unknown command: 'import'/],
    [[], /Unknown command/],
  ];
  for (const [args, message] of refused) {
    assert.throws(
      () => parseExportArgs(args, NOW),
      (error: Error) => {
        assert.ok(error instanceof UsageError, args.join(' '));
        assert.match(error.message, message);
        return true;
      },
    );
  }
});

const at = (iso: string) => Date.parse(iso);

/** Three conversations, interleaved in time, plus turns outside the exported range. */
async function recordTurns(db: Db): Promise<void> {
  const store = sqlTurnStore(db);
  const turn = async (sessionId: string, messageId: string, when: string, failed = false) => {
    const now = at(when);
    const start = {
      sessionId,
      messageId,
      origin: 'https://firm.example',
      ipHash: `hash-${sessionId}`,
      message: `question ${messageId}`,
      redactionKinds: messageId === 'b1' ? ['ssn'] : [],
    };
    const { record } = await store.begin(start, now, 30_000);
    await store.finish(
      start,
      record.attempts,
      {
        status: failed ? 'failed' : 'answered',
        reply: failed ? null : `=answer to ${messageId}, "quoted"\nsecond line`,
        sources: failed ? [] : [{ title: 'IRS', url: 'https://www.irs.gov/' }],
        provider: 'embedded',
        model: null,
        kbVersion: 'kb-2026.1',
        promptVersion: null,
        errorCode: failed ? 'upstream_timeout' : null,
        providerMs: 3,
        totalMs: 5,
      },
      now + 5,
    );
  };
  await turn('before', 'x1', '2025-12-31T23:59:59Z');
  await turn('session-b', 'b1', '2026-01-02T10:00:00Z');
  await turn('session-a', 'a1', '2026-01-02T10:00:01Z');
  await turn('session-b', 'b2', '2026-01-02T10:00:02Z', true);
  await turn('session-c', 'c1', '2026-01-02T09:00:00Z');
  await turn('session-a', 'a2', '2026-01-03T08:00:00Z');
  await turn('session-b', 'b3', '2026-01-04T08:00:00Z');
  await turn('after', 'y1', '2026-01-05T00:00:00Z');
}

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`export reads one conversation after another, in pages (${kind})`, async () => {
    const { db, drop } = await create();
    try {
      await recordTurns(db);
      const range = { since: new Date('2026-01-01'), until: new Date('2026-01-05') };
      const turns: TranscriptTurn[] = [];
      for await (const turn of readTurns(db, range, 2)) turns.push(turn);
      assert.deepEqual(
        turns.map((turn) => turn.message_id),
        ['c1', 'b1', 'b2', 'b3', 'a1', 'a2'],
      );
      assert.deepEqual(turns[1], {
        session_id: 'session-b',
        message_id: 'b1',
        created_at: '2026-01-02T10:00:00.000000Z',
        completed_at: '2026-01-02T10:00:00.005000Z',
        status: 'answered',
        attempts: 1,
        message: 'question b1',
        reply: '=answer to b1, "quoted"\nsecond line',
        redacted_kinds: ['ssn'],
        sources: [{ title: 'IRS', url: 'https://www.irs.gov/' }],
        provider: 'embedded',
        model: null,
        kb_version: 'kb-2026.1',
        prompt_version: null,
        error_code: null,
        provider_ms: 3,
        total_ms: 5,
        origin: 'https://firm.example',
        ip_hash: 'hash-session-b',
      });
      assert.equal(turns[2]?.status, 'failed');
      assert.equal(turns[2]?.error_code, 'upstream_timeout');
    } finally {
      await drop();
    }
  });
}

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const line of lines) text += line;
  return text;
}

async function* one(turn: TranscriptTurn) {
  yield turn;
}

Deno.test('csv quotes fields and defuses spreadsheet formulas; jsonl is one object a line', async () => {
  const turn = Object.fromEntries(
    COLUMNS.map((column) => [column, null]),
  ) as never as TranscriptTurn;
  Object.assign(turn, {
    session_id: 's',
    message: '@SUM(A1)',
    reply: '=1+1, "two"\nlines',
    redacted_kinds: ['ssn', 'card'],
    attempts: 2,
  });
  const csv = await collect(formatTurns(one(turn), 'csv'));
  const [header, row] = csv.split('\r\n');
  assert.equal(header, COLUMNS.join(','));
  assert.ok(row?.startsWith('s,,,,,2,\'@SUM(A1),"\'=1+1, ""two""\nlines","[""ssn"",""card""]",'));
  const jsonl = await collect(formatTurns(one(turn), 'jsonl'));
  assert.deepEqual(JSON.parse(jsonl), turn);
  assert.equal(jsonl.split('\n').length, 2);
});

/** Runs the command in this process, capturing what it writes. */
async function runCli(args: string[], vars: Record<string, string>) {
  const chunks: Uint8Array[] = [];
  const errors: string[] = [];
  const code = await run(args, {
    env: { get: (name) => vars[name] },
    stdout: new WritableStream({ write: (chunk) => void chunks.push(chunk) }),
    stderr: (line) => errors.push(line),
  });
  const stdout = new TextDecoder().decode(new Uint8Array(chunks.flatMap((chunk) => [...chunk])));
  return { code, stdout, stderr: errors.join('\n') };
}

Deno.test('the command exports from SUPABASE_DB_URL; bad input is a clear error', async () => {
  const { db, url, drop } = await createServerDatabase();
  try {
    await recordTurns(db);
    const env = { SUPABASE_DB_URL: url ?? '' };
    const ok = await runCli(['export', '--since', '2026-01-02', '--until', '2026-01-02'], env);
    assert.equal(ok.code, 0, ok.stderr);
    assert.deepEqual(
      ok.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).message_id),
      ['c1', 'b1', 'b2', 'a1'],
    );
    const csv = await runCli(['export', '--since', '2026-01-01', '--format', 'csv'], env);
    assert.equal(csv.code, 0, csv.stderr);
    assert.ok(csv.stdout.startsWith(`${COLUMNS.join(',')}\r\n`));

    const bad = await runCli(['export', '--since', '2026-13-01'], env);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--since is not a valid date: '2026-13-01'\nUsage: pnpm transcripts/);
    assert.doesNotMatch(bad.stderr, /\n\s+at /);

    const down = await runCli(['export', '--since', '2026-01-01'], {
      SUPABASE_DB_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    assert.equal(down.code, 1);
    assert.match(down.stderr, /^transcripts: .*ECONNREFUSED/);
  } finally {
    await drop();
  }
});

import assert from 'node:assert/strict';
import { redact } from '@firm/assistant/index.ts';
import { TOPICS } from '@firm/assistant/kb/index.ts';
import type { Db } from '../functions/_shared/db/db.ts';
import type { TurnHandling, TurnOutcome } from '../functions/_shared/stores.ts';
import { runCli } from '../testing/cli.ts';
import { recordTurn, TEST_DATABASES } from '../testing/databases.ts';
import { formatGaps, GAP_COLUMNS, type Gap, gapReport } from './gaps.ts';
import { parseCommand } from './transcripts.ts';

const handled = (over: Partial<TurnHandling>): TurnHandling => ({
  kind: 'topic',
  topic: null,
  facet: null,
  confidence: 0.9,
  abstained: false,
  figureCheck: 'not_applicable',
  ...over,
});
const NO_ANSWER = handled({ kind: 'fallback', confidence: 0, abstained: true });

/** What a visitor typed, as the function records it: redacted. */
const typed = (text: string) => redact(text).text;

/**
 * A month of turns of every kind: [what the visitor typed, how it was handled (or the outcome),
 * how many times]. Only the reverse mortgage, mortgage payoff, weather, figure check, RMD and
 * fiduciary needs fell short.
 */
const TURNS: [string, Partial<TurnOutcome>, number][] = [
  // Fully answered, or nothing to answer: not gaps.
  [
    'How much can I put in my 401k this year?',
    { handling: handled({ topic: 'contribution-limits' }) },
    5,
  ],
  ['Hi', { handling: handled({ kind: 'greeting' }) }, 2],
  ['Thanks!', { handling: handled({ kind: 'thanks' }) }, 1],
  ['My SSN is 123-45-6789, check my record', { handling: handled({ kind: 'privacy' }) }, 1],
  [
    'My agent wants me to buy an annuity, should I?',
    { handling: handled({ kind: 'handoff', topic: 'annuity-fit' }) },
    1,
  ],
  ['Is bitcoin a good idea?', { status: 'failed', reply: null, errorCode: 'upstream_timeout' }, 2],
  // Recorded before turns kept how they were handled.
  ['How do reverse mortgages work?', { handling: null }, 1],
  // One need, asked four ways, handled four ways.
  ['How does a reverse mortgage work?', { handling: NO_ANSWER }, 2],
  ['how does a reverse mortgage work', { handling: NO_ANSWER }, 1],
  [
    'Can I get a reverse mortgage on my condo?',
    { handling: handled({ kind: 'partial', topic: 'home-sale', abstained: true }) },
    2,
  ],
  [
    'Is a reverse mortgage a good idea?',
    { handling: handled({ kind: 'handoff', abstained: true }) },
    1,
  ],
  // Another need that shares a word with it.
  ['Should I pay off my mortgage before I retire?', { handling: NO_ANSWER }, 3],
  [
    'Is it smart to use my IRA to pay off the mortgage?',
    { handling: handled({ kind: 'partial', topic: 'standard-deduction', abstained: true }) },
    1,
  ],
  ['What is the weather in Boston tomorrow?', { handling: handled({ kind: 'out_of_scope' }) }, 2],
  // The LLM's figures did not check out: its reply was replaced, though the topic was right.
  [
    'What is the Part B premium for 2026?',
    { handling: handled({ topic: 'medicare-costs', figureCheck: 'fell_back' }) },
    1,
  ],
  // One facet of a topic, asked two ways with no word in common.
  [
    'When do RMDs start?',
    { handling: handled({ kind: 'partial', topic: 'rmd', facet: 'rmd-age', abstained: true }) },
    1,
  ],
  [
    'At what age must I withdraw from my IRA?',
    { handling: handled({ kind: 'partial', topic: 'rmd', facet: 'rmd-age', abstained: true }) },
    1,
  ],
  // A formula, and personal data, in what was typed.
  [
    '=HYPERLINK("http://evil.example") are you a fiduciary? my SSN is 123-45-6789',
    { handling: NO_ANSWER },
    1,
  ],
];

async function recordMonth(db: Db) {
  let n = 0;
  for (const [text, outcome, times] of TURNS) {
    for (let i = 0; i < times; i++) {
      n++;
      await recordTurn(
        db,
        { sessionId: `s${n % 5}`, messageId: `m${n}`, message: typed(text) },
        outcome,
      );
    }
  }
}

const since = () => new Date(Date.now() - 86_400_000);
const until = () => new Date(Date.now() + 86_400_000);

/**
 * A group as the reviewer reads it. The topic nearest to a group is whatever today's content
 * holds: only that it is one of its topics, or none, is this test's business.
 */
const brief = ({ count, reasons, topic, answered_from, facet, examples }: Gap) => {
  assert.ok(topic === null || TOPICS.some((t) => t.id === topic), String(topic));
  return { count, reasons, topic: answered_from ? topic : 'nearest', facet, examples };
};

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`gaps: one line per need, most asked first, redacted wordings only (${kind})`, async () => {
    const { db, drop } = await create();
    try {
      await recordMonth(db);
      const report = await gapReport(db, since(), until());
      assert.equal(report.answered, 27);
      assert.equal(report.unrecorded, 1);
      assert.deepEqual(report.gaps.map(brief), [
        {
          count: 6,
          reasons: { no_answer: 3, handoff: 1, partial: 2 },
          // Two of six turns were answered from home-sale: too few to call it theirs.
          topic: 'nearest',
          facet: null,
          examples: [
            'Can I get a reverse mortgage on my condo?',
            'How does a reverse mortgage work?',
            'Is a reverse mortgage a good idea?',
          ],
        },
        {
          count: 4,
          reasons: { no_answer: 3, partial: 1 },
          topic: 'nearest',
          facet: null,
          examples: [
            'Should I pay off my mortgage before I retire?',
            'Is it smart to use my IRA to pay off the mortgage?',
          ],
        },
        {
          count: 2,
          reasons: { partial: 2 },
          topic: 'rmd',
          facet: 'rmd-age',
          examples: ['At what age must I withdraw from my IRA?', 'When do RMDs start?'],
        },
        {
          count: 2,
          reasons: { out_of_scope: 2 },
          topic: 'nearest',
          facet: null,
          examples: ['What is the weather in Boston tomorrow?'],
        },
        {
          count: 1,
          reasons: { no_answer: 1 },
          topic: 'nearest',
          facet: null,
          examples: [
            '=HYPERLINK("http://evil.example") are you a fiduciary? my SSN is [SSN removed]',
          ],
        },
        {
          count: 1,
          reasons: { figure_check: 1 },
          topic: 'medicare-costs',
          facet: null,
          examples: ['What is the Part B premium for 2026?'],
        },
      ]);
      // What a visitor typed reaches the report only as recorded: the number is gone.
      for (const format of ['text', 'csv', 'jsonl'] as const) {
        const out = [...formatGaps(report, format)].join('');
        assert.doesNotMatch(out, /123-45-6789/, format);
        assert.match(out, /\[SSN removed\]/, format);
        // Nothing of a turn but its message: no reply, no session, no address hash.
        assert.doesNotMatch(out, /\ba m\d+\b|"s\d"|\bh\b/, format);
      }
      // A later range holds none of them.
      const later = await gapReport(db, until(), new Date(until().getTime() + 1000));
      assert.deepEqual([later.answered, later.gaps], [0, []]);
    } finally {
      await drop();
    }
  });
}

/** The cells of an RFC 4180 CSV text, line by line. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') [cell, i] = [`${cell}"`, i + 1];
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') [row, cell] = [[...row, cell], ''];
    else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      [row, cell, i] = [[], '', i + 1];
    } else cell += c;
  }
  return rows;
}

Deno.test('gaps as CSV: every wording a cell, no cell can start a formula', () => {
  const attacks = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\r=x', ' =x', 'ok, =x', 'plain'];
  const report = {
    since: new Date('2026-11-01'),
    until: new Date('2026-12-01'),
    answered: 9,
    unrecorded: 0,
    gaps: attacks.map((text, i) => ({
      count: 9 - i,
      reasons: { no_answer: 9 - i },
      topic: i === 0 ? 'rmd' : null,
      answered_from: false,
      facet: i === 1 ? '-facet' : null,
      examples: [text, `${text} again`],
      last_seen: '2026-11-20T10:00:00Z',
    })),
  };
  const [header, ...rows] = parseCsv([...formatGaps(report, 'csv')].join(''));
  assert.deepEqual(header, [...GAP_COLUMNS]);
  assert.equal(rows.length, attacks.length);
  for (const [i, row] of rows.entries()) {
    for (const cell of row) assert.doesNotMatch(cell, /^\s*[=+\-@\t\r]/, JSON.stringify(cell));
    // The neutralised wording is the visitor's, behind one quote mark, and nothing is lost.
    const wording = row[GAP_COLUMNS.indexOf('example_1')] as string;
    assert.equal(wording.replace(/^'/, ''), attacks[i]);
    assert.equal(wording.startsWith("'"), attacks[i] !== 'plain');
  }
  assert.equal(
    rows[0]?.[GAP_COLUMNS.indexOf('topic_title')],
    'Required minimum distributions (RMDs)',
  );
});

Deno.test('gaps arguments: text by default, csv or jsonl; the same dates as export', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  assert.deepEqual(parseCommand(['gaps', '--since', '2026-11-01'], now), {
    command: 'gaps',
    since: new Date('2026-11-01T00:00:00Z'),
    until: now,
    format: 'text',
  });
  assert.equal(
    parseCommand(['gaps', '--since', '2026-11-01', '--format', 'jsonl'], now).command,
    'gaps',
  );
  assert.throws(() => parseCommand(['gaps'], now), /--since is required/);
  assert.throws(
    () => parseCommand(['gaps', '--since', '2026-11-01', '--format', 'xml'], now),
    /--format must be text or csv or jsonl, not 'xml'/,
  );
  assert.throws(
    () => parseCommand(['export', '--since', '2026-11-01', '--format', 'text'], now),
    /--format must be jsonl or csv/,
  );
});

Deno.test('the gaps command reads SUPABASE_DB_URL and prints the report for reading', async () => {
  const [server] = TEST_DATABASES;
  const { db, url, drop } = await server.create();
  try {
    await recordMonth(db);
    const day = since().toISOString().slice(0, 10);
    const text = await runCli(['gaps', '--since', day], { SUPABASE_DB_URL: url ?? '' });
    assert.equal(text.code, 0, text.stderr);
    const lines = text.stdout.split('\n');
    assert.match(
      lines[0] as string,
      /^Not fully answered from \d{4}-\d{2}-\d{2} to .*: 16 of 27 answered turns, in 6 groups, most asked first\.$/,
    );
    assert.match(lines[1] as string, /^\(1 answered turns were recorded before/);
    assert.match(
      text.stdout,
      /\n1\. 6 × (nearest topic [a-z0-9-]+ \(.+\)|no topic near)\n {3}no ready answer 3, handed off without a topic 1, partial answer 2; last \d{4}-/,
    );
    assert.match(text.stdout, /\n {3}- "Can I get a reverse mortgage on my condo\?"\n/);
    const jsonl = await runCli(['gaps', '--since', day, '--format', 'jsonl'], {
      SUPABASE_DB_URL: url ?? '',
    });
    // The visitor's formula reaches the spreadsheet as text.
    const csv = await runCli(['gaps', '--since', day, '--format', 'csv'], {
      SUPABASE_DB_URL: url ?? '',
    });
    const cells = parseCsv(csv.stdout).flat();
    assert.ok(
      cells.includes(
        `'=HYPERLINK("http://evil.example") are you a fiduciary? my SSN is [SSN removed]`,
      ),
    );
    for (const cell of cells) assert.doesNotMatch(cell, /^\s*[=+\-@\t\r]/);
    assert.deepEqual(
      jsonl.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).count),
      [6, 4, 2, 2, 1, 1],
    );
  } finally {
    await drop();
  }
});

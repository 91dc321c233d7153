import assert from 'node:assert/strict';
import { openLocalDb } from '../dev/db/local.ts';
import { MIGRATIONS_DIR, migrate } from '../dev/db/migrate.ts';
import { servedDbUrl, serveLocalDb } from '../dev/gateway.ts';
import type { Db } from '../functions/_shared/db/db.ts';
import { runCli } from '../testing/cli.ts';
import {
  createPgliteDatabase,
  createServerDatabase,
  migrationsBefore,
  recordTurn,
  TEST_DATABASES,
} from '../testing/databases.ts';
import { ANCHOR_KEY, AnchorError, readAnchor, verifyAgainstAnchor, writeAnchor } from './anchor.ts';
import { csvField } from './csv.ts';
import {
  COLUMNS,
  formatTurns,
  parseCommand,
  readTurns,
  type TranscriptTurn,
  UsageError,
  verifyRecord,
} from './transcripts.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

Deno.test('export arguments: a day is a UTC day, --until includes it, --format checked', () => {
  assert.deepEqual(parseCommand(['export', '--since', '2026-01-01'], NOW), {
    command: 'export',
    since: new Date('2026-01-01T00:00:00Z'),
    until: NOW,
    format: 'jsonl',
  });
  assert.deepEqual(
    parseCommand(
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
      command: 'export',
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
    [['verify', '--since', '2026-01-01'], /verify takes only --anchor/],
    [['anchor', '--anchor', 'x'], /anchor takes no options/],
    [['export', '--since', '2026-01-01', '--anchor', 'x'], /--anchor is an option of verify/],
    [[], /Unknown command/],
  ];
  assert.deepEqual(parseCommand(['verify'], NOW), { command: 'verify' });
  assert.deepEqual(parseCommand(['verify', '--anchor', 'a.jsonl'], NOW), {
    command: 'verify',
    anchor: 'a.jsonl',
  });
  assert.deepEqual(parseCommand(['anchor'], NOW), { command: 'anchor' });
  for (const [args, message] of refused) {
    assert.throws(
      () => parseCommand(args, NOW),
      (error: Error) => {
        assert.ok(error instanceof UsageError, args.join(' '));
        assert.match(error.message, message);
        return true;
      },
    );
  }
});

/**
 * Records a turn through the store, then moves it to `when` as the database owner with the
 * guards switched off: the record itself never takes a time from outside.
 */
async function recordAt(
  db: Db,
  sessionId: string,
  messageId: string,
  when: string,
  failed = false,
): Promise<void> {
  await recordTurn(
    db,
    {
      sessionId,
      messageId,
      origin: 'https://firm.example',
      source: 'https://firm.example/#chat',
      ipHash: `hash-${sessionId}`,
      message: `question ${messageId}`,
      redactionKinds: messageId === 'b1' ? ['ssn'] : [],
    },
    {
      status: failed ? 'failed' : 'answered',
      reply: failed ? null : `=answer to ${messageId}, "quoted"\nsecond line`,
      sources: failed ? [] : [{ title: 'IRS', url: 'https://www.irs.gov/' }],
      kbVersion: 'kb-2026.1',
      errorCode: failed ? 'upstream_timeout' : null,
      providerMs: 3,
      totalMs: 5,
    },
  );
  await db.exec(`set session_replication_role = replica;
    update chat_turns set created_at = '${when}',
      completed_at = timestamptz '${when}' + interval '5 milliseconds'
    where message_id = '${messageId}';
    set session_replication_role = origin;`);
}

/** Three conversations, interleaved in time, plus turns outside the exported range. */
async function recordTurns(db: Db): Promise<void> {
  const turn = (sessionId: string, messageId: string, when: string, failed = false) =>
    recordAt(db, sessionId, messageId, when, failed);
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
        attempt: 1,
        message: 'question b1',
        reply: '=answer to b1, "quoted"\nsecond line',
        redacted_kinds: ['ssn'],
        sources: [{ title: 'IRS', url: 'https://www.irs.gov/' }],
        provider: 'assistant',
        fallback_reason: null,
        model: null,
        kb_version: 'kb-2026.1',
        prompt_version: null,
        error_code: null,
        provider_ms: 3,
        total_ms: 5,
        prompt_tokens: null,
        completion_tokens: null,
        answer_kind: null,
        topic: null,
        facet: null,
        confidence: null,
        abstained: null,
        figure_check: null,
        context_turn_ids: [],
        origin: 'https://firm.example',
        source: 'https://firm.example/#chat',
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
    attempt: 2,
  });
  const csv = await collect(formatTurns(one(turn), 'csv'));
  const [header, row] = csv.split('\r\n');
  assert.equal(header, COLUMNS.join(','));
  assert.ok(row?.startsWith('s,,,,,2,"\'@SUM(A1)","\'=1+1, ""two""\nlines","[""ssn"",""card""]",'));
  const jsonl = await collect(formatTurns(one(turn), 'jsonl'));
  assert.deepEqual(JSON.parse(jsonl), turn);
  assert.equal(jsonl.split('\n').length, 2);
});

Deno.test('csv: a formula after leading whitespace, or in any , or ; separated part, is text', () => {
  const text: [string, string][] = [
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    [' =1+1', `"' =1+1"`],
    ['\u00a0\u2003+1', `"'\u00a0\u2003+1"`],
    ['\t-2', `"'\t-2"`],
    ['\r\n@SUM(A1)', `"'\r\n@SUM(A1)"`],
    ['Call me; =cmd|"/c calc"!A1', `"'Call me; =cmd|""/c calc""!A1"`],
    ['fine, -then', `"'fine, -then"`],
    ['a;b;  @x', `"'a;b;  @x"`],
  ];
  for (const [value, field] of text) assert.equal(csvField(value), field, JSON.stringify(value));
  // Nothing else changes: plain text, a formula character inside a word or after other text.
  assert.equal(csvField('Roth IRA'), 'Roth IRA');
  assert.equal(csvField('a=b and c-d'), 'a=b and c-d');
  assert.equal(csvField('one, two'), '"one, two"');
  assert.equal(csvField('He said "hi"'), '"He said ""hi"""');
  assert.equal(csvField(42), '42');
  assert.equal(csvField(null), '');
});

/** The message ids of a jsonl export, in order. */
const messageIds = (jsonl: string) =>
  jsonl
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line).message_id);

Deno.test('the command exports from SUPABASE_DB_URL; bad input is a clear error', async () => {
  const { db, url, drop } = await createServerDatabase();
  try {
    await recordTurns(db);
    const env = { SUPABASE_DB_URL: url ?? '' };
    const ok = await runCli(['export', '--since', '2026-01-02', '--until', '2026-01-02'], env);
    assert.equal(ok.code, 0, ok.stderr);
    assert.deepEqual(messageIds(ok.stdout), ['c1', 'b1', 'b2', 'a1']);
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

Deno.test('while a gateway holds the embedded database, the command reads it through the gateway', async () => {
  const data = decodeURIComponent(new URL('../.data/', import.meta.url).pathname);
  await Deno.mkdir(data, { recursive: true });
  const dir = await Deno.makeTempDir({ dir: data, prefix: 'served-' });
  const held = await openLocalDb(dir);
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  const served = await serveLocalDb(held.pglite, port, dir);
  try {
    await recordTurns(held);
    assert.equal(await servedDbUrl(dir), served.url);
    const ok = await runCli(['export', '--since', '2026-01-03', '--until', '2026-01-03'], {}, dir);
    assert.equal(ok.code, 0, ok.stderr);
    assert.deepEqual(messageIds(ok.stdout), ['a2']);
    // recordAt moved the turns behind the guards, which verify names; it read all of them.
    const verify = await runCli(['verify'], {}, dir);
    assert.match(verify.stdout, /^8 turns in 5 conversations checked/m, verify.stderr);
    // The gateway keeps writing while it serves.
    await recordAt(held, 'session-d', 'd1', '2026-01-03T09:00:00Z', false);
    const again = await runCli(
      ['export', '--since', '2026-01-03', '--until', '2026-01-03'],
      {},
      dir,
    );
    assert.deepEqual(messageIds(again.stdout), ['a2', 'd1']);
  } finally {
    await served.stop();
    await held.close();
    await Deno.remove(dir, { recursive: true });
    await Deno.remove(`${dir}.lock`);
    await Deno.remove(`${dir}.url`);
  }
  const stopped = await runCli(['export', '--since', '2026-01-03'], {}, `${dir}-none`);
  assert.equal(stopped.code, 0, stopped.stderr);
  await Deno.remove(`${dir}-none`, { recursive: true });
  await Deno.remove(`${dir}-none.lock`);
});

/** Two conversations recorded through the store, as the function records them. */
async function converse(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sessionId, messageId, status] of [
    ['s', 'one', 'answered'],
    ['t', 'other', 'answered'],
    ['s', 'two', 'failed'],
    ['s', 'two', 'answered'],
    ['s', 'three', 'answered'],
    ['s', 'four', 'pending'],
  ] as const) {
    const record = await recordTurn(
      db,
      { sessionId, messageId },
      status === 'pending'
        ? 'pending'
        : { status, reply: status === 'answered' ? `a ${messageId}` : null },
    );
    ids.set(`${messageId}#${record.attempt}`, record.id);
  }
  return ids;
}

/** Runs `statement` as the table owner with every trigger off, as a careless operator could. */
const behindTheGuards = (db: Db, statement: string) =>
  db.exec(`set session_replication_role = replica; ${statement};
    set session_replication_role = origin;`);

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`verify: an intact record holds; each change behind the guards is named (${kind})`, async (t) => {
    const { db, drop } = await create();
    try {
      const ids = await converse(db);
      assert.deepEqual(await verifyRecord(db), { turns: 6, conversations: 2, findings: [] });
      const problems = async () =>
        (await verifyRecord(db)).findings.map((f) => [f.session_id, f.turn_id, f.problem]);

      await t.step('a reply rewritten', async () => {
        await behindTheGuards(
          db,
          `update chat_turns set reply_redacted = 'Guaranteed 12%!' where message_id = 'one'`,
        );
        assert.deepEqual(await problems(), [
          ['s', ids.get('one#1'), 'changed since it was written'],
        ]);
        await behindTheGuards(
          db,
          `update chat_turns set reply_redacted = 'a one' where message_id = 'one'`,
        );
        assert.deepEqual(await problems(), []);
      });

      await t.step('a message rewritten, even with its own hash recomputed', async () => {
        const rewrite = (message: string) =>
          behindTheGuards(
            db,
            `update chat_turns set message_redacted = '${message}' where message_id = 'one';
             update chat_turns t set claim_hash = public.chat_link('', 1, public.chat_claim_content(t))
             where message_id = 'one'`,
          );
        await rewrite('q forged');
        // Its own link checks out now, but the next link was made over its old hash.
        assert.deepEqual(await problems(), [
          ['s', ids.get('one#1'), 'changed since it was written'],
        ]);
        await rewrite('q one');
        assert.deepEqual(await problems(), []);
      });

      await t.step('a back-dated answered turn inserted', async () => {
        await behindTheGuards(
          db,
          `insert into chat_turns (session_id, message_id, message_redacted, reply_redacted, status,
             created_at, completed_at)
           values ('s', 'forged', 'q', 'a', 'answered', now() - interval '3 years',
             now() - interval '3 years')`,
        );
        const [forged] = await problems();
        assert.deepEqual(forged?.slice(0, 1), ['s']);
        assert.equal(forged?.[2], 'written outside the guards: it has no link in the chain');
        await behindTheGuards(db, `delete from chat_turns where message_id = 'forged'`);
        assert.deepEqual(await problems(), []);
      });

      await t.step('a turn removed from the middle, and the latest one', async () => {
        await behindTheGuards(
          db,
          `delete from chat_turns where message_id = 'two' and attempt = 2`,
        );
        assert.deepEqual(await problems(), [
          [
            's',
            ids.get('three#1'),
            'out of order in its chain: a turn before it was removed (or one added)',
          ],
        ]);
        await behindTheGuards(db, `delete from chat_turns where message_id = 'four'`);
        const found = await problems();
        assert.deepEqual(found.at(-1), ['s', null, 'its latest turn was removed or changed']);
      });

      await t.step('a whole conversation removed', async () => {
        await behindTheGuards(db, `delete from chat_turns where session_id = 't'`);
        assert.ok(
          (await problems()).some(
            ([session, turn, problem]) =>
              session === 't' &&
              turn === null &&
              problem === 'every turn of the conversation was removed',
          ),
        );
      });
    } finally {
      await drop();
    }
  });
}

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`verify holds for turns sealed before and after they kept how they were handled (${kind})`, async () => {
    const before = await migrationsBefore('20261125100000');
    const { db, drop } = await create(before);
    try {
      // Sealed by the schema of the time: no handling columns, a finish with one argument less.
      await db.exec(`insert into chat_turns (session_id, message_id, message_redacted)
          values ('s', 'old', 'q old');
        update chat_turns set status = 'answered', reply_redacted = 'a old' where message_id = 'old'`);
      const later = [...Deno.readDirSync(MIGRATIONS_DIR)]
        .map((entry) => entry.name.replace(/_.*/, ''))
        .filter((version) => version >= '20261125100000')
        .sort();
      assert.deepEqual(await migrate(db), later);
      const handling = {
        kind: 'partial',
        topic: 'rmd',
        facet: null,
        confidence: 0.31,
        abstained: true,
        figureCheck: 'fell_back',
      } as const;
      await recordTurn(db, { sessionId: 's', messageId: 'new' }, { handling });
      await recordTurn(db, { sessionId: 's', messageId: 'none' });
      const problems = async () =>
        (await verifyRecord(db)).findings.map((f) => [f.message_id, f.problem]);
      assert.deepEqual(await problems(), []);
      // The handling of a turn is part of its seal: changing it, or giving an old turn one, shows.
      for (const [turn, change, undo] of [
        ['new', `answer_kind = 'topic'`, `answer_kind = 'partial'`],
        ['new', 'abstained = false', 'abstained = true'],
        ['new', 'confidence = 0.9', 'confidence = 0.31'],
        ['old', `answer_kind = 'topic'`, 'answer_kind = null'],
        ['none', `figure_check = 'passed'`, 'figure_check = null'],
      ]) {
        const where = ` where message_id = '${turn}'`;
        await behindTheGuards(db, `update chat_turns set ${change}${where}`);
        assert.deepEqual(await problems(), [[turn, 'changed since it was written']], change);
        await behindTheGuards(db, `update chat_turns set ${undo}${where}`);
        assert.deepEqual(await problems(), [], undo);
      }
    } finally {
      await drop();
      await Deno.remove(before, { recursive: true });
    }
  });
}

Deno.test('the verify command: exit 0 on an intact record, 1 with each problem on a line', async () => {
  const { db, url, drop } = await createServerDatabase();
  try {
    await converse(db);
    const env = { SUPABASE_DB_URL: url ?? '' };
    const ok = await runCli(['verify'], env);
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(
      ok.stdout,
      '6 turns in 2 conversations checked: none changed or removed since written\n',
    );
    await behindTheGuards(
      db,
      `update chat_turns set status = 'answered', reply_redacted = 'late', completed_at = now() where message_id = 'four'`,
    );
    const bad = await runCli(['verify'], env);
    assert.equal(bad.code, 1);
    assert.match(
      bad.stdout,
      /^conversation s, turn \d+ \(message_id four\): written outside the guards: it has no link in the chain\n6 turns in 2 conversations checked: 1 problems\n$/,
    );
  } finally {
    await drop();
  }
});

const KEY = 'k'.repeat(32);

/** Recomputes every link of a conversation and its head, as a forger with the owner's rights. */
const rechain = (db: Db, sessionId: string) =>
  behindTheGuards(
    db,
    `do $$ declare l record; prev text := ''; begin
       for l in select id, claim_seq as seq, true as claim from chat_turns
           where session_id = '${sessionId}'
         union all select id, seal_seq, false from chat_turns
           where session_id = '${sessionId}' and seal_seq is not null
         order by seq loop
         if l.claim then
           update chat_turns t set claim_hash = public.chat_link(prev, l.seq,
             public.chat_claim_content(t)) where t.id = l.id returning claim_hash into prev;
         else
           update chat_turns t set seal_hash = public.chat_link(prev, l.seq,
             public.chat_seal_content(t)) where t.id = l.id returning seal_hash into prev;
         end if;
       end loop;
       update chat_chains set head = prev,
         seq = (select max(greatest(claim_seq, coalesce(seal_seq, 0))) from chat_turns
                where session_id = '${sessionId}')
       where session_id = '${sessionId}';
     end $$`,
  );

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`anchor: verify finds what was cut short, deleted or rewritten since (${kind})`, async (t) => {
    const { db, drop } = await create();
    try {
      await converse(db);
      // A conversation past the retention window: the purge may remove it after the anchor.
      await recordTurn(db, { sessionId: 'old', messageId: 'o1' });
      await behindTheGuards(
        db,
        `update chat_turns set created_at = created_at - interval '6 years 1 day',
           completed_at = completed_at - interval '6 years 1 day' where session_id = 'old'`,
      );
      await rechain(db, 'old');
      const anchor = await readAnchor(await collect(writeAnchor(db, KEY, new Date(), 2)), KEY);
      assert.deepEqual(
        anchor.conversations.map(([session, seq]) => [session, seq]),
        [
          ['old', 2],
          ['s', 9],
          ['t', 2],
        ],
      );
      const problems = async () =>
        (await verifyAgainstAnchor(db, anchor, new Date(), 2)).map((f) => [
          f.session_id,
          f.problem,
        ]);
      const since = `since the anchor of ${anchor.at}`;

      await t.step('the record as anchored, and grown since, holds', async () => {
        await recordTurn(db, { sessionId: 's', messageId: 'five' });
        await recordTurn(db, { sessionId: 'new', messageId: 'n1' });
        assert.deepEqual(await problems(), []);
      });

      await t.step(
        'the newest turns cut off with the chain head: verify alone sees nothing',
        async () => {
          await behindTheGuards(
            db,
            `delete from chat_turns where session_id = 's'
          and message_id in ('three', 'four', 'five')`,
          );
          await rechain(db, 's');
          assert.deepEqual((await verifyRecord(db)).findings, []);
          assert.deepEqual(await problems(), [
            ['s', `cut short ${since}: it saw 9 links, the record ends at link 6`],
          ]);
        },
      );

      await t.step('a whole conversation deleted with its chain', async () => {
        await behindTheGuards(
          db,
          `delete from chat_turns where session_id = 't';
          delete from chat_chains where session_id = 't'`,
        );
        assert.deepEqual((await verifyRecord(db)).findings, []);
        assert.deepEqual((await problems()).at(-1), [
          't',
          `deleted ${since}, which saw 2 links of it`,
        ]);
      });

      await t.step('every link rewritten by someone who can redo the chain', async () => {
        await recordTurn(db, { sessionId: 't', messageId: 'other' });
        await behindTheGuards(
          db,
          `update chat_turns set message_redacted = 'forged'
          where session_id = 't'`,
        );
        await rechain(db, 't');
        assert.deepEqual((await verifyRecord(db)).findings, []);
        assert.deepEqual((await problems()).at(-1), [
          't',
          `rewritten ${since}: its link 2 is not the one anchored`,
        ]);
      });

      await t.step(
        'a conversation the purge removed past its retention is no finding',
        async () => {
          const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
            'select purge_expired_chat_turns()::int as n',
          );
          assert.equal(n, 1);
          assert.deepEqual(
            (await problems()).map(([session]) => session),
            ['s', 't'],
          );
        },
      );
    } finally {
      await drop();
    }
  });
}

Deno.test('anchor: a changed file, another key or no key is refused', async () => {
  const { db, drop } = await createPgliteDatabase();
  try {
    await converse(db);
    const text = await collect(writeAnchor(db, KEY));
    await readAnchor(text, KEY);
    const refused = async (file: string, key: string | undefined, message: RegExp) =>
      await assert.rejects(readAnchor(file, key), (error: Error) => {
        assert.ok(error instanceof AnchorError);
        assert.match(error.message, message);
        return true;
      });
    const changed = /changed since it was written, or was signed with another key/;
    await refused(text, 'x'.repeat(32), changed);
    const [header, first, ...rest] = text.split('\n');
    // A head set back, a conversation left out, the footer's head recomputed without the key.
    await refused([header, first?.replace(/,\d+,/, ',1,'), ...rest].join('\n'), KEY, changed);
    await refused([header, ...rest].join('\n'), KEY, changed);
    await refused(text, undefined, new RegExp(`${ANCHOR_KEY} must hold the firm's anchor key`));
    await refused(text, 'short', /32 characters or more/);
    await refused('not an anchor', KEY, /not an anchor written by pnpm transcripts anchor/);
  } finally {
    await drop();
  }
});

Deno.test('the anchor and verify --anchor commands: a file the firm keeps, exit 1 on a finding', async () => {
  const { db, url, drop } = await createServerDatabase();
  // The firm keeps the file wherever it likes; the test, in the git-ignored folder it may write.
  const data = decodeURIComponent(new URL('../.data/', import.meta.url).pathname);
  await Deno.mkdir(data, { recursive: true });
  const dir = await Deno.makeTempDir({ dir: data, prefix: 'anchor-' });
  try {
    await converse(db);
    const env = { SUPABASE_DB_URL: url ?? '', [ANCHOR_KEY]: KEY };
    const anchored = await runCli(['anchor'], env);
    assert.equal(anchored.code, 0, anchored.stderr);
    const file = `${dir}/anchor.jsonl`;
    await Deno.writeTextFile(file, anchored.stdout);
    const ok = await runCli(['verify', '--anchor', file], env);
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(
      ok.stdout,
      /^6 turns in 2 conversations checked, 2 against the anchor of \S+Z: none changed or removed since written\n$/,
    );
    await behindTheGuards(
      db,
      `delete from chat_turns where session_id = 't';
      delete from chat_chains where session_id = 't'`,
    );
    const bad = await runCli(['verify', '--anchor', file], env);
    assert.equal(bad.code, 1);
    assert.match(
      bad.stdout,
      /^conversation t: deleted since the anchor of \S+Z, which saw 2 links of it\n5 turns in 1 conversations checked, 2 against the anchor of \S+Z: 1 problems\n$/,
    );
    const unsigned = await runCli(['anchor'], { SUPABASE_DB_URL: url ?? '' });
    assert.equal(unsigned.code, 1);
    assert.match(unsigned.stderr, /TRANSCRIPTS_ANCHOR_KEY must hold the firm's anchor key/);
    const missing = await runCli(['verify', '--anchor', `${dir}/none.jsonl`], env);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /the anchor .*none\.jsonl cannot be used/);
  } finally {
    await drop();
    await Deno.remove(dir, { recursive: true });
  }
});

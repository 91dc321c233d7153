import assert from 'node:assert/strict';
import { migrate } from '../../../dev/db/migrate.ts';
import { verifyRecord } from '../../../scripts/transcripts.ts';
import {
  asRole,
  migrationsBefore,
  RECORD_BYPASSES,
  recordTurn,
  snapshotRecord as snapshot,
  TEST_DATABASES,
} from '../../../testing/databases.ts';
import { type Db, queryOne } from './db.ts';

/** A turn started and answered through the function's own path. */
const answeredTurn = (db: Db, messageId: string, sessionId = 's1') =>
  recordTurn(db, { sessionId, messageId }, { promptTokens: 10, completionTokens: 5 });

/** Moves a whole conversation's turns into the past, behind the guards (a test fixture). */
const age = (db: Db, sessionId: string, interval: string) =>
  db.exec(`set session_replication_role = replica;
    update chat_turns set created_at = created_at - interval '${interval}',
      completed_at = completed_at - interval '${interval}' where session_id = '${sessionId}';
    set session_replication_role = origin;`);

for (const { kind, create } of TEST_DATABASES) {
  Deno.test(`schema (${kind})`, async (t) => {
    const { db, drop } = await create();
    try {
      await t.step('migrations applied from empty, and applying again does nothing', async () => {
        const tables = await db.query<{ name: string }>(
          `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
        );
        assert.deepEqual(
          tables.map((row) => row.name),
          [
            'chat_chains',
            'chat_retention',
            'chat_sessions',
            'chat_turns',
            'llm_settlements',
            'llm_shares',
            'llm_usage',
            'rate_buckets',
          ],
        );
        assert.deepEqual(await migrate(db), []);
      });

      await t.step('without pg_cron nothing is scheduled, and nothing fails', async () => {
        const cron = await queryOne<{ schema: string | null }>(
          db,
          `select to_regnamespace('cron')::text as schema`,
        );
        assert.equal(cron.schema, null);
      });

      await t.step('row level security is on for every table, with no policy', async () => {
        const off = await db.query(
          `select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
        );
        assert.deepEqual(off, []);
        assert.deepEqual(
          await db.query(`select * from pg_policies where schemaname = 'public'`),
          [],
        );
      });

      await answeredTurn(db, 'm-answer');

      await t.step(
        'no API role, nor the function’s own, can change the record: it stays byte for byte',
        async () => {
          const before = await snapshot(db);
          for (const role of ['anon', 'authenticated', 'service_role', 'chat_relay']) {
            for (const statement of [
              ...RECORD_BYPASSES,
              'select * from chat_turns',
              `update chat_chains set head = ''`,
              'delete from llm_usage',
              'delete from llm_settlements',
              'select * from llm_day_usage',
              'select * from chat_sessions',
              'select * from llm_shares',
              `select llm_reserve(current_date, 'h', 's', 1, '{}')`,
              `select llm_settle(current_date, 'h', 's', -1, 0)`,
              'select * from rate_buckets',
              'select prune_rate_buckets()',
              `select nextval('chat_turns_id_seq')`,
            ]) {
              await assert.rejects(
                asRole(db, role, statement),
                /permission denied/,
                `${role}: ${statement}`,
              );
            }
          }
          // Only the function's role may start and finish turns; nobody else may.
          for (const role of ['anon', 'authenticated', 'service_role']) {
            await assert.rejects(
              asRole(
                db,
                role,
                `select start_chat_turn('{"session_id": "s", "message_id": "m", "message": "q",
                   "buckets": [], "lease_ms": 1, "history_turns": 0, "now_ms": 0}')`,
              ),
              /permission denied/,
              role,
            );
          }
          assert.deepEqual(await snapshot(db), before);
        },
      );

      await t.step('even the owner cannot rewrite, back-date, delete or truncate', async () => {
        const before = await snapshot(db);
        const refused: [string, RegExp][] = [
          [`update chat_turns set reply_redacted = 'edited'`, /sealed: it never changes/],
          [`update chat_turns set status = 'pending', completed_at = null`, /sealed/],
          [
            `insert into chat_turns (session_id, message_id, message_redacted, reply_redacted,
               status, created_at, completed_at)
             values ('s1', 'forged', 'q', 'a', 'answered', now() - interval '7 years', now())`,
            /recorded pending, with no outcome/,
          ],
          [`delete from chat_turns`, /retention window/],
          ['truncate chat_turns', /cannot be truncated/],
          ['delete from chat_retention', /cannot be removed/],
          ['truncate chat_retention', /cannot be removed/],
          // Even with the purge flag set by hand, a conversation inside the window stays.
          [
            `select set_config('chat.purging', 'on', true); delete from chat_turns`,
            /retention window/,
          ],
        ];
        for (const [statement, message] of refused) {
          await assert.rejects(db.exec(statement), message, statement);
        }
        assert.deepEqual(await snapshot(db), before);
      });

      await t.step('a turn is recorded at the database’s time, whatever it is given', async () => {
        await db.exec(
          `insert into chat_turns (session_id, message_id, message_redacted, created_at)
           values ('s2', 'm', 'q', now() - interval '7 years')`,
        );
        const row = await queryOne<{ fresh: boolean; linked: boolean }>(
          db,
          `select created_at > now() - interval '1 minute' as fresh,
             claim_seq = 1 and claim_hash is not null as linked
           from chat_turns where session_id = 's2'`,
        );
        assert.deepEqual({ ...row }, { fresh: true, linked: true });
        // A pending turn is sealed once; what it started with never changes.
        for (const change of [
          `message_redacted = 'other'`,
          `session_id = 's3'`,
          `attempt = 2`,
          `ip_hash = 'x'`,
          `context_turn_ids = '{1}'`,
          `claim_hash = 'x'`,
        ]) {
          await assert.rejects(
            db.exec(`update chat_turns set ${change}, status = 'failed' where session_id = 's2'`),
            /append-only/,
            change,
          );
        }
        await assert.rejects(
          db.exec(`update chat_turns set model = 'kb' where session_id = 's2'`),
          /may only be sealed/,
        );
      });

      await t.step('turns are unique per session, message id and attempt', async () => {
        await assert.rejects(
          db.exec(
            `insert into chat_turns (session_id, message_id, message_redacted)
             values ('s1', 'm-answer', 'again')`,
          ),
          /duplicate key|unique/,
        );
      });

      await t.step(
        'the purge removes whole conversations past the window, and fails closed',
        async () => {
          const count = async () =>
            (await queryOne<{ n: number }>(db, 'select count(*)::int as n from chat_turns')).n;
          // A conversation past the 6-year window, one 5 years old, and today's.
          await answeredTurn(db, 'old-1', 'old');
          await age(db, 'old', '6 years 1 day');
          await age(db, 's2', '5 years');
          const before = await count();
          const purged = await queryOne<{ n: number }>(
            db,
            'select purge_expired_chat_turns()::int as n',
          );
          assert.equal(purged.n, 1);
          assert.equal(await count(), before - 1);
          await db.exec(`update chat_retention set keep_for = interval '4 years'`);
          // Without a retention row (removed behind the guards), nothing is purged.
          await db.exec(`set session_replication_role = replica; delete from chat_retention;
          set session_replication_role = origin;`);
          assert.equal(
            (await queryOne<{ n: number }>(db, 'select purge_expired_chat_turns()::int as n')).n,
            0,
          );
          await assert.rejects(
            db.exec(`select set_config('chat.purging', 'on', true);
                   delete from chat_turns where session_id = 's2'`),
            /retention window/,
          );
          await db.exec(`insert into chat_retention (keep_for) values (interval '4 years')`);
          assert.equal(
            (await queryOne<{ n: number }>(db, 'select purge_expired_chat_turns()::int as n')).n,
            1,
          );
        },
      );

      await t.step(
        'rate buckets and LLM shares are unlogged; turns and owners durable',
        async () => {
          const tables = await db.query<{ relname: string; relpersistence: string }>(
            `select relname, relpersistence from pg_class
           where relname in ('chat_turns', 'chat_sessions', 'llm_usage', 'llm_settlements',
             'llm_shares', 'rate_buckets') order by relname`,
          );
          assert.deepEqual(
            tables.map((row) => ({ ...row })),
            [
              { relname: 'chat_sessions', relpersistence: 'p' },
              { relname: 'chat_turns', relpersistence: 'p' },
              { relname: 'llm_settlements', relpersistence: 'p' },
              { relname: 'llm_shares', relpersistence: 'u' },
              { relname: 'llm_usage', relpersistence: 'p' },
              { relname: 'rate_buckets', relpersistence: 'u' },
            ],
          );
        },
      );

      await t.step(
        'idle buckets and past days’ LLM shares are pruned; recent ones stay',
        async () => {
          const twoDaysAgo = Date.now() - 2 * 86_400_000;
          const take = (key: string, now: number) =>
            db.query(
              `select start_chat_turn(jsonb_build_object('session_id', 's9', 'message_id', $1::text,
                 'ip_hash', 'h', 'message', 'q', 'key_hash', repeat('a', 64),
                 'new_key_hash', repeat('a', 64), 'lease_ms', 1, 'history_turns', 0,
                 'now_ms', $2::float8, 'buckets',
                 jsonb_build_array(jsonb_build_object('key', $1::text, 'capacity', 5,
                   'refill', 1))))`,
              [key, now],
            );
          await take('idle-bucket', twoDaysAgo);
          await take('busy-bucket', Date.now());
          await db.exec(`insert into llm_shares (day, key, tokens) values
          (current_date - 2, 'ip:old', 5), (current_date - 1, 'ip:yesterday', 5),
          (current_date, 'ip:today', 5)`);
          const pruned = await queryOne<{ n: number }>(db, 'select prune_rate_buckets()::int as n');
          assert.equal(pruned.n, 1);
          const keys = await db.query<{ key: string }>(
            'select key from rate_buckets union all select key from llm_shares order by key',
          );
          assert.deepEqual(
            keys.map((row) => row.key),
            ['busy-bucket', 'ip:today', 'ip:yesterday'],
          );
        },
      );
    } finally {
      await drop();
    }
  });

  Deno.test(`schema (${kind}): a turn failing any check is refused, on claim and on seal, naming it`, async () => {
    const { db, drop } = await create();
    try {
      const before = await snapshot(db);
      const claim = (columns: string, values: string) =>
        `insert into chat_turns (session_id, message_id, message_redacted${columns})
         values ('s-check', 'm-check', 'q'${values})`;
      const checks: [string, string][] = [
        [claim('', '').replace(`'s-check'`, `''`), 'session_id'],
        [claim('', '').replace(`'m-check'`, `'${'m'.repeat(129)}'`), 'message_id'],
        [claim(', source', `, '${'s'.repeat(513)}'`), 'source'],
        [claim(', attempt', ', 0'), 'attempts'],
        [claim(', answer_kind', `, 'Not-A-Kind'`), 'answer_kind'],
        [claim(', topic', `, ''`), 'topic'],
        [claim(', facet', `, '${'f'.repeat(129)}'`), 'facet'],
        [claim(', confidence', ', 1.5'), 'confidence'],
        [claim(', fallback_reason', `, 'whim'`), 'fallback_reason'],
        [claim(', figure_check', `, 'skipped'`), 'figure_check'],
      ];
      for (const [statement, check] of checks) {
        await assert.rejects(
          db.exec(statement),
          new RegExp(`violates check constraint "chat_turns_${check}_check"`),
          statement,
        );
      }
      assert.deepEqual(await snapshot(db), before);
      // A seal is checked as a claim is: the pending turn stays pending.
      await recordTurn(db, { sessionId: 's-check', messageId: 'm-pending' }, 'pending');
      const pending = await snapshot(db);
      for (const [set, check] of [
        [`topic = '${'t'.repeat(129)}'`, 'topic'],
        ['confidence = -0.5', 'confidence'],
      ]) {
        await assert.rejects(
          db.exec(`update chat_turns set status = 'answered', reply_redacted = 'a', ${set}
            where session_id = 's-check'`),
          new RegExp(`violates check constraint "chat_turns_${check}_check"`),
          set,
        );
      }
      assert.deepEqual(await snapshot(db), pending);
    } finally {
      await drop();
    }
  });

  Deno.test(`schema (${kind}): with pg_cron, the purge and the prune are scheduled`, async () => {
    const { db, drop } = await create();
    try {
      // A stand-in for pg_cron's cron.schedule(), then the scheduling migration again.
      await db.exec(`create schema cron;
        create table cron.jobs (name text primary key, schedule text, command text);
        create function cron.schedule(name text, schedule text, command text) returns bigint
        language sql as $$
          insert into cron.jobs values (name, schedule, command)
            on conflict (name) do update set schedule = excluded.schedule, command = excluded.command;
          select 1::bigint
        $$;
        delete from supabase_migrations.schema_migrations where name = 'schedule_upkeep';`);
      assert.deepEqual(await migrate(db), ['20261122090100']);
      const jobs = await db.query<{ name: string; schedule: string; command: string }>(
        'select * from cron.jobs order by name',
      );
      assert.deepEqual(
        jobs.map((job) => ({ ...job })),
        [
          {
            name: 'prune-rate-buckets',
            schedule: '17 * * * *',
            command: 'select public.prune_rate_buckets()',
          },
          {
            name: 'purge-expired-chat-turns',
            schedule: '23 3 * * *',
            command: 'select public.purge_expired_chat_turns()',
          },
        ],
      );
    } finally {
      await drop();
    }
  });

  Deno.test(`schema (${kind}): the record's helpers each turn runs are inlined`, async () => {
    const { db, drop } = await create();
    try {
      const plan = await db.query<{ 'QUERY PLAN': string }>(
        `explain (verbose, costs off) select public.chat_claim_content(t),
          public.chat_seal_content(t), public.chat_turn_json(t),
          public.chat_link(t.session_id, t.id, '[]') from public.chat_turns t`,
      );
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      // Inlined, a helper's body stands in the plan where its call was.
      assert.match(text, /jsonb_build_array\('claim'/);
      assert.doesNotMatch(
        text,
        /chat_(link|epoch_us|claim_content|seal_content|handling|turn_json)\(/,
      );
      // The handling columns of a seal, read as finish_chat_turn() reads them.
      const seal = await db.query<{ 'QUERY PLAN': string }>(
        `explain (verbose, costs off) select h.* from public.chat_handling_columns(
          '{"kind": "topic", "confidence": 0.5}') h`,
      );
      assert.doesNotMatch(seal.map((row) => row['QUERY PLAN']).join('\n'), /Function Scan/);
    } finally {
      await drop();
    }
  });

  // 20261126120000: a link in one statement instead of three; 20261126130000: in a function
  // whose plan is kept, hashed once.
  for (const version of ['20261126120000', '20261126130000']) {
    Deno.test(`schema (${kind}): links made after ${version} follow those made before, every hash as before`, async () => {
      const older = await migrationsBefore(version);
      const upTo = await migrationsBefore(`${version}_\uffff`);
      const { db, drop } = await create(older);
      try {
        // Links made before the migration, then after it, in the same conversations and in new
        // ones (s4: four concurrent first turns of one conversation).
        await answeredTurn(db, 'one', 's1');
        await answeredTurn(db, 'two', 's2');
        await recordTurn(db, { sessionId: 's2', messageId: 'three' }, 'pending');
        assert.deepEqual(await migrate(db, upTo), [version]);
        await answeredTurn(db, 'four', 's1');
        await answeredTurn(db, 'five', 's3');
        await answeredTurn(db, 'six', 's3');
        await Promise.all(['a', 'b', 'c', 'd'].map((m) => answeredTurn(db, m, 's4')));
        await db.exec(`update chat_turns set status = 'failed', error_code = 'abandoned'
        where message_id = 'three'`);
        // Each link is chat_link(previous head, its number, its content), the chain whole.
        const { turns, conversations, findings } = await verifyRecord(db);
        assert.deepEqual(findings, []);
        assert.equal(turns, 10);
        assert.equal(conversations, 4);
        const heads = await db.query<{ session_id: string; seq: number; last: boolean }>(
          `select c.session_id, c.seq::int, c.head = (select coalesce(t.seal_hash, t.claim_hash)
            from chat_turns t where t.session_id = c.session_id
            order by greatest(t.claim_seq, coalesce(t.seal_seq, 0)) desc limit 1) as last
          from chat_chains c order by c.session_id`,
        );
        assert.deepEqual(heads, [
          { session_id: 's1', seq: 4, last: true },
          { session_id: 's2', seq: 4, last: true },
          { session_id: 's3', seq: 4, last: true },
          { session_id: 's4', seq: 8, last: true },
        ]);
      } finally {
        await drop();
        await Deno.remove(older, { recursive: true });
        await Deno.remove(upTo, { recursive: true });
      }
    });
  }
}

import assert from 'node:assert/strict';
import { type Db, queryOne } from './db.ts';
import { migrate } from './migrate.ts';
import { TEST_DATABASES } from './testing.ts';

async function insertTurn(db: Db, messageId: string, createdAt = 'now()'): Promise<void> {
  await db.query(
    `insert into chat_turns (session_id, message_id, message_redacted, redacted_kinds, created_at)
     values ('s1', $1, 'hello [SSN]', '{ssn}', ${createdAt})`,
    [messageId],
  );
}

/** Runs `statement` as `role` inside one implicit transaction, so the role never leaks. */
function asRole(db: Db, role: string, statement: string): Promise<void> {
  return db.exec(`set local role ${role}; ${statement}`);
}

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
          ['chat_retention', 'chat_turns', 'rate_buckets'],
        );
        assert.deepEqual(await migrate(db), []);
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

      await t.step('anon and authenticated can neither read nor write', async () => {
        await insertTurn(db, 'visible-to-owner');
        for (const role of ['anon', 'authenticated']) {
          for (const statement of [
            'select * from chat_turns',
            `insert into chat_turns (session_id, message_id, message_redacted) values ('x', 'y', 'z')`,
            `update chat_turns set model = 'x'`,
            'delete from chat_turns',
            'select * from rate_buckets',
            `select * from take_rate_token('k', 5, 1)`,
            'select purge_expired_chat_turns()',
            'select prune_rate_buckets()',
            `update chat_retention set keep_for = interval '1 day'`,
            `select nextval('chat_turns_id_seq')`,
          ]) {
            await assert.rejects(
              asRole(db, role, statement),
              /permission denied/,
              `${role}: ${statement}`,
            );
          }
        }
      });

      await t.step('a pending turn is completed once; an answered one never changes', async () => {
        await insertTurn(db, 'm-answer');
        await db.query(
          `update chat_turns set status = 'answered', reply_redacted = 'hi', completed_at = now()
           where message_id = 'm-answer'`,
        );
        await assert.rejects(
          db.query(`update chat_turns set reply_redacted = 'edited' where message_id = 'm-answer'`),
          /answered and final/,
        );
        const row = await queryOne<{ reply_redacted: string }>(
          db,
          `select reply_redacted from chat_turns where message_id = 'm-answer'`,
        );
        assert.equal(row.reply_redacted, 'hi');
      });

      await t.step('identity and message columns never change, even while pending', async () => {
        await insertTurn(db, 'm-pending');
        await db.query(
          `update chat_turns set attempts = 2, model = 'kb' where message_id = 'm-pending'`,
        );
        for (const change of [
          `message_redacted = 'other'`,
          `session_id = 's2'`,
          `message_id = 'm-other'`,
          `created_at = now() - interval '10 years'`,
          `ip_hash = 'x'`,
          `redacted_kinds = '{}'`,
        ]) {
          await assert.rejects(
            db.query(`update chat_turns set ${change} where message_id = 'm-pending'`),
            /append-only/,
            change,
          );
        }
      });

      await t.step('a failed turn is re-opened only as a counted retry', async () => {
        await insertTurn(db, 'm-fail');
        await db.query(
          `update chat_turns set status = 'failed', error_code = 'upstream_timeout',
             completed_at = now() where message_id = 'm-fail'`,
        );
        await assert.rejects(
          db.query(`update chat_turns set status = 'pending', completed_at = null
                    where message_id = 'm-fail'`),
          /claimed again by a counted retry/,
        );
        await db.query(
          `update chat_turns set status = 'pending', completed_at = null, attempts = attempts + 1
           where message_id = 'm-fail'`,
        );
        const row = await queryOne<{ attempts: number; status: string }>(
          db,
          `select attempts, status from chat_turns where message_id = 'm-fail'`,
        );
        assert.deepEqual({ ...row }, { attempts: 2, status: 'pending' });
      });

      await t.step('turns are unique per session and message id', async () => {
        await assert.rejects(insertTurn(db, 'm-answer'), /duplicate key|unique/);
      });

      await t.step('no delete or truncate, even of old rows, except by the purge', async () => {
        await insertTurn(db, 'm-old', `now() - interval '6 years 1 day'`);
        await assert.rejects(
          db.query(`delete from chat_turns where message_id = 'm-old'`),
          /retention/,
        );
        await assert.rejects(db.exec('truncate chat_turns'), /cannot be truncated/);
        // Even with the purge flag set by hand, a turn inside the window stays.
        await assert.rejects(
          db.exec(`select set_config('chat.purging', 'on', true);
                   delete from chat_turns where message_id = 'm-answer'`),
          /retention/,
        );
      });

      await t.step(
        'the purge deletes only turns past the window, which is configurable',
        async () => {
          await insertTurn(db, 'm-5y', `now() - interval '5 years'`);
          const count = async () =>
            (await queryOne<{ n: number }>(db, 'select count(*)::int as n from chat_turns')).n;
          const before = await count();
          const first = await queryOne<{ purged: number }>(
            db,
            'select purge_expired_chat_turns()::int as purged',
          );
          assert.equal(first.purged, 1);
          assert.equal(await count(), before - 1);

          await db.query(`update chat_retention set keep_for = interval '4 years'`);
          // service_role may run the purge, e.g. from a scheduled job.
          await asRole(db, 'service_role', 'select purge_expired_chat_turns()');
          assert.equal(await count(), before - 2);
        },
      );

      await t.step('a token bucket grants its capacity, then refills with time', async () => {
        const take = (nowMs: number) =>
          queryOne<{ granted: boolean; remaining: number; retry_after_ms: number }>(
            db,
            `select * from take_rate_token('bucket-a', 3, 2, 1, $1)`,
            [nowMs],
          );
        const t0 = 1_000_000;
        assert.deepEqual(
          [await take(t0), await take(t0), await take(t0)].map((r) => r.granted),
          [true, true, true],
        );
        const refused = await take(t0);
        assert.equal(refused.granted, false);
        assert.equal(refused.retry_after_ms, 500);
        assert.equal((await take(t0 + 250)).granted, false);
        assert.equal((await take(t0 + 500)).granted, true);
        // Refill is capped at capacity.
        const later = await take(t0 + 60_000);
        assert.deepEqual([later.granted, later.remaining], [true, 2]);
      });

      await t.step('parallel takes on one bucket never grant more than its capacity', async () => {
        const results = await Promise.all(
          Array.from({ length: 60 }, () =>
            queryOne<{ granted: boolean }>(
              db,
              `select granted from take_rate_token('bucket-b', 25, 0.001)`,
            ),
          ),
        );
        assert.equal(results.filter((row) => row.granted).length, 25);
      });

      await t.step('rate buckets are unlogged; chat turns are durable', async () => {
        const tables = await db.query<{ relname: string; relpersistence: string }>(
          `select relname, relpersistence from pg_class
           where relname in ('chat_turns', 'rate_buckets') order by relname`,
        );
        assert.deepEqual(
          tables.map((row) => ({ ...row })),
          [
            { relname: 'chat_turns', relpersistence: 'p' },
            { relname: 'rate_buckets', relpersistence: 'u' },
          ],
        );
      });

      await t.step('idle buckets are pruned; recent ones stay', async () => {
        const twoDaysAgo = Date.now() - 2 * 86_400_000;
        await db.query(`select take_rate_token('idle-bucket', 5, 1, 1, $1)`, [twoDaysAgo]);
        await db.query(`select take_rate_token('busy-bucket', 5, 1)`);
        // bucket-a (taken at a 1970 clock above) is idle too; bucket-b was taken just now.
        const pruned = await queryOne<{ n: number }>(db, 'select prune_rate_buckets()::int as n');
        assert.equal(pruned.n, 2);
        const keys = await db.query<{ key: string }>('select key from rate_buckets order by key');
        assert.deepEqual(
          keys.map((row) => row.key),
          ['bucket-b', 'busy-bucket'],
        );
      });
    } finally {
      await drop();
    }
  });
}

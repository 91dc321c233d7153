import { PGlite } from '@electric-sql/pglite';
import { ensureSupabaseRoles, MIGRATIONS_DIR, migrate } from '../dev/db/migrate.ts';
import { pgliteDb } from '../dev/db/pglite.ts';
import type { Db } from '../functions/_shared/db/db.ts';
import { connectPostgres } from '../functions/_shared/db/postgres.ts';
import { sqlTurnStore } from '../functions/_shared/db/stores.ts';
import type { TurnOutcome, TurnRecord, TurnStart } from '../functions/_shared/stores.ts';

/** The server tests run against: PostgreSQL on loopback (CI has the same), via a maintenance db. */
export const TEST_SERVER_URL =
  Deno.env.get('TEST_POSTGRES_URL') ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A migrated database for one test, and how to throw it away. */
export interface TestDatabase {
  /** Connected as the owner, who applied the migrations. */
  db: Db;
  /** Connected as the function's role, chat_relay (on PGlite, one user: the owner). */
  relay: Db;
  /** Connection string of the database, as the owner (server only). */
  url?: string;
  /** Connection string of the database as chat_relay (server only). */
  relayUrl?: string;
  drop(): Promise<void>;
}

/** The function's role may log in on the test server (trust authentication on loopback). */
const RELAY_LOGIN = `do $$ begin
  if not (select rolcanlogin from pg_roles where rolname = 'chat_relay') then
    alter role chat_relay login;
  end if;
exception when others then null;
end $$;`;

/**
 * A fresh database on the test server (relay_test_<random>), migrated (with the migrations in
 * `migrations`, all of them by default); dropped by drop().
 */
export async function createServerDatabase(
  max = 10,
  migrations = MIGRATIONS_DIR,
): Promise<TestDatabase> {
  const name = `relay_test_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = connectPostgres(TEST_SERVER_URL, { max: 1 });
  await admin.exec(`create database ${name}`);
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  const db = connectPostgres(url.href, { max });
  await ensureSupabaseRoles(db);
  await migrate(db, migrations);
  await db.exec(RELAY_LOGIN);
  const relayUrl = new URL(url);
  relayUrl.username = 'chat_relay';
  const relay = connectPostgres(relayUrl.href, { max });
  return {
    db,
    relay,
    url: url.href,
    relayUrl: relayUrl.href,
    async drop() {
      await relay.close();
      await db.close();
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** A fresh in-memory PGlite database, migrated (with the migrations in `migrations`, if given). */
export async function createPgliteDatabase(migrations?: URL): Promise<TestDatabase> {
  if (migrations) {
    const db = pgliteDb(await PGlite.create());
    await ensureSupabaseRoles(db);
    await migrate(db, migrations);
    return { db, relay: db, drop: () => db.close() };
  }
  template ??= migratedPglite();
  const db = pgliteDb(await PGlite.create({ loadDataDir: await template }));
  return { db, relay: db, drop: () => db.close() };
}

/** Migrating once and copying the result is twice as fast as migrating each fresh database. */
let template: Promise<Blob> | undefined;

async function migratedPglite(): Promise<Blob> {
  const pg = await PGlite.create();
  const db = pgliteDb(pg);
  await ensureSupabaseRoles(db);
  await migrate(db);
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  return dump;
}

/**
 * A folder of the migrations older than `version` (copies, under .data/, which tests may
 * write): a database migrated with it is the one the newer migrations meet, and `migrate(db)`
 * then applies them. The caller removes it.
 */
export async function migrationsBefore(version: string): Promise<URL> {
  const data = decodeURIComponent(new URL('../.data/', import.meta.url).pathname);
  await Deno.mkdir(data, { recursive: true });
  const dir = await Deno.makeTempDir({ dir: data, prefix: 'migrations-' });
  for await (const entry of Deno.readDir(MIGRATIONS_DIR)) {
    if (entry.name.endsWith('.sql') && entry.name < version) {
      await Deno.copyFile(new URL(entry.name, MIGRATIONS_DIR), `${dir}/${entry.name}`);
    }
  }
  return new URL(`file://${dir}/`);
}

/** Both kinds, so a suite runs the same tests against the real server and PGlite. */
export const TEST_DATABASES = [
  { kind: 'postgres', create: (migrations?: URL) => createServerDatabase(10, migrations) },
  { kind: 'pglite', create: createPgliteDatabase },
] as const;

/** The owner every conversation recordTurn() writes to: it opens them, and continues them. */
const OWNER = { keyHash: 'a'.repeat(64), newKeyHash: 'a'.repeat(64) };

/**
 * A turn recorded through the function's own path (start_chat_turn, then finish_chat_turn
 * unless `outcome` is 'pending'), with no limits, by a store of its own or `store`; returns the
 * attempt as started.
 */
export async function recordTurn(
  db: Db,
  turn: Partial<TurnStart> & { messageId: string },
  outcome: Partial<TurnOutcome> | 'pending' = {},
  store = sqlTurnStore(db),
): Promise<TurnRecord> {
  const start: TurnStart = {
    sessionId: 's1',
    origin: null,
    source: null,
    ipHash: 'h',
    message: `q ${turn.messageId}`,
    redactionKinds: [],
    ...turn,
  };
  const started = await store.start(
    { turn: start, owner: OWNER, buckets: [], llm: null, leaseMs: 60_000, historyTurns: 10 },
    0,
  );
  if (started.outcome !== 'claimed') throw new Error(`not claimed: ${started.outcome}`);
  if (outcome === 'pending') return started.record;
  await store.finish(
    { ...start, attempt: started.record.attempt },
    {
      status: 'answered',
      reply: `a ${turn.messageId}`,
      sources: [],
      provider: 'assistant',
      fallbackReason: null,
      model: null,
      kbVersion: null,
      promptVersion: null,
      errorCode: null,
      providerMs: 1,
      totalMs: 2,
      promptTokens: null,
      completionTokens: null,
      handling: null,
      ...outcome,
    },
    0,
  );
  return started.record;
}

/** Every row of the record and its settings, as text: what no bypass may change. */
export const snapshotRecord = async (db: Db): Promise<string[]> =>
  (
    await db.query<{ row: string }>(
      `select t::text as row from chat_turns t
       union all select r::text from chat_retention r
       union all select c::text from chat_chains c
       union all select o::text from chat_sessions o
       union all select u::text from llm_usage u
       union all select s::text from llm_settlements s
       union all select l::text from llm_shares l
       order by 1`,
    )
  ).map((r) => r.row);

/**
 * What a careless operator or a leaked key might try on the record: change the retention,
 * remove it and purge, delete, truncate, rewrite a reply, insert a back-dated answered turn.
 */
export const RECORD_BYPASSES = [
  `update chat_retention set keep_for = interval '1 day'`,
  'delete from chat_retention; select purge_expired_chat_turns()',
  'select purge_expired_chat_turns()',
  'delete from chat_turns',
  'truncate chat_turns',
  `update chat_turns set reply_redacted = 'Guaranteed 12%!'`,
  `insert into chat_turns (session_id, message_id, message_redacted, reply_redacted, status,
     created_at, completed_at)
   values ('s1', 'back-dated', 'q', 'a', 'answered', now() - interval '7 years',
     now() - interval '7 years')`,
];

/** Runs `statement` as `role` inside one implicit transaction, so the role never leaks. */
export const asRole = (db: Db, role: string, statement: string): Promise<void> =>
  db.exec(`set local role ${role}; ${statement}`);

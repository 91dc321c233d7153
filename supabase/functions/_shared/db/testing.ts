import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db.ts';
import { ensureSupabaseRoles, migrate } from './migrate.ts';
import { pgliteDb } from './pglite.ts';
import { connectPostgres } from './postgres.ts';

/** The server tests run against: PostgreSQL on loopback (CI has the same), via a maintenance db. */
export const TEST_SERVER_URL =
  Deno.env.get('TEST_POSTGRES_URL') ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A migrated database for one test, and how to throw it away. */
export interface TestDatabase {
  db: Db;
  /** Connection string of the database (server only). */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh database on the test server (relay_test_<random>), migrated; dropped by drop(). */
export async function createServerDatabase(max = 10): Promise<TestDatabase> {
  const name = `relay_test_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = connectPostgres(TEST_SERVER_URL, { max: 1 });
  await admin.exec(`create database ${name}`);
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  const db = connectPostgres(url.href, { max });
  await ensureSupabaseRoles(db);
  await migrate(db);
  return {
    db,
    url: url.href,
    async drop() {
      await db.close();
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** A fresh in-memory PGlite database, migrated. */
export async function createPgliteDatabase(): Promise<TestDatabase> {
  template ??= migratedPglite();
  const db = pgliteDb(await PGlite.create({ loadDataDir: await template }));
  return { db, drop: () => db.close() };
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

/** Both kinds, so a suite runs the same tests against the real server and PGlite. */
export const TEST_DATABASES = [
  { kind: 'postgres', create: createServerDatabase },
  { kind: 'pglite', create: createPgliteDatabase },
] as const;

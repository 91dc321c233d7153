import type { Db } from '../../functions/_shared/db/db.ts';

/** supabase/migrations, the one schema that the Supabase CLI and the local tools both apply. */
export const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);

const FILE_NAME = /^(\d+)_([a-z0-9_]+)\.sql$/;

/**
 * Makes a plain PostgreSQL server or PGlite grant like Supabase: its roles (anon, authenticated,
 * service_role, which bypasses RLS) and its default privileges, which give those roles all
 * rights on every new table, sequence and function in `public`. So the migrations' revokes are
 * tested against what Supabase grants. For local and test databases only.
 */
export async function ensureSupabaseRoles(db: Db): Promise<void> {
  for (const role of ['anon', 'authenticated', 'service_role']) {
    // Roles are cluster-wide: a parallel run may create the same one at the same moment.
    await db.exec(`do $$ begin
      if not exists (select from pg_roles where rolname = '${role}') then
        create role ${role} nologin;
      end if;
    exception when duplicate_object or unique_violation then null;
    end $$;`);
  }
  await db.exec(`
    alter role service_role bypassrls;
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
    grant usage on schema public to anon, authenticated, service_role;`);
}

/**
 * Applies the migrations not yet applied, in file-name order, each atomically, and
 * records them where the Supabase CLI does (supabase_migrations.schema_migrations).
 * Returns the versions applied.
 */
export async function migrate(db: Db, dir: URL = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);
  const done = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((row) => row.version),
  );
  const files: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile && entry.name.endsWith('.sql')) files.push(entry.name);
  }
  const applied: string[] = [];
  for (const file of files.sort()) {
    const [, version, name] = FILE_NAME.exec(file) ?? [];
    if (!version || !name) {
      throw new Error(`Migration file name must be <digits>_<name>.sql: ${file}`);
    }
    if (done.has(version)) continue;
    const script = await Deno.readTextFile(new URL(file, dir));
    // One simple-protocol message runs as one implicit transaction: all of it, or none.
    await db.exec(`${script}
;
insert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${name}');`);
    applied.push(version);
  }
  return applied;
}

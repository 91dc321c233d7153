import type { Db } from './db.ts';
import { ensureSupabaseRoles, migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { connectPostgres } from './postgres.ts';

/** Where the embedded database keeps its data between runs (git-ignored). */
export const LOCAL_DATA_DIR = decodeURIComponent(
  new URL('../../../.data/pglite', import.meta.url).pathname,
);

/** The embedded PGlite database in `dir`, created and migrated as needed. */
export async function openLocalDb(dir: string = LOCAL_DATA_DIR): Promise<Db> {
  const db = await openPglite(dir);
  await ensureSupabaseRoles(db);
  await migrate(db);
  return db;
}

/**
 * The database the local tools use: the server at `SUPABASE_DB_URL` when set (its schema is
 * managed by the Supabase CLI), otherwise the embedded one.
 */
export function openConfiguredDb(env: { get(name: string): string | undefined }): Promise<Db> {
  const url = env.get('SUPABASE_DB_URL');
  return url ? Promise.resolve(connectPostgres(url)) : openLocalDb();
}

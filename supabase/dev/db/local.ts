import type { Db } from '../../functions/_shared/db/db.ts';
import { connectPostgres } from '../../functions/_shared/db/postgres.ts';
import { ensureSupabaseRoles, migrate } from './migrate.ts';
import { openPglite, type PgliteDb } from './pglite.ts';

/** Where the embedded database keeps its data between runs (git-ignored). */
export const LOCAL_DATA_DIR = decodeURIComponent(
  new URL('../../.data/pglite', import.meta.url).pathname,
);

/** The embedded database is open in another process (the gateway of `pnpm dev`). */
export class LocalDbInUseError extends Error {
  override name = 'LocalDbInUseError';
}

/**
 * The embedded PGlite database in `dir`, created and migrated as needed. One process at a time:
 * a second one (the transcripts export while `pnpm dev` runs) gets a clear error instead of
 * corrupting the data.
 */
export async function openLocalDb(dir: string = LOCAL_DATA_DIR): Promise<PgliteDb> {
  await Deno.mkdir(dir, { recursive: true });
  const lockFile = await Deno.open(`${dir}.lock`, { create: true, write: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const locked = await Promise.race([
    lockFile.lock(true).then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(resolve, 1000, false);
    }),
  ]);
  clearTimeout(timer);
  if (!locked) {
    lockFile.close();
    throw new LocalDbInUseError(`the local database ${dir} is in use by another process`);
  }
  try {
    const db = await openPglite(dir);
    await ensureSupabaseRoles(db);
    await migrate(db);
    return {
      ...db,
      async close() {
        await db.close();
        lockFile.close();
      },
    };
  } catch (error) {
    lockFile.close();
    throw error;
  }
}

/**
 * The database the local tools use: the server at `SUPABASE_DB_URL` when set (its schema is
 * managed by the Supabase CLI), otherwise the embedded one.
 */
export function openConfiguredDb(
  env: { get(name: string): string | undefined },
  dir?: string,
): Promise<Db> {
  const url = env.get('SUPABASE_DB_URL');
  return url ? Promise.resolve(connectPostgres(url)) : openLocalDb(dir);
}

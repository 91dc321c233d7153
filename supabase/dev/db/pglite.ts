import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../functions/_shared/db/db.ts';

/** A Db over PGlite, which it also hands out (to serve it over the PostgreSQL protocol). */
export type PgliteDb = Db & { pglite: PGlite };

/** A Db over a PGlite instance: real Postgres in WebAssembly, in this process. */
export const pgliteDb = (pg: PGlite): PgliteDb => ({
  pglite: pg,
  async query(text, params = []) {
    return (await pg.query(text, params as unknown[])).rows as never;
  },
  async exec(script) {
    await pg.exec(script);
  },
  async close() {
    await pg.close();
  },
});

/** PGlite keeping its data in `dataDir` between runs; without it, in memory. */
export async function openPglite(dataDir?: string): Promise<PgliteDb> {
  if (dataDir) await Deno.mkdir(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir));
}

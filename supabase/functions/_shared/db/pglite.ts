import { PGlite } from 'npm:@electric-sql/pglite@^0.3.16';
import type { Db } from './db.ts';

/**
 * A Db over PGlite: real Postgres in WebAssembly, in this process. `dataDir` keeps the data on
 * disk between runs; without it the database lives in memory.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) await Deno.mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return {
    async query(text, params = []) {
      return (await pg.query(text, params as unknown[])).rows as never;
    },
    async exec(script) {
      await pg.exec(script);
    },
    async close() {
      await pg.close();
    },
  };
}

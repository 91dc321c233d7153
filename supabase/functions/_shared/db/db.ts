/**
 * The few things the Postgres-backed stores need from a database driver, so the same SQL runs
 * on postgres.js (a real server, e.g. Supabase) and on PGlite (embedded, for local use).
 */
export interface Db {
  /** Runs one parameterized statement ($1, $2, ...) and returns its rows. */
  query<R extends Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}

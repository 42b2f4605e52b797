import { sql, type Kysely } from "kysely";

/** The advisory lock every migrator of a PostgreSQL database takes (any number, the same everywhere). */
export const MIGRATION_LOCK = 46_045_027;

/**
 * Runs `work` on PostgreSQL while no migrator of the database runs, and none
 * starts. Kysely's migrator reads every schema's tables before its own lock:
 * a migration meanwhile (another instance, another test server's schema), or a
 * schema dropped meanwhile (the tests' throw-away ones), failed that read
 * ("relation … does not exist").
 */
export function oneMigratorAtATime<DB, T>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}

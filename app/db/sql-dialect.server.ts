import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";

export type SqlDialect = "sqlite" | "postgres";

/** The few statements that differ between the two databases branch on this. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations see tables that no longer match the current types
export function dialectOf(db: Kysely<any>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** A unique or primary-key constraint refused the row, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * On SQLite, takes the database's write lock now, at the start of a
 * transaction that reads before it writes: a read lock cannot be upgraded
 * while another process writes (SQLITE_BUSY at once, whatever the timeout).
 * PostgreSQL locks rows as it goes; nothing to do there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export async function writeLockFirst(trx: Transaction<any>): Promise<void> {
  if (dialectOf(trx) === "sqlite") await sql`update app_secrets set name = name where 0`.execute(trx);
}

import { PostgresAdapter, type Kysely } from "kysely";

export type SqlDialect = "sqlite" | "postgres";

/** The few statements that differ between the two databases branch on this. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations see tables that no longer match the current types
export function dialectOf(db: Kysely<any>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

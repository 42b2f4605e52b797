// The table types cannot drift from the migrations: the schema a fresh
// database migrates to is written out as TypeScript (tables.generated.ts) and
// must be the file as committed, on both databases; and the hand-written
// types (database.server.ts) must agree with it, column by column, which
// `npm run typecheck` checks below.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Insertable, Selectable } from "kysely";
import type { Database } from "~/db/database.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { migratedTableTypes } from "../../tests/support/migrated-tables";
import type { MigratedTables } from "./tables.generated";

describe.each(DIALECTS)("the migrated schema on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  test("is the committed tables.generated.ts", async () => {
    await expect(await migratedTableTypes(database.db, dialect)).toMatchFileSnapshot("./tables.generated.ts");
  });
});

/** Optional keys of an object type. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
type Value<Table, C> = C extends keyof Selectable<Table> ? Selectable<Table>[C] : never;
type Nullable<V> = null extends V ? true : false;
type Optional<Table, C> = C extends OptionalKeys<Insertable<Table>> ? true : false;

/**
 * A column agrees when its hand-written type is the migrated one or narrower
 * (a union of statuses for text), null only where the column takes null, and
 * left out of an insert only where the database fills it.
 */
type ColumnAgrees<Hand, Migrated, C> = [Value<Hand, C>] extends [Value<Migrated, C>]
  ? Nullable<Value<Hand, C>> extends Nullable<Value<Migrated, C>>
    ? Optional<Hand, C> extends true
      ? Optional<Migrated, C>
      : true
    : false
  : false;

/** "table.column" for each column that one side has and the other lacks, or where they disagree. */
type Disagreements = {
  [T in keyof Database | keyof MigratedTables]: T extends keyof Database & keyof MigratedTables
    ? {
        [C in keyof Database[T] | keyof MigratedTables[T]]: C extends keyof Database[T] & keyof MigratedTables[T]
          ? ColumnAgrees<Database[T], MigratedTables[T], C> extends true
            ? never
            : `${T}.${C & string}`
          : `${T}.${C & string}`;
      }[keyof Database[T] | keyof MigratedTables[T]]
    : `${T & string}`;
}[keyof Database | keyof MigratedTables];

test("the hand-written table types agree with the migrated schema (checked by the type checker)", () => {
  // Where they disagree, `npm run typecheck` fails here; the type Disagreements lists the columns ("bookings.notes" | …).
  const disagreements: [Disagreements] extends [never] ? "none" : Disagreements = "none";
  expect(disagreements).toBe("none");
});

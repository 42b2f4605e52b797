// The tables as the migrations leave them, read back from a migrated
// database and written as TypeScript (app/db/tables.generated.ts), so that
// the hand-written table types can be checked against them.
import { sql, type ColumnMetadata, type Kysely, type TableMetadata } from "kysely";
import type { Database } from "~/db/database.server";
import type { SqlDialect } from "~/db/sql-dialect.server";

/** A column's value in JavaScript as each driver returns it (better-sqlite3, node-postgres). */
const TYPES: Record<string, string> = {
  integer: "number",
  int4: "number",
  real: "number",
  float8: "number",
  text: "string",
  varchar: "string",
  blob: "Buffer",
  bytea: "Buffer",
};

/** What the columns are on either database; on SQLite a primary key is read as not null (see sqliteKeys). */
type Column = { name: string; type: string; nullable: boolean; filled: boolean };

/**
 * SQLite's primary key columns. SQLite lets a primary key other than an
 * INTEGER one hold NULL (a quirk it keeps for old databases), PostgreSQL does
 * not; no code writes one, so both read as not null. Kysely reads any
 * INTEGER PRIMARY KEY as auto-incrementing; only one declared AUTOINCREMENT
 * is, like PostgreSQL's identity columns (the rest are given by the code).
 */
async function sqliteKeys(db: Kysely<Database>, table: string): Promise<{ keys: Set<string>; autoincrement?: string }> {
  const { rows } = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(db);
  const definition = (await sql<{ sql: string }>`select sql from sqlite_master where name = ${table}`.execute(db)).rows[0]?.sql ?? "";
  const autoincrement = /[(,]\s*"?(\w+)"?[^,]*\bautoincrement\b/i.exec(definition)?.[1];
  return { keys: new Set(rows.filter((row) => row.pk > 0).map((row) => row.name)), autoincrement };
}

/** A table's columns as JavaScript sees them (better-sqlite3, node-postgres), sorted by name. */
async function columnsOf(db: Kysely<Database>, dialect: SqlDialect, table: TableMetadata): Promise<Column[]> {
  const sqlite = dialect === "sqlite" ? await sqliteKeys(db, table.name) : undefined;
  return [...table.columns]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((column: ColumnMetadata) => {
      const type = TYPES[column.dataType.toLowerCase()];
      if (!type) throw new Error(`${table.name}.${column.name}: no TypeScript type for the column type ${column.dataType}`);
      const nullable = column.isNullable && !sqlite?.keys.has(column.name);
      const sequence = sqlite ? column.name === sqlite.autoincrement : column.isAutoIncrementing;
      // An insert may leave it out when the database fills it: a default, a sequence, or null.
      const filled = column.hasDefaultValue || sequence || nullable;
      return { name: column.name, type, nullable, filled };
    });
}

/** The migrated tables of this database (on PostgreSQL: of its current schema), sorted by name. */
async function migratedTables(db: Kysely<Database>, dialect: SqlDialect): Promise<TableMetadata[]> {
  const tables = await db.introspection.getTables();
  const schema = dialect === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return tables.filter((table) => !table.isView && table.schema === schema).sort((a, b) => a.name.localeCompare(b.name));
}

/** The TypeScript of app/db/tables.generated.ts: one interface member per table, one property per column. */
export async function migratedTableTypes(db: Kysely<Database>, dialect: SqlDialect): Promise<string> {
  const lines = [
    "// Generated from the migrated schema by app/db/table-types.test.ts, the same on",
    "// SQLite and PostgreSQL: do not edit. After a migration, `npx vitest run",
    "// app/db/table-types.test.ts -u` writes it anew, and `npm run typecheck` then",
    "// shows where the hand-written table types (database.server.ts) disagree.",
    'import type { Generated } from "kysely";',
    "",
    "export interface MigratedTables {",
  ];
  for (const table of await migratedTables(db, dialect)) {
    lines.push(`  ${table.name}: {`);
    for (const { name, type, nullable, filled } of await columnsOf(db, dialect, table)) {
      const value = nullable ? `${type} | null` : type;
      lines.push(`    ${name}: ${filled ? `Generated<${value}>` : value};`);
    }
    lines.push("  };");
  }
  lines.push("}", "");
  return lines.join("\n");
}

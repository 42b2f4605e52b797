// SQLite test databases copied from one migrated file per migration set: a
// copy takes milliseconds, migrating a new file took about a second per test
// file. The template is made under a name of its own and renamed into place,
// so a worker never copies a half-migrated file; two workers that make it at
// once each rename a whole one.
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase } from "~/db/database.server";
import { migrateToLatest } from "~/db/migrations.server";
import { migrationSetKey } from "./migration-set";

const TEMPLATES = path.join(tmpdir(), "site-test-templates");

let template: Promise<string> | undefined;

/** The migrated template file of this migration set, made when missing (once per process). */
function sqliteTemplate(): Promise<string> {
  template ??= (async () => {
    const file = path.join(TEMPLATES, `${migrationSetKey()}.db`);
    if (existsSync(file)) return file;
    mkdirSync(TEMPLATES, { recursive: true });
    const building = `${file}.${randomBytes(4).toString("hex")}.building`;
    const db = createDatabase(`sqlite:${building}`);
    try {
      await migrateToLatest(db);
    } finally {
      // Closing the last connection writes the journal (WAL) into the file and deletes it: the file alone is the database.
      await db.destroy();
    }
    renameSync(building, file);
    return file;
  })();
  return template;
}

/** A new migrated SQLite database in a directory of its own: its URL, and `remove` for when every handle is closed. */
export async function copySqliteTemplate(): Promise<{ url: string; remove(): Promise<void> }> {
  const source = await sqliteTemplate();
  const dir = mkdtempSync(path.join(tmpdir(), "site-db-"));
  const file = path.join(dir, "site.db");
  copyFileSync(source, file);
  return { url: `sqlite:${file}`, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

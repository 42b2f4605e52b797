// Which migrations a template database was made by: a hash of app/db's code
// (the migrations, the migrator, the connection's settings) and of the code
// here that makes templates, so that a changed or added migration makes a new
// template, and nothing else does.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";

const DB_FOLDER = new URL("../../app/db/", import.meta.url);
const TEMPLATE_MAKERS = [new URL("sqlite-template.ts", import.meta.url), new URL("postgres-test-databases.ts", import.meta.url)];

/** 12 hex digits of the SHA-256 of app/db's files other than tests and the template makers, names and contents. */
export function migrationSetKey(): string {
  const hash = createHash("sha256");
  const files = readdirSync(DB_FOLDER)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort()
    .map((name) => new URL(name, DB_FOLDER));
  for (const file of [...files, ...TEMPLATE_MAKERS]) hash.update(file.pathname.split("/").pop()!).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex").slice(0, 12);
}

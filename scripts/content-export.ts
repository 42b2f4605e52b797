/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// `npm run content:export [directory]`: writes the published content (one
// JSON file per section in tresci/) and the originals of the uploaded photos
// it uses (zdjecia/) to the directory given, by default
// backups/tresci-YYYY-MM-DD. Safe while the server runs. Like db:backup, it
// reaches the database through the server bundle and never builds.
import { existsSync } from "node:fs";
import path from "node:path";

if (existsSync(".env")) process.loadEnvFile(".env");
const bundle = new URL("../build/server/cli.js", import.meta.url);
if (!existsSync(bundle)) {
  console.error("There is no build yet: run `npm start` (or `npm run build`) once, then export.");
  process.exit(1);
}
const { createDatabase, env, exportContent } = await import(bundle.href);
const directory = process.argv[2] || path.join("backups", `tresci-${new Date().toISOString().slice(0, 10)}`);
const db = createDatabase(env.DATABASE_URL);
try {
  const written = await exportContent(db, directory);
  console.log(`${directory}: ${written.sections} sections, ${written.photos} uploaded photos`);
} finally {
  await db.destroy();
}

// `npm run content:export [directory]`: writes the published content (one
// JSON file per section in tresci/) and the originals of the uploaded photos
// it uses (zdjecia/) to the directory given, by default
// backups/tresci-YYYY-MM-DD. Safe while the server runs. Like db:backup, it
// reaches the database through the server bundle and never builds.
import { existsSync } from "node:fs";
import path from "node:path";
import { existingCliBundle } from "./cli-bundle.ts";

if (existsSync(".env")) process.loadEnvFile(".env");
const { createDatabase, env, exportContent } = await existingCliBundle(", then export");
const directory = process.argv[2] || path.join("backups", `tresci-${new Date().toISOString().slice(0, 10)}`);
const db = createDatabase(env.DATABASE_URL);
try {
  const written = await exportContent(db, directory);
  console.log(`${directory}: ${written.sections} sections, ${written.photos} uploaded photos`);
} finally {
  await db.destroy();
}

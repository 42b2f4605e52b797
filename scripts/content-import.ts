// `npm run content:import DIRECTORY`: loads a folder written by
// content:export. Every section that differs is published as a new revision
// (the editor's "Historia" can undo it); a folder with any error is refused
// whole, with the file, field and reason of each problem. A running server
// shows the result within CONTENT_POLL_MS. Works on an empty database too
// (it is migrated and filled from content/ first). Like content:export, it
// uses the server bundle and never builds.
import { existsSync } from "node:fs";
import { existingCliBundle } from "./cli-bundle.ts";

if (existsSync(".env")) process.loadEnvFile(".env");
const directory = process.argv[2];
if (!directory || !existsSync(directory)) {
  console.error("Usage: npm run content:import <directory written by npm run content:export>");
  process.exit(1);
}
const { createDatabase, env, importContent, initialContent, migrateToLatest, seedContent } = await existingCliBundle(", then import");
const db = createDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  await seedContent(db, initialContent());
  const changed = await importContent(db, directory);
  console.log(changed.length > 0 ? `Published: ${changed.join(", ")}` : "Nothing differed: nothing was published.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}

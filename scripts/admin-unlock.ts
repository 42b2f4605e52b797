/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// `npm run admin:unlock`: forgets every failed sign-in count and lock of the
// inbox, on the database in DATABASE_URL, for when the trainer is locked out
// (someone guessing at the account). Safe while the server runs; every
// instance sees it at once. Like `npm run db:backup`, it never builds.
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
const bundle = new URL("../build/server/cli.js", import.meta.url);
if (!existsSync(bundle)) {
  console.error("There is no build yet: run `npm start` (or `npm run build`) once first.");
  process.exit(1);
}
const { createDatabase, env, migrateToLatest, clearAllAttempts } = await import(bundle.href);
const db = createDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  const cleared = await clearAllAttempts(db);
  console.log(cleared > 0 ? `Cleared ${cleared} sign-in counts: the inbox takes sign-ins again.` : "No sign-in was locked.");
} finally {
  await db.destroy();
}

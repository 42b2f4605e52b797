// `npm run admin:unlock`: forgets every failed sign-in count and lock of the
// inbox, on the database in DATABASE_URL, for when the trainer is locked out
// (someone guessing at the account). Safe while the server runs; every
// instance sees it at once. Like `npm run db:backup`, it never builds.
import { existsSync } from "node:fs";
import { existingCliBundle } from "./cli-bundle.ts";

if (existsSync(".env")) process.loadEnvFile(".env");
const { createDatabase, env, migrateToLatest, clearAllAttempts } = await existingCliBundle(" first");
const db = createDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  const cleared = await clearAllAttempts(db);
  console.log(cleared > 0 ? `Cleared ${cleared} sign-in counts: the inbox takes sign-ins again.` : "No sign-in was locked.");
} finally {
  await db.destroy();
}

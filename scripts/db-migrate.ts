// `npm run db:migrate`: brings the database in DATABASE_URL (default
// ./data/site.db) to the latest schema. The migrations live in the server
// bundle, so this builds first when needed, like `npm start`.
import { existsSync } from "node:fs";
import { importCliBundle } from "./cli-bundle.ts";
import { ensureBuild } from "./ensure-build.ts";

if (existsSync(".env")) process.loadEnvFile(".env");
ensureBuild();

const { createDatabase, env, migrateToLatest } = await importCliBundle();
const db = createDatabase(env.DATABASE_URL);
try {
  const results = await migrateToLatest(db);
  for (const result of results) console.log(`Applied migration ${result.migrationName}`);
  console.log(results.length > 0 ? "The database is up to date." : "The database was already up to date.");
} finally {
  await db.destroy();
}

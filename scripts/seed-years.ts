// `npm run seed:years -- 4 [--force]`: fills the database in DATABASE_URL
// (default ./data/site.db) with four years (or as many as given) of a busy
// trainer's life, for measuring the panel with years of data (bench:admin):
// ~100 client cards with their keys, ~27 sessions a week (weekly series,
// one-off bookings, cancellations, moves, no-shows), packages counted down,
// enquiries with a thousand spam ones, photos, a few hundred publishes,
// blocks, the outbox's mails, and coaching: plans, workout logs,
// measurements, diets (seed-years/). A database that already has
// bookings is refused unless --force is given.
import { existsSync } from "node:fs";
import { importCliBundle } from "./cli-bundle.ts";
import { ensureBuild } from "./ensure-build.ts";
import { seedYears } from "./seed-years/seed.ts";

if (existsSync(".env")) process.loadEnvFile(".env");
const args = process.argv.slice(2);
const years = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 4);
const force = args.includes("--force");
if (!(years >= 1 && years <= 10)) throw new Error("Give the number of years, 1 to 10: npm run seed:years -- 4");
ensureBuild();

const cli = await importCliBundle();
const db = cli.createDatabase(cli.env.DATABASE_URL);
try {
  await cli.migrateToLatest(db);
  const { count } = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0 && !force) {
    console.error(`This database already has ${count} bookings: add --force to add years of data to it anyway.`);
    process.exitCode = 1;
  } else console.log(await seedYears(cli, db, years, new Date()));
} finally {
  await db.destroy();
}

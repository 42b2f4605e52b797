// Everything the seed writes, made in memory first and then inserted in one
// transaction: the schema and the first content come from the app's own
// migrations and seedContent, the rest goes in directly, in batches (the
// store functions take a transaction per booking, and ~6 000 of them with
// their cells, mails and package uses would take minutes instead of seconds).
import type { CliBundle } from "../cli-bundle.ts";
import { seededRandom } from "../seeded-random.ts";
import { insertAll, insertWithIds, type SeedTransaction } from "./batches.ts";
import { insertCoaching, makeCoaching, type Coaching } from "./coaching.ts";
import { makeDiary } from "./diary.ts";
import type { Diary } from "./diary-rows.ts";
import { makeEnquiries, type SeedEnquiry } from "./enquiries.ts";
import { SEED_SLUGS } from "./exercise-loads.ts";
import { insertDiary } from "./insert-diary.ts";
import { outboxMails } from "./outbox.ts";
import { makePhotos, type SeedPhoto } from "./photos.ts";
import { makeRevisions } from "./revisions.ts";
import { warsawDate } from "./time.ts";
import { insertVouchers, makeVouchers, type SeedVoucher } from "./vouchers.ts";
import type { Library } from "./training.ts";

type Database = ReturnType<CliBundle["createDatabase"]>;
type Seed = {
  diary: Diary;
  enquiries: SeedEnquiry[];
  photos: SeedPhoto[];
  revisions: ReturnType<typeof makeRevisions>;
  coaching: Coaching;
  vouchers: SeedVoucher[];
};

/** The years' rows, all from one seeded generator: the same on every run. */
async function makeSeed(initial: ReturnType<CliBundle["initialContent"]>, library: Library, years: number, from: Date, now: Date): Promise<Seed> {
  const random = seededRandom(40);
  const diary = makeDiary({ years, now, clientCount: 96, bufferMinutes: initial.booking.bufferMinutes, random });
  const enquiries = makeEnquiries({ clients: diary.clients, spam: 1000, real: 400, from, now, random });
  const photos = await makePhotos({ count: 36, from, now, random });
  const revisions = makeRevisions({ initial, publishes: 320, photos, from, now, random });
  // A generator of its own, so that the coaching leaves the rest of the years as they were.
  const coaching = makeCoaching(diary.clients, library, warsawDate(now), random.fork(60));
  // Its own generator too; it takes from the diary's paid single sessions what vouchers paid of them.
  const vouchers = makeVouchers(diary, { years, perYear: 25, now, random: random.fork(79) });
  return { diary, enquiries, photos, revisions, coaching, vouchers };
}

/** The starter exercises the plans are made of, by slug: ids as the migration gave them. */
async function starterLibrary(db: Database): Promise<Library> {
  const rows = await db.selectFrom("exercises").select(["id", "name", "starter_slug"]).where("starter_slug", "in", SEED_SLUGS).execute();
  const library: Library = new Map(rows.map((row) => [row.starter_slug!, { id: row.id, name: row.name }]));
  const missing = SEED_SLUGS.filter((slug) => !library.has(slug));
  if (missing.length) throw new Error(`The starter library lacks ${missing.join(", ")}`);
  return library;
}

async function insertSeed(trx: SeedTransaction, { diary, enquiries, photos, revisions, coaching, vouchers }: Seed, from: Date, now: Date): Promise<void> {
  const { clientIds, bookingIds } = await insertDiary(trx, diary, from);
  await insertVouchers(trx, vouchers, bookingIds);
  const blocked = ["natret@example.com", "nieprzychodzi@example.com"].map((email) => ({ email, created_at: now.toISOString() }));
  await insertAll(trx, "blocked_booking_emails", blocked);
  const enquiryIds = await insertWithIds(
    trx,
    "enquiries",
    enquiries.map(({ client, ...row }) => ({ ...row, client_id: client === null ? null : clientIds[client]! })),
  );
  await insertAll(trx, "outbox", outboxMails({ enquiries, enquiryIds, bookings: diary.bookings, bookingIds }, now));
  await insertAll(
    trx,
    "photos",
    photos.map(({ variants: _variants, ...photo }) => photo),
  );
  await insertAll(
    trx,
    "photo_variants",
    photos.flatMap((photo) => photo.variants.map((variant) => ({ photo_id: photo.id, ...variant }))),
  );
  await insertAll(trx, "content_revisions", revisions);
  await insertCoaching(trx, coaching, clientIds);
}

/** Seeds `years` of data ending `now`; resolves with the summary line. */
export async function seedYears(cli: CliBundle, db: Database, years: number, now: Date): Promise<string> {
  const started = performance.now();
  const from = new Date(now.getTime() - years * 365.25 * 24 * 3_600_000);
  const initial = cli.initialContent();
  await cli.seedContent(db, initial, from);
  const seed = await makeSeed(initial, await starterLibrary(db), years, from, now);
  await db.transaction().execute(async (trx) => {
    await insertSeed(trx, seed, from, now);
    await cli.giveSalesTheirOrders(trx);
  });
  const { diary, enquiries, photos, revisions, coaching, vouchers } = seed;
  return (
    `Seeded ${years} years: ${diary.clients.length} clients, ${diary.bookings.length} bookings (${diary.series.length} weekly series), ${diary.packages.length} packages, ` +
    `${enquiries.length} enquiries (${enquiries.filter((row) => row.status === "spam").length} spam), ${photos.length} photos, ` +
    `${revisions.length} publishes, ${diary.blocks.length} blocks, ${vouchers.length} gift vouchers (${vouchers.filter((voucher) => voucher.uses.length > 0).length} used); ${coaching.coached.length} clients coached: ${coaching.plans.length} plan versions, ` +
    `${coaching.sets.length} workout sets, ${coaching.measurements.length} measurements, ${coaching.diets.length} diet and ${coaching.supplements.length} supplement versions; in ${((performance.now() - started) / 1000).toFixed(1)} s.`
  );
}

/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// `npm run seed:years -- 4 [--force]`: fills the database in DATABASE_URL
// (default ./data/site.db) with four years (or as many as given) of a busy
// trainer's life, for measuring the panel with years of data (bench:admin):
// ~100 client cards with their keys, ~27 sessions a week (weekly series,
// one-off bookings, cancellations, moves, no-shows), packages counted down,
// enquiries with a thousand spam ones, photos, a few hundred publishes,
// blocks and the outbox's mails. A database that already has bookings is
// refused unless --force is given.
//
// The schema comes from the app's own migrations and the first content from
// its own seedContent; everything else is inserted directly, in batches in one
// transaction: the store functions (bookSession, changeBooking) take a
// transaction per booking, and ~6 000 of them with their cells, mails and
// package uses would take minutes instead of seconds.
import { existsSync } from "node:fs";
import { ensureBuild } from "./ensure-build.ts";
import { makeDiary } from "./seed-years/diary.ts";
import { makeEnquiries, makePhotos, makeRevisions, randomFrom } from "./seed-years/enquiries.ts";

if (existsSync(".env")) process.loadEnvFile(".env");
const args = process.argv.slice(2);
const years = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 4);
const force = args.includes("--force");
if (!(years >= 1 && years <= 10)) throw new Error("Give the number of years, 1 to 10: npm run seed:years -- 4");
ensureBuild();

const { createDatabase, env, initialContent, migrateToLatest, seedContent } = await import("../build/server/cli.js");
const started = performance.now();
const now = new Date();
const from = new Date(now.getTime() - years * 365.25 * 24 * 3_600_000);
const random = randomFrom(40);
const db = createDatabase(env.DATABASE_URL);

/** Inserts rows in batches (the statement's parameters stay under SQLite's limit); returns their ids in order when asked. */
async function insert(trx, table, rows, returning = false) {
  const ids = [];
  const size = Math.max(1, Math.floor(2000 / Math.max(1, Object.keys(rows[0] ?? {}).length)));
  for (let index = 0; index < rows.length; index += size) {
    const query = trx.insertInto(table).values(rows.slice(index, index + size));
    if (returning) ids.push(...(await query.returning("id").execute()).map((row) => row.id));
    else await query.execute();
  }
  return ids;
}

const CELL_MS = 5 * 60_000;
/** A confirmed booking's or a block's five-minute cells, as booking-store.server.ts claims them. */
function cells(start, end, owner) {
  const rows = [];
  for (let cell = Math.floor(Date.parse(start) / CELL_MS) * CELL_MS; cell < Date.parse(end); cell += CELL_MS)
    rows.push({ cell_at: new Date(cell).toISOString(), booking_id: null, block_id: null, ...owner });
  return rows;
}

try {
  await migrateToLatest(db);
  const { count } = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0 && !force) {
    console.error(`This database already has ${count} bookings: add --force to add years of data to it anyway.`);
    process.exitCode = 1;
  } else {
    const initial = initialContent();
    await seedContent(db, initial, from);
    const diary = makeDiary({ years, now, clientCount: 96, bufferMinutes: initial.booking.bufferMinutes, random });
    const enquiries = makeEnquiries({ clients: diary.clients, spam: 1000, real: 400, from, now, random });
    const photos = await makePhotos({ count: 36, from, now, random });
    const revisions = makeRevisions({ initial, publishes: 320, photos, from, now, random });
    const stamp = (at) => ({ next_attempt_at: at, created_at: at, sent_at: at < now.toISOString() ? at : null });
    const mail = (owner, kind, at) => ({ ...owner, kind, attempts: at < now.toISOString() ? 1 : 0, locked_until: null, last_error: null, ...stamp(at) });
    await db.transaction().execute(async (trx) => {
      const { clients, series, bookings, packages, events, uses, blocks } = diary;
      const clientIds = await insert(
        trx,
        "clients",
        clients.map((client) => ({
          name: client.name,
          email: client.email,
          phone: client.phone,
          notes: client.notes,
          created_at: client.first ?? from.toISOString(),
          last_activity_at: client.last ?? client.first ?? from.toISOString(),
        })),
        true,
      );
      const keys = clients.flatMap((client, index) => [
        { key: `e:${client.email}`, client_id: clientIds[index] },
        { key: `p:${client.phone.replaceAll(" ", "")}`, client_id: clientIds[index] },
      ]);
      await insert(trx, "client_keys", keys);
      const seriesIds = await insert(
        trx,
        "booking_series",
        series.map(({ client, ...row }) => ({ ...row, client_id: clientIds[client] })),
        true,
      );
      const bookingIds = await insert(
        trx,
        "bookings",
        bookings.map(({ client, series: seriesIndex, package: _package, ...row }, index) => ({
          ...row,
          name: clients[client].name,
          email: clients[client].email,
          phone: clients[client].phone,
          notes: "",
          sequence: row.status === "confirmed" ? 0 : 1,
          kept_outside_rules_at: null,
          submission_key: `seed-booking-${index}`,
          network_hash: null,
          client_id: clientIds[client],
          series_id: seriesIndex === null ? null : seriesIds[seriesIndex],
          mail_client: 1,
        })),
        true,
      );
      const packageIds = await insert(
        trx,
        "client_packages",
        packages.map(({ client, used: _used, ...row }) => ({ ...row, client_id: clientIds[client], sequence: 0 })),
        true,
      );
      await insert(
        trx,
        "package_uses",
        uses.map((use) => ({ booking_id: bookingIds[use.booking], package_id: packageIds[use.package], created_at: use.created_at })),
      );
      await insert(
        trx,
        "package_events",
        events.map((event) => ({ package_id: packageIds[event.package], at: event.at, author: "trener (panel)", what: event.what })),
      );
      const blockIds = await insert(trx, "calendar_blocks", blocks, true);
      await insert(trx, "booking_cells", [
        ...bookings.flatMap((row, index) => (row.status === "confirmed" ? cells(row.starts_at, row.claimed_until, { booking_id: bookingIds[index] }) : [])),
        ...blocks.flatMap((block, index) => cells(block.starts_at, block.ends_at, { block_id: blockIds[index] })),
      ]);
      await insert(
        trx,
        "blocked_booking_emails",
        ["natret@example.com", "nieprzychodzi@example.com"].map((email) => ({ email, created_at: now.toISOString() })),
      );
      const enquiryIds = await insert(
        trx,
        "enquiries",
        enquiries.map(({ client, ...row }) => ({ ...row, client_id: client === null ? null : clientIds[client] })),
        true,
      );
      await insert(trx, "outbox", [
        ...enquiries.flatMap((row, index) => [
          mail({ enquiry_id: enquiryIds[index], booking_id: null, status: "sent" }, "notify_trainer", row.created_at),
          ...(row.status === "spam" ? [] : [mail({ enquiry_id: enquiryIds[index], booking_id: null, status: "sent" }, "acknowledge_visitor", row.created_at)]),
        ]),
        ...bookings.flatMap((row, index) => {
          const owner = (status) => ({ enquiry_id: null, booking_id: bookingIds[index], status });
          const reminder = new Date(Date.parse(row.starts_at) - 24 * 3_600_000).toISOString();
          return [
            mail(owner("sent"), "booking_confirmed_visitor", row.created_at),
            mail(owner("sent"), "booking_confirmed_trainer", row.created_at),
            row.status === "cancelled"
              ? mail(owner("sent"), "booking_cancelled_visitor", row.cancelled_at)
              : mail(owner(reminder < now.toISOString() ? "sent" : "pending"), "booking_reminder", reminder),
          ];
        }),
      ]);
      await insert(
        trx,
        "photos",
        photos.map(({ variants: _variants, ...photo }) => photo),
      );
      await insert(
        trx,
        "photo_variants",
        photos.flatMap((photo) => photo.variants.map((variant) => ({ photo_id: photo.id, ...variant }))),
      );
      await insert(trx, "content_revisions", revisions);
      console.log(
        `Seeded ${years} years: ${clients.length} clients, ${bookings.length} bookings (${series.length} weekly series), ${packages.length} packages, ` +
          `${enquiries.length} enquiries (${enquiries.filter((row) => row.status === "spam").length} spam), ${photos.length} photos, ` +
          `${revisions.length} publishes, ${blocks.length} blocks, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    });
  }
} finally {
  await db.destroy();
}

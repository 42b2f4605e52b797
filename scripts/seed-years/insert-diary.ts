// The diary written to the database: each table in turn, the indexes its
// rows refer to each other by becoming the ids the rows before got.
import type { Diary, DiaryBooking } from "./diary-rows.ts";
import { insertAll, insertWithIds, type SeedTransaction } from "./batches.ts";

const CELL_MS = 5 * 60_000;

/** A confirmed booking's or a block's five-minute cells, as booking-store.server.ts claims them. */
function cells(start: string, end: string, owner: { booking_id: number } | { block_id: number }) {
  const rows = [];
  for (let cell = Math.floor(Date.parse(start) / CELL_MS) * CELL_MS; cell < Date.parse(end); cell += CELL_MS)
    rows.push({ cell_at: new Date(cell).toISOString(), booking_id: null, block_id: null, ...owner });
  return rows;
}

/** The client cards and the keys that find them (their e-mail and phone); resolves with the cards' ids. */
async function insertClients(trx: SeedTransaction, { clients }: Diary, from: Date): Promise<number[]> {
  const cards = clients.map(({ name, email, phone, notes, first, last }) => ({
    name,
    email,
    phone,
    notes,
    created_at: first ?? from.toISOString(),
    last_activity_at: last ?? first ?? from.toISOString(),
  }));
  const ids = await insertWithIds(trx, "clients", cards);
  const keys = clients.flatMap((client, index) => [
    { key: `e:${client.email}`, client_id: ids[index]! },
    { key: `p:${client.phone.replaceAll(" ", "")}`, client_id: ids[index]! },
  ]);
  await insertAll(trx, "client_keys", keys);
  return ids;
}

/** The sessions, each with its client's name and address as the booking form stores them; resolves with their ids. */
async function insertBookings(trx: SeedTransaction, { clients, series, bookings }: Diary, clientIds: number[]): Promise<number[]> {
  const seriesIds = await insertWithIds(
    trx,
    "booking_series",
    series.map(({ client, ...row }) => ({ ...row, client_id: clientIds[client]! })),
  );
  const row = ({ client, series: seriesIndex, package: _package, ...booking }: DiaryBooking, index: number) => ({
    ...booking,
    name: clients[client]!.name,
    email: clients[client]!.email,
    phone: clients[client]!.phone,
    notes: "",
    sequence: booking.status === "confirmed" ? 0 : 1,
    kept_outside_rules_at: null,
    submission_key: `seed-booking-${index}`,
    network_hash: null,
    client_id: clientIds[client]!,
    series_id: seriesIndex === null ? null : seriesIds[seriesIndex]!,
    mail_client: 1,
  });
  return insertWithIds(trx, "bookings", bookings.map(row));
}

/** The packages sold, what used them and their history. */
async function insertPackages(trx: SeedTransaction, { packages, uses, events, payments }: Diary, clientIds: number[], bookingIds: number[]): Promise<void> {
  const packageIds = await insertWithIds(
    trx,
    "client_packages",
    packages.map(({ client, used: _used, ...row }) => ({ ...row, client_id: clientIds[client]!, sequence: 0 })),
  );
  // Each pays for the personal training it counts down (as the price list links its packages).
  await insertAll(
    trx,
    "package_services",
    packageIds.map((package_id) => ({ package_id, service_slug: "trening-personalny" })),
  );
  await insertAll(
    trx,
    "package_uses",
    uses.map((use) => ({ booking_id: bookingIds[use.booking]!, package_id: packageIds[use.package]!, created_at: use.created_at })),
  );
  await insertAll(
    trx,
    "ledger_entries",
    payments.map(({ booking, package: pack, ...payment }) => ({
      ...payment,
      kind: "payment" as const,
      booking_id: booking === null ? null : bookingIds[booking]!,
      package_id: pack === null ? null : packageIds[pack]!,
      document: booking === null ? `P-${packageIds[pack!]}` : `T-${bookingIds[booking]}`,
      voucher_id: null,
      recorded_by: "trainer" as const,
      voided_at: null,
    })),
  );
  await insertAll(
    trx,
    "package_events",
    events.map((event) => ({ package_id: packageIds[event.package]!, at: event.at, author: "trener (panel)", what: event.what })),
  );
}

/** Writes the diary; resolves with the ids of its clients (whom enquiries name) and bookings (whom mails name). */
export async function insertDiary(trx: SeedTransaction, diary: Diary, from: Date): Promise<{ clientIds: number[]; bookingIds: number[] }> {
  const clientIds = await insertClients(trx, diary, from);
  const bookingIds = await insertBookings(trx, diary, clientIds);
  await insertPackages(trx, diary, clientIds, bookingIds);
  const blockIds = await insertWithIds(trx, "calendar_blocks", diary.blocks);
  await insertAll(trx, "booking_cells", [
    ...diary.bookings.flatMap((row, index) => (row.status === "confirmed" ? cells(row.starts_at, row.claimed_until, { booking_id: bookingIds[index]! }) : [])),
    ...diary.blocks.flatMap((block, index) => cells(block.starts_at, block.ends_at, { block_id: blockIds[index]! })),
  ]);
  return { clientIds, bookingIds };
}

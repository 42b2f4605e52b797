// The booking tables' invariants, in SQL: cells only for confirmed bookings,
// each confirmed booking holding exactly its cells, no two overlapping.
import type { SoakRun } from "./soak-run.ts";
import type { Summary } from "./summary.ts";

const CELL_MS = 5 * 60_000;

/** The cells a booking from `start` to `end` holds, as the app stores them (app/bookings/booking-store.server.ts). */
function cellsBetween(start: number, end: number): string[] {
  const cells = [];
  for (let cell = Math.floor(start / CELL_MS) * CELL_MS; cell < end; cell += CELL_MS) cells.push(new Date(cell).toISOString());
  return cells;
}

async function checkStrayCells({ check }: Summary, { postgres }: SoakRun): Promise<void> {
  const stray = (
    await postgres.query<{ id: number; status: string; cells: number }>(
      "select b.id, b.status, count(*)::int as cells from booking_cells c join bookings b on b.id = c.booking_id where b.status <> 'confirmed' group by b.id, b.status",
    )
  ).rows;
  check(
    stray.length === 0,
    `no cells held by a booking that is not confirmed: ${stray.length}`,
    stray.map((row) => `booking ${row.id} (${row.status}) holds ${row.cells} cells`),
  );
}

async function checkHeldCells({ check }: Summary, { postgres }: SoakRun): Promise<void> {
  const confirmed = (
    await postgres.query<{ id: number; starts_at: string; claimed_until: string }>(
      "select id, starts_at, claimed_until from bookings where status = 'confirmed'",
    )
  ).rows;
  const cellRows = (await postgres.query<{ cell_at: string; booking_id: number }>("select cell_at, booking_id from booking_cells where booking_id is not null"))
    .rows;
  const held = new Map<number, string[]>();
  for (const row of cellRows) held.set(row.booking_id, [...(held.get(row.booking_id) ?? []), row.cell_at]);
  const wrong = confirmed.filter(
    (row) => (held.get(row.id) ?? []).sort().join() !== cellsBetween(Date.parse(row.starts_at), Date.parse(row.claimed_until)).join(),
  );
  check(
    wrong.length === 0,
    `every confirmed booking holds exactly its cells (start to end of buffer, 5-minute steps): ${confirmed.length - wrong.length} of ${confirmed.length}`,
    wrong.map((row) => `booking ${row.id} ${row.starts_at}–${row.claimed_until} holds ${(held.get(row.id) ?? []).length} cells`),
  );
}

async function checkNoOverlap({ check }: Summary, { postgres }: SoakRun): Promise<void> {
  type Pair = { a: number; b: number; a_start: string; a_end: string; b_start: string; b_end: string };
  const overlapping = (
    await postgres.query<Pair>(
      "select a.id as a, b.id as b, a.starts_at as a_start, a.claimed_until as a_end, b.starts_at as b_start, b.claimed_until as b_end from bookings a join bookings b on a.id < b.id where a.status = 'confirmed' and b.status = 'confirmed' and a.starts_at < b.claimed_until and b.starts_at < a.claimed_until",
    )
  ).rows;
  check(
    overlapping.length === 0,
    `no two confirmed bookings overlap (with their buffers): ${overlapping.length}`,
    overlapping.map((row) => `${row.a} ${row.a_start}–${row.a_end} and ${row.b} ${row.b_start}–${row.b_end}`),
  );
}

export async function checkBookingInvariants(summary: Summary, soak: SoakRun): Promise<void> {
  await checkStrayCells(summary, soak);
  await checkHeldCells(summary, soak);
  await checkNoOverlap(summary, soak);
}

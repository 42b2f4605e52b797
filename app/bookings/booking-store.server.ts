// Bookings as rows: made, moved, cancelled and marked, each in one
// transaction with the cells it claims and the mails it queues. The cells'
// primary key is the guarantee that no time is booked twice.
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Booking, type Database, type OutboxKind } from "~/db/database.server";
import { isUniqueViolation } from "~/db/sql-dialect.server";

const CELL_MS = 5 * 60_000;
const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/** The five-minute cells from `start` up to `end`, as the table stores them. */
export function cellsBetween(start: number, end: number): string[] {
  const cells: string[] = [];
  for (let cell = Math.floor(start / CELL_MS) * CELL_MS; cell < end; cell += CELL_MS) cells.push(timestamp(new Date(cell)));
  return cells;
}

export type NewBooking = {
  service: { slug: string; name: string; price: number };
  /** The place as the visitor read it ("Studio, ul. Sportowa 1, Przykładowo"). */
  place: string;
  start: number;
  end: number;
  /** Kept free after the session. */
  bufferMs: number;
  name: string;
  email: string;
  phone: string;
  notes: string;
  submissionKey: string;
  networkHash: string;
};

export type BookOutcome = { kind: "booked" | "repeated"; booking: Booking } | { kind: "taken" };

class SlotTaken extends Error {}

async function claimCells(trx: Transaction<Database>, owner: { booking_id: number } | { block_id: number }, start: number, end: number) {
  const rows = cellsBetween(start, end).map((cell_at) => ({ cell_at, booking_id: null, block_id: null, ...owner }));
  try {
    await trx.insertInto("booking_cells").values(rows).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlotTaken();
    throw error;
  }
}

async function queueMails(trx: Transaction<Database>, bookingId: number, kinds: OutboxKind[], now: Date, dueAt: Date = now) {
  if (!kinds.length) return;
  const at = timestamp(dueAt);
  await trx
    .insertInto("outbox")
    .values(kinds.map((kind) => ({ booking_id: bookingId, enquiry_id: null, kind, status: "pending" as const, attempts: 0, next_attempt_at: at, created_at: at })))
    .execute();
}

/** The confirmations now and, when the session is more than a day away, the reminder a day before. */
async function queueConfirmation(trx: Transaction<Database>, bookingId: number, start: number, now: Date) {
  await queueMails(trx, bookingId, ["booking_confirmed_visitor", "booking_confirmed_trainer"], now);
  const remindAt = start - REMINDER_BEFORE_MS;
  if (remindAt > now.getTime()) await queueMails(trx, bookingId, ["booking_reminder"], now, new Date(remindAt));
}

/** Mails queued for the booking as it was that have not gone yet: they no longer apply. */
async function skipPendingMails(trx: Transaction<Database>, bookingId: number) {
  await trx
    .updateTable("outbox")
    .set({ status: "skipped", locked_until: null })
    .where("booking_id", "=", bookingId)
    .where("status", "=", "pending")
    .where("kind", "in", ["booking_confirmed_visitor", "booking_confirmed_trainer", "booking_reminder"])
    .execute();
}

/** The booking a form with this submission key made, if it made one. */
export async function bookingBySubmissionKey(db: Kysely<Database>, submissionKey: string): Promise<Booking | undefined> {
  return db.selectFrom("bookings").selectAll().where("submission_key", "=", submissionKey).executeTakeFirst();
}

/**
 * Books the time, or says it is taken. A submission key seen before returns
 * that booking ("repeated"), however many times the form is sent.
 */
export async function bookSession(db: Kysely<Database>, booking: NewBooking, now: Date = new Date()): Promise<BookOutcome> {
  const earlier = await bookingBySubmissionKey(db, booking.submissionKey);
  if (earlier) return { kind: "repeated", booking: earlier };
  try {
    const saved = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("bookings")
        .values({
          service_slug: booking.service.slug,
          service_name: booking.service.name,
          place: booking.place,
          price: booking.service.price,
          starts_at: timestamp(new Date(booking.start)),
          ends_at: timestamp(new Date(booking.end)),
          claimed_until: timestamp(new Date(booking.end + booking.bufferMs)),
          name: booking.name,
          email: booking.email,
          phone: booking.phone,
          notes: booking.notes,
          status: "confirmed",
          sequence: 0,
          submission_key: booking.submissionKey,
          network_hash: booking.networkHash,
          cancel_reason: null,
          cancelled_at: null,
          created_at: timestamp(now),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await claimCells(trx, { booking_id: row.id }, booking.start, booking.end + booking.bufferMs);
      await queueConfirmation(trx, row.id, booking.start, now);
      return row;
    });
    return { kind: "booked", booking: saved };
  } catch (error) {
    if (!(error instanceof SlotTaken) && !isUniqueViolation(error)) throw error;
    // The same form sent twice at once: the other request saved it.
    const repeated = await bookingBySubmissionKey(db, booking.submissionKey);
    return repeated ? { kind: "repeated", booking: repeated } : { kind: "taken" };
  }
}

export async function findBooking(db: Kysely<Database>, id: number): Promise<Booking | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Moves a confirmed booking; its old time is freed only if the new one can be claimed. */
export async function moveBooking(
  db: Kysely<Database>,
  id: number,
  slot: { start: number; end: number; bufferMs: number },
  now: Date = new Date(),
): Promise<"moved" | "taken" | "gone"> {
  try {
    return await db.transaction().execute(async (trx) => {
      const booking = await trx.selectFrom("bookings").select(["id", "sequence"]).where("id", "=", id).where("status", "=", "confirmed").executeTakeFirst();
      if (!booking) return "gone";
      await trx.deleteFrom("booking_cells").where("booking_id", "=", id).execute();
      await claimCells(trx, { booking_id: id }, slot.start, slot.end + slot.bufferMs);
      await trx
        .updateTable("bookings")
        .set({
          starts_at: timestamp(new Date(slot.start)),
          ends_at: timestamp(new Date(slot.end)),
          claimed_until: timestamp(new Date(slot.end + slot.bufferMs)),
          sequence: booking.sequence + 1,
        })
        .where("id", "=", id)
        .execute();
      await skipPendingMails(trx, id);
      await queueConfirmation(trx, id, slot.start, now);
      return "moved" as const;
    });
  } catch (error) {
    if (error instanceof SlotTaken) return "taken";
    throw error;
  }
}

/**
 * Cancels a confirmed booking and frees its time. The client is told (with
 * the trainer's message when the trainer cancelled); the trainer is told when
 * the client cancelled. False when it was not confirmed any more.
 */
export async function cancelBooking(
  db: Kysely<Database>,
  id: number,
  by: { client: true } | { client: false; message: string },
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("bookings")
      .set({ status: "cancelled", cancelled_at: timestamp(now), cancel_reason: by.client ? "client" : by.message, sequence: (eb) => eb("sequence", "+", 1) })
      .where("id", "=", id)
      .where("status", "=", "confirmed")
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await trx.deleteFrom("booking_cells").where("booking_id", "=", id).execute();
    await skipPendingMails(trx, id);
    await queueMails(trx, id, by.client ? ["booking_cancelled_visitor", "booking_cancelled_trainer"] : ["booking_cancelled_visitor"], now);
    return true;
  });
}

/** "odbyło się" or "nie przyszedł(-ła)", once the session has begun. */
export async function markOutcome(db: Kysely<Database>, id: number, outcome: "attended" | "no_show", now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set({ status: outcome })
    .where("id", "=", id)
    .where("status", "in", ["confirmed", "attended", "no_show"])
    .where("starts_at", "<=", timestamp(now))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type BlockOutcome = { kind: "blocked"; id: number } | { kind: "taken" };

/** Marks time busy; refused when a booking or another block holds part of it. */
export async function blockTime(db: Kysely<Database>, block: { start: number; end: number; note: string }, now: Date = new Date()): Promise<BlockOutcome> {
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("calendar_blocks")
        .values({ starts_at: timestamp(new Date(block.start)), ends_at: timestamp(new Date(block.end)), note: block.note, created_at: timestamp(now) })
        .returning("id")
        .executeTakeFirstOrThrow();
      await claimCells(trx, { block_id: row.id }, block.start, block.end);
      return row.id;
    });
    return { kind: "blocked", id };
  } catch (error) {
    if (error instanceof SlotTaken) return { kind: "taken" };
    throw error;
  }
}

export async function unblockTime(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("calendar_blocks").where("id", "=", id).execute();
}

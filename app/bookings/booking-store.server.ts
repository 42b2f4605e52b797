// Bookings as rows: made, then changed only through changeBooking (moved,
// cancelled, marked), each in one transaction with the cells it claims and
// the mails it queues. The cells' primary key is the guarantee that no time
// is booked twice; a booking holds cells only while it is confirmed.
import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import { timestamp, type Booking, type Database, type OutboxKind } from "~/db/database.server";
import { dialectOf, isUniqueViolation } from "~/db/sql-dialect.server";
import { savedWithKey } from "~/forms/submission-key.server";
import { cardFor } from "~/clients/client-cards.server";
import { settlePackageUse } from "~/packages/package-use.server";

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
  /** Taken by the trainer in the panel: the client card chosen there, and how the trainer booked it. */
  byTrainer?: TrainerBooking;
};

export type TrainerBooking = {
  /** A card chosen in the panel; without one the card is found or made from the contact details. */
  clientId?: number;
  /** False: no mail of this booking ever goes to the client. */
  mailClient: boolean;
  /** A time outside working hours, confirmed by the trainer: not flagged as outside the rules. */
  outsideHours: boolean;
  seriesId?: number;
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

/** The mails that go to the client; none when the trainer unticked them (`mail_client` 0). */
const CLIENT_MAILS: OutboxKind[] = ["booking_confirmed_visitor", "booking_reminder", "booking_cancelled_visitor"];

type MailedBooking = Pick<Booking, "id" | "mail_client">;

async function queueMails(trx: Transaction<Database>, booking: MailedBooking, wanted: OutboxKind[], now: Date, dueAt: Date = now) {
  const kinds = booking.mail_client ? wanted : wanted.filter((kind) => !CLIENT_MAILS.includes(kind));
  const bookingId = booking.id;
  if (!kinds.length) return;
  const at = timestamp(dueAt);
  await trx
    .insertInto("outbox")
    .values(
      kinds.map((kind) => ({ booking_id: bookingId, enquiry_id: null, kind, status: "pending" as const, attempts: 0, next_attempt_at: at, created_at: at })),
    )
    .execute();
}

/** The confirmations now and, when the session is more than a day away, the reminder a day before. */
async function queueConfirmation(
  trx: Transaction<Database>,
  booking: MailedBooking,
  start: number,
  now: Date,
  kinds: OutboxKind[] = ["booking_confirmed_visitor", "booking_confirmed_trainer"],
) {
  await queueMails(trx, booking, kinds, now);
  const remindAt = start - REMINDER_BEFORE_MS;
  if (remindAt > now.getTime()) await queueMails(trx, booking, ["booking_reminder"], now, new Date(remindAt));
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

/**
 * Writes the booking's row, claims its cells and queues its mails, inside the
 * caller's transaction; throws SlotTaken when a cell is held. `confirmation`:
 * the confirmations to queue now (a series' occurrences after the first
 * queue none: one mail lists them all).
 */
export async function insertBooking(
  trx: Transaction<Database>,
  booking: NewBooking,
  now: Date,
  confirmation: OutboxKind[] = booking.byTrainer ? ["booking_confirmed_visitor"] : ["booking_confirmed_visitor", "booking_confirmed_trainer"],
): Promise<Booking> {
  const byTrainer = booking.byTrainer;
  const clientId = byTrainer?.clientId ?? (await cardFor(trx, booking, now));
  if (byTrainer?.clientId !== undefined) {
    // A card chosen in the panel moves up the list of clients as cardFor moves a found one.
    await trx
      .updateTable("clients")
      .set({ last_activity_at: timestamp(now) })
      .where("id", "=", clientId)
      .where("last_activity_at", "<", timestamp(now))
      .execute();
  }
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
      cancel_reason: null,
      cancelled_at: null,
      kept_outside_rules_at: byTrainer?.outsideHours ? timestamp(now) : null,
      created_at: timestamp(now),
      client_id: clientId,
      series_id: byTrainer?.seriesId ?? null,
      origin: byTrainer ? "trainer" : "online",
      mail_client: !byTrainer || byTrainer.mailClient ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await claimCells(trx, { booking_id: row.id }, booking.start, booking.end + booking.bufferMs);
  await queueConfirmation(trx, row, booking.start, now, confirmation);
  return row;
}

/** Whether an error thrown inside a booking's transaction means its time (or its submission key) was taken. */
export function isTakenError(error: unknown): boolean {
  return error instanceof SlotTaken || isUniqueViolation(error);
}

/**
 * Books the time, or says it is taken. A submission key seen before returns
 * that booking ("repeated"), however many times the form is sent: the
 * booking's row, written first, is refused for its key.
 */
export async function bookSession(db: Kysely<Database>, booking: NewBooking, now: Date = new Date()): Promise<BookOutcome> {
  try {
    const saved = await db.transaction().execute((trx) => insertBooking(trx, booking, now));
    return { kind: "booked", booking: saved };
  } catch (error) {
    if (!isTakenError(error)) throw error;
    // The same form sent before, or twice at once: the other request saved it.
    const earlier = await savedWithKey(db, "bookings", booking.submissionKey);
    const repeated = earlier === undefined ? undefined : await findBooking(db, earlier);
    return repeated ? { kind: "repeated", booking: repeated } : { kind: "taken" };
  }
}

export async function findBooking(db: Kysely<Database>, id: number): Promise<Booking | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

/** How often the client may move a booking from their own page; then only by phone. */
export const MAX_CLIENT_MOVES = 3;

/** Every change of a booking after it was made; see docs/decisions/014-booking-state-machine.md. */
export type BookingChange =
  | { kind: "move"; slot: { start: number; end: number; bufferMs: number }; by: "client" | "trainer" }
  | { kind: "cancel"; by: "client" }
  | { kind: "cancel"; by: "trainer"; message: string }
  | { kind: "attended" }
  | { kind: "no_show" }
  /** The trainer keeps a booking that later settings leave outside the rules. */
  | { kind: "keep" };

export type ChangeRefusal =
  | "not-found"
  | "cancelled"
  | "finished"
  | "not-started"
  | "stale"
  | "late"
  | "moves-used"
  /** The new time was claimed by someone else. */
  | "taken";

export type ChangeOutcome = { ok: true; booking: Booking } | { ok: false; reason: ChangeRefusal; booking?: Booking };

/** The version (`sequence`) a page's form was rendered from, when it sent a sane one. */
export function versionFromForm(form: URLSearchParams): number | undefined {
  const value = form.get("version") ?? "";
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

export type ChangeOptions = {
  now?: Date;
  /** The booking's `sequence` the asking form was rendered from: a different one is refused as "stale". */
  expectedSequence?: number;
  /** For the client's own changes: none within this many hours of the start. */
  cutoffHours?: number;
  /** The booking settings' rule: a no-show uses a session of the client's package too. */
  noShowUsesSession?: boolean;
  /** A series' occurrence changed with others: no confirmation or cancellation of its own (the group's one mail, queued on the chosen one, names it); a moved one still gets its reminder. */
  quiet?: boolean;
};

/**
 * Locks the booking's row for the rest of the transaction and reads it as
 * committed now. Every change locks in one order: the booking's row, then
 * its cells (ascending), then its outbox rows. On SQLite the first statement
 * is a write, so the transaction holds the database's write lock from there
 * on (a read first could not be upgraded under another process's write).
 */
async function lockBooking(trx: Transaction<Database>, id: number): Promise<Booking | undefined> {
  if (dialectOf(trx) === "postgres") return trx.selectFrom("bookings").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return trx
    .updateTable("bookings")
    .set({ sequence: (eb) => eb.ref("sequence") })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Why the change no longer applies to the booking as it is now, if it does not. */
export function changeRefusal(booking: Booking, change: BookingChange, options: ChangeOptions, now: Date): ChangeRefusal | null {
  if (options.expectedSequence !== undefined && options.expectedSequence !== booking.sequence) return "stale";
  if (change.kind === "attended" || change.kind === "no_show") {
    if (booking.status === "cancelled") return "cancelled";
    return Date.parse(booking.starts_at) <= now.getTime() ? null : "not-started";
  }
  if (booking.status === "cancelled") return "cancelled";
  if (booking.status !== "confirmed") return "finished";
  if (change.kind === "keep") return null;
  if (change.by === "client") {
    const deadline = Date.parse(booking.starts_at) - (options.cutoffHours ?? 0) * 3_600_000;
    if (now.getTime() >= deadline) return "late";
    if (change.kind === "move" && booking.client_moves >= MAX_CLIENT_MOVES) return "moves-used";
  }
  return null;
}

const DEADLOCK_CODES = new Set(["40P01", "40001"]);

/**
 * PostgreSQL may still pick a victim when two changes of different bookings
 * trade times (each waits for the other's freed cells): the victim's
 * transaction rolled back whole, so running it again is safe.
 */
async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !DEADLOCK_CODES.has(String((error as { code?: unknown } | null)?.code))) throw error;
    }
  }
}

/**
 * The one way a booking changes. In one transaction: lock its row, re-read
 * its status and version, refuse what no longer applies, then change the
 * row (the sequence counted up in SQL), its cells (none unless confirmed)
 * and its mails (the pending ones dropped, one per recipient queued).
 */
export async function changeBooking(db: Kysely<Database>, id: number, change: BookingChange, options: ChangeOptions = {}): Promise<ChangeOutcome> {
  try {
    return await retryingDeadlocks(() => db.transaction().execute((trx) => changeWithin(trx, id, change, options)));
  } catch (error) {
    if (error instanceof SlotTaken) return { ok: false, reason: "taken", booking: await findBooking(db, id) };
    throw error;
  }
}

/**
 * changeBooking's core inside the caller's transaction, for changes of
 * several bookings that stand or fall together (a series' "this and the
 * following"); throws SlotTaken when a new time is held, so the whole
 * transaction rolls back. Call it in ascending id order (the lock order).
 */
export async function changeWithin(trx: Transaction<Database>, id: number, change: BookingChange, options: ChangeOptions = {}): Promise<ChangeOutcome> {
  const now = options.now ?? new Date();
  const booking = await lockBooking(trx, id);
  if (!booking) return { ok: false, reason: "not-found" };
  const refusal = changeRefusal(booking, change, options, now);
  if (refusal) return { ok: false, reason: refusal, booking };
  const changed = await applyChange(trx, booking, change, now, !options.quiet);
  // The outcome settles the client's package in the same transaction: marked, or changed, the balance follows.
  if (change.kind === "attended" || change.kind === "no_show") await settlePackageUse(trx, changed, options.noShowUsesSession ?? false, now);
  return { ok: true, booking: changed };
}

/** Runs `change` in a transaction retried on a deadlock, as changeBooking does; SlotTaken comes out as "taken". */
export async function inChangeTransaction<T>(db: Kysely<Database>, change: (trx: Transaction<Database>) => Promise<T>): Promise<T | "taken"> {
  try {
    return await retryingDeadlocks(() => db.transaction().execute(change));
  } catch (error) {
    if (error instanceof SlotTaken) return "taken";
    throw error;
  }
}

async function applyChange(trx: Transaction<Database>, booking: Booking, change: BookingChange, now: Date, mails: boolean): Promise<Booking> {
  const update = trx.updateTable("bookings").where("id", "=", booking.id).returningAll();
  const bumped = { sequence: (eb: ExpressionBuilder<Database, "bookings">) => eb("sequence", "+", 1) };
  if (change.kind === "keep") return update.set({ kept_outside_rules_at: timestamp(now) }).executeTakeFirstOrThrow();

  await trx.deleteFrom("booking_cells").where("booking_id", "=", booking.id).execute();
  await skipPendingMails(trx, booking.id);
  if (change.kind === "move") {
    const { slot } = change;
    const byClient = change.by === "client";
    await claimCells(trx, { booking_id: booking.id }, slot.start, slot.end + slot.bufferMs);
    const moved = await update
      .set({
        ...bumped,
        starts_at: timestamp(new Date(slot.start)),
        ends_at: timestamp(new Date(slot.end)),
        claimed_until: timestamp(new Date(slot.end + slot.bufferMs)),
        client_moves: (eb) => eb("client_moves", "+", byClient ? 1 : 0),
        kept_outside_rules_at: null,
        moved_at: timestamp(now),
      })
      .executeTakeFirstOrThrow();
    // The trainer who moved it needs no mail about it.
    const confirmations: OutboxKind[] = !mails ? [] : byClient ? ["booking_confirmed_visitor", "booking_confirmed_trainer"] : ["booking_confirmed_visitor"];
    await queueConfirmation(trx, moved, slot.start, now, confirmations);
    return moved;
  }
  if (change.kind === "cancel") {
    const cancelled = await update
      .set({ ...bumped, status: "cancelled", cancelled_at: timestamp(now), cancel_reason: change.by === "client" ? "client" : change.message })
      .executeTakeFirstOrThrow();
    if (mails) {
      await queueMails(
        trx,
        cancelled,
        change.by === "client" ? ["booking_cancelled_visitor", "booking_cancelled_trainer"] : ["booking_cancelled_visitor"],
        now,
      );
    }
    return cancelled;
  }
  return update.set({ ...bumped, status: change.kind }).executeTakeFirstOrThrow();
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

// Bookings as rows: made, then changed only through changeBooking (moved,
// cancelled, marked), each in one transaction with the cells it claims
// (booking-cells.server.ts) and the messages it records (booking-notifications.server.ts;
// a freed time's to whoever waits for its day). A booking holds cells only while it is confirmed.
import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import { timestamp, type Booking, type Database, type OutboxKind } from "~/db/database.server";
import { isUniqueViolation } from "~/db/sql-dialect.server";
import { savedWithKey } from "~/forms/index.server";
import { cardFor } from "~/clients/index.server";
import { orderSale, restateLine, setLineAmount } from "~/ledger/index.server";
import { settlePackageUse } from "~/packages/index.server";
import { askForReviewIfDue, giveReviewConsentWithin } from "~/reviews/index.server";
import { tellWaiting } from "~/waitlist/index.server";
import { claimCells, SlotTaken } from "./booking-cells.server";
import { changeRefusal, type BookingChange, type ChangeOptions, type ChangeOutcome } from "./booking-change-rules";
import { lockBooking, retryingDeadlocks } from "./booking-locks.server";
import { notifyAboutBooking, notifyConfirmation, skipPendingMessages } from "./booking-notifications.server";
import { releaseVoucherOf } from "./voucher-release.server";
import { onlineDepositOf, refundOnlinePayment } from "./online-refund-of-booking.server";
import { askRefundsNow } from "~/online-payments/index.server";
import type { NewBooking } from "./new-booking";

export type { NewBooking, TrainerBooking } from "./new-booking";

export type BookOutcome = { kind: "booked" | "repeated"; booking: Booking } | { kind: "taken" };

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
  const chosen = byTrainer?.clientId ?? booking.clientId;
  const clientId = chosen ?? (await cardFor(trx, booking, now, byTrainer ? "trainer" : "visitor"));
  if (chosen !== undefined) {
    // A card chosen in the panel (or the signed-in client's own) moves up the list of clients as cardFor moves a found one.
    await trx
      .updateTable("clients")
      .set({ last_activity_at: timestamp(now) })
      .where("id", "=", clientId)
      .where("last_activity_at", "<", timestamp(now))
      .execute();
  }
  if (booking.reviewConsent) await giveReviewConsentWithin(trx, clientId, now);
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
      cancel_cutoff_hours: booking.cancelCutoffHours ?? null,
      group_session_id: booking.group?.sessionId ?? null,
      seats: booking.group?.seats ?? 1,
      companion_name: booking.group?.companion ?? null,
      payment_held_until: booking.paymentHeldUntil === undefined ? null : timestamp(new Date(booking.paymentHeldUntil)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await orderSale(trx, { sale: { kind: "booking", id: row.id }, what: row.service_name, amount: row.price }, { clientId, into: booking.order }, now);
  if (!booking.group) await claimCells(trx, { booking_id: row.id }, booking.start, booking.end + booking.bufferMs);
  // Held for its money: confirmed (and reminded) when it comes.
  if (booking.paymentHeldUntil === undefined) await notifyConfirmation(trx, row, booking.start, now, confirmation);
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
export async function bookSession(
  db: Kysely<Database>,
  booking: NewBooking,
  now: Date = new Date(),
  /** What is made with the booking in its transaction (a package ordered with its first session). */
  along?: (trx: Transaction<Database>, saved: Booking) => Promise<unknown>,
): Promise<BookOutcome> {
  try {
    const saved = await db.transaction().execute(async (trx) => {
      const row = await insertBooking(trx, booking, now);
      await along?.(trx, row);
      return row;
    });
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

/**
 * The one way a booking changes. In one transaction: lock its row, re-read
 * its status and version, refuse what no longer applies, then change the
 * row (the sequence counted up in SQL), its cells (none unless confirmed)
 * and its mails (the pending ones dropped, one per recipient queued).
 */
export async function changeBooking(db: Kysely<Database>, id: number, change: BookingChange, options: ChangeOptions = {}): Promise<ChangeOutcome> {
  try {
    const outcome = await retryingDeadlocks(() => db.transaction().execute((trx) => changeWithin(trx, id, change, options)));
    // Money paid online for a cancelled session: asked back of its provider now that the cancel stands.
    if (outcome.ok && change.kind === "cancel") await askRefundsNow(db, options.now ?? new Date());
    return outcome;
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
  if (change.kind === "cancel" || change.kind === "move") await tellWaiting(trx, booking, now);
  // The outcome settles the client's package in the same transaction: marked, or changed, the balance follows.
  if (change.kind === "attended" || change.kind === "no_show") await settlePackageUse(trx, changed, options.noShowUsesSession ?? false, now);
  // Asked in the transaction that keeps the session: the request's row and its message stand or fall with the mark.
  if (change.kind === "attended") await askForReviewIfDue(trx, changed, options.reviewAfterSessions ?? 0, now);
  return { ok: true, booking: changed };
}

/** Runs `change` in a transaction retried on a deadlock, as changeBooking does (refunds asked after it); SlotTaken comes out as "taken". */
export async function inChangeTransaction<T>(db: Kysely<Database>, change: (trx: Transaction<Database>) => Promise<T>): Promise<T | "taken"> {
  try {
    const outcome = await retryingDeadlocks(() => db.transaction().execute(change));
    // Changes of several bookings (a group called off, a series): what their cancels owe is asked back now.
    await askRefundsNow(db, new Date());
    return outcome;
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
  await skipPendingMessages(trx, booking.id);
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
    await notifyConfirmation(trx, moved, slot.start, now, confirmations);
    return moved;
  }
  if (change.kind === "cancel") {
    // A seat of a group frees with its booking; an attended one stays counted. A voucher that paid for it works again; money paid online goes back.
    await trx.deleteFrom("group_seats").where("booking_id", "=", booking.id).execute();
    await releaseVoucherOf(trx, booking.id, now);
    // The client cancelled too late by phone: a deposit stays, as the terms say; anything else paid online goes back.
    const kept = change.by === "trainer" && change.keepDeposit ? await onlineDepositOf(trx, booking) : 0;
    if (kept === 0) await refundOnlinePayment(trx, booking, now);
    const cancelled = await update
      .set({ ...bumped, status: "cancelled", cancelled_at: timestamp(now), cancel_reason: change.by === "client" ? "client" : change.message })
      .executeTakeFirstOrThrow();
    // A deposit kept stays sold; otherwise the session owes nothing.
    if (kept > 0) await setLineAmount(trx, { kind: "booking", id: booking.id }, kept);
    else await restateLine(trx, { kind: "booking", id: booking.id }, "void");
    if (mails) {
      const kinds: OutboxKind[] = change.by === "client" ? ["booking_cancelled_visitor", "booking_cancelled_trainer"] : ["booking_cancelled_visitor"];
      await notifyAboutBooking(trx, cancelled, kinds, now);
    }
    return cancelled;
  }
  return update.set({ ...bumped, status: change.kind }).executeTakeFirstOrThrow();
}

// The messages a booking's life sends, recorded in the booking's own
// transaction (app/notifications/): the confirmations, the reminder a day
// before, the cancellations; and the pending ones a change makes stale.
import type { Transaction } from "kysely";
import type { Booking, Database, OutboxKind } from "~/db/database.server";
import { notify } from "~/notifications/index.server";

const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/** The messages that go to the client; none when the trainer unticked them (`mail_client` 0). */
const CLIENT_MAILS: OutboxKind[] = ["booking_confirmed_visitor", "booking_reminder", "booking_cancelled_visitor"];

type MailedBooking = Pick<Booking, "id" | "mail_client">;

export async function notifyAboutBooking(trx: Transaction<Database>, booking: MailedBooking, wanted: OutboxKind[], dueAt: Date): Promise<void> {
  const kinds = booking.mail_client ? wanted : wanted.filter((kind) => !CLIENT_MAILS.includes(kind));
  const about = { bookingId: booking.id };
  await notify(trx, ...kinds.map((kind) => ({ kind, recipient: CLIENT_MAILS.includes(kind) ? ("client" as const) : ("trainer" as const), about, dueAt })));
}

/** The confirmations now and, when the session is more than a day away, the reminder a day before. */
export async function notifyConfirmation(
  trx: Transaction<Database>,
  booking: MailedBooking,
  start: number,
  now: Date,
  kinds: OutboxKind[] = ["booking_confirmed_visitor", "booking_confirmed_trainer"],
): Promise<void> {
  await notifyAboutBooking(trx, booking, kinds, now);
  const remindAt = start - REMINDER_BEFORE_MS;
  if (remindAt > now.getTime()) await notifyAboutBooking(trx, booking, ["booking_reminder"], new Date(remindAt));
}

/** Messages recorded for the booking as it was that have not gone yet: they no longer apply. */
export async function skipPendingMessages(trx: Transaction<Database>, bookingId: number): Promise<void> {
  await trx
    .updateTable("outbox")
    .set({ status: "skipped", locked_until: null })
    .where("booking_id", "=", bookingId)
    .where("status", "=", "pending")
    .where("kind", "in", ["booking_confirmed_visitor", "booking_confirmed_trainer", "booking_reminder"])
    .execute();
}

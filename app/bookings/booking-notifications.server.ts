// The messages a booking's life sends, recorded in the booking's own
// transaction (app/notifications/): the confirmations, the reminders a day
// (and, when the client chose it, 2 hours) before, the cancellations; and
// the pending ones a change makes stale.
import type { Transaction } from "kysely";
import type { Booking, Database, OutboxKind } from "~/db/database.server";
import { clientChannel, notify } from "~/notifications/index.server";
import { isReminder, REMINDERS } from "./reminder-kinds";

const DAY_BEFORE_MS = 24 * 60 * 60_000;
const TWO_HOURS_BEFORE_MS = 2 * 60 * 60_000;

/** The messages that go to the client; none when the trainer unticked them (`mail_client` 0). */
const CLIENT_MAILS: OutboxKind[] = ["booking_confirmed_visitor", ...REMINDERS, "booking_cancelled_visitor", "booking_paid_late_visitor"];

type MailedBooking = Pick<Booking, "id" | "mail_client" | "client_id">;

export async function notifyAboutBooking(trx: Transaction<Database>, booking: MailedBooking, wanted: OutboxKind[], dueAt: Date): Promise<void> {
  const kinds = booking.mail_client ? wanted : wanted.filter((kind) => !CLIENT_MAILS.includes(kind));
  const about = { bookingId: booking.id };
  // The channel known now; the template decides again when it is due (the client may turn push on or off meanwhile).
  const reminderBy = kinds.some((kind) => isReminder(kind)) ? [await clientChannel(trx, booking.client_id)] : undefined;
  await notify(
    trx,
    ...kinds.map((kind) => ({
      kind,
      recipient: CLIENT_MAILS.includes(kind) ? ("client" as const) : ("trainer" as const),
      about,
      dueAt,
      // Each reminder by push or by e-mail (clientChannel).
      ...(isReminder(kind) ? { channels: reminderBy } : {}),
    })),
  );
}

/** The 2-hour reminder, when the client asked for it and the session is more than 2 hours away. */
export async function notifyTwoHoursBefore(trx: Transaction<Database>, booking: MailedBooking, start: number, now: Date): Promise<void> {
  const remindAt = start - TWO_HOURS_BEFORE_MS;
  if (booking.client_id === null || remindAt <= now.getTime()) return;
  const client = await trx.selectFrom("clients").select("reminder_two_hours").where("id", "=", booking.client_id).executeTakeFirst();
  if (client?.reminder_two_hours) await notifyAboutBooking(trx, booking, ["booking_reminder_2h"], new Date(remindAt));
}

/** The confirmations now and the reminders: a day before when the session is more than a day away, and 2 hours before if chosen. */
export async function notifyConfirmation(
  trx: Transaction<Database>,
  booking: MailedBooking,
  start: number,
  now: Date,
  kinds: OutboxKind[] = ["booking_confirmed_visitor", "booking_confirmed_trainer"],
): Promise<void> {
  await notifyAboutBooking(trx, booking, kinds, now);
  const remindAt = start - DAY_BEFORE_MS;
  if (remindAt > now.getTime()) await notifyAboutBooking(trx, booking, ["booking_reminder"], new Date(remindAt));
  await notifyTwoHoursBefore(trx, booking, start, now);
}

/** Messages recorded for the booking as it was that have not gone yet: they no longer apply. */
export async function skipPendingMessages(trx: Transaction<Database>, bookingId: number): Promise<void> {
  await trx
    .updateTable("outbox")
    .set({ status: "skipped", locked_until: null })
    .where("booking_id", "=", bookingId)
    .where("status", "=", "pending")
    .where("kind", "in", ["booking_confirmed_visitor", "booking_confirmed_trainer", ...REMINDERS])
    .execute();
}

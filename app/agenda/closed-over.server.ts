// The bookings a day off or new working hours closed over (issue 58, a sick
// day in two taps): listed on the working-hours page as soon as they are
// saved, and cancelled together with one message to every client. Each is
// cancelled on its own (a booking changed meanwhile, in another tab or by
// its client, is left as it is and counted apart), in id order, the lock
// order of changeBooking.
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import type { Booking, Database } from "~/db/database.server";
import { changeBooking } from "~/bookings/index.server";
import { bookingsOutsideRules } from "~/scheduling/index.server";
import { formatSession, warsawDate } from "~/scheduling";
import { trainerMessage } from "./actions/agenda-request.server";
import { CLOSED_OVER_TEXTS, cancelledAllToast, suggestedMessage } from "./closed-over.messages";
import type { CancelAllOutcome, ClosedOverView } from "./closed-over-facts";

/** A booking the hours now leave out, as the list and its form need it. */
export type ClosedOverBooking = { id: number; version: number; startsAt: string; endsAt: string; name: string; phone: string; service: string; told: boolean };

/** Whether the client hears of a change by e-mail: they have an address and the trainer left their mails on. */
const toldByMail = (booking: Booking) => Boolean(booking.mail_client && booking.email);

/** The confirmed bookings ahead that fall on a day off or outside the working hours, and that the trainer has not kept. */
async function closedOverBookings(db: Kysely<Database>, settings: BookingSettings, now: Date): Promise<ClosedOverBooking[]> {
  const outside = await bookingsOutsideRules(db, settings, now);
  return outside
    .filter((entry) => entry.conflicts.includes("outside-hours"))
    .map(({ booking }) => ({
      id: booking.id,
      version: booking.sequence,
      startsAt: booking.starts_at,
      endsAt: booking.ends_at,
      name: booking.name,
      phone: booking.phone,
      service: booking.service_name,
      told: toldByMail(booking),
    }));
}

/** "12:3,15:0": each listed booking's id and the version the list showed. */
function readListed(text: string): { id: number; version: number }[] {
  return text
    .split(",")
    .map((pair) => /^(\d{1,9}):(\d{1,9})$/.exec(pair.trim()))
    .filter((match) => match !== null)
    .map((match) => ({ id: Number(match[1]), version: Number(match[2]) }))
    .sort((a, b) => a.id - b.id)
    .slice(0, 200);
}

/** Cancels every listed booking with `message`, each at the version the list showed. */
async function cancelAllAndTell(
  db: Kysely<Database>,
  listed: { id: number; version: number }[],
  message: string,
  settings: BookingSettings,
  now: Date,
): Promise<CancelAllOutcome> {
  const outcome: CancelAllOutcome = { cancelled: 0, toldByMail: 0, toPhone: [], alreadyCancelled: 0, changedMeanwhile: 0 };
  for (const { id, version } of listed) {
    const changed = await changeBooking(
      db,
      id,
      { kind: "cancel", by: "trainer", message },
      { now, expectedSequence: version, noShowUsesSession: settings.noShowCountsAsSession },
    );
    if (!changed.ok) {
      if (changed.booking?.status === "cancelled") outcome.alreadyCancelled++;
      else outcome.changedMeanwhile++;
      continue;
    }
    outcome.cancelled++;
    if (toldByMail(changed.booking)) outcome.toldByMail++;
    else outcome.toPhone.push({ name: changed.booking.name, phone: changed.booking.phone });
  }
  return outcome;
}

/** The list and its suggested message, for the working-hours page. */
export async function closedOverView(db: Kysely<Database>, settings: BookingSettings, now: Date): Promise<{ bookings: ClosedOverView[]; message: string }> {
  const bookings = await closedOverBookings(db, settings, now);
  return {
    bookings: bookings.map((booking) => ({
      id: booking.id,
      version: booking.version,
      day: warsawDate(Date.parse(booking.startsAt)).toString(),
      when: formatSession(booking.startsAt, booking.endsAt),
      name: booking.name,
      service: booking.service,
      told: booking.told,
    })),
    message: bookings.length ? suggestedMessage(bookings.map((booking) => booking.startsAt)) : "",
  };
}

/** "Odwołaj wszystkie i powiadom" from the form: what it did, in words. */
export async function cancelAllClosedOver(db: Kysely<Database>, form: URLSearchParams, settings: BookingSettings, now: Date): Promise<string> {
  const message = trainerMessage(form);
  if (!message) return CLOSED_OVER_TEXTS.messageMissing;
  return cancelledAllToast(await cancelAllAndTell(db, readListed(form.get("bookings") ?? ""), message, settings, now));
}

// What each trainer's message says by push, rendered from its row at send
// time (a booking cancelled meanwhile is not announced as new), and the
// panel page a tap opens.
import type { Kysely } from "kysely";
import { href } from "react-router";
import type { Database } from "~/db/database.server";
import type { Template, Templates } from "../channel";
import type { PushMessage } from "./push.server";
import { PUSH_TEXTS, sessionTime } from "./push.messages";

const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw", year: "numeric", month: "2-digit", day: "2-digit" });

/** The agenda of the session's day. */
const agendaUrl = (startsAt: string) => `${href("/admin/kalendarz")}?od=${DAY.format(new Date(startsAt))}`;

const bookingOf = (db: Kysely<Database>, id: number | null) =>
  db
    .selectFrom("bookings")
    .select(["starts_at", "moved_at", "status"])
    .where("id", "=", id ?? -1)
    .executeTakeFirst();

const booked: Template<PushMessage> = async (row, { db }) => {
  const booking = await bookingOf(db, row.booking_id);
  if (!booking) return null;
  if (booking.status === "cancelled") return { skip: "the booking was cancelled" };
  const when = sessionTime(booking.starts_at);
  const text = booking.moved_at ? { topic: "client_change" as const, ...PUSH_TEXTS.moved(when) } : { topic: "booking" as const, ...PUSH_TEXTS.booking(when) };
  return { message: { ...text, url: agendaUrl(booking.starts_at) } };
};

const cancelled: Template<PushMessage> = async (row, { db }) => {
  const booking = await bookingOf(db, row.booking_id);
  if (!booking) return null;
  return { message: { topic: "client_change", ...PUSH_TEXTS.cancelled(sessionTime(booking.starts_at)), url: agendaUrl(booking.starts_at) } };
};

const enquiry: Template<PushMessage> = (row) =>
  row.enquiry_id === null ? null : { message: { topic: "enquiry", ...PUSH_TEXTS.enquiry, url: href("/admin/zapytania/:id", { id: String(row.enquiry_id) }) } };

const runningOut: Template<PushMessage> = async (row, { db }) => {
  const pack = await db
    .selectFrom("client_packages")
    .select("client_id")
    .where("id", "=", row.package_id ?? -1)
    .executeTakeFirst();
  return pack ? { message: { topic: "package", ...PUSH_TEXTS.package, url: href("/admin/klienci/:id", { id: String(pack.client_id) }) } } : null;
};

const calendarFailed: Template<PushMessage> = () => ({ message: { topic: "calendar", ...PUSH_TEXTS.calendar, url: href("/admin/kalendarz-prywatny") } });

export const pushTemplates: Templates = {
  booking_confirmed_trainer: { push: booked as Template },
  booking_cancelled_trainer: { push: cancelled as Template },
  notify_trainer: { push: enquiry as Template },
  package_running_out_trainer: { push: runningOut as Template },
  private_calendar_failed: { push: calendarFailed as Template },
};

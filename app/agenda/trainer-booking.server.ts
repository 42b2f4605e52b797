// A booking the trainer takes in the panel (/admin/kalendarz/nowa), once or
// every week: who, which service, which time, and whether the client gets
// mails. A free time is booked at once; a time outside working hours only
// after "poza godzinami pracy" is ticked; a time held by anything else is
// refused, by the booking cells in the end. A series lists each date's fate
// first and is saved whole or not at all (trainer-series.server.ts).
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { bookSession } from "~/bookings/index.server";
import { placeDescription } from "~/bookings";
import { notesSchema } from "~/agenda/trainer-booking-request";
import { OUTSIDE_HOURS_FATES, timeFate, type TimeFate } from "~/series";
import { fateText } from "~/series";
import { namedOccupied } from "~/agenda/named-occupied.server";
import { formatSession, parseDate, warsawDate } from "~/scheduling";
import { messagesByField } from "~/lib/zod";
import type { SeriesRow } from "~/series";
import { clientOf, seriesPlan, wantedTime } from "~/agenda/trainer-booking-fields.server";
import { handleSeries, type TrainerBookingAnswer } from "~/agenda/trainer-series.server";
import { newBooking } from "~/series/index.server";
import {
  booked,
  FIX_FIELDS,
  FORM_INCOMPLETE,
  PICK_SERVICE,
  PICK_TIME,
  SERIES_PLAN_ERRORS,
  TIME_JUST_TAKEN,
  timeRefusalText,
  type TimeRefusal,
} from "~/agenda/trainer-booking.messages";

type Business = { address: { street: string; locality: string } };

const MINUTE = 60_000;

/** Handles the page's form: books one time, lists a series' dates, or saves the series. */
export async function handleTrainerBooking(
  db: Kysely<Database>,
  form: URLSearchParams,
  settings: BookingSettings,
  business: Business,
  now: Date = new Date(),
): Promise<TrainerBookingAnswer> {
  const fail = (formError: string, fieldErrors: Record<string, string[]> = {}, series: SeriesRow[] | null = null, status: 400 | 409 = 400) =>
    ({ kind: "form", status, formError, fieldErrors, series }) as const;
  const client = await clientOf(db, form);
  const service = settings.services.find((candidate) => candidate.slug === form.get("service"));
  const notes = notesSchema.safeParse(form.get("notes") ?? "");
  const wanted = wantedTime(form);
  const fieldErrors: Record<string, string[]> = {
    ...(client.ok ? {} : client.errors),
    ...(service ? {} : { service: [PICK_SERVICE] }),
    ...(notes.success ? {} : messagesByField(notes.error)),
    ...(wanted ? {} : { start: [PICK_TIME] }),
  };
  if (!client.ok || !service || !notes.success || !wanted) return fail(FIX_FIELDS, fieldErrors);

  const outsideConfirmed = form.get("outsideHours") === "on";
  const booking = {
    client: client.client,
    service,
    place: placeDescription(service.place, business.address),
    bufferMs: settings.bufferMinutes * MINUTE,
    cancelCutoffHours: settings.cancelCutoffHours,
    notes: notes.data,
    mailClient: form.get("mailClient") === "on" && client.client.email !== "",
    submissionKey: form.get("submissionKey") ?? "",
  };
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(booking.submissionKey)) return fail(FORM_INCOMPLETE);

  // "Sprawdź terminy" and the list's own buttons mean a series, ticked or not.
  const intent = form.get("intent");
  if (form.get("repeat") === "on" || intent === "check" || intent === "save-series") {
    const plan = seriesPlan(form, wanted.date, wanted.minutes);
    if (typeof plan === "string") return fail(FIX_FIELDS, { count: [SERIES_PLAN_ERRORS[plan]] });
    return handleSeries(db, form, { ...booking, plan, outsideConfirmed }, settings, now);
  }

  const occupied = await namedOccupied(db, now, wanted.date);
  const fate = timeFate(settings, service, wanted.date, wanted.minutes, now, occupied);
  const refusal = timeRefusal(fate, outsideConfirmed);
  if (refusal) return fail(timeRefusalText(refusal), { start: [timeRefusalText(refusal)] }, null, 409);
  const made = await bookSession(db, newBooking(booking, fate, OUTSIDE_HOURS_FATES.has(fate.fate.kind)), now);
  if (made.kind === "taken") {
    const occupiedNow = await namedOccupied(db, now, wanted.date);
    const again = timeRefusal(timeFate(settings, service, wanted.date, wanted.minutes, now, occupiedNow), outsideConfirmed);
    const message = again ? timeRefusalText(again) : TIME_JUST_TAKEN;
    return fail(message, { start: [message] }, null, 409);
  }
  const saved = made.booking;
  return {
    kind: "booked",
    date: wanted.date.toString(),
    message: booked({ session: formatSession(saved.starts_at, saved.ends_at), name: saved.name, mailed: saved.mail_client === 1 }),
  };
}

/** Why this time cannot be booked as asked, or null when it can. */
function timeRefusal(fate: TimeFate, outsideConfirmed: boolean): TimeRefusal | null {
  const { kind } = fate.fate;
  if (fate.fate.kind === "taken") return { kind: "taken", what: fate.fate.what };
  if (kind === "past" || kind === "no-such-time") return { kind };
  if (OUTSIDE_HOURS_FATES.has(kind) && !outsideConfirmed) return { kind: "outside-hours", why: fateText(fate.fate) };
  return null;
}

/** The date a free time or a typed date names, for the page's heading; today otherwise. */
export function dateAsked(start: string | null, date: string | null, now: Date): Temporal.PlainDate {
  const instant = start ? Date.parse(start) : NaN;
  if (Number.isFinite(instant)) return warsawDate(instant);
  return parseDate(date) ?? warsawDate(now);
}

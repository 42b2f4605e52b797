// "Powtarzaj co tydzień" for a booking already made (/admin/kalendarz/nowa?powtorz=…):
// the page opens with everything set (the booking's client, service and
// time, every week, 8 weeks counting it), "Sprawdź terminy" lists the
// following dates' fates as for a new series, and "Zapisz serię" makes the
// booking the series' first date and books the others (app/series/make-weekly.server.ts).
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import type { Booking, Database } from "~/db/database.server";
import { findBooking } from "~/bookings/index.server";
import { placeDescription } from "~/bookings";
import { savedWithKey } from "~/forms/index.server";
import { newSubmissionKey } from "~/forms/index.server";
import { clockText, type Occurrence } from "~/series";
import { makeWeekly, makeWeeklyRefusal, type SeriesDraft } from "~/series/index.server";
import { formatClock, formatDate, formatDay, formatTimeRange, warsawDate } from "~/scheduling";
import { handleSeries, type TrainerBookingAnswer } from "~/agenda/trainer-series.server";
import { FIX_FIELDS, FORM_INCOMPLETE, SERIES_PLAN_ERRORS } from "~/agenda/trainer-booking.messages";
import { DEFAULT_WEEKS, REPEAT_REFUSALS, repeatSaved } from "~/agenda/repeat-booking.messages";

type Business = { address: { street: string; locality: string } };

const MINUTE = 60_000;

export type RepeatBookingPage = {
  bookingId: number;
  version: number;
  name: string;
  service: string;
  /** "wtorek, 2 marca 2027, 18:00–19:00". */
  when: string;
  /** Its Warsaw date, for the way back to the agenda, and its time: "18:00". */
  date: string;
  time: string;
  /** Why it cannot start a series, when it cannot. */
  refusal: string | null;
  /** The client gets the new dates by mail: their address and the booking's own choice. */
  mailed: boolean;
  /** Kept outside working hours already: its following dates most likely are too. */
  outsideHours: boolean;
  count: number;
  submissionKey: string;
};

const minutesOfDay = (instant: string) => {
  const zoned = Temporal.Instant.from(instant).toZonedDateTimeISO("Europe/Warsaw");
  return zoned.hour * 60 + zoned.minute;
};

const mailsClient = (booking: Booking) => booking.mail_client === 1 && booking.email !== "";

/** The page for the booking named in the address; null when there is no such booking. */
export async function repeatBookingPage(db: Kysely<Database>, id: string, settings: BookingSettings, now: Date): Promise<RepeatBookingPage | null> {
  const booking = /^\d{1,9}$/.test(id) ? await findBooking(db, Number(id)) : undefined;
  if (!booking) return null;
  const refusal = makeWeeklyRefusal(booking, null, now) ?? (serviceOf(settings, booking) ? null : "service-gone");
  return {
    bookingId: booking.id,
    version: booking.sequence,
    name: booking.name,
    service: booking.service_name,
    when: `${formatDay(warsawDate(Date.parse(booking.starts_at)))}, ${formatTimeRange(booking.starts_at, booking.ends_at)}`,
    date: warsawDate(Date.parse(booking.starts_at)).toString(),
    time: clockText(minutesOfDay(booking.starts_at)),
    refusal: refusal && REPEAT_REFUSALS[refusal],
    mailed: mailsClient(booking),
    outsideHours: booking.kept_outside_rules_at !== null,
    count: DEFAULT_WEEKS,
    submissionKey: newSubmissionKey(),
  };
}

const serviceOf = (settings: BookingSettings, booking: Booking) => settings.services.find((service) => service.slug === booking.service_slug);

/** The page's form: lists the following dates, or saves them with the booking as the first. */
export async function handleRepeatBooking(
  db: Kysely<Database>,
  form: URLSearchParams,
  settings: BookingSettings,
  business: Business,
  now: Date = new Date(),
): Promise<TrainerBookingAnswer> {
  const fail = (formError: string, fieldErrors: Record<string, string[]> = {}, status: 400 | 409 = 409) =>
    ({ kind: "form", status, formError, fieldErrors, series: null }) as const;
  const id = form.get("repeatOf") ?? "";
  const version = form.get("version") ?? "";
  const submissionKey = form.get("submissionKey") ?? "";
  if (!/^\d{1,9}$/.test(id) || !/^\d{1,9}$/.test(version) || !/^[A-Za-z0-9_-]{16,64}$/.test(submissionKey)) return fail(FORM_INCOMPLETE, {}, 400);
  const shown = { id: Number(id), version: Number(version) };
  const booking = await findBooking(db, shown.id);
  // Sent again after it was saved (a double tap): the booking is in the series now, and that is no refusal.
  const savedBefore = (await savedWithKey(db, "bookings", `${submissionKey}-0`)) !== undefined;
  const refusal = savedBefore ? null : makeWeeklyRefusal(booking, shown, now);
  if (refusal || !booking) return fail(REPEAT_REFUSALS[refusal ?? "not-found"]);
  const service = serviceOf(settings, booking);
  if (!service) return fail(REPEAT_REFUSALS["service-gone"]);
  const count = Number(form.get("count"));
  if (!Number.isInteger(count) || count < 2 || count > 52) return fail(FIX_FIELDS, { count: [SERIES_PLAN_ERRORS["count-out-of-range"]] }, 400);

  const date = warsawDate(Date.parse(booking.starts_at));
  const draft: Omit<SeriesDraft, "client"> = {
    service,
    place: placeDescription(service.place, business.address),
    bufferMs: settings.bufferMinutes * MINUTE,
    cancelCutoffHours: settings.cancelCutoffHours,
    notes: "",
    mailClient: mailsClient(booking),
    submissionKey,
    // The booking is the series' first date: the plan lists the ones after it.
    plan: { first: date.add({ weeks: 1 }), minutes: minutesOfDay(booking.starts_at), everyWeeks: 1, ends: { count: count - 1 } },
    outsideConfirmed: form.get("outsideHours") === "on",
  };
  const client = { id: booking.client_id ?? undefined, name: booking.name, email: booking.email, phone: booking.phone };
  const saved = (chosen: Occurrence[]): TrainerBookingAnswer => ({
    kind: "booked",
    date: date.toString(),
    message: repeatSaved({
      when: `${formatDate(date, false)} ${formatClock(booking.starts_at)}`,
      count: chosen.length,
      name: booking.name,
      mailed: draft.mailClient,
    }),
  });
  return handleSeries(db, form, { ...draft, client }, settings, now, {
    save: async (chosen) => {
      const outcome = await makeWeekly(db, shown, draft, chosen, now);
      if (typeof outcome === "object") return "saved";
      // Two submissions at once: the other one saved the series.
      if ((await savedWithKey(db, "bookings", `${submissionKey}-0`)) !== undefined) return "saved";
      return outcome === "taken" ? "taken" : { refused: REPEAT_REFUSALS[outcome] };
    },
    saved,
  });
}

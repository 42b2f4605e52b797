// "Wpisz trening, który się odbył" (/admin/kalendarz/odbyty): a session
// that already happened, entered afterwards (a package bought before the
// site existed, a session never booked). It is a booking of the client's
// card, made and marked "odbyła się" in one transaction, so the package is
// settled by the same state machine as every outcome (settlePackageUse); it
// mails no one and holds no time in the calendar.
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import { timestamp, type Booking, type Database } from "~/db/database.server";
import { changeWithin, findBooking, inChangeTransaction, insertBooking, isTakenError, type NewBooking } from "~/bookings/index.server";
import { placeDescription } from "~/bookings";
import { newSubmissionKey, savedWithKey } from "~/forms/index.server";
import { findClient, searchClients, type ClientSummary } from "~/clients/index.server";
import { clientQuery } from "~/clients";
import { clockText } from "~/series";
import { formatSession, minutesOf, parseDate, warsawBoundary, warsawDate, warsawInstant } from "~/scheduling";
import { usualSession } from "~/agenda/usual-session.server";
import { TIME_PATTERN } from "~/agenda/trainer-booking-request";
import { NEW_BOOKING_QUERY } from "~/agenda/new-booking-query";
import { PAST_SESSION_ERRORS, PAST_SESSION_YEARS, pastSessionSaved } from "~/agenda/past-session.messages";

type Business = { address: { street: string; locality: string } };

const MINUTE = 60_000;

export const PAST_SESSION_FIELDS = ["clientId", "service", "date", "time", "submissionKey"] as const;
export const isPastSessionField = (name: string) => (PAST_SESSION_FIELDS as readonly string[]).includes(name);

export type PastSessionPage = {
  client: ClientSummary | null;
  search: string;
  found: ClientSummary[] | null;
  services: { slug: string; name: string; minutes: number }[];
  service: string;
  /** The client's usual weekday and time at its latest past date, unless that day has a session of theirs already. */
  date: string;
  time: string;
  /** The date field's bounds: the last two years up to today. */
  earliest: string;
  today: string;
  submissionKey: string;
};

const earliestDay = (today: Temporal.PlainDate) => today.subtract({ years: PAST_SESSION_YEARS });

export async function pastSessionPage(db: Kysely<Database>, query: URLSearchParams, settings: BookingSettings, now: Date): Promise<PastSessionPage> {
  const id = query.get(NEW_BOOKING_QUERY.client) ?? "";
  const client = /^\d{1,9}$/.test(id) ? ((await findClient(db, Number(id))) ?? null) : null;
  const search = clientQuery(query.get(NEW_BOOKING_QUERY.search) ?? "");
  const usual = client ? await usualPast(db, client.id, now) : null;
  // A free consultation is not paid from a package: without a usual one, the first paid service.
  const service = settings.services.find((each) => each.slug === usual?.service) ?? settings.services.find((each) => each.price > 0) ?? settings.services[0]!;
  const today = warsawDate(now);
  return {
    client,
    search,
    found: search && !client ? await searchClients(db, search) : null,
    services: settings.services.map((each) => ({ slug: each.slug, name: each.name, minutes: each.durationMinutes })),
    service: service.slug,
    date: usual?.date ?? "",
    time: usual?.time ?? "",
    earliest: earliestDay(today).toString(),
    today: today.toString(),
    submissionKey: newSubmissionKey(),
  };
}

/** The usual session's weekday and time at its latest date gone by; no date when the client has a session that day already. */
async function usualPast(db: Kysely<Database>, clientId: number, now: Date): Promise<{ service: string; date: string; time: string } | null> {
  const usual = await usualSession(db, clientId, now);
  if (!usual) return null;
  let date = usual.date;
  while (warsawBoundary(date, usual.minutes) > now.getTime()) date = date.subtract({ weeks: 1 });
  const kept = await db
    .selectFrom("bookings")
    .select("id")
    .where("client_id", "=", clientId)
    .where("status", "!=", "cancelled")
    .where("starts_at", ">=", timestamp(new Date(warsawBoundary(date, 0))))
    .where("starts_at", "<", timestamp(new Date(warsawBoundary(date.add({ days: 1 }), 0))))
    .executeTakeFirst();
  const offered = !kept && Temporal.PlainDate.compare(date, earliestDay(warsawDate(now))) >= 0;
  return { service: usual.service, date: offered ? date.toString() : "", time: clockText(usual.minutes) };
}

export type PastSessionAnswer =
  { kind: "saved"; clientId: number; message: string } | { kind: "form"; status: 400 | 409; formError: string | null; fieldErrors: Record<string, string[]> };

/** Reads the form and enters the session, or says what to correct. */
export async function handlePastSession(
  db: Kysely<Database>,
  form: URLSearchParams,
  settings: BookingSettings,
  business: Business,
  now: Date = new Date(),
): Promise<PastSessionAnswer> {
  const fail = (fieldErrors: Record<string, string[]>, status: 400 | 409 = 400, formError: string | null = null) =>
    ({ kind: "form", status, formError, fieldErrors }) as const;
  const id = form.get("clientId") ?? "";
  const client = /^\d{1,9}$/.test(id) ? await findClient(db, Number(id)) : undefined;
  const service = settings.services.find((each) => each.slug === form.get("service"));
  const date = parseDate(form.get("date"));
  const time = form.get("time") ?? "";
  const submissionKey = form.get("submissionKey") ?? "";
  const fieldErrors: Record<string, string[]> = {
    ...(client ? {} : { clientId: [PAST_SESSION_ERRORS.client] }),
    ...(service ? {} : { service: [PAST_SESSION_ERRORS.service] }),
    ...(date ? {} : { date: [PAST_SESSION_ERRORS.date] }),
    ...(TIME_PATTERN.test(time) ? {} : { time: [PAST_SESSION_ERRORS.time] }),
  };
  if (!client || !service || !date || !TIME_PATTERN.test(time) || !/^[A-Za-z0-9_-]{16,64}$/.test(submissionKey)) return fail(fieldErrors);
  if (Temporal.PlainDate.compare(date, earliestDay(warsawDate(now))) < 0) return fail({ date: [PAST_SESSION_ERRORS.tooOld] });
  const start = warsawInstant(date, minutesOf(time));
  if (start === null) return fail({ time: [PAST_SESSION_ERRORS.noSuchTime] });
  if (start > now.getTime()) return fail({ date: [PAST_SESSION_ERRORS.future] }, 409, PAST_SESSION_ERRORS.future);

  const outcome = await recordPastSession(
    db,
    {
      service,
      place: placeDescription(service.place, business.address),
      start,
      end: start + service.durationMinutes * MINUTE,
      // Nothing after it to keep free: it is over.
      bufferMs: 0,
      cancelCutoffHours: settings.cancelCutoffHours,
      name: client.name,
      email: client.email,
      phone: client.phone,
      notes: "",
      submissionKey,
      byTrainer: { clientId: client.id, mailClient: false, outsideHours: true },
    },
    now,
  );
  if (outcome === "taken") return fail({}, 409, PAST_SESSION_ERRORS.taken);
  const counted = await db.selectFrom("package_uses").select("booking_id").where("booking_id", "=", outcome.id).executeTakeFirst();
  return {
    kind: "saved",
    clientId: client.id,
    message: pastSessionSaved({ session: formatSession(outcome.starts_at, outcome.ends_at), name: outcome.name, counted: counted !== undefined }),
  };
}

/**
 * Makes the booking and marks it attended in one transaction: no
 * confirmation or reminder is queued (none is asked for, and the client's
 * mails are off), marking it frees its cells and uses a session of the
 * client's package. A form sent again returns the booking it made.
 */
export async function recordPastSession(db: Kysely<Database>, session: NewBooking, now: Date): Promise<Booking | "taken"> {
  try {
    const made = await inChangeTransaction(db, async (trx) => {
      const row = await insertBooking(trx, session, now, []);
      const marked = await changeWithin(trx, row.id, { kind: "attended" }, { now });
      if (!marked.ok) throw new Error(`A past session could not be marked attended: ${marked.reason}`);
      return marked.booking;
    });
    if (made !== "taken") return made;
  } catch (error) {
    if (!isTakenError(error)) throw error;
  }
  // Taken: by the same form sent before (or twice at once), or by a booking at that time.
  const earlier = await savedWithKey(db, "bookings", session.submissionKey);
  return (earlier !== undefined && (await findBooking(db, earlier))) || "taken";
}

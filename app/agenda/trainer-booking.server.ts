// A booking the trainer takes in the panel (/admin/kalendarz/nowa), once or
// every week: who, which service, which time, and whether the client gets
// mails. A free time is booked at once; a time outside working hours only
// after "poza godzinami pracy" is ticked; a time held by anything else is
// refused, by the booking cells in the end. A series lists each date's fate
// first and is saved whole or not at all.
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { BookingService, BookingSettings } from "~content/booking-schema";
import { timestamp, type Database } from "~/db/database.server";
import { cardFor, type Person } from "~/clients/client-cards.server";
import { findClient } from "~/clients/client-search.server";
import { bookSession, insertBooking, isTakenError, type NewBooking } from "~/bookings/booking-store.server";
import { placeDescription } from "~/bookings/booking-places";
import { newClientSchema, notesSchema, TIME_PATTERN } from "~/agenda/trainer-booking-request";
import {
  clockText,
  fateText,
  OUTSIDE_HOURS_FATES,
  seriesDates,
  seriesFates,
  timeFate,
  type Occurrence,
  type SeriesPlan,
  type TimeFate,
} from "~/series/series-fates";
import { namedOccupied } from "~/agenda/named-occupied.server";
import { formatDate, formatDay, formatSession, minutesOf, parseDate, warsawDate } from "~/scheduling/warsaw-time";
import { savedWithKey } from "~/forms/submission-key.server";
import { messagesByField } from "~/lib/zod";
import { sessionCount } from "~/lib/polish-phrases";
import type { SeriesRow } from "~/series/series-row";

type Business = { address: { street: string; locality: string } };

export type ChosenClient = Person & { id?: number };

export type TrainerBookingAnswer =
  | { kind: "booked"; message: string; date: string }
  | {
      kind: "form";
      status: 400 | 409;
      formError: string;
      fieldErrors: Record<string, string[]>;
      /** A series' dates and their fates, to check before saving. */
      series: SeriesRow[] | null;
    };

const MINUTE = 60_000;

/** A card chosen in the panel, or the new client typed there. */
async function clientOf(
  db: Kysely<Database>,
  form: URLSearchParams,
): Promise<{ ok: true; client: ChosenClient } | { ok: false; errors: Record<string, string[]> }> {
  const id = form.get("clientId") ?? "";
  if (/^\d{1,9}$/.test(id)) {
    const card = await findClient(db, Number(id));
    if (card) return { ok: true, client: card };
    return { ok: false, errors: { clientId: ["Tej karty klienta już nie ma. Wybierz klienta jeszcze raz."] } };
  }
  const parsed = newClientSchema.safeParse({ name: form.get("name") ?? "", email: form.get("email") ?? "", phone: form.get("phone") ?? "" });
  return parsed.success ? { ok: true, client: parsed.data } : { ok: false, errors: messagesByField(parsed.error) };
}

/** The Warsaw date and wall-clock minutes asked for: a free time's instant, or the date and another time typed. */
function wantedTime(form: URLSearchParams): { date: Temporal.PlainDate; minutes: number } | null {
  const start = form.get("start") ?? "";
  if (start && start !== "other") {
    const instant = Date.parse(start);
    if (!Number.isFinite(instant)) return null;
    const zoned = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO("Europe/Warsaw");
    return { date: zoned.toPlainDate(), minutes: zoned.hour * 60 + zoned.minute };
  }
  const date = parseDate(form.get("date"));
  const time = form.get("otherTime") ?? "";
  return date && TIME_PATTERN.test(time) ? { date, minutes: minutesOf(time) } : null;
}

/** The series' plan from the form, or why it cannot be read. */
function seriesPlan(form: URLSearchParams, first: Temporal.PlainDate, minutes: number): SeriesPlan | string {
  const everyWeeks = form.get("everyWeeks") === "2" ? 2 : 1;
  if (form.get("ends") === "until") {
    const until = parseDate(form.get("until"));
    if (!until || Temporal.PlainDate.compare(until, first) < 0) return "Podaj datę ostatniego terminu, nie wcześniejszą niż pierwszy.";
    return { first, minutes, everyWeeks, ends: { until } };
  }
  const count = Number(form.get("count"));
  if (!Number.isInteger(count) || count < 2 || count > 52) return "Podaj liczbę terminów od 2 do 52.";
  return { first, minutes, everyWeeks, ends: { count } };
}

/** Another time the trainer picked for some of a series' dates ("time-2027-03-30" = "17:00" with "choice-…" = "time"). */
function pickedTimes(form: URLSearchParams): Map<string, number> {
  const times = new Map<string, number>();
  for (const [name, value] of form) {
    const date = name.startsWith("choice-") ? name.slice("choice-".length) : null;
    const time = date ? (form.get(`time-${date}`) ?? "") : "";
    if (date && value === "time" && TIME_PATTERN.test(time)) times.set(date, minutesOf(time));
  }
  return times;
}

const isBookable = (fate: TimeFate, outsideConfirmed: boolean) => fate.fate.kind === "free" || (outsideConfirmed && OUTSIDE_HOURS_FATES.has(fate.fate.kind));

function seriesRows(occurrences: Occurrence[], form: URLSearchParams, outsideConfirmed: boolean): SeriesRow[] {
  return occurrences.map((occurrence) => {
    const chosen = form.get(`choice-${occurrence.date}`);
    return {
      date: occurrence.date,
      day: formatDay(Temporal.PlainDate.from(occurrence.date)),
      time: clockText(occurrence.minutes),
      fate: fateText(occurrence.fate),
      free: occurrence.fate.kind === "free",
      bookable: isBookable(occurrence, outsideConfirmed),
      outsideHours: OUTSIDE_HOURS_FATES.has(occurrence.fate.kind),
      clockChange: occurrence.clockChange,
      choice: chosen === "book" || chosen === "skip" || chosen === "time" ? chosen : occurrence.fate.kind === "free" ? "book" : "skip",
    };
  });
}

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
    ...(service ? {} : { service: ["Wybierz usługę."] }),
    ...(notes.success ? {} : messagesByField(notes.error)),
    ...(wanted ? {} : { start: ["Wybierz wolną godzinę albo wpisz inną (dzień i godzinę)."] }),
  };
  if (!client.ok || !service || !notes.success || !wanted) return fail("Popraw zaznaczone pola.", fieldErrors);

  const outsideConfirmed = form.get("outsideHours") === "on";
  const booking = {
    client: client.client,
    service,
    place: placeDescription(service.place, business.address),
    bufferMs: settings.bufferMinutes * MINUTE,
    notes: notes.data,
    mailClient: form.get("mailClient") === "on" && client.client.email !== "",
    submissionKey: form.get("submissionKey") ?? "",
  };
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(booking.submissionKey)) return fail("Formularz jest niekompletny. Odśwież stronę.");

  // "Sprawdź terminy" and the list's own buttons mean a series, ticked or not.
  const intent = form.get("intent");
  if (form.get("repeat") === "on" || intent === "check" || intent === "save-series") {
    const plan = seriesPlan(form, wanted.date, wanted.minutes);
    if (typeof plan === "string") return fail("Popraw zaznaczone pola.", { count: [plan] });
    return handleSeries(db, form, { ...booking, plan, outsideConfirmed }, settings, now);
  }

  const occupied = await namedOccupied(db, now, wanted.date);
  const fate = timeFate(settings, service, wanted.date, wanted.minutes, now, occupied);
  const refusal = timeRefusal(fate, outsideConfirmed);
  if (refusal) return fail(refusal, { start: [refusal] }, null, 409);
  const made = await bookSession(db, newBooking(booking, fate, OUTSIDE_HOURS_FATES.has(fate.fate.kind)), now);
  if (made.kind === "taken") {
    const occupiedNow = await namedOccupied(db, now, wanted.date);
    const again = timeRefusal(timeFate(settings, service, wanted.date, wanted.minutes, now, occupiedNow), outsideConfirmed);
    const message = again ?? "Ten czas został właśnie zajęty. Wybierz inny.";
    return fail(message, { start: [message] }, null, 409);
  }
  const saved = made.booking;
  return {
    kind: "booked",
    date: wanted.date.toString(),
    message: `Zarezerwowano: ${formatSession(saved.starts_at, saved.ends_at)} — ${saved.name}. ${mailNote(saved.mail_client === 1)}`,
  };
}

const mailNote = (mailed: boolean) => (mailed ? "Klient dostanie e-mail z potwierdzeniem." : "Klient nie dostanie e-maila.");

/** Why this time cannot be booked as asked, or null when it can. */
function timeRefusal(fate: TimeFate, outsideConfirmed: boolean): string | null {
  const { kind } = fate.fate;
  if (kind === "taken") return `Ten czas jest zajęty: ${fate.fate.what}. Wybierz inną godzinę.`;
  if (kind === "past") return "Ten termin już minął. Wybierz inny.";
  if (kind === "no-such-time") return "Tej godziny nie ma tego dnia: zegary przestawia się wtedy o godzinę. Wybierz inną.";
  if (OUTSIDE_HOURS_FATES.has(kind) && !outsideConfirmed) {
    return `Ten termin wypada poza godzinami pracy (${fateText(fate.fate)}). Zaznacz „poza godzinami pracy”, aby go mimo to zarezerwować.`;
  }
  return null;
}

type TrainerBookingDraft = {
  client: ChosenClient;
  service: BookingService;
  place: string;
  bufferMs: number;
  notes: string;
  mailClient: boolean;
  submissionKey: string;
};

function newBooking(draft: TrainerBookingDraft, fate: TimeFate, outsideHours: boolean, seriesId?: number, key = draft.submissionKey): NewBooking {
  return {
    service: draft.service,
    place: draft.place,
    start: fate.start!,
    end: fate.end!,
    bufferMs: draft.bufferMs,
    name: draft.client.name,
    email: draft.client.email,
    phone: draft.client.phone,
    notes: draft.notes,
    submissionKey: key,
    byTrainer: { clientId: draft.client.id, mailClient: draft.mailClient, outsideHours, seriesId },
  };
}

type SeriesDraft = TrainerBookingDraft & { plan: SeriesPlan; outsideConfirmed: boolean };

async function handleSeries(
  db: Kysely<Database>,
  form: URLSearchParams,
  draft: SeriesDraft,
  settings: BookingSettings,
  now: Date,
): Promise<TrainerBookingAnswer> {
  const list = async () => {
    const last = seriesDates(draft.plan).at(-1)!;
    const occurrences = seriesFates(settings, draft.service, draft.plan, now, await namedOccupied(db, now, last), pickedTimes(form));
    return { occurrences, rows: seriesRows(occurrences, form, draft.outsideConfirmed) };
  };
  const listed = (formError: string, rows: SeriesRow[], status: 400 | 409 = 400): TrainerBookingAnswer => ({
    kind: "form",
    status,
    formError,
    fieldErrors: {},
    series: rows,
  });
  const { occurrences, rows } = await list();
  if (form.get("intent") !== "save-series") {
    return listed("Sprawdź terminy serii. Zajęte i wolne od pracy dni pomiń albo wybierz dla nich inną godzinę, potem zapisz serię.", rows);
  }
  const chosen = occurrences.filter((occurrence, index) => rows[index]!.choice !== "skip");
  // Sent again (a double tap): the series saved the first time.
  if ((await savedWithKey(db, "bookings", `${draft.submissionKey}-0`)) !== undefined) return seriesSaved(draft, chosen);

  const blocked = chosen.filter((occurrence) => !isBookable(occurrence, draft.outsideConfirmed));
  if (blocked.length) {
    const dates = blocked.map((occurrence) => formatDay(Temporal.PlainDate.from(occurrence.date), false)).join(", ");
    const outside = blocked.some((occurrence) => OUTSIDE_HOURS_FATES.has(occurrence.fate.kind)) ? ", albo zaznacz „Rezerwuję poza godzinami pracy”" : "";
    return listed(`Tych terminów nie można zapisać: ${dates}. Pomiń je albo wybierz inną godzinę${outside}.`, rows, 409);
  }
  if (!chosen.length) return listed("Nie wybrano żadnego terminu do zapisania.", rows);
  const saved = await saveSeries(db, draft, chosen, now);
  if (saved === "taken") {
    const fresh = await list();
    return listed("W międzyczasie ktoś zajął jeden z terminów: nic nie zapisano. Sprawdź listę jeszcze raz.", fresh.rows, 409);
  }
  return seriesSaved(draft, chosen);
}

function seriesSaved(draft: SeriesDraft, booked: Occurrence[]): TrainerBookingAnswer {
  const first = booked[0]!;
  const every = draft.plan.everyWeeks === 2 ? "co dwa tygodnie" : "co tydzień";
  return {
    kind: "booked",
    date: first.date,
    message: `Zapisano serię ${every}: ${sessionCount(booked.length)} od ${formatDate(Temporal.PlainDate.from(first.date), false)}, ${draft.client.name}. ${mailNote(draft.mailClient)}`,
  };
}

/**
 * The series' row and every chosen occurrence in one transaction, each
 * claiming its own cells: one taken cell and nothing is saved. The first
 * occurrence carries the one confirmation mail, which lists them all.
 */
export async function saveSeries(
  db: Kysely<Database>,
  draft: SeriesDraft,
  chosen: Occurrence[],
  now: Date,
): Promise<{ seriesId: number; bookingIds: number[] } | "taken"> {
  try {
    return await db.transaction().execute(async (trx) => {
      const clientId = draft.client.id ?? (await cardFor(trx, draft.client, now));
      const series = await trx
        .insertInto("booking_series")
        .values({
          client_id: clientId,
          service_slug: draft.service.slug,
          wall_time: clockText(draft.plan.minutes),
          every_weeks: draft.plan.everyWeeks,
          created_at: timestamp(now),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const client = { ...draft.client, id: clientId };
      const bookingIds: number[] = [];
      for (const [index, occurrence] of chosen.entries()) {
        const booking = newBooking(
          { ...draft, client },
          occurrence,
          OUTSIDE_HOURS_FATES.has(occurrence.fate.kind),
          series.id,
          `${draft.submissionKey}-${index}`,
        );
        const row = await insertBooking(trx, booking, now, index === 0 ? ["booking_confirmed_visitor"] : []);
        bookingIds.push(row.id);
      }
      return { seriesId: series.id, bookingIds };
    });
  } catch (error) {
    if (isTakenError(error)) return "taken";
    throw error;
  }
}

/** The date a free time or a typed date names, for the page's heading; today otherwise. */
export function dateAsked(start: string | null, date: string | null, now: Date): Temporal.PlainDate {
  const instant = start ? Date.parse(start) : NaN;
  if (Number.isFinite(instant)) return warsawDate(instant);
  return parseDate(date) ?? warsawDate(now);
}

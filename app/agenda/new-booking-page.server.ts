// What /admin/kalendarz/nowa shows for its address: the service and the day
// (from a free time in the agenda, `?start=`), their free times, the client
// chosen (`?klient=`, from a card) or the cards found by a search.
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { dayStatus } from "~/agenda/agenda-days";
import { newSubmissionKey } from "~/forms/index.server";
import { NEW_BOOKING_QUERY } from "~/agenda/new-booking-query";
import { dateAsked } from "~/agenda/trainer-booking.server";
import { trainerFreeSlots } from "~/scheduling/index.server";
import { clockText } from "~/series";
import { formatClock, formatDay, minutesOf, warsawInstant } from "~/scheduling";
import { clientQuery } from "~/clients";
import { likelyService } from "~/bookings";
import { findClient, regularClients, searchClients, type ClientSummary } from "~/clients/index.server";
import { Temporal } from "temporal-polyfill";
import { lastTrainerService, usualSession } from "~/agenda/usual-session.server";

export type NewBookingPage = {
  services: { slug: string; name: string; minutes: number }[];
  service: string;
  /** The service came from the address (the trainer's choice), not from the client's habit or the first one. */
  serviceChosen: boolean;
  /** The chosen client's usual service when it is not the one chosen: offered, not forced. */
  usualService: { slug: string; name: string } | null;
  date: string;
  /** "wtorek, 2 marca 2027". */
  dayTitle: string;
  /** "Niedziela — dzień wolny" style note when the day is closed or has other hours. */
  dayNote: string | null;
  times: { value: string; label: string }[];
  /** The free time asked for, when it is one; else its wall-clock time for "Inna godzina". */
  start: string | null;
  otherTime: string;
  /** The wall-clock time asked for, kept when the service or the day changes. */
  clock: string;
  client: ClientSummary | null;
  search: string;
  found: ClientSummary[] | null;
  /** Before any search, the clients booked most often lately: one tap books the usual one. */
  regulars: ClientSummary[];
  submissionKey: string;
};

export async function newBookingPage(db: Kysely<Database>, query: URLSearchParams, settings: BookingSettings, now: Date): Promise<NewBookingPage> {
  const clientId = query.get(NEW_BOOKING_QUERY.client) ?? "";
  const client = /^\d{1,9}$/.test(clientId) ? ((await findClient(db, Number(clientId))) ?? null) : null;
  const serviceOf = (slug: string | null | undefined) => settings.services.find((candidate) => candidate.slug === slug);
  // The service the trainer chose (in the address) is kept; with none chosen, the client's usual one, and from
  // their card (no day or time yet) the same time next week too. A usual one other than hers is offered beside it.
  // With neither, the one the trainer booked last.
  const chosenService = serviceOf(query.get(NEW_BOOKING_QUERY.service));
  const usual = client ? await usualSession(db, client.id, now) : null;
  const lastUsed = chosenService || usual ? null : await lastTrainerService(db);
  // Before her first, the first paid service for one: what a phone booking is.
  const service = chosenService ?? serviceOf(usual?.service) ?? serviceOf(lastUsed) ?? likelyService(settings.services, "one") ?? settings.services[0]!;
  const usualService = chosenService && usual && usual.service !== chosenService.slug ? serviceOf(usual.service) : undefined;
  const startAsked = query.get(NEW_BOOKING_QUERY.start);
  const suggest = usual && !chosenService && !startAsked && !query.get(NEW_BOOKING_QUERY.day) && !query.get(NEW_BOOKING_QUERY.time) ? usual : null;
  const date = suggest ? suggest.date : dateAsked(startAsked, query.get(NEW_BOOKING_QUERY.day), now);
  const slots = (await trainerFreeSlots(db, settings, service, [date], now)).get(date.toString()) ?? [];
  const times = slots.map((slot) => ({ value: new Date(slot.start).toISOString(), label: formatClock(slot.start) }));
  // A time kept while the service or the day changes ("godzina"), or the free time tapped in the agenda ("start").
  const keptTime = suggest
    ? warsawInstant(date, suggest.minutes)
    : /^([01]\d|2[0-3]):[0-5]\d$/.test(query.get(NEW_BOOKING_QUERY.time) ?? "")
      ? warsawInstant(date, minutesOf(query.get(NEW_BOOKING_QUERY.time)!))
      : null;
  const askedInstant = startAsked ? Date.parse(startAsked) : (keptTime ?? NaN);
  const start = times.find((time) => Date.parse(time.value) === askedInstant)?.value ?? null;
  const search = clientQuery(query.get(NEW_BOOKING_QUERY.search) ?? "");
  const status = dayStatus(settings, date);
  return {
    services: settings.services.map((each) => ({ slug: each.slug, name: each.name, minutes: each.durationMinutes })),
    service: service.slug,
    serviceChosen: Boolean(chosenService),
    usualService: usualService ? { slug: usualService.slug, name: usualService.name } : null,
    date: date.toString(),
    dayTitle: formatDay(date),
    dayNote: status.closed ?? status.otherHours,
    times,
    start,
    otherTime: !start && Number.isFinite(askedInstant) ? wallClock(askedInstant) : "",
    clock: Number.isFinite(askedInstant) ? wallClock(askedInstant) : "",
    client,
    search,
    found: search && !client ? await searchClients(db, search) : null,
    regulars: !search && !client ? await regularClients(db, now) : [],
    submissionKey: newSubmissionKey(),
  };
}

const wallClock = (instant: number) => {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO("Europe/Warsaw");
  return clockText(zoned.hour * 60 + zoned.minute);
};

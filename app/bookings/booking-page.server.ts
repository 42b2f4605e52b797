// What /rezerwacja shows for a choice of service and day: the loader's data,
// worked out on the server (time zones and the calendar stay off the page's JavaScript).
import { typeset } from "~/lib/typeset";
import { Temporal } from "temporal-polyfill";
import type { BookingService, BookingSettings } from "../../content/booking-schema";
import type { SiteContent } from "~/site-content";
import { getDatabase } from "~/db/database.server";
import { placeDescription, priceLabel } from "~/bookings/booking-places";
import { freeAndFullDays, freeTimes } from "~/scheduling/index.server";
import type { DayChoice, ServiceChoice, TimeChoice } from "~/bookings/booking-picker";
import type { Slot } from "~/scheduling";
import { formatClock, formatDay, formatSession, warsawDate } from "~/scheduling";
import { bookingRules, freeTimeCount, noFreeDays, perSessionOrPackage, pricePerPerson } from "~/bookings/bookings.messages";
import { hoursBeforePhrase, noShowRule } from "~/site-content";

const shortWeekday = new Intl.DateTimeFormat("pl-PL", { weekday: "short", timeZone: "UTC" });
const shortMonth = new Intl.DateTimeFormat("pl-PL", { month: "short", timeZone: "UTC" });

export function serviceChoices(settings: BookingSettings, business: SiteContent["business"]): ServiceChoice[] {
  return settings.services.map((service) => ({
    slug: service.slug,
    name: typeset(service.name),
    // A package's sessions are booked as this service and paid with the package: its price is a single session's, never the package's.
    details: typeset(`${service.durationMinutes} min · ${placeDescription(service.place, business.address)} · ${priceOfService(service)}`),
  }));
}

/** A seat's price per person; a session's, or a package's when one pays for it. */
function priceOfService(service: BookingService): string {
  const price = priceLabel(service.price);
  if (service.seats > 1 && service.price > 0) return pricePerPerson(price);
  return service.offerSlugs.length > 0 && service.price > 0 ? perSessionOrPackage(price) : price;
}

function dayChoice(date: string, slots: readonly Slot[] = []): DayChoice {
  const plain = Temporal.PlainDate.from(date);
  const utcNoon = Date.UTC(plain.year, plain.month - 1, plain.day, 12);
  return {
    date,
    label: formatDay(plain, false),
    weekday: shortWeekday.format(utcNoon),
    day: String(plain.day),
    month: shortMonth.format(utcNoon),
    free: freeTimeCount(slots.length),
  };
}

/** An open session of a service with places: its start, and its seats left as the page says them ("zostały 2 miejsca"). */
export type SessionTime = Slot & { seatsLeft: string };

function timeChoices(slots: (Slot | SessionTime)[]): TimeChoice[] {
  return slots.map((slot) => ({
    value: new Date(slot.start).toISOString(),
    label: formatClock(slot.start),
    description: "",
    ...("seatsLeft" in slot ? { seatsLeft: slot.seatsLeft } : {}),
  }));
}

/** The free times with the service's open sessions among them, each day's in order. */
function withSessions(free: Map<string, Slot[]>, sessions: SessionTime[]): Map<string, (Slot | SessionTime)[]> {
  const days = new Map<string, (Slot | SessionTime)[]>(free);
  for (const session of sessions) {
    const date = warsawDate(session.start).toString();
    days.set(
      date,
      [...(days.get(date) ?? []), session].sort((a, b) => a.start - b.start),
    );
  }
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

/** The nearest free times after a clash: each names its day too. */
export function alternativeChoices(slots: Slot[]): TimeChoice[] {
  return slots.map((slot) => ({ value: new Date(slot.start).toISOString(), label: formatClock(slot.start), description: formatSession(slot.start, slot.end) }));
}

/**
 * The days with free times for a service and, when one is chosen, its times;
 * `except` is a booking being moved. For a booking, also the full days (the
 * waitlist's) and whether the day chosen is one. `sessions` are a service's
 * with places: their starts are offered beside the free times.
 */
export async function bookingChoices(
  settings: BookingSettings,
  service: BookingService,
  day: string | null,
  now: Date,
  { except, sessions = [] }: { except?: number; sessions?: SessionTime[] } = {},
) {
  const db = await getDatabase();
  const found =
    except === undefined ? await freeAndFullDays(db, settings, service, now) : { free: await freeTimes(db, settings, service, now, except), full: [] };
  const free = withSessions(found.free, sessions);
  // A day whose times are all taken still has a seat in a session.
  const full = found.full.filter((date) => !free.has(date));
  const slots = day ? free.get(day) : undefined;
  return {
    days: [...free].map(([date, daySlots]) => dayChoice(date, daySlots)),
    fullDays: full.map((date) => dayChoice(date)),
    waitlistDay: day && full.includes(day) ? day : null,
    day: slots ? day : null,
    dayTitle: slots && day ? formatDay(Temporal.PlainDate.from(day)) : null,
    times: slots ? timeChoices(slots) : [],
  };
}

/** The cut-off, said once on /rezerwacja before anyone books. */
export function bookingRulesText(settings: BookingSettings, business: SiteContent["business"]): string {
  return typeset(
    bookingRules({
      hoursBefore: hoursBeforePhrase(settings.cancelCutoffHours),
      cutoffHours: settings.cancelCutoffHours,
      phone: business.phone,
      noShowRule: noShowRule(settings),
    }),
  );
}

/** When a service has no free time within the horizon. */
export function noFreeDaysText(settings: BookingSettings, business: SiteContent["business"]): string {
  return typeset(noFreeDays({ horizonDays: settings.horizonDays, phone: business.phone }));
}

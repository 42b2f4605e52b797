// The content as the site shows it, made from the sections as stored: each
// fact has one place where it is set, and everything that repeats it is
// derived here (decision 015). A booking service from the price list takes
// that item's name and price; a package of sessions says what one costs;
// the week's opening hours are the booking's hours; placeholders in free
// text are filled in from the settings.
import { countedPhrase } from "~/lib/polish-plural";
import { formatPrice } from "~/lib/format";
import { WEEKDAY_NAMES, WEEKDAYS, type BookingService, type BookingSettings, type Weekday } from "../../content/booking-schema";
import { factValues, fillFacts } from "./content-facts";
import type { SectionDocuments, SiteContent } from "./sections";
import { DAY_CODES, type OpeningHours } from "./opening-hours";

/** The week's opening hours, days in a row with the same hours together; closed days left out. */
export function openingHoursOf(weeklyHours: Record<Weekday, readonly { from: string; to: string }[]>): OpeningHours[] {
  const groups: Weekday[][] = [];
  for (const day of WEEKDAYS) {
    if (weeklyHours[day].length === 0) continue;
    const last = groups.at(-1);
    const previous = last?.at(-1);
    const adjacent = previous !== undefined && WEEKDAYS.indexOf(previous) === WEEKDAYS.indexOf(day) - 1;
    if (last && adjacent && JSON.stringify(weeklyHours[previous]) === JSON.stringify(weeklyHours[day])) last.push(day);
    else groups.push([day]);
  }
  return groups.map((days) => ({
    days:
      days.length === 1
        ? WEEKDAY_NAMES[days[0]!]
        : days.length === 2
          ? `${WEEKDAY_NAMES[days[0]!]} i ${WEEKDAY_NAMES[days[1]!]}`
          : `${WEEKDAY_NAMES[days[0]!]}–${WEEKDAY_NAMES[days.at(-1)!]}`,
    dayCodes: days.map((day) => DAY_CODES[day]),
    ranges: weeklyHours[days[0]!].map(({ from, to }) => ({ from, to })),
  }));
}

type Documents = Pick<SectionDocuments, "offer" | "booking">;

/** Each booking service with its name and price: a price-list item's, or its own. */
export function bookingServicesOf({ offer, booking }: Documents): BookingService[] {
  return booking.services.map((service) => {
    const item = service.package === null ? undefined : offer.packages.find((candidate) => candidate.slug === service.package);
    // A package no longer in the price list (publishing refuses that; an old revision may have it): the service's own words, or its address.
    return item ? { ...service, name: item.name, price: item.price } : { ...service, name: service.name || service.slug, price: service.price ?? 0 };
  });
}

/** Settings whose services are none of them from the price list (tests, tools): each with its own name and price. */
export function withOwnPrices(booking: SectionDocuments["booking"]): BookingSettings {
  return { ...booking, services: booking.services.map((service) => ({ ...service, name: service.name || service.slug, price: service.price ?? 0 })) };
}

/** "za trening (60 minut)", "za 8 treningów (130 zł za trening)"; a package of no sessions says it in its own words. */
export function perOf(item: SectionDocuments["offer"]["packages"][number], services: readonly BookingService[]): string {
  if (item.sessions === 0) return item.per;
  if (item.sessions === 1) {
    const service = services.find((candidate) => candidate.package === item.slug || candidate.offerSlugs.includes(item.slug));
    return service ? `za trening (${service.durationMinutes} minut)` : "za trening";
  }
  const each = item.price / item.sessions;
  const eachLabel = Number.isInteger(each) ? formatPrice(each) : `ok. ${formatPrice(Math.round(each))}`;
  return `${countedPhrase(item.sessions, { one: "za {count} trening", few: "za {count} treningi", many: "za {count} treningów" })} (${eachLabel} za trening)`;
}

/** "150–1440 zł": the price list's range, for search engines. */
function priceRangeOf(prices: number[]): string {
  const paid = prices.filter((price) => price > 0);
  if (paid.length === 0) return "bezpłatnie";
  const [low, high] = [Math.min(...paid), Math.max(...paid)];
  return low === high ? formatPrice(low) : `${low}–${formatPrice(high)}`;
}

function fillAll<T>(value: T, values: ReadonlyMap<string, string>): T {
  if (typeof value === "string") return fillFacts(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillAll(item, values)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, values)])) as T;
  return value;
}

/** The placeholders' values for these documents. */
export function factValuesOf(
  documents: Pick<SectionDocuments, "business" | "offer" | "booking">,
  services = bookingServicesOf(documents),
): Map<string, string> {
  const { business, booking } = documents;
  return factValues({
    responseTimeHours: business.responseTimeHours,
    cancelCutoffHours: booking.cancelCutoffHours,
    minNoticeHours: booking.minNoticeHours,
    services: booking.services.map((service, index) => ({ ...service, price: services[index]!.price })),
  });
}

const resolved = new WeakMap<SectionDocuments, SiteContent>();

/** The site as shown, from the sections as stored; the same object for the same documents. */
export function resolveContent(documents: SectionDocuments): SiteContent {
  const known = resolved.get(documents);
  if (known) return known;
  const services = bookingServicesOf(documents);
  const { business, booking, offer } = documents;
  const values = factValuesOf(documents, services);
  const site: SiteContent = {
    ...documents,
    business: { ...business, openingHours: openingHoursOf(booking.weeklyHours), priceRange: priceRangeOf(offer.packages.map((item) => item.price)) },
    booking: { ...booking, services },
    offer: fillAll({ ...offer, packages: offer.packages.map((item) => ({ ...item, per: perOf(item, services) })) }, values),
    pages: fillAll(documents.pages, values),
    home: fillAll(documents.home, values),
    trainer: fillAll(documents.trainer, values),
    gallery: fillAll(documents.gallery, values),
    achievements: fillAll(documents.achievements, values),
  };
  resolved.set(documents, site);
  return site;
}

// The coming group sessions as schema.org Events for /zajecia's JSON-LD:
// what the page shows (title, time, place, price per person, free seats),
// so that the markup matches the page. Built from the list's own data where
// it is rendered, so that the page's data does not carry it a second time.
import type { Event } from "schema-dts";
import type { PublicSessionFacts } from "./session-card";

/** Who the events are by, and where: small, sent with the page's data. */
export type EventContext = { siteUrl: string; organizer: Organizer; town: Town };
type Organizer = { name: string; url: string };
/** The town the sessions are held in: the business's, as its address says it. */
type Town = { locality: string; postalCode: string };

export function groupSessionEvents(sessions: readonly PublicSessionFacts[], { siteUrl, organizer, town }: EventContext): Event[] {
  return sessions.map((session): Event => ({
    "@type": "Event",
    name: session.title,
    startDate: session.startsAt,
    endDate: session.endsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: session.place,
      address: { "@type": "PostalAddress", streetAddress: session.place, addressLocality: town.locality, postalCode: town.postalCode, addressCountry: "PL" },
    },
    organizer: { "@type": "Person", name: organizer.name, url: organizer.url },
    offers: {
      "@type": "Offer",
      price: String(session.price),
      priceCurrency: "PLN",
      availability: session.free > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url: `${siteUrl}/zajecia/${session.id}`,
    },
    remainingAttendeeCapacity: session.free,
    maximumAttendeeCapacity: session.seats,
  }));
}

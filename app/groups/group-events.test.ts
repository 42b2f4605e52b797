import { describe, expect, it } from "vitest";
import type { PublicSessionFacts } from "./session-card";
import { groupSessionEvents } from "./group-events";

const session = (free: number): PublicSessionFacts => ({
  id: 7,
  title: "Zdrowy kręgosłup",
  place: "Studio, ul. Sportowa 1",
  startsAt: "2027-03-02T17:00:00.000Z",
  endsAt: "2027-03-02T18:00:00.000Z",
  seats: 6,
  price: 60,
  free,
});
const options = {
  siteUrl: "https://example.com",
  organizer: { name: "Anna Nowak", url: "https://example.com/" },
  town: { locality: "Przykładowo", postalCode: "00-001" },
};

describe("group sessions as schema.org events", () => {
  it("says each session's name, times, place, organizer, offer and capacity as schema.org types", () => {
    const [event] = groupSessionEvents([session(2)], options);
    expect(event).toEqual({
      "@type": "Event",
      name: "Zdrowy kręgosłup",
      startDate: "2027-03-02T17:00:00.000Z",
      endDate: "2027-03-02T18:00:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Studio, ul. Sportowa 1",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Studio, ul. Sportowa 1",
          addressLocality: "Przykładowo",
          postalCode: "00-001",
          addressCountry: "PL",
        },
      },
      organizer: { "@type": "Person", name: "Anna Nowak", url: "https://example.com/" },
      offers: { "@type": "Offer", price: "60", priceCurrency: "PLN", availability: "https://schema.org/InStock", url: "https://example.com/zajecia/7" },
      remainingAttendeeCapacity: 2,
      maximumAttendeeCapacity: 6,
    });
  });

  it("marks a full session sold out with no seats remaining", () => {
    const [event] = groupSessionEvents([session(0)], options);
    expect(event).toMatchObject({ offers: { availability: "https://schema.org/SoldOut" }, remainingAttendeeCapacity: 0 });
  });

  it("makes one event per session", () => {
    expect(groupSessionEvents([session(1), { ...session(3), id: 8 }], options).map((event) => (event.offers as { url: string }).url)).toEqual([
      "https://example.com/zajecia/7",
      "https://example.com/zajecia/8",
    ]);
  });
});

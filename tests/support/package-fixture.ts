// Packages and the sessions they count, for the packages' unit tests: a
// price-list package, a sale from a form of its own, and weekly sessions of
// one client booked as a visitor books them (their card made on the way).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { bookSession, type NewBooking } from "~/bookings/booking-store.server";
import type { PackageSale } from "~/packages/client-packages.server";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const bookedAt = new Date("2027-02-20T08:00:00.000Z");
/** Tuesdays 18:00 Warsaw from 2 March 2027. */
export const tuesday = (week: number) => Date.parse("2027-03-02T17:00:00.000Z") + week * 7 * DAY;
export const later = new Date("2028-12-01T08:00:00.000Z");

export const EIGHT: Omit<PackageSale, "saleKey"> = {
  offerSlug: "pakiet-8-treningow",
  // The sessions below are of the service "trening"; the price list's own is "trening-personalny".
  services: ["trening", "trening-personalny"],
  name: "Pakiet 8 treningów",
  sessions: 8,
  price: 1040,
  validWeeks: 8,
  validFrom: "first_session",
};

let keys = 0;
/** A sale from a form of its own (its own key). */
export const sold = (sale: Omit<PackageSale, "saleKey">): PackageSale => ({ ...sale, saleKey: `sprzedaz-${++keys}` });

export function sessionRequest(start: number, email: string, overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    service: { slug: "trening", name: "Trening personalny", price: 150 },
    place: "Studio",
    start,
    end: start + HOUR,
    bufferMs: 0,
    name: "Anna Nowak",
    email,
    phone: "",
    notes: "",
    submissionKey: `package-${++keys}`,
    ...overrides,
  };
}

/** `count` Tuesday sessions of one client from `firstWeek`: their ids and the client's card. */
export async function weeklySessions(db: Kysely<Database>, email: string, count: number, firstWeek = 0) {
  const ids: number[] = [];
  for (let week = firstWeek; week < firstWeek + count; week++) {
    const made = await bookSession(db, sessionRequest(tuesday(week), email), bookedAt);
    if (made.kind === "taken") throw new Error("not booked");
    ids.push(made.booking.id);
  }
  const { client_id } = await db.selectFrom("bookings").select("client_id").where("id", "=", ids[0]!).executeTakeFirstOrThrow();
  return { ids, clientId: client_id! };
}

// What the diary's hostile-input tests (app/routes/admin/*-hostile-input.test.ts)
// share: strings no form sends, what a readable answer is, and the bookings
// and package they run against.
import fc from "fast-check";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Answer } from "./route-answer";
import { anyYearDate, UNSUPPORTED_DATES, UNSUPPORTED_INSTANTS } from "./unsupported-dates";
import { bookSession } from "~/bookings/booking-store.server";
import type { Database } from "~/db/database.server";
import { sellPackage } from "~/packages/client-packages.server";

/** Strings no form sends: empty, NUL, control characters, huge, numbers at the edges, markup, other scripts. */
export const HOSTILE = [
  "",
  "\u0000",
  "a\r\nb",
  "-1",
  "0",
  "1e0",
  "1.5",
  "3000000000",
  "9007199254740993",
  "NaN",
  "<script>",
  "ą".repeat(5000),
  "2026-02-30",
  "25:99",
  "𝔸",
];
export const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE, ...UNSUPPORTED_DATES, ...UNSUPPORTED_INSTANTS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  anyYearDate,
);
export const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(Nie|Podaj|Wybierz|Wpisz|Wklej|Popraw)\b/;
/** Zod's and JavaScript's own words: a message a person should never see. */
export const ENGLISH = /Invalid|Too small|Too big|expected|received|Required/;

// The forms below get each field once, as a browser sends them: readForm refuses a field sent twice, which would end most runs early.

/** An answer a person can read: a page (200), a redirect with its toast, or a refusal in Polish. */
export function expectReadable(result: Answer) {
  expect([200, 303, 400, 404, 409, 413, 415]).toContain(result.status);
  if (result.status === 303) expect(result.location).toMatch(/^\/admin(?:[/?]|$)/);
  if (result.status >= 400) expect(result.body).toMatch(POLISH);
  for (const said of [result.toast, result.status >= 400 ? result.body : null]) if (said) expect(said).not.toMatch(ENGLISH);
}

export const BAD_IDS = ["abc", "0", "-1", "1e0", "1.5", "3000000000", "9007199254740993", "%00"];

/** Anna's booking and card, and Ewa's card with a package: the rows the forms aim at. */
export async function seedDiary(db: Kysely<Database>): Promise<{ bookingId: number; clientId: number; otherClientId: number }> {
  const start = Date.parse("2031-03-04T17:00:00.000Z");
  const booked = async (name: string, email: string, at: number) => {
    const made = await bookSession(
      db,
      {
        service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
        place: "Studio",
        start: at,
        end: at + 3_600_000,
        bufferMs: 0,
        name,
        email,
        phone: "",
        notes: "",
        submissionKey: `hostile-${email}`,
      },
      new Date("2031-02-20T08:00:00Z"),
    );
    if (made.kind === "taken") throw new Error("not booked");
    return made.booking;
  };
  const anna = await booked("Anna Nowak", "anna@example.com", start);
  const other = (await booked("Ewa Inna", "ewa@example.com", start + 2 * 3_600_000)).client_id!;
  await sellPackage(
    db,
    other,
    {
      offerSlug: "pakiet-8",
      services: ["trening-personalny"],
      name: "Pakiet 8 treningów",
      sessions: 8,
      price: 1040,
      validWeeks: 8,
      validFrom: "sale",
      paidBy: "cash",
      saleKey: "wrogie-dane",
    },
    new Date("2031-02-20T08:00:00Z"),
  );
  return { bookingId: anna.id, clientId: anna.client_id!, otherClientId: other };
}

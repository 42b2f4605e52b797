// A sick day in two taps: a day off over three bookings lists them with one
// message naming the day, and "Odwołaj wszystkie i powiadom" cancels each
// with that message, says who gets it by mail and whom to phone, and does
// nothing twice when the form is sent again.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookSession } from "~/bookings/booking-store.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";

const BY = "trenerka (kalendarz)";
const now = new Date("2027-05-10T06:00:00.000Z"); // Monday 10 May, 8:00 in Warsaw

describe.each(DIALECTS)("bookings a day off closes over, on %s", (dialect) => {
  let test: TestDatabase;
  let live: typeof import("~/site-content/live-content.server");
  let hours: typeof import("./working-hours.server");
  let closedOver: typeof import("./closed-over.server");
  let following: { stop(): void };
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    // The live content is per process, like a server's: a fresh copy for this database.
    vi.resetModules();
    live = await import("~/site-content/live-content.server");
    hours = await import("./working-hours.server");
    closedOver = await import("./closed-over.server");
    live.setPagePreparer(async () => () => undefined);
    following = await live.startLiveContent({ db: test.db, pollMs: 60_000, log: { info: () => undefined, error: () => undefined } });
  });
  afterAll(async () => {
    following.stop();
    await test.drop();
  });

  /** A session on Friday 14 May at `hour` (UTC), booked online or by the trainer with the client's mails off. */
  const book = async (hour: number, name: string, mails = true) => {
    const made = await bookSession(
      test.db,
      {
        service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
        place: "Studio",
        start: Date.parse(`2027-05-14T${String(hour).padStart(2, "0")}:00:00.000Z`),
        end: Date.parse(`2027-05-14T${String(hour + 1).padStart(2, "0")}:00:00.000Z`),
        bufferMs: 0,
        name,
        email: mails ? `${name.split(" ")[0]!.toLowerCase()}@example.com` : "",
        phone: "600 100 200",
        notes: "",
        submissionKey: `dzien-wolny-${hour}`,
        ...(!mails && { byTrainer: { mailClient: false, outsideHours: false } }),
      },
      now,
    );
    if (made.kind === "taken") throw new Error("not booked");
    return made.booking;
  };

  it("lists the three bookings with a message naming the day, cancels all of them once, and says who is told", async () => {
    await book(7, "Anna Nowak");
    await book(9, "Ewa Lis");
    await book(11, "Jan Bez Maila", false);
    // The settings as this instance serves them: read again after each publish.
    const settings = () => live.liveSite().booking;
    expect((await closedOver.closedOverView(test.db, settings(), now)).bookings).toEqual([]);

    await hours.addDayOff(test.db, { from: "2027-05-14", to: "", note: "choroba" }, now, BY);
    const view = await closedOver.closedOverView(test.db, settings(), now);
    expect(view.bookings.map((booking) => [booking.name, booking.when, booking.told])).toEqual([
      ["Anna Nowak", "piątek, 14 maja 2027, 09:00–10:00", true],
      ["Ewa Lis", "piątek, 14 maja 2027, 11:00–12:00", true],
      ["Jan Bez Maila", "piątek, 14 maja 2027, 13:00–14:00", false],
    ]);
    expect(view.message).toBe(
      "Dzień dobry, przepraszam, ale w piątek 14 maja nie mogę poprowadzić treningu i muszę odwołać nasze spotkanie. Zapraszam do wyboru innego terminu.",
    );

    const form = new URLSearchParams({
      bookings: view.bookings.map((booking) => `${booking.id}:${booking.version}`).join(","),
      message: "Jestem chora, przepraszam.",
    });
    expect(await closedOver.cancelAllClosedOver(test.db, form, settings(), now)).toBe(
      "Odwołano 3 rezerwacje. E-mail z Twoją wiadomością dostaną 2 osoby. Bez e-maila, zadzwoń: Jan Bez Maila (600 100 200).",
    );
    const rows = await test.db.selectFrom("bookings").select(["status", "cancel_reason"]).orderBy("id").execute();
    expect(rows).toEqual(Array(3).fill({ status: "cancelled", cancel_reason: "Jestem chora, przepraszam." }));
    expect((await closedOver.closedOverView(test.db, settings(), now)).bookings).toEqual([]);

    // The same form again (a second tap, another tab) cancels nothing more.
    expect(await closedOver.cancelAllClosedOver(test.db, form, settings(), now)).toBe("Te rezerwacje były już odwołane.");
    // Without a message nothing is cancelled.
    expect(await closedOver.cancelAllClosedOver(test.db, new URLSearchParams({ bookings: "1:0", message: " " }), settings(), now)).toBe(
      "Nic nie odwołano: wpisz wiadomość do klientów.",
    );
  });
});

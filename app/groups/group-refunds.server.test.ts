// A group session paid online seat by seat and called off below its minimum
// (issue 81), on both databases, through Przelewy24's double: every seat's
// money goes back, not only the first one's, each once, and each client's
// cancellation mail says the refund is on its way.
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlinePartOf, payOrFree } from "~/bookings/booking-online-payment.server";
import { cancelledPaidOf } from "~/bookings/cancelled-paid.server";
import { askDueRefunds } from "~/online-payments/index.server";
import { przelewy24 } from "~/online-payments/przelewy24.server";
import { notificationSite } from "../../tests/support/online-payment-fixture";
import { startPrzelewy24Double, type Przelewy24Double } from "../../tests/support/przelewy24-double";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookSeats } from "./group-seats.server";
import { cancelGroupSession, openGroupSessions } from "./group-sessions.server";
import { P24_ACCOUNT } from "../../tests/support/payment-accounts";

const NOW = new Date("2027-05-01T10:00:00.000Z");

describe.each(DIALECTS)("a group paid online and called off below its minimum, on %s", (dialect) => {
  let test: TestDatabase;
  let p24: Przelewy24Double;
  let site: { base: string; close: () => Promise<void> };
  const provider = () => przelewy24({ ...P24_ACCOUNT, baseUrl: p24.base });
  const notifyUrl = () => `${site.base}/platnosci/przelewy24`;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    p24 = await startPrzelewy24Double(P24_ACCOUNT);
    site = await notificationSite(test.db, provider, () => NOW);
  });
  afterAll(async () => {
    await p24.close();
    await site.close();
    await test.drop();
  });

  it("refunds every seat once, and each cancellation mail says so", async () => {
    const [fate] = await openGroupSessions(
      test.db,
      {
        title: "Zdrowy kręgosłup",
        serviceSlug: "trening",
        place: "Studio",
        day: Temporal.PlainDate.from("2027-05-04"),
        clock: 18 * 60,
        minutes: 60,
        bufferMs: 0,
        seats: 6,
        minSeats: 4,
        price: 50,
        weeks: 1,
        decideHoursBefore: 24,
      },
      NOW,
    );
    if (fate?.outcome !== "opened") throw new Error("not opened");
    const part = onlinePartOf({ payOnline: "online_full", deposit: null }, 50, { provider: provider() })!;
    const seats = [];
    for (const [index, name] of ["Anna", "Beata", "Celina"].entries()) {
      const person = { name, email: `${name.toLowerCase()}@example.com`, phone: "600 100 200", notes: "", companion: null };
      const outcome = await bookSeats(
        test.db,
        fate.id,
        { ...person, submissionKey: `${dialect}-seat-${index}`, paymentHeldUntil: NOW.getTime() + part.minutes * 60_000 },
        NOW,
      );
      if (outcome.kind !== "booked") throw new Error(`seat not booked: ${outcome.kind}`);
      expect(await payOrFree(test.db, { bookingId: outcome.booking.id, token: "t", part, notifyUrl: notifyUrl() }, NOW, provider())).toMatch(/trnRequest/);
      const attempt = await test.db.selectFrom("online_payments").select("session_id").orderBy("id", "desc").executeTakeFirstOrThrow();
      await p24.pay(attempt.session_id);
      seats.push({ booking: outcome.booking, session: attempt.session_id });
    }

    const cancelled = await cancelGroupSession(test.db, fate.id, { message: "Za mało osób", now: NOW });
    expect(cancelled).toMatchObject({ ok: true, told: 3 });
    const asked = await askDueRefunds(test.db, provider(), { now: NOW, notifyUrl: notifyUrl() });
    expect(asked.map((refund) => refund.state)).toEqual(["asked", "asked", "asked"]);
    await p24.idle();
    for (const { booking, session } of seats) {
      expect(p24.transactions.get(session)?.refunded, booking.name).toBe(5_000);
      expect((await cancelledPaidOf(test.db, booking)).online).toEqual({ provider: "przelewy24", amount: 50 });
      const mails = await test.db
        .selectFrom("outbox")
        .select("kind")
        .where("booking_id", "=", booking.id)
        .where("kind", "=", "booking_cancelled_visitor")
        .execute();
      expect(mails).toHaveLength(1);
    }
    // Asked again (the minute's job): nothing more is refunded.
    expect(await askDueRefunds(test.db, provider(), { now: NOW, notifyUrl: notifyUrl() })).toEqual([]);
  });
});

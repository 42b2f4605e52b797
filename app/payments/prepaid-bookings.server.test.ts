import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookedAt, HOUR, sessionRequest, tuesday } from "../../tests/support/package-fixture";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { cardBookings } from "~/agenda/card-bookings.server";
import { markVoucherPaid, orderVoucher } from "~/vouchers/voucher-store.server";
import { redeemVoucher } from "~/vouchers/voucher-redemption.server";
import { monthFigures } from "./month-summary.server";
import { prepaidBookings } from "./prepaid-bookings.server";
import { monthAsked } from "./payment-month";
import { paymentText, summaryLines } from "./payments.messages";
import { unpaid } from "./unpaid.server";

// Sessions on Tuesday 2 March 2027; the trainer looks on Saturday 20 March.
const now = new Date("2027-03-20T09:00:00.000Z");

describe.each(DIALECTS)("a session a gift voucher paid for on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function paidVoucher() {
    const id = await orderVoucher(
      test.db,
      {
        voucher: {
          slug: "bon-trening",
          title: "Bon na trening personalny",
          kind: "session",
          itemSlug: "trening",
          amount: null,
          price: 150,
          validMonths: 3,
          paysPackages: false,
          paysSeats: false,
          what: "Trening personalny",
        },
        buyer: { name: "Jan Wiśniewski", email: "jan@example.com", phone: "+48 700 333 444" },
        recipientName: "Anna",
        dedication: null,
        submissionKey: "voucher-payments",
      },
      bookedAt,
    );
    await markVoucherPaid(test.db, id, bookedAt);
    return id;
  }

  it("is 'opłacone bonem' on the card, never listed as due, and counted in the month as a voucher's session rather than a free one", async () => {
    const voucherId = await paidVoucher();
    // Stored at the price left to pay, 0, as /rezerwacja's action stores it, the voucher taken in its transaction.
    const byVoucher = await bookSession(
      test.db,
      sessionRequest(tuesday(0), "anna@example.com", { service: { slug: "trening", name: "Trening personalny", price: 0 } }),
      bookedAt,
      (trx, saved) => redeemVoucher(trx, { voucherId, pays: 150 }, { booking: saved, package: null }, bookedAt),
    );
    const free = await bookSession(
      test.db,
      sessionRequest(tuesday(0) + 3 * HOUR, "anna@example.com", { service: { slug: "konsultacja", name: "Konsultacja", price: 0 } }),
      bookedAt,
    );
    if (byVoucher.kind === "taken" || free.kind === "taken") throw new Error("not booked");
    for (const booking of [byVoucher.booking, free.booking]) await changeBooking(test.db, booking.id, { kind: "attended" }, { now, noShowUsesSession: false });

    expect(await prepaidBookings(test.db, [byVoucher.booking.id, free.booking.id])).toEqual({
      fromPackage: new Set(),
      byVoucher: new Set([byVoucher.booking.id]),
      payments: new Map(),
    });
    const rows = await test.db.selectFrom("bookings").selectAll().where("client_id", "=", byVoucher.booking.client_id).orderBy("starts_at").execute();
    const card = await cardBookings(test.db, rows, now);
    expect(card.map((booking) => paymentText(booking.payment))).toEqual(["opłacone bonem", "bezpłatnie"]);
    expect((await unpaid(test.db, now)).items).toEqual([]);

    const march = await monthFigures(test.db, monthAsked("2027-03", now));
    expect(march).toMatchObject({ held: 2, heldByVoucher: 1 });
    expect(summaryLines(march).slice(0, 2)).toEqual([
      { label: "Treningi, które się odbyły", value: "2 treningi" },
      { label: "W tym opłacone bonem podarunkowym", value: "1 trening" },
    ]);
    // A month with none says nothing of vouchers.
    expect(summaryLines(await monthFigures(test.db, monthAsked("2027-02", now))).map((line) => line.label)).not.toContain("W tym opłacone bonem podarunkowym");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookedAt, EIGHT, HOUR, sessionRequest, sold, tuesday, weeklySessions } from "../../tests/support/package-fixture";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { agendaAction } from "~/agenda/agenda.server";
import { packagePaymentTap } from "~/packages/package-action.server";
import { sellPackage } from "~/packages/client-packages.server";
import { monthFigures } from "./month-summary.server";
import { monthEntries } from "./month-entries.server";
import { monthAsked, totalsOf } from "./payment-month";
import { PAYMENT_TOASTS } from "./payments.messages";
import { unpaid } from "./unpaid.server";
import { salePayment } from "~/ledger/index.server";

// Sessions on Tuesdays 2, 9, 16 March 2027; the trainer looks on Saturday 20 March.
const now = new Date("2027-03-20T09:00:00.000Z");
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const pay = (id: number, method: string, amount = "") => form({ intent: "pay", id: String(id), method, amount });

describe.each(DIALECTS)("payments on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const tap = (fields: URLSearchParams, db = test.db) => agendaAction(db, fields, testBookingSettings(), now);
  const paymentOf = (id: number) => salePayment(test.db, { kind: "booking", id });
  const mark = (id: number, kind: "attended" | "no_show") => changeBooking(test.db, id, { kind }, { now, noShowUsesSession: false });

  it("lists what is unpaid oldest first, marks a session paid once however often tapped, and adds up the month", async () => {
    const anna = await weeklySessions(test.db, "anna@example.com", 3);
    await mark(anna.ids[0]!, "attended");
    await mark(anna.ids[1]!, "no_show");
    // A client with a package: their sessions are paid from it, never listed.
    const ewa = await bookSession(test.db, sessionRequest(tuesday(0) + 3 * HOUR, "ewa@example.com", { name: "Ewa Lis" }), bookedAt);
    if (ewa.kind === "taken") throw new Error("not booked");
    const packageId = await sellPackage(test.db, ewa.booking.client_id!, sold(EIGHT), bookedAt);
    // A free consultation and a cancelled session owe nothing.
    const free = await bookSession(
      test.db,
      sessionRequest(tuesday(1) + 3 * HOUR, "jan@example.com", { service: { slug: "konsultacja", name: "Konsultacja", price: 0 } }),
      bookedAt,
    );
    if (free.kind === "taken") throw new Error("not booked");

    const before = await unpaid(test.db, now);
    expect(before.items.map((item) => [item.kind, item.id])).toEqual([
      ["package", packageId],
      ["booking", anna.ids[0]],
      ["booking", anna.ids[2]],
    ]);
    expect(before).toMatchObject({ bookings: 2, packages: 1, amount: 150 + 150 + 1040 });

    // A double tap, on PostgreSQL from two instances: one payment.
    const other = dialect === "postgres" ? test.open() : test.db;
    const toasts = await Promise.all([tap(pay(anna.ids[0]!, "cash")), tap(pay(anna.ids[0]!, "transfer"), other)]);
    expect(toasts.sort()).toEqual([PAYMENT_TOASTS.paid, PAYMENT_TOASTS["already-paid"]].sort());
    const first = await paymentOf(anna.ids[0]!);
    expect(first!.amount).toBe(150);
    expect(["cash", "transfer"]).toContain(first!.method);

    // Undone, then paid by transfer with another amount.
    expect(await tap(form({ intent: "unpay", id: String(anna.ids[0]) }))).toBe(PAYMENT_TOASTS.undone);
    expect(await paymentOf(anna.ids[0]!)).toBeNull();
    expect(await tap(pay(anna.ids[0]!, "transfer", "140"))).toBe(PAYMENT_TOASTS.paid);
    expect(await tap(pay(free.booking.id, "cash"))).toBe(PAYMENT_TOASTS["nothing-to-pay"]);

    // The undone payment stays in the ledger, counted nowhere.
    const entries = await test.db.selectFrom("ledger_entries").select(["amount", "voided_at"]).where("booking_id", "=", anna.ids[0]!).orderBy("id").execute();
    expect(entries.map((entry) => [entry.amount, entry.voided_at !== null])).toEqual([
      [150, true],
      [140, false],
    ]);

    // The package by BLIK, and the payment in its history.
    expect(await packagePaymentTap(test.db, packageId, pay(packageId, "blik", "1000"), now)).toEqual({ ok: true, message: PAYMENT_TOASTS.paid });
    expect(await salePayment(test.db, { kind: "package", id: packageId })).toEqual({ method: "blik", amount: 1000, at: now.toISOString() });
    const history = await test.db.selectFrom("package_events").select("what").where("package_id", "=", packageId).orderBy("id").execute();
    expect(history.at(-1)!.what).toBe("oznaczono jako opłacony: BLIK, 1000\u00A0zł");

    const after = await unpaid(test.db, now);
    expect(after).toMatchObject({ bookings: 1, packages: 0, amount: 150 });

    const march = await monthFigures(test.db, monthAsked("2027-03", now));
    expect(march).toMatchObject({ held: 1, noShows: 1, newClients: 0, packagesSold: 0 });
    expect(totalsOf(march.payments)).toEqual({ byMethod: { cash: 0, transfer: 140, blik: 1000, przelewy24: 0, stripe: 0 }, total: 1140, count: 2 });
    expect(march.payments.map((row) => [row.client, row.what, row.method, row.amount])).toEqual(
      expect.arrayContaining([
        ["Anna Nowak", "Trening personalny", "transfer", 140],
        ["Ewa Lis", "Pakiet 8 treningów", "blik", 1000],
      ]),
    );
    // The accountant's rows: the entries that count, each with its sale's number; the undone tap is none of them.
    const booksRows = await monthEntries(test.db, monthAsked("2027-03", now));
    expect(booksRows.map((entry) => [entry.document, entry.kind, entry.method, entry.amount])).toEqual([
      [`T-${anna.ids[0]}`, "payment", "transfer", 140],
      [`P-${packageId}`, "payment", "blik", 1000],
    ]);
    const february = await monthFigures(test.db, monthAsked("2027-02", now));
    expect(february).toMatchObject({ held: 0, newClients: 3, packagesSold: 1, payments: [] });
  });

  it("counts a session its package paid for as nothing to pay", async () => {
    const { ids, clientId } = await weeklySessions(test.db, "pakiet@example.com", 1, 20);
    await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    await changeBooking(test.db, ids[0]!, { kind: "attended" }, { now: new Date("2027-08-01T08:00:00.000Z"), noShowUsesSession: false });
    expect(await tap(pay(ids[0]!, "cash"))).toBe(PAYMENT_TOASTS["nothing-to-pay"]);
    expect(await paymentOf(ids[0]!)).toBeNull();
  });

  it("records nothing by hand for a session held for its payment online", async () => {
    const start = tuesday(30);
    const held = await bookSession(test.db, sessionRequest(start, "online@example.com", { paymentHeldUntil: now.getTime() + 15 * 60_000 }), now);
    if (held.kind === "taken") throw new Error("not booked");
    expect(await tap(pay(held.booking.id, "cash"))).toBe(PAYMENT_TOASTS["paid-online"]);
    expect(await paymentOf(held.booking.id)).toBeNull();
  });
});

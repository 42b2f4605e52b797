// A package ordered online with its first session, paid in full at booking
// (issue 81), on both databases, through Przelewy24's double: the first
// session is held for the package's money; the payment pays the package and
// confirms the session once; a hold that runs out frees the time and
// withdraws the unpaid package; money that comes after that goes back, and
// both are told.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { przelewy24 } from "~/online-payments/przelewy24.server";
import { orderBalances, orderIdOfSale } from "~/ledger/index.server";
import type { OutboxRow } from "~/db/database.server";
import { notificationSite } from "../../tests/support/online-payment-fixture";
import { startPrzelewy24Double, type Przelewy24Double } from "../../tests/support/przelewy24-double";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { PUBLISHED } from "../../tests/support/published-content";
import { P24_ACCOUNT } from "../../tests/support/payment-accounts";
import { onlinePartOf, payOrFree } from "./booking-online-payment.server";
import { bookSession } from "./booking-store.server";
import { bookingTemplates } from "./booking-templates.server";
import { packageAlong, packageOrderedWith } from "./package-order.server";
import { freeLapsedHolds } from "./payment-hold.server";
import type { OrderedPackage } from "./package-order";

const MINUTE = 60_000;
const NOW = new Date("2027-02-27T22:40:00.000Z");
const ORDER: OrderedPackage = { slug: "pakiet-8", name: "Pakiet 8 treningów", sessions: 8, price: 1040, validWeeks: 6, payOnline: "online_full" };
const addresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};

let keys = 0;
let day = 0;

describe.each(DIALECTS)("a package paid online when ordered with its first session, on %s", (dialect) => {
  let test: TestDatabase;
  let p24: Przelewy24Double;
  let site: { base: string; close: () => Promise<void> };
  let clock = NOW;
  const provider = () => przelewy24({ ...P24_ACCOUNT, baseUrl: p24.base });
  const part = () => onlinePartOf({ payOnline: "online_full" }, ORDER.price, { provider: provider() })!;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    p24 = await startPrzelewy24Double(P24_ACCOUNT);
    site = await notificationSite(test.db, provider, () => clock);
  });
  afterAll(async () => {
    await p24.close();
    await site.close();
    await test.drop();
  });

  /** Ordered as the form orders it: the first session held, the package with it, then the provider's page. */
  async function ordered(person: string, start = Date.parse("2027-03-20T08:00:00.000Z") + day++ * 24 * 60 * MINUTE, provided = provider(), order = ORDER) {
    const made = await bookSession(
      test.db,
      {
        service: { slug: "trening", name: "Trening personalny", price: 150 },
        place: "Studio",
        start,
        end: start + 60 * MINUTE,
        bufferMs: 0,
        name: person,
        email: `${person.toLowerCase()}@example.com`,
        phone: "+48 600 100 200",
        notes: "",
        submissionKey: `package-hold-${dialect}-${++keys}`,
        paymentHeldUntil: NOW.getTime() + part().minutes * MINUTE,
      },
      NOW,
      packageAlong(order, ["trening"], false, NOW),
    );
    if (made.kind === "taken") throw new Error("the time was taken");
    const paying = onlinePartOf({ payOnline: order.payOnline ?? "at_session", deposit: order.deposit }, order.price, { provider: provider() })!;
    const url = await payOrFree(
      test.db,
      { bookingId: made.booking.id, token: "t", part: paying, notifyUrl: `${site.base}/platnosci/przelewy24` },
      NOW,
      provided,
    );
    const pack = (await packageOrderedWith(test.db, made.booking))!;
    return { booking: made.booking, pack, url };
  }
  const lastAttempt = () => test.db.selectFrom("online_payments").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  const bookingOf = (id: number) => test.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const packageOf = (id: number) => test.db.selectFrom("client_packages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const mailsOf = async (id: number) =>
    (await test.db.selectFrom("outbox").select("kind").where("booking_id", "=", id).orderBy("id").execute()).map((row) => row.kind);
  const packageEntries = (id: number) =>
    test.db.selectFrom("ledger_entries").select(["kind", "method", "amount"]).where("package_id", "=", id).orderBy("id").execute();
  async function mailText(kind: "booking_confirmed_visitor" | "booking_confirmed_trainer" | "booking_paid_late_visitor", bookingId: number) {
    const template = bookingTemplates({ addresses, site: () => PUBLISHED, groupOf: async () => undefined })[kind]!.email!;
    const rendered = await template({ booking_id: bookingId, kind, created_at: NOW.toISOString() } as OutboxRow, { db: test.db, now: NOW });
    if (!rendered || !("message" in rendered)) throw new Error("no mail");
    return (rendered.message as { text: string }).text.replace(/\u00a0/g, " ");
  }

  it("asks for the package's price, then pays the package and confirms its first session once", async () => {
    const { booking, pack, url } = await ordered("Anna");
    expect(url).toMatch(/\/trnRequest\//);
    const attempt = await lastAttempt();
    expect(attempt.amount).toBe(104_000);
    expect(attempt.order_id).toBe(await orderIdOfSale(test.db, { kind: "package", id: pack.id }));
    expect(await mailsOf(booking.id)).toEqual([]);

    await p24.pay(attempt.session_id);
    await Promise.all([p24.notifyAgain(attempt.session_id), p24.notifyAgain(attempt.session_id)]);
    expect(await bookingOf(booking.id)).toMatchObject({ status: "confirmed", payment_held_until: null });
    expect(await packageEntries(pack.id)).toEqual([{ kind: "payment", method: "przelewy24", amount: 1040 }]);
    expect((await mailsOf(booking.id)).filter((kind) => kind.startsWith("booking_confirmed"))).toEqual([
      "booking_confirmed_visitor",
      "booking_confirmed_trainer",
    ]);
    const confirmation = await mailText("booking_confirmed_visitor", booking.id);
    expect(confirmation).toMatch(/Zapłacono online: Przelewy24, \d{1,2} \S+ \d{4}, 1040 zł, transakcja \d+\./);
    expect(confirmation).not.toContain("Numer konta");
    expect(await mailText("booking_confirmed_trainer", booking.id)).toContain("Zamówiono też pakiet: Pakiet 8 treningów, 1040 zł (zapłacono online)");
  });

  it("takes a deposit for the package online and leaves the rest owed at the first session", async () => {
    const { booking, pack } = await ordered("Dorota", undefined, undefined, { ...ORDER, payOnline: "online_deposit", deposit: 200 });
    const attempt = await lastAttempt();
    expect(attempt.amount).toBe(20_000);
    await p24.pay(attempt.session_id);
    expect(await bookingOf(booking.id)).toMatchObject({ status: "confirmed", payment_held_until: null });
    const orderId = (await orderIdOfSale(test.db, { kind: "package", id: pack.id }))!;
    expect((await orderBalances(test.db, [orderId])).get(orderId)).toBe(840);
    const confirmation = await mailText("booking_confirmed_visitor", booking.id);
    expect(confirmation).toMatch(/Zapłacono online: Przelewy24, .*, 200 zł, transakcja \d+\./);
    expect(confirmation).toContain("Do zapłaty: 840 zł");
    expect(await mailText("booking_confirmed_trainer", booking.id)).toContain("Pakiet 8 treningów, 1040 zł (zadatek zapłacony online, do zapłaty 840 zł)");
  });

  it("frees the first session and withdraws the unpaid package when the money never comes; money after that goes back", async () => {
    const { booking, pack } = await ordered("Beata");
    const attempt = await lastAttempt();
    const later = new Date(NOW.getTime() + (part().minutes + 3) * MINUTE);
    expect(await freeLapsedHolds(test.db, later)).toBe(1);
    expect(await bookingOf(booking.id)).toMatchObject({ status: "cancelled" });
    const withdrawn = await packageOf(pack.id);
    expect(withdrawn.removed_at).not.toBeNull();
    // Nothing owed for it, nobody mailed of an order never confirmed.
    const orderId = (await orderIdOfSale(test.db, { kind: "package", id: pack.id }))!;
    expect((await orderBalances(test.db, [orderId])).get(orderId)).toBe(0);
    expect(await mailsOf(booking.id)).toEqual([]);

    clock = later;
    await p24.pay(attempt.session_id);
    expect(await packageEntries(pack.id)).toEqual([
      { kind: "payment", method: "przelewy24", amount: 1040 },
      { kind: "refund", method: "przelewy24", amount: 1040 },
    ]);
    expect(await mailsOf(booking.id)).toEqual(["booking_paid_late_visitor", "booking_paid_late_trainer"]);
    expect(await mailText("booking_paid_late_visitor", booking.id)).toContain("Zwrot 1040 zł jest zlecony w Przelewy24");
    clock = NOW;
  });

  it("frees the time and withdraws the package at once when the provider cannot be reached", async () => {
    const away = przelewy24({ ...P24_ACCOUNT, baseUrl: "http://127.0.0.1:9" });
    const { booking, pack, url } = await ordered("Celina", undefined, away);
    expect(url).toBeNull();
    expect(await bookingOf(booking.id)).toMatchObject({ status: "cancelled" });
    expect((await packageOf(pack.id)).removed_at).not.toBeNull();
  });
});

// A client's withdrawal from a package within the 14 days, on both
// databases: the sessions held at the client's request to start early stay
// paid in proportion, the rest goes back by the way it came (through
// Przelewy24's double for money taken online, by the trainer's hand for a
// transfer), the client is mailed the settlement, and a second tap or a
// second tab changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeBooking, bookSession } from "~/bookings/booking-store.server";
import type { OutboxRow } from "~/db/database.server";
import { orderBalances, orderIdOfSale } from "~/ledger/index.server";
import { askDueRefunds, payOrderOnline } from "~/online-payments/index.server";
import { przelewy24 } from "~/online-payments/przelewy24.server";
import { notificationSite } from "../../tests/support/online-payment-fixture";
import { EIGHT, HOUR, sessionRequest, sold } from "../../tests/support/package-fixture";
import { P24_ACCOUNT } from "../../tests/support/payment-accounts";
import { startPrzelewy24Double, type Przelewy24Double } from "../../tests/support/przelewy24-double";
import { PUBLISHED } from "../../tests/support/published-content";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { sellPackage } from "./client-packages.server";
import { packageTemplates } from "./package-templates.server";
import { recordWithdrawal } from "./package-withdrawal.server";

const SOLD_AT = new Date("2027-02-20T08:00:00.000Z");
const NOW = new Date("2027-02-26T10:00:00.000Z");
const addresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};

describe.each(DIALECTS)("a withdrawal from a package within the 14 days, on %s", (dialect) => {
  let test: TestDatabase;
  let p24: Przelewy24Double;
  let site: { base: string; close: () => Promise<void> };
  const provider = () => przelewy24({ ...P24_ACCOUNT, baseUrl: p24.base });

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

  /** A client with a package of 8 sold on 20 February, `held` daily sessions from 22 February counted by it, and one booked ahead. */
  let clients = 0;
  async function packageWith(email: string, held: number, earlyStartRequested: boolean, paidBy?: "transfer") {
    const ids: number[] = [];
    // Each client's sessions an hour later than the last one's.
    const hour = clients++ * HOUR;
    for (let day = 0; day < held + 1; day++) {
      // The last one is booked ahead, on 1 March.
      const start = Date.parse(day < held ? "2027-02-22T17:00:00.000Z" : "2027-03-01T17:00:00.000Z") + (day < held ? day : 0) * 24 * HOUR + hour;
      const made = await bookSession(test.db, sessionRequest(start, email), SOLD_AT);
      if (made.kind === "taken") throw new Error("taken");
      ids.push(made.booking.id);
    }
    const { client_id } = await test.db.selectFrom("bookings").select("client_id").where("id", "=", ids[0]!).executeTakeFirstOrThrow();
    const id = await sellPackage(test.db, client_id!, { ...sold(EIGHT), earlyStartRequested, paidBy }, SOLD_AT);
    for (const booking of ids.slice(0, held)) await changeBooking(test.db, booking, { kind: "attended" }, { now: NOW });
    return { id, version: (await test.db.selectFrom("client_packages").select("sequence").where("id", "=", id).executeTakeFirstOrThrow()).sequence };
  }
  const entries = (id: number) =>
    test.db.selectFrom("ledger_entries").select(["kind", "method", "amount"]).where("package_id", "=", id).orderBy("id").execute();
  async function balance(id: number) {
    const orderId = (await orderIdOfSale(test.db, { kind: "package", id }))!;
    return (await orderBalances(test.db, [orderId])).get(orderId);
  }
  async function mailText(id: number) {
    const template = packageTemplates(addresses, () => PUBLISHED).package_withdrawn_client!.email!;
    const rendered = await template({ package_id: id, kind: "package_withdrawn_client" } as OutboxRow, { db: test.db, now: NOW });
    if (!rendered || !("message" in rendered)) throw new Error("no mail");
    return (rendered.message as { text: string }).text.replace(/\u00a0/g, " ");
  }

  it("keeps what the sessions held at the client's request cost and gives the rest back through Przelewy24, once", async () => {
    const { id, version } = await packageWith("online@example.com", 3, true);
    await payOrderOnline(
      test.db,
      provider(),
      { kind: "package", id },
      { description: "Pakiet", email: "online@example.com", returnUrl: () => site.base, minutes: 15, notifyUrl: `${site.base}/platnosci/przelewy24` },
      SOLD_AT,
    );
    const attempt = await test.db.selectFrom("online_payments").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    await p24.pay(attempt.session_id);

    const [first, second] = await Promise.all([
      recordWithdrawal(test.db, id, version, "2027-02-26", NOW),
      recordWithdrawal(dialect === "postgres" ? test.open() : test.db, id, version, "2027-02-26", NOW),
    ]);
    const outcomes = [first, second].map((outcome) => outcome.kind).sort();
    expect(outcomes).toEqual(["already-removed", "withdrawn"]);
    const withdrawn = [first, second].find((outcome) => outcome.kind === "withdrawn")!;
    expect(withdrawn).toMatchObject({ due: 390, used: 3, refunds: [{ method: "przelewy24", amount: 650 }], mailed: true, bookedAhead: 1 });
    expect(await entries(id)).toEqual([
      { kind: "payment", method: "przelewy24", amount: 1040 },
      { kind: "refund", method: "przelewy24", amount: 650 },
    ]);
    // The books: 390 zł stays sold and is paid; nothing owed either way.
    expect(await balance(id)).toBe(0);
    const asked = await askDueRefunds(test.db, provider(), { now: NOW, notifyUrl: `${site.base}/platnosci/przelewy24` });
    expect(asked.map((refund) => refund.state)).toEqual(["asked"]);
    await p24.idle();
    expect(p24.transactions.get(attempt.session_id)?.refunded).toBe(65_000);
    const mails = await test.db.selectFrom("outbox").select("kind").where("package_id", "=", id).where("kind", "=", "package_withdrawn_client").execute();
    expect(mails).toHaveLength(1);
    const text = await mailText(id);
    expect(text).toContain("Potwierdzam otrzymanie oświadczenia o odstąpieniu od umowy pakietu „Pakiet 8 treningów” zamówionego 20 lutego 2027.");
    expect(text).toContain("płacisz proporcjonalnie do ceny pakietu: 390 zł");
    expect(text).toContain("Zwrot 650 zł jest zlecony w Przelewy24");
  });

  it("gives everything back by transfer when the client never asked to start early, and the trainer is told to hand it back", async () => {
    const { id, version } = await packageWith("przelew@example.com", 2, false, "transfer");
    const outcome = await recordWithdrawal(test.db, id, version, "2027-02-25", NOW);
    expect(outcome).toMatchObject({ kind: "withdrawn", due: 0, refunds: [{ method: "transfer", amount: 1040 }], byDay: "2027-03-12" });
    expect(await entries(id)).toEqual([
      { kind: "payment", method: "transfer", amount: 1040 },
      { kind: "refund", method: "transfer", amount: 1040 },
    ]);
    expect(await balance(id)).toBe(0);
    // Nothing asked of a provider: only the first test's refund went online.
    expect(await test.db.selectFrom("online_refunds").select("id").execute()).toHaveLength(1);
    const text = await mailText(id);
    expect(text).toContain("Za treningi, które już się odbyły, nic nie płacisz.");
    expect(text).toContain("Zwrot 1040 zł oddam tą samą drogą, którą zapłacono (przelew), najpóźniej w ciągu 14 dni od otrzymania oświadczenia.");
  });

  it("refuses a statement sent after the 14 days, or dated before the sale or ahead, and changes nothing", async () => {
    const { id, version } = await packageWith("pozno@example.com", 0, false, "transfer");
    const late = new Date("2027-03-10T10:00:00.000Z");
    expect(await recordWithdrawal(test.db, id, version, "2027-03-07", late)).toEqual({
      kind: "day",
      problem: "too-late",
      lastDay: "2027-03-06",
      soldOn: "2027-02-20",
    });
    expect(await recordWithdrawal(test.db, id, version, "2027-02-19", late)).toMatchObject({ problem: "before-sale" });
    expect(await recordWithdrawal(test.db, id, version, "2027-03-11", late)).toMatchObject({ problem: "future" });
    // Sent on the last day, recorded when it came days later: taken.
    expect(await recordWithdrawal(test.db, id, version, "2027-03-06", late)).toMatchObject({ kind: "withdrawn", refunds: [{ amount: 1040 }] });
  });
});

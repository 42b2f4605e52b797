// Przelewy24's notifications against the site's handling, through the local
// double (tests/support/przelewy24-double.ts) over HTTP, on both databases:
// only a genuine notification of the right amount pays, once, however often
// and however at once it comes, and what a lost one would have said is found.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAID_SALES } from "~/routes/paid-sales.server";
import { notificationSite, orderVoucherAt, UNPAID, voucherPaymentState } from "../../tests/support/online-payment-fixture";
import { startPrzelewy24Double, przelewy24MessageSign, type Przelewy24Double } from "../../tests/support/przelewy24-double";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { orderBalances } from "~/ledger/index.server";
import { payOrderOnline } from "./pay-order-online.server";
import { przelewy24 } from "./przelewy24.server";
import { reconcilePayments } from "./reconcile-payments.server";
import { P24_ACCOUNT } from "../../tests/support/payment-accounts";

const NOW = new Date("2027-03-01T22:40:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe.each(DIALECTS)("online payments through Przelewy24 on %s", (dialect) => {
  let test: TestDatabase;
  let double: Przelewy24Double;
  let site: { base: string; close: () => Promise<void> };
  let clock = NOW;
  const provider = () => przelewy24({ ...P24_ACCOUNT, baseUrl: double.base });

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    double = await startPrzelewy24Double(P24_ACCOUNT);
    site = await notificationSite(test.db, provider, () => clock);
  });
  afterAll(async () => {
    await double.close();
    await site.close();
    await test.drop();
  });

  /** A voucher ordered and sent to the provider's page: its id and the attempt's session id. */
  async function orderedAndSent(key: string) {
    clock = NOW;
    const id = await orderVoucherAt(test.db, `${dialect}-${key}`, NOW);
    const url = await payOrderOnline(
      test.db,
      provider(),
      { kind: "voucher", id },
      {
        description: "Bon",
        email: "lucja@example.com",
        returnUrl: (session) => `${site.base}/wroc?${session}`,
        notifyUrl: `${site.base}/platnosci/przelewy24`,
        minutes: 15,
      },
      NOW,
    );
    expect(url).toMatch(new RegExp(`^${double.base}/trnRequest/`));
    const attempt = await test.db.selectFrom("online_payments").select("session_id").orderBy("id", "desc").executeTakeFirstOrThrow();
    return { id, session: attempt.session_id };
  }

  const stateOf = (id: number, session: string) => voucherPaymentState(test.db, id, session);
  const unpaid = UNPAID;
  const post = (body: unknown) =>
    fetch(`${site.base}/platnosci/przelewy24`, { method: "POST", body: JSON.stringify(body) }).then((response) => response.status);

  it("pays the voucher once by its notification, mails its PDF once, and a second delivery changes nothing", async () => {
    const { id, session } = await orderedAndSent("once");
    expect((await double.pay(session)).status).toBe(200);
    const paid = { payment: "paid", paidAt: NOW.toISOString(), entries: [{ method: "przelewy24", amount: 150, recorded_by: "system" }], mails: 1 };
    expect(await stateOf(id, session)).toEqual(paid);
    expect(double.transactions.get(session)?.status).toBe(2);
    expect((await double.notifyAgain(session)).status).toBe(200);
    expect(await stateOf(id, session)).toEqual(paid);
  });

  it("pays once when the same notification comes three times at once", async () => {
    const { id, session } = await orderedAndSent("at-once");
    double.transactions.get(session)!.status = 1;
    const body = double.notificationBody(session);
    expect(await Promise.all([post(body), post(body), post(body)])).toEqual([200, 200, 200]);
    const state = await stateOf(id, session);
    expect(state.entries).toHaveLength(1);
    expect(state.mails).toBe(1);
  });

  it("refuses a missing, wrong, tampered or stale signature with 400 and changes nothing", async () => {
    const { id, session } = await orderedAndSent("forged");
    double.transactions.get(session)!.status = 1;
    const genuine = double.notificationBody(session);
    const unsigned = Object.fromEntries(Object.entries(genuine).filter(([field]) => field !== "sign"));
    const oldKey = { ...genuine, sign: przelewy24MessageSign("notification", genuine, "0000000000000000") };
    const statuses = await Promise.all([
      post(unsigned),
      post({ ...genuine, sign: "0".repeat(96) }),
      post({ ...genuine, amount: 1 }),
      post(oldKey),
      post("nie JSON"),
    ]);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(await stateOf(id, session)).toEqual(unpaid);
  });

  it("acknowledges a refund's notification that comes before its payment's, changes nothing, then pays once", async () => {
    const { id, session } = await orderedAndSent("refund-first");
    const fields = {
      orderId: 399999999,
      sessionId: session,
      merchantId: P24_ACCOUNT.merchantId,
      requestId: "f7c1c6a4-0000-4000-8000-000000000001",
      refundsUuid: "f7c1c6a4-0000-4000-8000-000000000002",
      amount: 15000,
      currency: "PLN",
      timestamp: Math.floor(NOW.getTime() / 1000),
      status: 0,
    };
    expect(await post({ ...fields, sign: przelewy24MessageSign("refundNotification", fields, P24_ACCOUNT.crc) })).toBe(200);
    expect(await stateOf(id, session)).toEqual(unpaid);
    const refunds = test.db
      .selectFrom("online_refunds")
      .innerJoin("online_payments", "online_payments.id", "online_refunds.payment_id")
      .select("online_refunds.id")
      .where("online_payments.session_id", "=", session);
    expect(await refunds.execute()).toEqual([]);
    await double.pay(session);
    expect(await stateOf(id, session)).toMatchObject({ payment: "paid", mails: 1 });
  });

  it("never marks paid an amount or a currency other than the order's, and acknowledges it", async () => {
    const { id, session } = await orderedAndSent("amount");
    expect((await double.pay(session, { amount: 100 })).status).toBe(200);
    expect(await stateOf(id, session)).toEqual(unpaid);
    const other = await orderedAndSent("currency");
    expect((await double.pay(other.session, { currency: "EUR" })).status).toBe(200);
    expect(await stateOf(other.id, other.session)).toEqual(unpaid);
  });

  it("acknowledges and ignores a genuine notification of a payment the site does not know", async () => {
    const stranger = "obcy-" + dialect;
    await provider().create({
      sessionId: stranger,
      amount: 15000,
      currency: "PLN",
      description: "x",
      email: "a@example.com",
      returnUrl: site.base,
      notifyUrl: `${site.base}/platnosci/przelewy24`,
      minutes: 15,
      expiresAt: later(15),
    });
    expect((await double.pay(stranger)).status).toBe(200);
    expect(await test.db.selectFrom("online_payments").select("id").where("session_id", "=", stranger).execute()).toEqual([]);
  });

  it("leaves the order unpaid when the verify fails (503, sent again), and the next reconciliation settles it", async () => {
    const { id, session } = await orderedAndSent("verify");
    double.failVerify(1);
    expect((await double.pay(session)).status).toBe(503);
    expect(await stateOf(id, session)).toEqual(unpaid);
    expect(await reconcilePayments(test.db, provider(), later(0.5), PAID_SALES)).toBe(0);
    // Every attempt still pending that the provider holds paid is settled (the earlier tests' forged and odd notifications' too).
    const pending = await test.db.selectFrom("online_payments").select("session_id").where("state", "=", "pending").execute();
    const paidThere = pending.filter((attempt) => (double.transactions.get(attempt.session_id)?.status ?? 0) >= 1);
    expect(paidThere.map((attempt) => attempt.session_id)).toContain(session);
    expect(await reconcilePayments(test.db, provider(), later(2), PAID_SALES)).toBe(paidThere.length);
    const state = await stateOf(id, session);
    expect(state.payment).toBe("paid");
    expect(state.mails).toBe(1);
    expect(await reconcilePayments(test.db, provider(), later(3), PAID_SALES)).toBe(0);
  });

  it("expires an attempt never paid once its limit and a grace have passed, and still takes the money if it comes after", async () => {
    const { id, session } = await orderedAndSent("late");
    await reconcilePayments(test.db, provider(), later(19), PAID_SALES);
    expect((await stateOf(id, session)).payment).toBe("pending");
    await reconcilePayments(test.db, provider(), later(21), PAID_SALES);
    expect((await stateOf(id, session)).payment).toBe("expired");
    // A voucher holds no time anybody else could take: money that comes after its limit still pays it.
    double.transactions.get(session)!.registeredAt = Date.now();
    expect((await double.pay(session)).status).toBe(200);
    expect((await stateOf(id, session)).payment).toBe("paid");
  });

  it("keeps money that comes for a voucher cancelled meanwhile in the books, owed back, and sends no PDF", async () => {
    const { id, session } = await orderedAndSent("cancelled");
    await test.db.updateTable("vouchers").set({ cancelled_at: NOW.toISOString() }).where("id", "=", id).execute();
    await test.db.updateTable("order_lines").set({ amount: 0 }).where("voucher_id", "=", id).execute();
    expect((await double.pay(session)).status).toBe(200);
    expect(await stateOf(id, session)).toEqual({
      payment: "paid",
      paidAt: null,
      entries: [{ method: "przelewy24", amount: 150, recorded_by: "system" }],
      mails: 0,
    });
    const line = await test.db.selectFrom("order_lines").select("order_id").where("voucher_id", "=", id).executeTakeFirstOrThrow();
    expect((await orderBalances(test.db, [line.order_id])).get(line.order_id)).toBe(-150);
  });
});

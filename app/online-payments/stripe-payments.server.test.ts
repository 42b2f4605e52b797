// Stripe's events against the site's handling, through the local double
// (tests/support/stripe-double.ts) and the official package, on both
// databases: only an event Stripe signed, about a session Stripe holds paid
// for the order's amount, pays, once, whatever the order of the events.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAID_SALES } from "~/routes/paid-sales.server";
import { notificationSite, orderVoucherAt, UNPAID, voucherPaymentState } from "../../tests/support/online-payment-fixture";
import { startStripeDouble, type StripeDouble } from "../../tests/support/stripe-double";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { payOrderOnline } from "./pay-order-online.server";
import { reconcilePayments } from "./reconcile-payments.server";
import { stripeProvider } from "./stripe.server";
import { STRIPE_KEYS } from "../../tests/support/payment-accounts";

const NOW = new Date();
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe.each(DIALECTS)("online payments through Stripe on %s", (dialect) => {
  let test: TestDatabase;
  let double: StripeDouble;
  let site: { base: string; close: () => Promise<void> };
  const provider = () => stripeProvider({ ...STRIPE_KEYS, apiUrl: double.base });

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    double = await startStripeDouble(STRIPE_KEYS);
    site = await notificationSite(test.db, provider, () => NOW);
    double.webhookUrl = `${site.base}/platnosci/stripe`;
  });
  afterAll(async () => {
    await double.close();
    await site.close();
    await test.drop();
  });

  /** A voucher ordered and sent to Stripe's page: its id, our session id and Stripe's Checkout Session. */
  async function orderedAndSent(key: string) {
    const id = await orderVoucherAt(test.db, `${dialect}-stripe-${key}`, NOW);
    const details = { description: "Bon", email: "lucja@example.com", returnUrl: () => `${site.base}/wroc`, minutes: 15 };
    const url = await payOrderOnline(test.db, provider(), { kind: "voucher", id }, details, NOW);
    const attempt = await test.db
      .selectFrom("online_payments")
      .select(["session_id", "provider_order_id", "expires_at"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(url).toBe(`${double.base}/pay/${attempt.provider_order_id}`);
    return { id, session: attempt.session_id, checkout: attempt.provider_order_id!, expiresAt: attempt.expires_at };
  }
  const post = (payload: string, header: string) =>
    fetch(`${site.base}/platnosci/stripe`, { method: "POST", headers: { "stripe-signature": header }, body: payload }).then((response) => response.status);

  it("holds the session for Stripe's 30 minutes at least, and registers the attempt once under its key", async () => {
    const { checkout, expiresAt } = await orderedAndSent("hold");
    expect(Date.parse(expiresAt)).toBe(later(31).getTime());
    expect(double.sessions.get(checkout)).toMatchObject({ amount_total: 15000, currency: "pln", expires_at: Math.floor(later(31).getTime() / 1000) });
  });

  it("pays the voucher once on checkout.session.completed, and neither a second delivery nor a late expired event changes it", async () => {
    const { id, session, checkout } = await orderedAndSent("once");
    expect((await double.pay(checkout)).status).toBe(200);
    const paid = { payment: "paid", paidAt: NOW.toISOString(), entries: [{ method: "stripe", amount: 150, recorded_by: "system" }], mails: 1 };
    expect(await voucherPaymentState(test.db, id, session)).toEqual(paid);
    expect((await double.sendEvent("checkout.session.completed", checkout)).status).toBe(200);
    expect((await double.sendEvent("checkout.session.expired", checkout)).status).toBe(200);
    expect(await voucherPaymentState(test.db, id, session)).toEqual(paid);
  });

  it("pays once when the same event comes three times at once", async () => {
    const { id, session, checkout } = await orderedAndSent("at-once");
    // Paid at Stripe with its event held back, then the event delivered three times at once.
    double.webhookUrl = undefined;
    await double.pay(checkout);
    double.webhookUrl = `${site.base}/platnosci/stripe`;
    const { payload, header } = double.signedEvent("checkout.session.completed", checkout);
    expect(await Promise.all([post(payload, header), post(payload, header), post(payload, header)])).toEqual([200, 200, 200]);
    const state = await voucherPaymentState(test.db, id, session);
    expect([state.entries.length, state.mails]).toEqual([1, 1]);
  });

  it("refuses a missing, wrong, tampered or stale signature with 400 and changes nothing", async () => {
    const { id, session, checkout } = await orderedAndSent("forged");
    const { payload, header } = double.signedEvent("checkout.session.completed", checkout);
    const tampered = payload.replace(/15000/g, "1");
    expect(tampered).not.toBe(payload);
    const stale = double.signedEvent("checkout.session.completed", checkout, Math.floor(Date.now() / 1000) - 3600);
    const statuses = await Promise.all([
      post(payload, ""),
      post(payload, header.replace(/v1=\w+/, `v1=${"0".repeat(64)}`)),
      post(tampered, header),
      post(stale.payload, stale.header),
    ]);
    expect(statuses).toEqual([400, 400, 400, 400]);
    expect(await voucherPaymentState(test.db, id, session)).toEqual(UNPAID);
  });

  it("waits for an asynchronous payment (BLIK, a bank): paid on async_payment_succeeded, failed on async_payment_failed", async () => {
    const succeeding = await orderedAndSent("async-ok");
    double.payAsync();
    await double.pay(succeeding.checkout);
    expect(await voucherPaymentState(test.db, succeeding.id, succeeding.session)).toEqual(UNPAID);
    await double.settleAsync(succeeding.checkout, "succeeded");
    expect((await voucherPaymentState(test.db, succeeding.id, succeeding.session)).payment).toBe("paid");

    const failing = await orderedAndSent("async-failed");
    double.payAsync();
    await double.pay(failing.checkout);
    await double.settleAsync(failing.checkout, "failed");
    expect(await voucherPaymentState(test.db, failing.id, failing.session)).toEqual({ ...UNPAID, payment: "failed" });
  });

  it("never pays a session whose amount is not the order's, and acknowledges an event of a session the site does not know", async () => {
    const { id, session, checkout } = await orderedAndSent("amount");
    double.sessions.get(checkout)!.amount_total = 100;
    expect((await double.pay(checkout)).status).toBe(200);
    expect(await voucherPaymentState(test.db, id, session)).toEqual(UNPAID);
    await test.db.updateTable("online_payments").set({ state: "expired" }).where("session_id", "=", session).execute();

    const stranger = await provider().create({
      ...{ sessionId: `obcy-${dialect}`, amount: 15000, currency: "PLN", description: "x" },
      email: "a@example.com",
      returnUrl: site.base,
      notifyUrl: site.base,
      minutes: 31,
      expiresAt: later(31),
    });
    expect((await double.pay(stranger.providerOrderId!)).status).toBe(200);
  });

  it("settles by reading the session again when the event never came, and expires a session Stripe expired", async () => {
    const lost = await orderedAndSent("lost");
    double.webhookUrl = undefined;
    await double.pay(lost.checkout);
    const expiring = await orderedAndSent("expiring");
    await double.sendEvent("checkout.session.expired", expiring.checkout);
    double.webhookUrl = `${site.base}/platnosci/stripe`;
    double.sessions.get(expiring.checkout)!.status = "expired";
    expect(await reconcilePayments(test.db, provider(), later(2), PAID_SALES)).toBeGreaterThanOrEqual(2);
    expect((await voucherPaymentState(test.db, lost.id, lost.session)).payment).toBe("paid");
    expect((await voucherPaymentState(test.db, expiring.id, expiring.session)).payment).toBe("expired");
  });
});

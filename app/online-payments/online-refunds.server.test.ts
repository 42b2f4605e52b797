// A voucher paid online and cancelled by the trainer is refunded through the
// provider that took the money, on both databases, through the doubles: asked
// once however often asked, its outcome kept (done by the provider's
// notification, or refused with its reason), left due while the provider is
// away, and a restore refused once its money went back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeVoucher } from "~/vouchers/voucher-changes.server";
import { refundsOwed, voucherStamp } from "~/vouchers/voucher-refund.server";
import { notificationSite, orderVoucherAt } from "../../tests/support/online-payment-fixture";
import { startPrzelewy24Double, type Przelewy24Double } from "../../tests/support/przelewy24-double";
import { startStripeDouble, type StripeDouble } from "../../tests/support/stripe-double";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { askDueRefunds, settleRefund } from "./online-refunds.server";
import { REFUSED_LATER } from "./online-payments.messages";
import { onlinePaymentTemplates } from "./refused-refund-mail.server";
import { PUBLISHED } from "../../tests/support/published-content";

const ADDRESSES = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
import { payOrderOnline } from "./pay-order-online.server";
import type { PaymentProvider } from "./payment-provider";
import { przelewy24 } from "./przelewy24.server";
import { stripeProvider } from "./stripe.server";
import { P24_ACCOUNT, STRIPE_KEYS } from "../../tests/support/payment-accounts";

const NOW = new Date();

describe.each(DIALECTS)("refunds of online payments on %s", (dialect) => {
  let test: TestDatabase;
  let p24: Przelewy24Double;
  let stripe: StripeDouble;
  let provider: PaymentProvider;
  let site: { base: string; close: () => Promise<void> };

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    [p24, stripe] = await Promise.all([startPrzelewy24Double(P24_ACCOUNT), startStripeDouble(STRIPE_KEYS)]);
    provider = przelewy24({ ...P24_ACCOUNT, baseUrl: p24.base });
    site = await notificationSite(
      test.db,
      () => provider,
      () => NOW,
    );
    stripe.webhookUrl = `${site.base}/platnosci/stripe`;
  });
  afterAll(async () => {
    await Promise.all([p24.close(), stripe.close()]);
    await site.close();
    await test.drop();
  });

  const notifyUrl = () => `${site.base}/platnosci/${provider.name}`;

  /** A voucher ordered, paid through the provider on its page, and cancelled by the trainer. */
  async function paidAndCancelled(key: string, pay: (reference: string) => Promise<unknown>) {
    const id = await orderVoucherAt(test.db, `${dialect}-refund-${key}`, NOW);
    const details = { description: "Bon", email: "lucja@example.com", returnUrl: () => site.base, minutes: 15, notifyUrl: notifyUrl() };
    await payOrderOnline(test.db, provider, { kind: "voucher", id }, details, NOW);
    const attempt = await test.db.selectFrom("online_payments").select(["session_id", "provider_order_id"]).orderBy("id", "desc").executeTakeFirstOrThrow();
    await pay(provider.name === "stripe" ? attempt.provider_order_id! : attempt.session_id);
    const voucher = await test.db.selectFrom("vouchers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(voucher.paid_at).not.toBeNull();
    const cancelled = await changeVoucher(test.db, id, voucherStamp(voucher, 150), { kind: "cancel", reason: "Kupujący odstąpił od umowy" }, NOW);
    expect(cancelled).toMatchObject({ kind: "cancelled", refund: 150, method: provider.name });
    return { id, session: attempt.session_id };
  }
  const refundsOf = (session: string) =>
    test.db
      .selectFrom("online_refunds")
      .innerJoin("online_payments", "online_payments.id", "online_refunds.payment_id")
      .select(["online_refunds.amount", "online_refunds.state", "online_refunds.reason"])
      .where("online_payments.session_id", "=", session)
      .execute();
  const restore = async (id: number) => {
    const voucher = await test.db.selectFrom("vouchers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const owed = (await refundsOwed(test.db, [voucher], new Map())).get(id)!.owed;
    return changeVoucher(test.db, id, voucherStamp(voucher, owed), { kind: "restore", reason: "Pomyłka przy anulowaniu" }, NOW);
  };

  it("refunds through Przelewy24 once however often asked, and its notification marks it done", async () => {
    provider = przelewy24({ ...P24_ACCOUNT, baseUrl: p24.base });
    const { id, session } = await paidAndCancelled("p24", (reference) => p24.pay(reference));
    const asked = await Promise.all([
      askDueRefunds(test.db, provider, { now: NOW, notifyUrl: notifyUrl() }),
      askDueRefunds(test.db, provider, { now: NOW, notifyUrl: notifyUrl() }),
    ]);
    expect(asked.flat().map((refund) => refund.state)).toEqual(["asked"]);
    await p24.idle();
    expect(p24.transactions.get(session)).toMatchObject({ refunded: 15000, status: 3 });
    expect(await refundsOf(session)).toEqual([{ amount: 15000, state: "done", reason: null }]);
    const entries = await test.db.selectFrom("ledger_entries").select(["kind", "method", "amount"]).where("voucher_id", "=", id).orderBy("id").execute();
    expect(entries).toEqual([
      { kind: "payment", method: "przelewy24", amount: 150 },
      { kind: "refund", method: "przelewy24", amount: 150 },
    ]);
    expect(await restore(id)).toEqual({ kind: "refunded-online" });
  });

  it("keeps a refund the provider refuses with its reason, and one it cannot reach due until it answers", async () => {
    provider = przelewy24({ ...P24_ACCOUNT, baseUrl: p24.base });
    const refused = await paidAndCancelled("refused", (reference) => p24.pay(reference));
    const away = await paidAndCancelled("away", (reference) => p24.pay(reference));
    // Asked of an address nobody answers: nothing changes but the time it was tried.
    const unreachable = przelewy24({ ...P24_ACCOUNT, baseUrl: "http://127.0.0.1:9" });
    expect((await askDueRefunds(test.db, unreachable, { now: NOW, notifyUrl: notifyUrl() })).map((refund) => refund.state)).toEqual(["due", "due"]);
    // Refunded meanwhile in the provider's own panel: the provider refuses a second refund.
    p24.transactions.get(refused.session)!.refunded = 15000;
    await askDueRefunds(test.db, provider, { now: NOW, notifyUrl: notifyUrl() });
    expect(await refundsOf(refused.session)).toEqual([{ amount: 15000, state: "refused", reason: expect.stringMatching(/\S/) }]);
    expect((await refundsOf(away.session))[0]?.state).toMatch(/^(asked|done)$/);
    // The trainer is told, once, what to do: the refused one only.
    const told = await test.db.selectFrom("outbox").selectAll().where("kind", "=", "refund_refused_trainer").where("voucher_id", "=", refused.id).execute();
    expect(told).toHaveLength(1);
    const mail = await onlinePaymentTemplates(ADDRESSES, () => PUBLISHED).refund_refused_trainer!.email!(told[0]!, { db: test.db, now: NOW });
    const text = (mail as { message: { subject: string; text: string } }).message;
    expect(text.subject).toMatch(/^Zwrot nieprzyjęty: B-\d+, 150\sz\u0142$/);
    expect(text.text).toMatch(/Operator płatności \(Przelewy24\) nie przyjął zwrotu 150\sz\u0142 za „Bon na trening personalny” \(zamówienie B-\d+\): \S/);
    expect(text.text).toContain("Zwróć tę kwotę przelewem na konto, z którego zapłacono");
  });

  it("keeps a refund the provider's notification says failed after it was asked, and tells the trainer", async () => {
    provider = przelewy24({ ...P24_ACCOUNT, baseUrl: p24.base });
    const { id, session } = await paidAndCancelled("failed-later", (reference) => p24.pay(reference));
    const [asked] = await askDueRefunds(test.db, provider, { now: NOW, notifyUrl: "http://127.0.0.1:9/nowhere" });
    expect(asked?.state).toBe("asked");
    expect(await settleRefund(test.db, asked!.key, false, NOW)).toBe(true);
    expect(await settleRefund(test.db, asked!.key, false, NOW)).toBe(false);
    expect(await refundsOf(session)).toEqual([{ amount: 15000, state: "refused", reason: REFUSED_LATER }]);
    expect(await test.db.selectFrom("outbox").select("id").where("kind", "=", "refund_refused_trainer").where("voucher_id", "=", id).execute()).toHaveLength(1);
  });

  it("withdraws a refund not yet asked when the voucher is restored, and never asks it after", async () => {
    provider = przelewy24({ ...P24_ACCOUNT, baseUrl: p24.base });
    const { id, session } = await paidAndCancelled("restored", (reference) => p24.pay(reference));
    expect(await restore(id)).toMatchObject({ kind: "restored" });
    expect(await refundsOf(session)).toEqual([]);
    expect(await askDueRefunds(test.db, provider, { now: NOW, notifyUrl: notifyUrl() })).toEqual([]);
    expect(p24.transactions.get(session)?.refunded).toBe(0);
  });

  it("refunds through Stripe under its key, and Stripe's refund event marks it done", async () => {
    provider = stripeProvider({ ...STRIPE_KEYS, apiUrl: stripe.base });
    const { session } = await paidAndCancelled("stripe", (reference) => stripe.pay(reference));
    expect((await askDueRefunds(test.db, provider, { now: NOW, notifyUrl: notifyUrl() })).map((refund) => refund.state)).toEqual(["asked"]);
    await stripe.idle();
    expect(await refundsOf(session)).toEqual([{ amount: 15000, state: "done", reason: null }]);
  });
});

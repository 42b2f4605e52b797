// A sale's order sent to the provider: the attempt opened for what the order
// still owes, registered, and the address of the provider's page. An attempt
// still open for the order is used again (a double tap, the back button), so
// one order never has two payments running.
import type { Kysely } from "kysely";
import { href } from "react-router";
import { env } from "~/env.server";
import type { Database } from "~/db/database.server";
import type { PaymentProviderName } from "~/db/online-payment-tables";
import { orderBalances, orderIdOfSale, type Sale } from "~/ledger/index.server";
import type { PaymentProvider } from "./payment-provider";
import { openAttemptUrl, openPayment, setPaymentUrl } from "./online-payment-store.server";

/** `notifyUrl`: where the provider tells the server; the site's own /platnosci/{provider} unless given. */
/** `amount`: at most this much now, in złoty (a deposit; the rest is paid later). */
export type OrderPayment = {
  description: string;
  email: string;
  returnUrl: (sessionId: string) => string;
  minutes: number;
  notifyUrl?: string;
  amount?: number;
};

/** The provider's page for the sale's order, or null when it owes nothing. Throws when the provider cannot be reached. */
export async function payOrderOnline(db: Kysely<Database>, provider: PaymentProvider, sale: Sale, details: OrderPayment, now: Date): Promise<string | null> {
  const orderId = await orderIdOfSale(db, sale);
  if (orderId === undefined) return null;
  const open = await openAttemptUrl(db, orderId, now);
  if (open) return open;
  const owed = Math.min((await orderBalances(db, [orderId])).get(orderId) ?? 0, details.amount ?? Infinity);
  if (owed <= 0) return null;
  const minutes = Math.max(details.minutes, provider.minutesAtLeast);
  const payment = await openPayment(db, { orderId, provider: provider.name, amount: Math.round(owed * 100), minutes }, now);
  const registered = await provider.create({
    sessionId: payment.session_id,
    amount: payment.amount,
    currency: "PLN",
    description: details.description,
    email: details.email,
    returnUrl: details.returnUrl(payment.session_id),
    notifyUrl: details.notifyUrl ?? notificationUrl(provider.name),
    minutes,
    expiresAt: new Date(payment.expires_at),
  });
  await setPaymentUrl(db, payment.id, registered);
  return registered.paymentUrl;
}

/** Where the provider tells the site of its payments and refunds: /platnosci/{provider} at SITE_URL. */
export const notificationUrl = (provider: PaymentProviderName) => new URL(href("/platnosci/:provider", { provider }), env.SITE_URL).href;

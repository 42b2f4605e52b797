// Stripe Checkout (cards, Apple Pay, Google Pay; BLIK and Przelewy24 as
// Stripe's own methods) with the official package: a Checkout Session per
// attempt under an idempotency key, its events proven by
// webhooks.constructEvent on the raw body, and the session read again before
// a payment is taken as made.
import type Stripe from "stripe";
import type { Attempt, NewPayment, NewRefund, PaidNotice, PaymentProvider, ProviderNotice, ProviderState, RefundAnswer } from "./payment-provider";

/** `apiUrl`: Stripe's API elsewhere than api.stripe.com (the tests' double). */
export type StripeAccount = { secretKey: string; webhookSecret: string; apiUrl?: string };

/** Stripe lets a Checkout Session live 30 minutes at least, counted from its creation: a minute more for the way there. */
const SHORTEST_SESSION_MINUTES = 31;

export function stripeProvider(account: StripeAccount): PaymentProvider {
  const api = account.apiUrl ? new URL(account.apiUrl) : null;
  // The package takes a tenth of a second to load: loaded at the first use, so a start without Stripe never pays it.
  let loaded: Promise<{ stripe: Stripe; errors: typeof Stripe.errors }> | undefined;
  const client = () =>
    (loaded ??= import("stripe").then(({ default: StripeClient }) => ({
      stripe: new StripeClient(account.secretKey, {
        maxNetworkRetries: 2,
        timeout: 10_000,
        ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(":", "") as "http" | "https" } : {}),
      }),
      errors: StripeClient.errors,
    })));

  const paidNotice = (session: Stripe.Checkout.Session): PaidNotice | null =>
    session.client_reference_id && session.amount_total !== null
      ? { sessionId: session.client_reference_id, providerOrderId: session.id, amount: session.amount_total, currency: session.currency?.toUpperCase() ?? "" }
      : null;

  return {
    name: "stripe",
    minutesAtLeast: SHORTEST_SESSION_MINUTES,

    async create(payment: NewPayment) {
      const { stripe } = await client();
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [{ quantity: 1, price_data: { currency: "pln", unit_amount: payment.amount, product_data: { name: payment.description } } }],
          customer_email: payment.email,
          client_reference_id: payment.sessionId,
          metadata: { session: payment.sessionId },
          success_url: payment.returnUrl,
          cancel_url: payment.returnUrl,
          // The attempt's own limit, not the clock's: a retry under the same key sends the same parameters.
          expires_at: Math.floor(payment.expiresAt.getTime() / 1000),
          locale: "pl",
        },
        // The same attempt registered twice (a retry after a lost answer) is one Checkout Session.
        { idempotencyKey: `checkout-${payment.sessionId}` },
      );
      if (!session.url) throw new Error(`Stripe: Checkout Session ${session.id} has no page`);
      return { paymentUrl: session.url, providerOrderId: session.id };
    },

    async notice(body: string, headers: Headers): Promise<ProviderNotice | null> {
      const { stripe } = await client();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, headers.get("stripe-signature") ?? "", account.webhookSecret);
      } catch {
        return null;
      }
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const paid = event.data.object.payment_status === "paid" ? paidNotice(event.data.object) : null;
          // Completed but unpaid: BLIK or a bank still deciding; its async event follows.
          return paid ? { kind: "paid", ...paid } : { kind: "other" };
        }
        case "checkout.session.async_payment_failed":
        case "checkout.session.expired": {
          const sessionId = event.data.object.client_reference_id;
          return sessionId ? { kind: "ended", sessionId, state: event.type === "checkout.session.expired" ? "expired" : "failed" } : { kind: "other" };
        }
        case "refund.created":
        case "refund.updated":
        case "refund.failed": {
          const { metadata, status } = event.data.object;
          // Pending: its outcome comes in a later event.
          if (!metadata?.refund || (status !== "succeeded" && status !== "failed" && status !== "canceled")) return { kind: "other" };
          return { kind: "refund", key: metadata.refund, done: status === "succeeded" };
        }
        default:
          return { kind: "other" };
      }
    },

    async confirm(notice: PaidNotice) {
      // The event is proven Stripe's; the session as it is now decides (an event may be old, or out of order).
      const { stripe } = await client();
      const session = await stripe.checkout.sessions.retrieve(notice.providerOrderId);
      const now = paidNotice(session);
      return session.payment_status === "paid" && now?.sessionId === notice.sessionId && now.amount === notice.amount && now.currency === notice.currency;
    },

    async refund({ providerOrderId }: Attempt, refund: NewRefund): Promise<RefundAnswer> {
      const { stripe, errors } = await client();
      try {
        const session = await stripe.checkout.sessions.retrieve(providerOrderId ?? "");
        const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
        if (!paymentIntent) return { kind: "refused", reason: `no payment on Checkout Session ${session.id}` };
        const made = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: refund.amount, metadata: { refund: refund.key } },
          { idempotencyKey: `refund-${refund.key}` },
        );
        return made.status === "failed" || made.status === "canceled" ? { kind: "refused", reason: made.failure_reason ?? made.status } : { kind: "asked" };
      } catch (error) {
        // Stripe's answer refusing it (an amount too large, a charge refunded already) is its reason; no answer is thrown on.
        if (error instanceof errors.StripeError && error.type !== "StripeConnectionError" && error.type !== "StripeAPIError")
          return { kind: "refused", reason: error.message };
        throw error;
      }
    },

    async read({ providerOrderId }: Attempt): Promise<ProviderState> {
      if (!providerOrderId) return { kind: "unpaid" };
      const { stripe } = await client();
      const session = await stripe.checkout.sessions.retrieve(providerOrderId);
      const paid = session.payment_status === "paid" ? paidNotice(session) : null;
      if (paid) return { kind: "paid", confirmed: true, ...paid };
      return session.status === "expired" ? { kind: "expired" } : { kind: "unpaid" };
    },
  };
}

// A local Stripe (Checkout Sessions for one-off payments, Refunds, webhook events) for tests, as Stripe's API reference
// documents it (README.md, "stripe-double.ts"): this file keeps its state and decisions, stripe-double-pages.ts its HTTP
// side. Events are signed by the official package, the one the site checks them with: a refused signature is the site's.
import Stripe from "stripe";
import { formatAmount, newId, nowSeconds, stripeApp } from "./stripe-double-pages.ts";
import type { ApiAnswer, DoubleApi, StripeError } from "./stripe-double-pages.ts";
import { serveExpress } from "./serve-express.ts";

export type StripeDoubleOptions = { secretKey: string; webhookSecret: string; webhookUrl?: string };
export type LineItem = { name: string; unit_amount: number; quantity: number };
export type DoubleSession = {
  id: string;
  url: string; // the double's page where the person pays: `${base}/pay/${id}`
  amount_total: number;
  currency: string; // lower case, as Stripe answers it ("pln")
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  expires_at: number; // unix seconds: a test moves it back to run the session out
  created: number;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  payment_intent: string | null; // "pi_test_…" once the session completes
  /** As asked (["card"] if not); the double's page offers the same three buttons whatever they are (payAsync makes a payment asynchronous). */
  payment_method_types: string[];
  locale: string | null;
  // Not in Stripe's session object: what the page shows, and the amount refunded so far.
  line_items: LineItem[];
  refunded: number;
};
export type SentEvent = { type: string; id: string; status: number | "unreachable" };
export type StripeDouble = {
  /** http://127.0.0.1:PORT: the API's base (/v1/...) and the payment pages' (/pay/{id}). */
  base: string;
  port: number;
  /** Where events go; may be set after start, once the site that receives them is up. Unset, events are recorded as "unreachable". */
  webhookUrl: string | undefined;
  sessions: Map<string, DoubleSession>;
  /** Every event sent, in the order their answers came. */
  events: SentEvent[];
  /** The next payment on the page is asynchronous (BLIK/bank redirect): completed with payment_status "unpaid", then async_payment_succeeded or _failed when `settleAsync` is called. */
  payAsync(): void;
  settleAsync(sessionId: string, outcome: "succeeded" | "failed"): Promise<SentEvent>;
  /** Pays without a browser, as the page's "Zapłać" does, and sends checkout.session.completed; resolves after the webhook's answer. */
  pay(sessionId: string): Promise<SentEvent>;
  /** Sends an event of this type about this session (signed) again or out of order, e.g. "checkout.session.expired" after "completed". */
  sendEvent(type: string, sessionId: string): Promise<SentEvent>;
  /** A signed event body and header for tests that tamper with them. */
  signedEvent(type: string, sessionId: string, at?: number): { payload: string; header: string };
  /** Resolves once every event under way has been answered (events after an API answer are sent once it has gone). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

const stripeError = (status: number, error: Omit<StripeError, "type">): ApiAnswer => ({ status, body: { error: { type: "invalid_request_error", ...error } } });
const DOUBLE_ONLY = new Set(["line_items", "refunded"]);
const MISSING_SESSION = (id: string) => stripeError(404, { code: "resource_missing", param: "session", message: `No such checkout.session: '${id}'` });

export async function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const sessions = new Map<string, DoubleSession>();
  const events: SentEvent[] = [];
  /** The refund objects made for each payment_intent. */
  const refunds = new Map<string, object[]>();
  /** Sessions completed by an asynchronous payment that has not settled yet. */
  const settling = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  let nextIsAsync = false;

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`The Stripe double has no session ${id}`);
    return session;
  };
  const chargeIdOf = (paymentIntent: string) => paymentIntent.replace(/^pi_/, "ch_");

  function sessionObject(session: DoubleSession) {
    const shown = Object.fromEntries(Object.entries(session).filter(([key]) => !DOUBLE_ONLY.has(key)));
    // Stripe's url is null once the session is no longer open.
    const url = session.status === "open" ? session.url : null;
    return { id: session.id, object: "checkout.session", mode: "payment", livemode: false, ...shown, url, amount_subtotal: session.amount_total };
  }
  function chargeObject(session: DoubleSession) {
    const { payment_intent, amount_total: amount, refunded: amount_refunded, currency } = session;
    if (!payment_intent) throw new Error(`${session.id} has no payment, so no charge`);
    const status = session.payment_status === "paid" ? "succeeded" : settling.has(session.id) ? "pending" : "failed";
    const figures = { amount, amount_captured: amount, amount_refunded, currency, refunded: amount_refunded === amount, livemode: false };
    return { id: chargeIdOf(payment_intent), object: "charge", ...figures, paid: status === "succeeded", captured: true, payment_intent, status };
  }
  function eventObject(type: string, session: DoubleSession) {
    if (type.startsWith("charge.")) return chargeObject(session);
    if (!type.startsWith("refund.")) return sessionObject(session);
    const refund = refunds.get(session.payment_intent ?? "")?.at(-1);
    if (!refund) throw new Error(`${session.id} has no refund for a ${type} event`);
    return refund;
  }

  function signed(type: string, object: unknown, at = nowSeconds(), id = newId("evt_test_")) {
    const event = { id, object: "event", api_version: Stripe.API_VERSION, created: at, data: { object }, livemode: false };
    // Stripe sends events pretty-printed: a site that verifies a re-serialised body fails here as it would there.
    const payload = JSON.stringify({ ...event, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type }, null, 2);
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp: at }) };
  }

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }
  // Signed at once, so that the event carries its object as it is now, whenever it arrives.
  async function post(type: string, object: unknown): Promise<SentEvent> {
    const id = newId("evt_test_");
    const { payload, header } = signed(type, object, nowSeconds(), id);
    const status = double.webhookUrl ? await postEvent(double.webhookUrl, payload, header) : "unreachable";
    const sent = { type, id, status };
    events.push(sent);
    return sent;
  }
  const deliver = (type: string, object: unknown) => track(post(type, object));
  /** Work once the answer has gone (Stripe answers first, then sends events), tracked from now so that idle() waits for it. */
  function afterAnswer(work: () => Promise<unknown>): () => void {
    let answered = () => {};
    track(new Promise<void>((resolve) => (answered = resolve)).then(work));
    return answered;
  }

  function expireIfDue(session: DoubleSession) {
    if (session.status !== "open" || session.expires_at > nowSeconds()) return;
    session.status = "expired";
    void deliver("checkout.session.expired", sessionObject(session));
  }
  function complete(session: DoubleSession): Promise<SentEvent> {
    session.status = "complete";
    session.payment_intent = newId("pi_test_");
    if (nextIsAsync) settling.add(session.id);
    else session.payment_status = "paid";
    nextIsAsync = false;
    return deliver("checkout.session.completed", sessionObject(session));
  }
  function settle(session: DoubleSession, outcome: "succeeded" | "failed"): Promise<SentEvent> {
    if (!settling.delete(session.id)) throw new Error(`${session.id} has no asynchronous payment waiting to settle`);
    if (outcome === "succeeded") session.payment_status = "paid";
    return deliver(`checkout.session.async_payment_${outcome}`, sessionObject(session));
  }

  const api: DoubleApi = {
    secretKey: options.secretKey,
    createSession({ expires_at, ...params }) {
      const id = newId("cs_test_", 58);
      const created = nowSeconds();
      const amount_total = params.line_items.reduce((sum, { unit_amount, quantity }) => sum + unit_amount * quantity, 0);
      const state = { status: "open", payment_status: "unpaid", payment_intent: null, refunded: 0 } as const;
      const times = { expires_at: expires_at ?? created + 24 * 3600, created };
      const session: DoubleSession = { id, url: `${double.base}/pay/${id}`, amount_total, ...params, ...times, ...state };
      sessions.set(id, session);
      return { status: 200, body: sessionObject(session) };
    },
    retrieveSession(id) {
      const session = api.sessionForPage(id);
      return session ? { status: 200, body: sessionObject(session) } : MISSING_SESSION(id);
    },
    expireSession(id) {
      const session = api.sessionForPage(id);
      if (!session) return MISSING_SESSION(id);
      if (session.status !== "open") return stripeError(400, { message: "Only Checkout Sessions with a status of open can be expired." });
      session.status = "expired";
      const afterwards = afterAnswer(() => deliver("checkout.session.expired", sessionObject(session)));
      return { status: 200, body: sessionObject(session), afterwards };
    },
    refund({ payment_intent, amount, metadata, reason }): ApiAnswer {
      const session = [...sessions.values()].find((candidate) => candidate.payment_intent === payment_intent);
      if (!session) return stripeError(400, { code: "resource_missing", param: "payment_intent", message: `No such payment_intent: '${payment_intent}'` });
      const charge = chargeIdOf(payment_intent);
      const unpaid = `This PaymentIntent (${payment_intent}) does not have a successful charge to refund.`;
      if (session.payment_status !== "paid") return stripeError(400, { message: unpaid });
      const left = session.amount_total - session.refunded;
      if (left === 0) return stripeError(400, { code: "charge_already_refunded", message: `Charge ${charge} has already been refunded.` });
      const refunding = amount ?? left;
      if (refunding > left) {
        const message = `Refund amount (${formatAmount(refunding, session.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, session.currency)})`;
        return stripeError(400, { code: "amount_too_large", param: "amount", message });
      }
      session.refunded += refunding;
      const figures = { amount: refunding, charge, currency: session.currency, payment_intent, status: "succeeded" } as const;
      const refund = { id: newId("re_test_"), object: "refund", ...figures, metadata, reason, created: nowSeconds() };
      refunds.set(payment_intent, [...(refunds.get(payment_intent) ?? []), refund]);
      const afterwards = afterAnswer(() => deliver("refund.created", refund).then(() => deliver("charge.refunded", chargeObject(session))));
      return { status: 200, body: refund, afterwards };
    },
    sessionForPage(id) {
      const session = sessions.get(id);
      if (session) expireIfDue(session);
      return session;
    },
    payFromPage: (session) => complete(session),
    async rejectFromPage(session) {
      if (!nextIsAsync) return { declined: true };
      await complete(session);
      return { declined: false, afterwards: afterAnswer(() => settle(session, "failed")) };
    },
  };

  const server = await serveExpress(stripeApp(api));
  const idle = async () => {
    while (inFlight.size > 0) await Promise.all(inFlight);
  };
  const openSession = (sessionId: string) => {
    const session = api.sessionForPage(sessionId) ?? sessionOf(sessionId);
    if (session.status !== "open") throw new Error(`${sessionId} is ${session.status}, not open: sendEvent sends its events again`);
    return session;
  };
  const double: StripeDouble = {
    base: server.base,
    port: Number(new URL(server.base).port),
    webhookUrl: options.webhookUrl,
    sessions,
    events,
    payAsync() {
      nextIsAsync = true;
    },
    settleAsync: async (sessionId, outcome) => settle(sessionOf(sessionId), outcome),
    pay: async (sessionId) => complete(openSession(sessionId)),
    sendEvent: async (type, sessionId) => deliver(type, eventObject(type, sessionOf(sessionId))),
    signedEvent: (type, sessionId, at) => signed(type, eventObject(type, sessionOf(sessionId)), at),
    idle,
    async close() {
      await idle();
      await server.close();
    },
  };
  return double;
}

const STRIPE_USER_AGENT = "Stripe/1.0 (+https://stripe.com/docs/webhooks)";

/** POSTs a signed event as Stripe does; never rejects: an unreachable site is recorded, as Stripe's dashboard shows it. */
export async function postEvent(url: string, payload: string, signature: string): Promise<SentEvent["status"]> {
  try {
    const headers = { "content-type": "application/json; charset=utf-8", "stripe-signature": signature, "user-agent": STRIPE_USER_AGENT };
    const answer = await fetch(url, { method: "POST", headers, body: payload, signal: AbortSignal.timeout(10_000) });
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return "unreachable";
  }
}

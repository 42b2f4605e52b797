// The Stripe double driven by the official stripe package, as the site will
// drive it, with a local site that receives its events and checks their
// signatures as the site will.
import express from "express";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveExpress } from "./serve-express.ts";
import { startStripeDouble, type StripeDouble } from "./stripe-double.ts";

const secretKey = "sk_test_double0123456789abcdef";
const webhookSecret = "whsec_double0123456789abcdef";

describe("the Stripe double through the stripe package", () => {
  const received: { body: Buffer; signature: string }[] = [];
  let double: StripeDouble;
  let site: Awaited<ReturnType<typeof serveExpress>>;
  let stripe: Stripe;

  beforeAll(async () => {
    const app = express();
    app.post("/stripe/webhook", express.raw({ type: "*/*" }), (request, response) => {
      received.push({ body: request.body, signature: request.get("stripe-signature") ?? "" });
      response.sendStatus(200);
    });
    site = await serveExpress(app);
    double = await startStripeDouble({ secretKey, webhookSecret, webhookUrl: `${site.base}/stripe/webhook` });
    stripe = new Stripe(secretKey, { host: "127.0.0.1", port: double.port, protocol: "http", maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await double?.close();
    await site?.close();
  });

  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const sessionParams = (order: string, overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
    mode: "payment",
    line_items: [{ price_data: { currency: "pln", unit_amount: 15000, product_data: { name: "Pakiet 5 treningów" } }, quantity: 1 }],
    success_url: `${site.base}/platnosc/${order}?sesja={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site.base}/platnosc/${order}/anulowana`,
    customer_email: "ala@example.com",
    client_reference_id: order,
    metadata: { order },
    ...overrides,
  });
  /** The last event the site received, verified as the site will verify it. */
  const lastReceived = () => {
    const { body, signature } = received.at(-1)!;
    return stripe.webhooks.constructEvent(body, signature, webhookSecret);
  };
  const receivedTypes = (count: number) => received.slice(-count).map(({ body }) => (JSON.parse(body.toString()) as { type: string }).type);
  const press = (id: string, action: string) => fetch(`${double.base}/pay/${id}/${action}`, { method: "POST", redirect: "manual" });

  it("creates a session and reads it back", async () => {
    const [first, second] = [15000, 4000].map((unit_amount, index) => ({
      price_data: { currency: "pln", unit_amount, product_data: { name: `Pozycja ${index}` } },
      quantity: index + 1,
    }));
    const session = await stripe.checkout.sessions.create(sessionParams("order-create", { line_items: [first!, second!] }));
    expect(session).toMatchObject({ object: "checkout.session", mode: "payment", amount_total: 23000, currency: "pln", status: "open" });
    expect(session).toMatchObject({ payment_status: "unpaid", payment_intent: null, client_reference_id: "order-create", customer_email: "ala@example.com" });
    expect(session.metadata).toEqual({ order: "order-create" });
    expect(session).toMatchObject({ id: expect.stringMatching(/^cs_test_\w+$/), url: `${double.base}/pay/${session.id}` });
    expect(Math.abs(session.expires_at - (nowSeconds() + 24 * 3600))).toBeLessThan(5);
    expect(session.lastResponse.headers["stripe-version"]).toBe(Stripe.API_VERSION);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);
    await expect(stripe.checkout.sessions.retrieve("cs_test_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      message: "No such checkout.session: 'cs_test_missing'",
    });
  });

  it("refuses a missing or malformed parameter, a bad key and an expiry under 30 minutes", async () => {
    const refusal = (params: Stripe.Checkout.SessionCreateParams) => stripe.checkout.sessions.create(params).catch((error: unknown) => error);
    const noItems = await refusal(sessionParams("order-refused", { line_items: undefined }));
    expect(noItems).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(noItems).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "line_items" });
    const noQuantity = await refusal(
      sessionParams("order-refused", { line_items: [{ price_data: { currency: "pln", unit_amount: 100, product_data: { name: "x" } } }] }),
    );
    expect(noQuantity).toMatchObject({ code: "parameter_missing", param: "line_items[0][quantity]" });
    const fraction = await refusal(
      sessionParams("order-refused", { line_items: [{ price_data: { currency: "pln", unit_amount: 12.5, product_data: { name: "x" } }, quantity: 1 }] }),
    );
    expect(fraction).toMatchObject({ code: "parameter_invalid_integer", param: "line_items[0][price_data][unit_amount]" });
    const unknown = await refusal({ ...sessionParams("order-refused"), discounts: [{ coupon: "x" }] });
    expect(unknown).toMatchObject({ code: "parameter_unknown", param: "discounts" });

    const wrongKey = new Stripe("sk_test_wrong0123456789", { host: "127.0.0.1", port: double.port, protocol: "http", maxNetworkRetries: 0 });
    const unauthorised = await wrongKey.checkout.sessions.retrieve("cs_test_any").catch((error: unknown) => error);
    expect(unauthorised).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(unauthorised).toMatchObject({ statusCode: 401, message: expect.stringMatching(/^Invalid API Key provided: sk_test_\*+6789$/) });

    const tooSoon = await refusal(sessionParams("order-soon", { expires_at: nowSeconds() + 29 * 60 }));
    expect(tooSoon).toMatchObject({ type: "StripeInvalidRequestError", param: "expires_at" });
    const tooLate = await refusal(sessionParams("order-late", { expires_at: nowSeconds() + 25 * 3600 }));
    expect(tooLate).toMatchObject({ type: "StripeInvalidRequestError", param: "expires_at" });
    const inAnHour = nowSeconds() + 3600;
    expect((await stripe.checkout.sessions.create(sessionParams("order-hour", { expires_at: inAnHour }))).expires_at).toBe(inAnHour);
  });

  it("replays a request made again with its Idempotency-Key and refuses the key with other parameters", async () => {
    const params = sessionParams("order-idempotent");
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: "order-idempotent-1" });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: "order-idempotent-1" });
    expect(again).toEqual(first);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect([...double.sessions.values()].filter((session) => session.client_reference_id === "order-idempotent")).toHaveLength(1);
    const conflict = stripe.checkout.sessions.create({ ...params, client_reference_id: "other" }, { idempotencyKey: "order-idempotent-1" });
    await expect(conflict).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("shows a payment page with the product, the amount and three buttons", async () => {
    const { id } = await stripe.checkout.sessions.create(sessionParams("order-page"));
    const answer = await fetch(`${double.base}/pay/${id}`);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    for (const text of ['<html lang="pl">', 'name="viewport"', "Stripe (atrapa testowa)", "Pakiet 5 treningów", "150,00 zł"]) expect(html).toContain(text);
    for (const [action, label] of [
      ["pay", "Zapłać"],
      ["reject", "Odrzuć"],
      ["abandon", "Porzuć"],
    ]) {
      expect(html).toContain(`<form method="post" action="/pay/${id}/${action}"><button type="submit">${label}</button></form>`);
    }
    expect((await fetch(`${double.base}/pay/cs_test_missing`)).status).toBe(404);
  });

  it("on Zapłać, sends a signed checkout.session.completed, then sends the person to success_url", async () => {
    const { id } = await stripe.checkout.sessions.create(sessionParams("order-pay"));
    const answer = await press(id, "pay");
    expect([answer.status, answer.headers.get("location")]).toEqual([303, `${site.base}/platnosc/order-pay?sesja=${id}`]);
    const event = lastReceived();
    expect(event).toMatchObject({ type: "checkout.session.completed", object: "event", livemode: false, api_version: Stripe.API_VERSION });
    expect(event.data.object).toMatchObject({ id, status: "complete", payment_status: "paid", payment_intent: expect.stringMatching(/^pi_test_/) });
    expect(double.events.at(-1)).toEqual({ type: "checkout.session.completed", id: event.id, status: 200 });
    expect(await stripe.checkout.sessions.retrieve(id)).toMatchObject({ status: "complete", payment_status: "paid", url: null });

    const { body, signature } = received.at(-1)!;
    const tampered = Buffer.from(body.toString().replace('"paid"', '"unpaid"'));
    expect(() => stripe.webhooks.constructEvent(tampered, signature, webhookSecret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const stale = double.signedEvent("checkout.session.completed", id, nowSeconds() - 3600);
    expect(() => stripe.webhooks.constructEvent(stale.payload, stale.header, webhookSecret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const fresh = double.signedEvent("checkout.session.completed", id);
    expect(stripe.webhooks.constructEvent(fresh.payload, fresh.header, webhookSecret).type).toBe("checkout.session.completed");
  });

  it("on Odrzuć, declines a card and tells the site nothing; on Porzuć, sends the person to cancel_url", async () => {
    const { id } = await stripe.checkout.sessions.create(sessionParams("order-reject"));
    const sentBefore = double.events.length;
    const declined = await press(id, "reject");
    const html = await declined.text();
    expect(declined.status).toBe(402);
    expect(html).toContain("Płatność odrzucona");
    expect(html).toContain(`<a href="${site.base}/platnosc/order-reject/anulowana">`);
    const abandoned = await press(id, "abandon");
    expect([abandoned.status, abandoned.headers.get("location")]).toEqual([303, `${site.base}/platnosc/order-reject/anulowana`]);
    expect(double.sessions.get(id)).toMatchObject({ status: "open", payment_status: "unpaid", payment_intent: null });
    expect(double.events.length).toBe(sentBefore);
    expect(await double.pay(id)).toMatchObject({ type: "checkout.session.completed", status: 200 });
  });

  it("completes an asynchronous payment unpaid, then reports its success or failure", async () => {
    const { id } = await stripe.checkout.sessions.create(sessionParams("order-async"));
    double.payAsync();
    await double.pay(id);
    expect(lastReceived()).toMatchObject({ type: "checkout.session.completed", data: { object: { id, status: "complete", payment_status: "unpaid" } } });
    expect(await double.settleAsync(id, "succeeded")).toMatchObject({ type: "checkout.session.async_payment_succeeded", status: 200 });
    expect(lastReceived()).toMatchObject({ data: { object: { id, payment_status: "paid" } } });

    const failing = await stripe.checkout.sessions.create(sessionParams("order-async-failing"));
    double.payAsync();
    const answer = await press(failing.id, "reject");
    expect([answer.status, answer.headers.get("location")]).toEqual([303, `${site.base}/platnosc/order-async-failing?sesja=${failing.id}`]);
    await double.idle();
    expect(receivedTypes(2)).toEqual(["checkout.session.completed", "checkout.session.async_payment_failed"]);
    expect(lastReceived()).toMatchObject({ data: { object: { id: failing.id, status: "complete", payment_status: "unpaid" } } });
  });

  it("expires an open session, on request or when its time is up, and refuses to expire a complete one", async () => {
    const { id } = await stripe.checkout.sessions.create(sessionParams("order-expire"));
    expect(await stripe.checkout.sessions.expire(id)).toMatchObject({ id, status: "expired", url: null });
    await double.idle();
    expect(lastReceived()).toMatchObject({ type: "checkout.session.expired", data: { object: { id, status: "expired" } } });
    expect((await fetch(`${double.base}/pay/${id}`)).status).toBe(410);

    const late = await stripe.checkout.sessions.create(sessionParams("order-late"));
    double.sessions.get(late.id)!.expires_at = nowSeconds() - 1;
    expect(await stripe.checkout.sessions.retrieve(late.id)).toMatchObject({ status: "expired" });
    await double.idle();
    expect(lastReceived()).toMatchObject({ type: "checkout.session.expired", data: { object: { id: late.id } } });

    const paid = await stripe.checkout.sessions.create(sessionParams("order-expire-paid"));
    await double.pay(paid.id);
    await expect(stripe.checkout.sessions.expire(paid.id)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      message: "Only Checkout Sessions with a status of open can be expired.",
    });
    expect(await double.sendEvent("checkout.session.expired", paid.id)).toMatchObject({ type: "checkout.session.expired", status: 200 });
    expect(lastReceived()).toMatchObject({ type: "checkout.session.expired", data: { object: { id: paid.id, status: "complete" } } });
  });

  it("refunds in part and then the rest, refuses more than is left, and sends refund.created and charge.refunded", async () => {
    const { id } = await stripe.checkout.sessions.create(sessionParams("order-refund"));
    await double.pay(id);
    const paymentIntent = double.sessions.get(id)!.payment_intent!;
    const partial = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 5000, metadata: { reason: "one cancelled" } },
      { idempotencyKey: "refund-1" },
    );
    expect(partial).toMatchObject({ object: "refund", amount: 5000, currency: "pln", payment_intent: paymentIntent, status: "succeeded" });
    expect(partial).toMatchObject({ id: expect.stringMatching(/^re_test_/), metadata: { reason: "one cancelled" } });
    await double.idle();
    expect(receivedTypes(2)).toEqual(["refund.created", "charge.refunded"]);
    expect(lastReceived().data.object).toMatchObject({
      object: "charge",
      payment_intent: paymentIntent,
      amount: 15000,
      amount_refunded: 5000,
      refunded: false,
    });
    expect(double.events.slice(-2).map(({ type, status }) => [type, status])).toEqual([
      ["refund.created", 200],
      ["charge.refunded", 200],
    ]);
    const replayed = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 5000, metadata: { reason: "one cancelled" } },
      { idempotencyKey: "refund-1" },
    );
    expect(replayed.id).toBe(partial.id);

    const tooMuch = stripe.refunds.create({ payment_intent: paymentIntent, amount: 10001 });
    await expect(tooMuch).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "amount_too_large" });
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect([rest.amount, double.sessions.get(id)!.refunded]).toEqual([10000, 15000]);
    await double.idle();
    expect(lastReceived().data.object).toMatchObject({ amount_refunded: 15000, refunded: true });
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 1 })).rejects.toMatchObject({ code: "charge_already_refunded" });
    await expect(stripe.refunds.create({ payment_intent: "pi_test_missing" })).rejects.toMatchObject({ code: "resource_missing", param: "payment_intent" });
  });

  it("answers 413 to a body over 64 KB and 404 to an endpoint it does not reproduce", async () => {
    const headers = { authorization: `Bearer ${secretKey}`, "content-type": "application/x-www-form-urlencoded" };
    const tooLarge = await fetch(`${double.base}/v1/checkout/sessions`, { method: "POST", headers, body: `mode=payment&locale=${"x".repeat(70_000)}` });
    expect(tooLarge.status).toBe(413);
    const elsewhere = await fetch(`${double.base}/v1/customers`, { headers });
    expect([elsewhere.status, ((await elsewhere.json()) as { error: { type: string } }).error.type]).toEqual([404, "invalid_request_error"]);
  });
});

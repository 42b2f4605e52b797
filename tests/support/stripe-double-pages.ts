// The Stripe double's HTTP side: the API's Bearer auth, idempotent requests and
// each request's parameters (form-encoded with Stripe's bracket keys), checked
// before the double (stripe-double.ts) acts on them; the Checkout page
// (/pay/{id}) with a button for each way a payment ends.
import { randomInt } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import express, { type ErrorRequestHandler, type Express, type Request, type Response } from "express";
import Stripe from "stripe";
import type { DoubleSession, LineItem } from "./stripe-double.ts";

export type StripeError = { type: "invalid_request_error" | "idempotency_error"; code?: string; param?: string; message: string };
/** An API answer: its HTTP status and JSON body, and what the double does once it has gone (events come after the answer). */
export type ApiAnswer = { status: number; body: unknown; afterwards?: () => void };
export type DoubleApi = {
  secretKey: string;
  createSession(params: ReturnType<typeof sessionParams>): ApiAnswer;
  retrieveSession(id: string): ApiAnswer;
  expireSession(id: string): ApiAnswer;
  refund(params: ReturnType<typeof refundParams>): ApiAnswer;
  sessionForPage(id: string): DoubleSession | undefined; // expired first if its time is up
  payFromPage(session: DoubleSession): Promise<unknown>; // Zapłać: resolves once checkout.session.completed has been answered
  /** Odrzuć: a card is declined and nothing changes; an asynchronous payment completes unpaid and fails once the person is sent on (`afterwards`). */
  rejectFromPage(session: DoubleSession): Promise<{ declined: boolean; afterwards?: () => void }>;
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);
const ID_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const newId = (prefix: string, length = 24) => prefix + Array.from({ length }, () => ID_CHARACTERS.charAt(randomInt(62))).join("");

/** A parameter Stripe would refuse before doing anything: answered 400, and not kept for an idempotency key (as Stripe keeps none). */
class ParameterError extends Error {
  constructor(readonly error: StripeError) {
    super(error.message);
  }
}
const refuse = (param: string, message: string, code?: string): never => {
  throw new ParameterError({ type: "invalid_request_error", code, param, message });
};

type Form = Record<string, unknown>;
const isForm = (value: unknown): value is Form => typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads one object of a request's parameters, naming each as Stripe's errors do (line_items[0][quantity]); refuses keys not in `known`. */
function reader(form: unknown, prefix: string, known: readonly string[]) {
  const name = (key: string) => (prefix ? `${prefix}[${key}]` : key);
  if (!isForm(form)) return refuse(prefix, `Invalid object`);
  const unknown = Object.keys(form).find((key) => !known.includes(key));
  if (unknown !== undefined) refuse(name(unknown), `Received unknown parameter: ${name(unknown)}`, "parameter_unknown");
  // An empty string unsets a parameter in Stripe's API: refused where there is nothing to unset.
  const text = (key: string): string | undefined => {
    const value = form[key];
    if (value === undefined) return undefined;
    if (typeof value !== "string") return refuse(name(key), `Invalid string: ${JSON.stringify(value)}`);
    return value === "" ? refuse(name(key), `You passed an empty string for '${name(key)}'.`, "parameter_invalid_empty") : value;
  };
  const need = <T>(value: T | undefined, key: string): T => value ?? refuse(name(key), `Missing required param: ${name(key)}.`, "parameter_missing");
  const integer = (key: string): number | undefined => {
    const value = text(key);
    if (value === undefined) return undefined;
    if (!/^-?\d{1,15}$/.test(value)) return refuse(name(key), `Invalid integer: ${value}`, "parameter_invalid_integer");
    return Number(value) >= 0 ? Number(value) : refuse(name(key), "This value must be greater than or equal to 0.");
  };
  const url = (key: string) => {
    const value = text(key);
    if (value === undefined || /^https?:$/.test(URL.parse(value)?.protocol ?? "")) return value;
    return refuse(name(key), "Not a valid URL", "url_invalid");
  };
  return { form, name, text, need, integer, url };
}

function metadataOf(value: unknown): Record<string, string> {
  if (value === undefined || value === "") return {};
  if (!isForm(value)) return refuse("metadata", "Invalid object");
  const entries = Object.entries(value).filter(([, text]) => text !== "");
  for (const [key, text] of entries) {
    if (typeof text !== "string") refuse(`metadata[${key}]`, `Invalid string: ${JSON.stringify(text)}`);
    else if (key.length > 40 || text.length > 500) refuse(`metadata[${key}]`, "Metadata keys are at most 40 characters long and values at most 500.");
  }
  if (entries.length > 50) refuse("metadata", "Metadata can have at most 50 keys.");
  return Object.fromEntries(entries) as Record<string, string>;
}

function lineItem(item: unknown, prefix: string): LineItem & { currency: string } {
  const read = reader(item, prefix, ["price_data", "quantity"]);
  const price = reader(read.need(read.form.price_data, "price_data"), read.name("price_data"), ["currency", "unit_amount", "product_data"]);
  const product = reader(price.need(price.form.product_data, "product_data"), price.name("product_data"), ["name", "description"]);
  const quantity = read.need(read.integer("quantity"), "quantity");
  if (quantity < 1) refuse(read.name("quantity"), "This value must be greater than or equal to 1.");
  const currency = price.need(price.text("currency"), "currency").toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) refuse(price.name("currency"), `Invalid currency: ${currency}`);
  return { name: product.need(product.text("name"), "name"), unit_amount: price.need(price.integer("unit_amount"), "unit_amount"), quantity, currency };
}

// Parameters the double takes without acting on them: they change nothing it reproduces.
const IGNORED_SESSION_PARAMS = ["submit_type", "billing_address_collection", "customer_creation", "payment_intent_data"];
const SESSION_PARAMS = ["mode", "success_url", "cancel_url", "line_items", "customer_email", "client_reference_id", "metadata", "expires_at"];
// Stripe's 30 minutes to 24 hours, give or take the request's own time on the way: a site that asks for exactly 30 minutes is not refused for a second.
const [MIN_EXPIRY, MAX_EXPIRY, EXPIRY_SLACK] = [30 * 60, 24 * 3600, 10];

export function sessionParams(body: unknown) {
  const read = reader(body, "", [...SESSION_PARAMS, "payment_method_types", "locale", ...IGNORED_SESSION_PARAMS]);
  if (read.need(read.text("mode"), "mode") !== "payment") refuse("mode", "The Stripe double takes only mode=payment (one-off payments).");
  const items = read.need(read.form.line_items, "line_items");
  if (!Array.isArray(items) || items.length === 0) return refuse("line_items", "Invalid array");
  const lines = items.map((item, index) => lineItem(item, `line_items[${index}]`));
  const currency = lines[0]!.currency;
  if (lines.some((line) => line.currency !== currency)) refuse("line_items", "All line items must have the same currency.");
  const customerEmail = read.text("customer_email") ?? null;
  if (customerEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customerEmail)) refuse("customer_email", `Invalid email address: ${customerEmail}`, "email_invalid");
  const clientReference = read.text("client_reference_id") ?? null;
  if (clientReference && clientReference.length > 200) refuse("client_reference_id", "client_reference_id is at most 200 characters long.");
  const expiresAt = read.integer("expires_at");
  const inSeconds = expiresAt === undefined ? MAX_EXPIRY : expiresAt - nowSeconds();
  if (inSeconds < MIN_EXPIRY - EXPIRY_SLACK || inSeconds > MAX_EXPIRY + EXPIRY_SLACK) {
    refuse("expires_at", "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.");
  }
  const methods = read.form.payment_method_types ?? ["card"];
  if (!Array.isArray(methods) || !methods.every((method) => typeof method === "string" && method !== "")) refuse("payment_method_types", "Invalid array");
  const urls = { success_url: read.need(read.url("success_url"), "success_url"), cancel_url: read.url("cancel_url") ?? null };
  const given = { customer_email: customerEmail, client_reference_id: clientReference, metadata: metadataOf(read.form.metadata), expires_at: expiresAt };
  const lineItems = lines.map(({ name, unit_amount, quantity }) => ({ name, unit_amount, quantity }));
  return { line_items: lineItems, currency, ...urls, ...given, payment_method_types: methods as string[], locale: read.text("locale") ?? null };
}

export function refundParams(body: unknown) {
  const read = reader(body, "", ["payment_intent", "amount", "metadata", "reason"]);
  const amount = read.integer("amount");
  if (amount === 0) refuse("amount", "This value must be greater than or equal to 1.");
  const reason = read.text("reason") ?? null;
  if (reason !== null && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason)) refuse("reason", `Invalid reason: ${reason}`);
  return { payment_intent: read.need(read.text("payment_intent"), "payment_intent"), amount, metadata: metadataOf(read.form.metadata), reason };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character);
export const formatAmount = (amount: number, currency: string) =>
  `${(amount / 100).toFixed(2).replace(".", ",")} ${currency === "pln" ? "zł" : currency.toUpperCase()}`;
/** Stripe's documented template: the session's id in place of {CHECKOUT_SESSION_ID}. */
const successUrl = (session: DoubleSession) => session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><h1>Stripe (atrapa testowa)</h1>
${body}
</body></html>`;
}

const BUTTONS = { pay: "Zapłać", reject: "Odrzuć", abandon: "Porzuć" };
function paymentPage(session: DoubleSession): string {
  const button = (path: string, label: string) =>
    `<form method="post" action="/pay/${encodeURIComponent(session.id)}/${path}"><button type="submit">${label}</button></form>`;
  const content = [
    ...session.line_items.map(({ name, quantity }) => `<p>${escapeHtml(name)}${quantity > 1 ? ` × ${quantity}` : ""}</p>`),
    `<p>Kwota: <strong>${escapeHtml(formatAmount(session.amount_total, session.currency))}</strong></p>`,
    ...Object.entries(BUTTONS).map(([path, label]) => button(path, label)),
  ];
  return page("Stripe – płatność", content.join("\n"));
}

const sendPage = (response: Response, status: number, html: string) => void response.status(status).type("html").send(html);
const missingPage = () => page("Stripe – nie ma takiej płatności", "<p>Nie ma takiej płatności.</p>");
const expiredPage = () => page("Stripe – sesja wygasła", "<p>Czas na płatność minął: ta sesja wygasła.</p>");
function declinedPage(session: DoubleSession): string {
  const back = session.cancel_url ?? `/pay/${encodeURIComponent(session.id)}`;
  return page("Stripe – płatność odrzucona", `<p role="alert">Płatność odrzucona</p>\n<p><a href="${escapeHtml(back)}">Wróć</a></p>`);
}

// Stripe masks all but the start and the last four characters of a key it refuses.
const maskKey = (key: string) => `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

export function stripeApp(api: DoubleApi): Express {
  const app = express();
  // Every answer kept under its endpoint and Idempotency-Key, with the parameters it was first given.
  const idempotent = new Map<string, { params: unknown; status: number; body: unknown }>();
  app.use(express.urlencoded({ extended: true, limit: "64kb" }));

  /** The page's session while open; for one missing, expired or paid already, the page's answer instead. */
  function openSession(request: Request<{ id: string }>, response: Response) {
    const session = api.sessionForPage(request.params.id);
    if (!session) sendPage(response, 404, missingPage());
    else if (session.status === "expired") sendPage(response, 410, expiredPage());
    else if (session.status === "complete") response.redirect(303, successUrl(session));
    else return session;
  }
  app.get("/pay/:id", (request, response) => {
    const session = openSession(request, response);
    if (session) sendPage(response, 200, paymentPage(session));
  });
  app.post("/pay/:id/:action", async (request, response) => {
    const { action } = request.params;
    if (!Object.hasOwn(BUTTONS, action)) return sendPage(response, 404, missingPage());
    const session = openSession(request, response);
    if (!session) return;
    if (action === "abandon") return response.redirect(303, session.cancel_url ?? `/pay/${encodeURIComponent(session.id)}`);
    if (action === "pay") await api.payFromPage(session);
    const rejected = action === "reject" ? await api.rejectFromPage(session) : undefined;
    if (rejected?.declined) return sendPage(response, 402, declinedPage(session));
    if (rejected?.afterwards) response.once("close", rejected.afterwards);
    response.redirect(303, successUrl(session));
  });

  app.use("/v1", (request, response, next) => {
    response.set({ "Request-Id": newId("req_test_", 14), "Stripe-Version": request.get("stripe-version") ?? Stripe.API_VERSION });
    const [, key] = /^Bearer\s+(\S+)$/i.exec(request.get("authorization") ?? "") ?? [];
    if (key === api.secretKey) return next();
    const message = key ? `Invalid API Key provided: ${maskKey(key)}` : "You did not provide an API key (Authorization: Bearer sk_...).";
    response.status(401).json({ error: { type: "invalid_request_error", message } });
  });
  app.use("/v1", (request, response, next) => {
    const key = request.get("idempotency-key");
    const kept = key === undefined || request.method !== "POST" ? undefined : idempotent.get(`${request.originalUrl} ${key}`);
    if (!kept) return next();
    if (!isDeepStrictEqual(kept.params, request.body ?? {})) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return void response.status(400).json({ error: { type: "idempotency_error", message } });
    }
    response.status(kept.status).set("Idempotent-Replayed", "true").json(kept.body);
  });

  function answer(request: Request, response: Response, { status, body, afterwards }: ApiAnswer) {
    const key = request.get("idempotency-key");
    if (key !== undefined && request.method === "POST") idempotent.set(`${request.originalUrl} ${key}`, { params: request.body ?? {}, status, body });
    if (afterwards) response.once("close", afterwards);
    response.status(status).json(body);
  }
  // A parameter refused on the way goes to answerError, before anything is kept for the idempotency key.
  const checked =
    <Params>(parse: (body: unknown) => Params, act: (params: Params) => ApiAnswer) =>
    (request: Request, response: Response) =>
      answer(request, response, act(parse(request.body ?? {})));
  app.post("/v1/checkout/sessions", checked(sessionParams, api.createSession));
  app.get("/v1/checkout/sessions/:id", (request, response) => answer(request, response, api.retrieveSession(request.params.id)));
  app.post("/v1/checkout/sessions/:id/expire", (request, response) => answer(request, response, api.expireSession(request.params.id)));
  app.post("/v1/refunds", checked(refundParams, api.refund));
  app.use("/v1", (request, response) => {
    const message = `Unrecognized request URL (${request.method}: ${request.originalUrl}). The Stripe double reproduces Checkout Sessions and Refunds only.`;
    response.status(404).json({ error: { type: "invalid_request_error", message } });
  });

  const answerError: ErrorRequestHandler = (error, _request, response, _next) => {
    if (error instanceof ParameterError) return void response.status(400).json({ error: error.error });
    const status = Number.isInteger(error?.status) && error.status < 500 ? error.status : 500; // 413 for a body over 64 KB
    response.status(status).json({ error: { type: status === 500 ? "api_error" : "invalid_request_error", message: String(error?.message ?? error) } });
  };
  app.use(answerError);
  return app;
}

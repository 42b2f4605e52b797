// The Przelewy24 double's HTTP side: the API's Basic auth and each request's
// form, checked before the provider (przelewy24-double.ts) acts on it; the
// payment page (/trnRequest/{token}) the person is sent to after register,
// with a button for each way a payment ends; the notifications it POSTs.
import express, { type ErrorRequestHandler, type Express, type Response } from "express";
import type { DoubleTransaction, SentNotification } from "./przelewy24-double.ts";

// The requests as the provider gets them, their form checked.
type Fields<Texts extends string, Numbers extends string> = Record<Texts, string> & Record<Numbers, number>;
type Optionals = { urlStatus?: string | null; timeLimit?: number | null };
export type RegisterRequest = Fields<"sessionId" | "currency" | "description" | "email" | "urlReturn" | "sign", "merchantId" | "posId" | "amount"> & Optionals;
export type VerifyRequest = Fields<"sessionId" | "currency" | "sign", "merchantId" | "posId" | "amount" | "orderId">;
export type RefundItem = Fields<"sessionId" | "description", "orderId" | "amount">;
export type RefundRequest = Fields<"requestId" | "refundsUuid", never> & { urlStatus?: string | null; refunds: RefundItem[] };

/** An answer to an API request: its HTTP status and JSON body, and what the provider does once it has gone. */
export type ProviderAnswer = { code: number; body: unknown; afterwards?: () => void };
export type DoubleProvider = {
  /** posId:apiKey, the Basic auth every API request carries. */
  credentials: string;
  register(request: RegisterRequest): ProviderAnswer;
  verify(request: VerifyRequest): ProviderAnswer;
  find(sessionId: string): ProviderAnswer;
  refund(request: RefundRequest): ProviderAnswer;
  transactionByToken(token: string): DoubleTransaction | undefined;
  /** Pays and notifies the site; false when the time to pay has run out (a paid transaction stays as it is). */
  payFromPage(transaction: DoubleTransaction): Promise<boolean>;
};

type Body = Record<string, unknown>;
type Check = (value: unknown) => boolean;
const isRecord = (value: unknown): value is Body => typeof value === "object" && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isText = (value: unknown): value is string => typeof value === "string" && value !== "";
const isPositive: Check = (value) => isInteger(value) && value > 0;
// The PHP client sends every optional field, null when unset.
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || value === null || check(value);
const texts = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, isText]));

function firstProblem(body: Body, checks: Record<string, Check>): string | undefined {
  const failed = Object.entries(checks).find(([field, check]) => !check(body[field]));
  return failed && `Invalid ${failed[0]}`;
}

const REGISTER_CHECKS: Record<string, Check> = {
  merchantId: isInteger,
  posId: isInteger,
  ...texts("sessionId", "description", "email", "country", "language", "urlReturn", "sign"),
  amount: isPositive,
  currency: (value) => typeof value === "string" && /^[A-Z]{3}$/.test(value),
  urlStatus: optional(isText),
  timeLimit: optional((value) => isInteger(value) && value >= 0 && value <= 99),
};
const VERIFY_CHECKS = { merchantId: isInteger, posId: isInteger, ...texts("sessionId", "currency", "sign"), amount: isPositive, orderId: isInteger };
const REFUND_ITEM_CHECKS = { orderId: isInteger, ...texts("sessionId", "description"), amount: isPositive };
const REFUND_CHECKS = {
  ...texts("requestId", "refundsUuid"),
  urlStatus: optional(isText),
  refunds: (value: unknown) => Array.isArray(value) && value.length > 0 && value.every((item) => isRecord(item) && !firstProblem(item, REFUND_ITEM_CHECKS)),
};

const refuse = (response: Response, error: string, code = 400) => void response.status(code).json({ error, code });

function answer(response: Response, { code, body, afterwards }: ProviderAnswer) {
  if (afterwards) response.once("close", afterwards);
  response.status(code).json(body);
}

/** Answers 400 "Invalid <field>" for a request of the wrong form, else what the provider answers. */
const checked =
  <Shape extends object>(checks: Record<string, Check>, act: (request: Shape) => ProviderAnswer) =>
  ({ body }: { body: unknown }, response: Response) => {
    const problem = isRecord(body) ? firstProblem(body, checks) : "Invalid request";
    if (problem) return refuse(response, problem);
    answer(response, act(body as Shape));
  };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character);

const formatAmount = (grosze: number, currency: string) => `${(grosze / 100).toFixed(2).replace(".", ",")} ${currency === "PLN" ? "zł" : currency}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<h1>Przelewy24 (atrapa testowa)</h1>
${body}
</body>
</html>`;
}

function paymentPage(transaction: DoubleTransaction, notice?: string): string {
  const button = (path: string, label: string) =>
    `<form method="post" action="/trnRequest/${encodeURIComponent(transaction.token)}/${path}"><button type="submit">${label}</button></form>`;
  const content = [
    notice ? `<p role="alert">${escapeHtml(notice)}</p>` : "",
    `<p>${escapeHtml(transaction.description)}</p>`,
    `<p>Kwota: <strong>${escapeHtml(formatAmount(transaction.amount, transaction.currency))}</strong></p>`,
    button("pay", "Zapłać"),
    button("reject", "Odrzuć"),
    button("abandon", "Porzuć"),
  ];
  return page("Przelewy24 – płatność", content.filter(Boolean).join("\n"));
}

const missingPage = () => page("Przelewy24 – nie ma takiej transakcji", "<p>Nie ma takiej transakcji.</p>");
const sendPage = (response: Response, status: number, html: string) => void response.status(status).type("html").send(html);

export function providerApp(provider: DoubleProvider): Express {
  const app = express();
  app.use(express.json({ limit: "64kb" }), express.urlencoded({ extended: false, limit: "64kb" }));

  app.get("/trnRequest/:token", (request, response) => {
    const transaction = provider.transactionByToken(request.params.token);
    if (!transaction) return sendPage(response, 404, missingPage());
    sendPage(response, 200, paymentPage(transaction));
  });
  // Reject and abandon leave the transaction unpaid and tell the site nothing: the provider notifies only payments.
  app.post("/trnRequest/:token/:action", async (request, response) => {
    const transaction = provider.transactionByToken(request.params.token);
    const { action } = request.params;
    if (!transaction || !["pay", "reject", "abandon"].includes(action)) return sendPage(response, 404, missingPage());
    if (action === "pay" && !(await provider.payFromPage(transaction))) return sendPage(response, 410, paymentPage(transaction, "Czas na płatność minął"));
    response.redirect(303, transaction.urlReturn);
  });

  app.use("/api/v1", (request, response, next) => {
    const [, encoded] = /^Basic\s+(\S+)$/i.exec(request.get("authorization") ?? "") ?? [];
    if (encoded && Buffer.from(encoded, "base64").toString("utf8") === provider.credentials) return next();
    refuse(response, "Incorrect authentication", 401);
  });
  app.post("/api/v1/transaction/register", checked(REGISTER_CHECKS, provider.register));
  app.put("/api/v1/transaction/verify", checked(VERIFY_CHECKS, provider.verify));
  app.get("/api/v1/transaction/by/sessionId/:sessionId", (request, response) => answer(response, provider.find(request.params.sessionId)));
  app.post("/api/v1/transaction/refund", checked(REFUND_CHECKS, provider.refund));
  app.use("/api/v1", (_request, response) => refuse(response, "Not found", 404));

  const answerBodyError: ErrorRequestHandler = (error, _request, response, _next) => {
    if (error?.type === "entity.too.large") return refuse(response, "Request body too large", 413);
    if (error?.type === "entity.parse.failed") return refuse(response, "Malformed JSON");
    refuse(response, String(error), 500);
  };
  app.use(answerBodyError);
  return app;
}

/** POSTs a notification as JSON; never rejects: an unreachable site is recorded, as the provider would log it. */
export async function postNotification(url: string, body: Record<string, unknown>): Promise<SentNotification["status"]> {
  try {
    const init = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) };
    const answer = await fetch(url, init);
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return "unreachable";
  }
}

// The Przelewy24 double against the PHP client's published signatures and
// over real HTTP, with a local site that receives its notifications.
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { przelewy24MessageSign, przelewy24Sign, startPrzelewy24Double, type Przelewy24Double } from "./przelewy24-double.ts";
import { NOTIFICATION_VECTOR, REFUND_VECTOR } from "./przelewy24-vectors.ts";
import { serveExpress } from "./serve-express.ts";

describe("the double's signatures", () => {
  const { fields: notification, sign: notificationSign } = NOTIFICATION_VECTOR;
  const { fields: refund, sign: refundSign } = REFUND_VECTOR;

  it("signs a transaction notification as the PHP client checks it", () => {
    expect(przelewy24MessageSign("notification", notification, "bar")).toBe(notificationSign);
    expect(przelewy24Sign({ ...notification, crc: "bar" })).toBe(notificationSign);
  });

  it("signs a refund notification as the PHP client checks it, whatever order the body has", () => {
    expect(przelewy24MessageSign("refundNotification", refund, "c4816521bf32ed54")).toBe(refundSign);
    const { orderId, sessionId, refundsUuid, merchantId, amount, currency, status } = refund;
    expect(przelewy24Sign({ orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc: "c4816521bf32ed54" })).toBe(refundSign);
  });
});

describe("the double over HTTP", () => {
  const account = { merchantId: 241017, posId: 241017, crc: "0a1b2c3d4e5f6071", apiKey: "a-test-api-key" };
  const authorization = `Basic ${Buffer.from(`${account.posId}:${account.apiKey}`).toString("base64")}`;
  const received: { path: string; body: Record<string, unknown> }[] = [];
  let double: Przelewy24Double;
  let site: Awaited<ReturnType<typeof serveExpress>>;

  beforeAll(async () => {
    const app = express();
    app.post("/platnosci/{*rest}", express.json(), (request, response) => {
      received.push({ path: request.path, body: request.body });
      response.sendStatus(200);
    });
    site = await serveExpress(app);
    double = await startPrzelewy24Double(account);
  });
  afterAll(async () => {
    await double?.close();
    await site?.close();
  });

  const api = (method: string, path: string, body?: unknown, auth = authorization) =>
    fetch(`${double.base}/api/v1${path}`, {
      method,
      headers: { authorization: auth, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  function registration(sessionId: string, amount = 15000) {
    const { merchantId, posId, crc } = account;
    const sign = przelewy24Sign({ sessionId, merchantId, amount, currency: "PLN", crc });
    const urls = { urlReturn: `${site.base}/powrot/${sessionId}`, urlStatus: `${site.base}/platnosci/status`, timeLimit: null };
    return {
      merchantId,
      posId,
      sessionId,
      amount,
      currency: "PLN",
      description: "Pakiet 5 treningów",
      email: "ala@example.com",
      country: "PL",
      language: "pl",
      ...urls,
      sign,
    };
  }
  async function register(sessionId: string, amount = 15000): Promise<string> {
    const answer = await api("POST", "/transaction/register", registration(sessionId, amount));
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { token: string } }).data.token;
  }
  function verification(sessionId: string, amount = 15000) {
    const { merchantId, posId, crc } = account;
    const orderId = double.transactions.get(sessionId)!.orderId;
    return { merchantId, posId, sessionId, amount, currency: "PLN", orderId, sign: przelewy24Sign({ sessionId, orderId, amount, currency: "PLN", crc }) };
  }

  it("refuses a request without the right Basic auth", async () => {
    const wrongKey = `Basic ${Buffer.from(`${account.posId}:another-key`).toString("base64")}`;
    for (const auth of [wrongKey, ""]) {
      const answer = await api("GET", "/transaction/by/sessionId/any", undefined, auth);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: "Incorrect authentication", code: 401 });
    }
  });

  it("registers a transaction signed with the crc and refuses a wrong sign or a sessionId used twice", async () => {
    const forged = await api("POST", "/transaction/register", { ...registration("order-forged"), sign: przelewy24Sign({ crc: account.crc }) });
    expect([forged.status, await forged.json()]).toEqual([400, { error: "Incorrect sign", code: 400 }]);
    const answer = await api("POST", "/transaction/register", registration("order-1"));
    const { data, responseCode } = (await answer.json()) as { data: { token: string }; responseCode: number };
    expect([answer.status, responseCode]).toEqual([200, 0]);
    expect(data.token).toMatch(/^[A-Z0-9-]{35}$/);
    expect(double.transactions.get("order-1")).toMatchObject({ token: data.token, status: 0, methodId: 181, amount: 15000, refunded: 0 });
    expect(double.transactions.get("order-1")!.orderId).toBeGreaterThanOrEqual(300000001);
    const again = await api("POST", "/transaction/register", registration("order-1"));
    expect([again.status, await again.json()]).toEqual([400, { error: "sessionId already used", code: 400 }]);
  });

  it("shows a payment page with the amount and three buttons", async () => {
    const token = await register("order-page");
    const answer = await fetch(`${double.base}/trnRequest/${token}`);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain("Przelewy24 (atrapa testowa)");
    expect(html).toContain("Pakiet 5 treningów");
    expect(html).toContain("150,00 zł");
    for (const [action, label] of [
      ["pay", "Zapłać"],
      ["reject", "Odrzuć"],
      ["abandon", "Porzuć"],
    ]) {
      expect(html).toContain(`<form method="post" action="/trnRequest/${token}/${action}"><button type="submit">${label}</button></form>`);
    }
    expect((await fetch(`${double.base}/trnRequest/NO-SUCH-TOKEN`)).status).toBe(404);
  });

  it("on Zapłać, sends the site a signed notification, then sends the person back", async () => {
    const token = await register("order-pay");
    const answer = await fetch(`${double.base}/trnRequest/${token}/pay`, { method: "POST", redirect: "manual" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${site.base}/powrot/order-pay`);
    const { path, body } = received.at(-1)!;
    const { orderId } = double.transactions.get("order-pay")!;
    expect(path).toBe("/platnosci/status");
    expect(body).toMatchObject({ merchantId: account.merchantId, posId: account.posId, sessionId: "order-pay", amount: 15000, originAmount: 15000 });
    expect(body).toMatchObject({ currency: "PLN", orderId, methodId: 181, statement: `p24-${orderId}` });
    const { merchantId, posId, sessionId, amount, originAmount, currency, methodId, statement } = body;
    const expectedSign = przelewy24Sign({ merchantId, posId, sessionId, amount, originAmount, currency, orderId, methodId, statement, crc: account.crc });
    expect(body.sign).toBe(expectedSign);
    expect(double.notifications.at(-1)).toEqual({ url: `${site.base}/platnosci/status`, body, status: 200 });
    expect(double.transactions.get("order-pay")!.status).toBe(1);
  });

  it("on Odrzuć, sends the person back unpaid and tells the site nothing", async () => {
    const token = await register("order-reject");
    const sentBefore = double.notifications.length;
    const answer = await fetch(`${double.base}/trnRequest/${token}/reject`, { method: "POST", redirect: "manual" });
    expect([answer.status, answer.headers.get("location")]).toEqual([303, `${site.base}/powrot/order-reject`]);
    expect(double.transactions.get("order-reject")!.status).toBe(0);
    expect(double.notifications.length).toBe(sentBefore);
  });

  it("verifies a paid transaction, and refuses as often as failVerify says", async () => {
    await register("order-verify");
    const unpaid = await api("PUT", "/transaction/verify", verification("order-verify"));
    expect([unpaid.status, await unpaid.json()]).toEqual([400, { error: "Transaction not paid", code: 400 }]);
    await double.pay("order-verify");
    const wrongAmount = await api("PUT", "/transaction/verify", verification("order-verify", 100));
    expect([wrongAmount.status, await wrongAmount.json()]).toEqual([400, { error: "Incorrect amount", code: 400 }]);
    double.failVerify();
    const refused = await api("PUT", "/transaction/verify", verification("order-verify"));
    expect([refused.status, await refused.json()]).toEqual([400, { error: "Verification refused (double)", code: 400 }]);
    expect(double.transactions.get("order-verify")!.status).toBe(1);
    const verified = await api("PUT", "/transaction/verify", verification("order-verify"));
    expect([verified.status, await verified.json()]).toEqual([200, { data: { status: "success" }, responseCode: 0 }]);
    expect(double.transactions.get("order-verify")!.status).toBe(2);
  });

  it("finds a transaction by its sessionId", async () => {
    await register("order-find");
    await double.pay("order-find");
    const answer = await api("GET", "/transaction/by/sessionId/order-find");
    const { data } = (await answer.json()) as { data: Record<string, unknown> };
    const { orderId } = double.transactions.get("order-find")!;
    expect(answer.status).toBe(200);
    expect(data).toMatchObject({ statement: `p24-${orderId}`, orderId, sessionId: "order-find", status: 1, amount: 15000, currency: "PLN" });
    expect(data).toMatchObject({ clientEmail: "ala@example.com", paymentMethod: 181, description: "Pakiet 5 treningów", batchId: 0, fee: "0" });
    expect(data.date).toMatch(/^\d{12}$/);
    const missing = await api("GET", "/transaction/by/sessionId/no-such-order");
    expect([missing.status, await missing.json()]).toEqual([404, { error: "Transaction does not exist", code: 404 }]);
  });

  it("refunds a verified transaction and signs its refund notification; refuses more than is left", async () => {
    await register("order-refund");
    await double.pay("order-refund");
    await api("PUT", "/transaction/verify", verification("order-refund"));
    const { orderId } = double.transactions.get("order-refund")!;
    const request = (amount: number) => ({
      requestId: `request-${amount}`,
      refundsUuid: `refunds-${amount}`,
      urlStatus: `${site.base}/platnosci/zwrot`,
      refunds: [{ orderId, sessionId: "order-refund", amount, description: "Zwrot za pakiet" }],
    });
    const tooMuch = await api("POST", "/transaction/refund", request(15001));
    const refusedItem = { orderId, sessionId: "order-refund", amount: 15001, description: "Zwrot za pakiet", status: false };
    expect([tooMuch.status, await tooMuch.json()]).toEqual([400, { error: [{ ...refusedItem, message: "Amount exceeds what is left to refund" }], code: 400 }]);
    expect(double.transactions.get("order-refund")!.refunded).toBe(0);

    const answer = await api("POST", "/transaction/refund", request(5000));
    const refundedItem = { orderId, sessionId: "order-refund", amount: 5000, description: "Zwrot za pakiet", status: true, message: "success" };
    expect([answer.status, await answer.json()]).toEqual([201, { data: [refundedItem], responseCode: 0 }]);
    expect(double.transactions.get("order-refund")).toMatchObject({ refunded: 5000, status: 2 });
    await double.idle();
    const { path, body } = received.at(-1)!;
    expect(path).toBe("/platnosci/zwrot");
    const { sessionId, refundsUuid, merchantId, amount, currency, status } = body;
    expect(body).toMatchObject({ orderId, sessionId: "order-refund", merchantId: account.merchantId, requestId: "request-5000", refundsUuid: "refunds-5000" });
    expect(body).toMatchObject({ amount: 5000, currency: "PLN", status: 0, timestamp: expect.any(Number) });
    expect(body.sign).toBe(przelewy24Sign({ orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc: account.crc }));
    expect(double.notifications.at(-1)).toMatchObject({ url: `${site.base}/platnosci/zwrot`, status: 200 });
  });

  it("answers 413 to a body over 64 KB and 400 to malformed JSON", async () => {
    const tooLarge = await api("POST", "/transaction/register", { ...registration("order-large"), description: "x".repeat(70_000) });
    expect(tooLarge.status).toBe(413);
    const malformed = await fetch(`${double.base}/api/v1/transaction/register`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
  });
});

// Przelewy24's REST API v1 (BLIK, pay-by-link, cards): a transaction
// registered and the person sent to its page, the notification to urlStatus
// checked by its sign and the account's ids, then verified; by sessionId for
// a notification that never came. Small enough for no SDK (none is kept up).
import { z } from "zod";
import type { Attempt, NewPayment, NewRefund, PaidNotice, PaymentProvider, ProviderNotice, ProviderState, RefundAnswer } from "./payment-provider";
import { isPrzelewy24Sign, przelewy24Sign } from "./przelewy24-signature";

export type Przelewy24Account = { merchantId: number; posId: number; crc: string; apiKey: string; baseUrl: string };

/** A call the provider did not answer in time is a failed call, not a hung request. */
const CALL_TIMEOUT_MS = 10_000;

const notificationSchema = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  originAmount: z.number().int().positive(),
  currency: z.string().length(3),
  orderId: z.number().int().positive(),
  methodId: z.number().int(),
  statement: z.string().max(200),
  sign: z.string().max(200),
});

/** A refund's outcome, to the refund's urlStatus (our notification address): status 0 when the money went back. */
const refundNotificationSchema = z.object({
  orderId: z.number().int().positive(),
  sessionId: z.string().min(1).max(100),
  merchantId: z.number().int(),
  refundsUuid: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  status: z.number().int(),
  sign: z.string().max(200),
});

const refusal = z.object({ error: z.union([z.string(), z.array(z.object({ message: z.string() }).loose())]) }).loose();

const registered = z.object({ data: z.object({ token: z.string().regex(/^[\w-]{1,100}$/) }) });
const verified = z.object({ data: z.object({ status: z.literal("success") }) });
const found = z.object({
  data: z.object({ status: z.number().int(), orderId: z.number().int(), sessionId: z.string(), amount: z.number().int(), currency: z.string() }),
});

export function przelewy24(account: Przelewy24Account): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${account.posId}:${account.apiKey}`).toString("base64")}`;
  const call = async (method: "GET" | "POST" | "PUT", path: string, body?: unknown) => {
    const response = await fetch(new URL(path, account.baseUrl), {
      method,
      headers: { authorization, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
  };

  return {
    name: "przelewy24",
    minutesAtLeast: 1,

    async create(payment: NewPayment) {
      const { sessionId, amount, currency } = payment;
      const { status, json } = await call("POST", "/api/v1/transaction/register", {
        merchantId: account.merchantId,
        posId: account.posId,
        sessionId,
        amount,
        currency,
        description: payment.description,
        email: payment.email,
        country: "PL",
        language: "pl",
        urlReturn: payment.returnUrl,
        urlStatus: payment.notifyUrl,
        timeLimit: payment.minutes,
        waitForResult: true,
        encoding: "UTF-8",
        sign: przelewy24Sign("register", { sessionId, merchantId: account.merchantId, amount, currency }, account.crc),
      });
      const answer = registered.safeParse(json);
      if (status !== 200 || !answer.success) throw new Error(`Przelewy24 register: HTTP ${status} ${JSON.stringify(json)?.slice(0, 200)}`);
      // Przelewy24 names its transaction (orderId) only when it is paid.
      return { paymentUrl: new URL(`/trnRequest/${answer.data.data.token}`, account.baseUrl).toString(), providerOrderId: null };
    },

    // Przelewy24 notifies only a payment made.
    async notice(body: string): Promise<ProviderNotice | null> {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return null;
      }
      const refund = refundNotificationSchema.safeParse(parsed);
      if (refund.success) {
        const { merchantId, refundsUuid, status, sign } = refund.data;
        if (merchantId !== account.merchantId || !isPrzelewy24Sign("refundNotification", refund.data, account.crc, sign)) return null;
        return { kind: "refund", key: refundsUuid, done: status === 0 };
      }
      const fields = notificationSchema.safeParse(parsed);
      if (!fields.success) return null;
      const notification = fields.data;
      if (notification.merchantId !== account.merchantId || notification.posId !== account.posId) return null;
      if (!isPrzelewy24Sign("notification", notification, account.crc, notification.sign)) return null;
      const { sessionId, amount, currency, orderId } = notification;
      return { kind: "paid", sessionId, providerOrderId: String(orderId), amount, currency };
    },

    async confirm(notice: PaidNotice) {
      const orderId = Number(notice.providerOrderId);
      const values = { sessionId: notice.sessionId, orderId, amount: notice.amount, currency: notice.currency };
      const { status, json } = await call("PUT", "/api/v1/transaction/verify", {
        merchantId: account.merchantId,
        posId: account.posId,
        ...values,
        sign: przelewy24Sign("verify", values, account.crc),
      });
      return status === 200 && verified.safeParse(json).success;
    },

    async refund({ sessionId, providerOrderId }: Attempt, refund: NewRefund): Promise<RefundAnswer> {
      const { status, json } = await call("POST", "/api/v1/transaction/refund", {
        requestId: refund.key,
        refundsUuid: refund.key,
        urlStatus: refund.notifyUrl,
        refunds: [{ orderId: Number(providerOrderId), sessionId, amount: refund.amount, description: refund.description }],
      });
      if (status === 201) return { kind: "asked" };
      const refused = refusal.safeParse(json);
      if (status !== 400 || !refused.success) throw new Error(`Przelewy24 refund: HTTP ${status}`);
      const { error } = refused.data;
      return { kind: "refused", reason: typeof error === "string" ? error : error.map((item) => item.message).join("; ") };
    },

    async read({ sessionId }: Attempt): Promise<ProviderState> {
      const { status, json } = await call("GET", `/api/v1/transaction/by/sessionId/${encodeURIComponent(sessionId)}`);
      if (status === 404) return { kind: "unpaid" };
      const answer = found.safeParse(json);
      if (status !== 200 || !answer.success) throw new Error(`Przelewy24 by sessionId: HTTP ${status}`);
      const { status: state, orderId, amount, currency } = answer.data.data;
      // 0 no payment, 1 paid and not verified, 2 paid and verified, 3 returned.
      if (state === 3) return { kind: "refunded" };
      if (state !== 1 && state !== 2) return { kind: "unpaid" };
      return { kind: "paid", confirmed: state === 2, sessionId, providerOrderId: String(orderId), amount, currency };
    },
  };
}

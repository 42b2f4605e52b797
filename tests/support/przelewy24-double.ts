// A local Przelewy24 (REST API v1) for tests, as the provider documents it (README.md, "przelewy24-double.ts"):
// this file keeps its state and decisions, przelewy24-double-pages.ts its HTTP side. It signs on its own,
// never with app/'s code, so that a mistake in the site's signing shows here as a refusal.
import { createHash, randomInt } from "node:crypto";
import { postNotification, providerApp } from "./przelewy24-double-pages.ts";
import type { DoubleProvider, ProviderAnswer, RefundItem, RegisterRequest, VerifyRequest } from "./przelewy24-double-pages.ts";
import { serveExpress } from "./serve-express.ts";

export type Przelewy24Account = { merchantId: number; posId: number; crc: string; apiKey: string };
export type DoubleTransaction = {
  token: string;
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
  description: string;
  email: string;
  urlReturn: string;
  urlStatus: string | undefined;
  timeLimit: number | undefined;
  methodId: number;
  /** 0 no payment, 1 paid (advance, not verified), 2 verified, 3 refunded in full */
  status: 0 | 1 | 2 | 3;
  /** Grosze refunded so far. */
  refunded: number;
  /** Date.now() at register: a test moves it back to run out a time limit. */
  registeredAt: number;
  paidAt: number | undefined;
};
export type SentNotification = { url: string; body: Record<string, unknown>; status: number | "unreachable" };
export type Przelewy24Double = {
  /** http://127.0.0.1:PORT: the provider's base URL for the API (/api/v1/...) and the payment page (/trnRequest/{token}). */
  base: string;
  /** By sessionId. */
  transactions: Map<string, DoubleTransaction>;
  /** Every notification the double sent, in order. */
  notifications: SentNotification[];
  /** The next `count` verify calls answer 400 (as the provider does for a verify it refuses). */
  failVerify(count?: number): void;
  /** Pays without a browser (as if the person paid on the provider's page) and sends the signed notification; resolves after the notification's answer. */
  pay(sessionId: string, overrides?: { amount?: number; currency?: string }): Promise<SentNotification>;
  /** Sends the signed transaction notification of an already paid transaction again (duplicate delivery). */
  notifyAgain(sessionId: string): Promise<SentNotification>;
  /** The notification body the double would send now (signed), for tests that tamper with it. */
  notificationBody(sessionId: string): Record<string, unknown>;
  /** Resolves once every notification under way has been answered (refund notifications go after the refund's answer). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/** SHA-384 hex of the fields as PHP's json_encode(JSON_UNESCAPED_UNICODE|JSON_UNESCAPED_SLASHES) writes them: the key order is the signature's. */
export function przelewy24Sign(fields: Record<string, unknown>): string {
  return createHash("sha384").update(JSON.stringify(fields)).digest("hex");
}

/** The fields each message's sign covers, in the documented order; the crc follows them. */
export const SIGNED_FIELDS = {
  register: ["sessionId", "merchantId", "amount", "currency"],
  notification: ["merchantId", "posId", "sessionId", "amount", "originAmount", "currency", "orderId", "methodId", "statement"],
  verify: ["sessionId", "orderId", "amount", "currency"],
  refundNotification: ["orderId", "sessionId", "refundsUuid", "merchantId", "amount", "currency", "status"],
} as const;

/** The sign of a message of this kind: its signed fields picked in their order (others ignored), then the crc. */
export function przelewy24MessageSign(kind: keyof typeof SIGNED_FIELDS, message: Record<string, unknown>, crc: string): string {
  return przelewy24Sign(Object.fromEntries([...SIGNED_FIELDS[kind].map((field) => [field, message[field]]), ["crc", crc]]));
}

const refusal = (error: unknown, code = 400): ProviderAnswer => ({ code, body: { error, code } });
const success = (data: unknown, code = 200): ProviderAnswer => ({ code, body: { data, responseCode: 0 } });

// Real tokens are upper-case groups joined by dashes, 35 characters in all.
const TOKEN_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const newToken = () => [10, 6, 6, 10].map((length) => Array.from({ length }, () => TOKEN_CHARACTERS.charAt(randomInt(36))).join("")).join("-");

/** YYYYMMDDhhmm in Polish time, the API's date format. */
const providerDate = (at: number) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw", dateStyle: "short", timeStyle: "short" }).format(at).replace(/\D/g, "");

const BLIK = 181;

export async function startPrzelewy24Double(account: Przelewy24Account): Promise<Przelewy24Double> {
  const transactions = new Map<string, DoubleTransaction>();
  const notifications: SentNotification[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let nextOrderId = 300000001;
  let verifyRefusals = 0;
  const { merchantId, posId, crc } = account;

  const transactionOf = (sessionId: string) => {
    const transaction = transactions.get(sessionId);
    if (!transaction) throw new Error(`The Przelewy24 double has no transaction ${sessionId}`);
    return transaction;
  };
  const urlStatusOf = ({ sessionId, urlStatus }: DoubleTransaction) => {
    if (!urlStatus) throw new Error(`${sessionId} was registered without a urlStatus to notify`);
    return urlStatus;
  };
  const timeRunOut = ({ timeLimit, registeredAt }: DoubleTransaction) => !!timeLimit && Date.now() - registeredAt > timeLimit * 60_000;
  function markPaid(transaction: DoubleTransaction) {
    transaction.status = 1;
    transaction.paidAt = Date.now();
  }

  function notificationBody({ sessionId, orderId, methodId, ...registered }: DoubleTransaction, overrides: { amount?: number; currency?: string } = {}) {
    const { amount = registered.amount, currency = registered.currency } = overrides;
    const fields = { merchantId, posId, sessionId, amount, originAmount: amount, currency, orderId, methodId, statement: `p24-${orderId}` };
    return { ...fields, sign: przelewy24MessageSign("notification", fields, crc) };
  }

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  const deliver = (url: string, body: Record<string, unknown>) =>
    track(
      postNotification(url, body).then((status) => {
        const notification = { url, body, status };
        notifications.push(notification);
        return notification;
      }),
    );

  // The provider checks whose request it is and its sign before anything else.
  const foreignOrForged = (kind: "register" | "verify", request: RegisterRequest | VerifyRequest) => {
    if (request.merchantId !== merchantId) return "Incorrect merchantId";
    if (request.posId !== posId) return "Incorrect posId";
    if (request.sign !== przelewy24MessageSign(kind, request, crc)) return "Incorrect sign";
  };

  const provider: DoubleProvider = {
    credentials: `${posId}:${account.apiKey}`,
    register(request) {
      const problem = foreignOrForged("register", request) ?? (transactions.has(request.sessionId) ? "sessionId already used" : undefined);
      if (problem) return refusal(problem);
      const { sessionId, amount, currency, description, email, urlReturn } = request;
      const token = newToken();
      const optionals = { urlStatus: request.urlStatus ?? undefined, timeLimit: request.timeLimit ?? undefined };
      const registered = { token, sessionId, orderId: nextOrderId++, amount, currency, description, email, urlReturn, ...optionals, methodId: BLIK };
      transactions.set(sessionId, { ...registered, status: 0, refunded: 0, registeredAt: Date.now(), paidAt: undefined });
      return success({ token });
    },
    verify(request) {
      if (verifyRefusals > 0) {
        verifyRefusals--;
        return refusal("Verification refused (double)");
      }
      const problem = foreignOrForged("verify", request);
      if (problem) return refusal(problem);
      const transaction = transactions.get(request.sessionId);
      if (!transaction) return refusal("Transaction does not exist");
      const mismatch = (["orderId", "amount", "currency"] as const).find((field) => request[field] !== transaction[field]);
      if (mismatch) return refusal(`Incorrect ${mismatch}`);
      if (transaction.status === 0) return refusal("Transaction not paid");
      if (transaction.status === 1) transaction.status = 2;
      return success({ status: "success" });
    },
    find(sessionId) {
      const transaction = transactions.get(sessionId);
      if (!transaction) return refusal("Transaction does not exist", 404);
      const { orderId, status, amount, currency, registeredAt, paidAt, email, methodId, description } = transaction;
      const dates = { date: providerDate(registeredAt), dateOfTransaction: paidAt === undefined ? "" : providerDate(paidAt) };
      const found = { statement: `p24-${orderId}`, orderId, sessionId, status, amount, currency, ...dates, clientEmail: email, accountMD5: "" };
      const payer = { clientName: "", clientAddress: "", clientCity: "", clientPostcode: "" };
      return success({ ...found, paymentMethod: methodId, description, ...payer, batchId: 0, fee: "0" });
    },
    refund({ requestId, refundsUuid, urlStatus, refunds }) {
      // What this request takes from each transaction, so that two items on one transaction cannot together exceed it.
      const taking = new Map<DoubleTransaction, number>();
      const problemOf = ({ orderId, sessionId, amount }: RefundItem) => {
        const transaction = transactions.get(sessionId);
        if (!transaction) return "Transaction does not exist";
        if (orderId !== transaction.orderId) return "Incorrect orderId";
        if (transaction.status === 3) return "Transaction already refunded";
        if (transaction.status !== 2) return "Transaction not verified";
        const taken = taking.get(transaction) ?? 0;
        if (amount > transaction.amount - transaction.refunded - taken) return "Amount exceeds what is left to refund";
        taking.set(transaction, taken + amount);
      };
      const items = refunds.map(({ orderId, sessionId, amount, description }) => ({ orderId, sessionId, amount, description }));
      const failures = items.flatMap((item) => {
        const message = problemOf(item);
        return message ? [{ ...item, status: false, message }] : [];
      });
      if (failures.length > 0) return refusal(failures);
      for (const [transaction, amount] of taking) {
        transaction.refunded += amount;
        if (transaction.refunded === transaction.amount) transaction.status = 3;
      }
      // The provider notifies once the refund is processed, after its answer: the site has the answer first.
      let startNotifying = () => {};
      const answered = new Promise<void>((resolve) => (startNotifying = () => resolve()));
      const notifyEach = async (url: string) => {
        for (const { orderId, sessionId, amount } of items) {
          const { currency } = transactionOf(sessionId);
          const fields = { orderId, sessionId, merchantId, requestId, refundsUuid, amount, currency, timestamp: Math.floor(Date.now() / 1000), status: 0 };
          await deliver(url, { ...fields, sign: przelewy24MessageSign("refundNotification", fields, crc) });
        }
      };
      if (urlStatus) track(answered.then(() => notifyEach(urlStatus)));
      const refunded = items.map((item) => ({ ...item, status: true, message: "success" }));
      return { ...success(refunded, 201), afterwards: startNotifying };
    },
    transactionByToken: (token) => [...transactions.values()].find((transaction) => transaction.token === token),
    async payFromPage(transaction) {
      if (transaction.status !== 0) return true;
      if (timeRunOut(transaction)) return false;
      markPaid(transaction);
      if (transaction.urlStatus) await deliver(transaction.urlStatus, notificationBody(transaction));
      return true;
    },
  };

  const server = await serveExpress(providerApp(provider));
  const idle = async () => {
    while (inFlight.size > 0) await Promise.all(inFlight);
  };
  return {
    base: server.base,
    transactions,
    notifications,
    failVerify(count = 1) {
      verifyRefusals += count;
    },
    async pay(sessionId, overrides) {
      const transaction = transactionOf(sessionId);
      if (transaction.status !== 0) throw new Error(`${sessionId} is paid already: notifyAgain sends its notification again`);
      if (timeRunOut(transaction)) throw new Error(`${sessionId}'s time limit has run out`);
      const url = urlStatusOf(transaction);
      markPaid(transaction);
      return deliver(url, notificationBody(transaction, overrides));
    },
    async notifyAgain(sessionId) {
      const transaction = transactionOf(sessionId);
      if (transaction.status === 0) throw new Error(`${sessionId} is not paid: nothing to notify`);
      return deliver(urlStatusOf(transaction), notificationBody(transaction));
    },
    notificationBody: (sessionId) => notificationBody(transactionOf(sessionId)),
    idle,
    async close() {
      await idle();
      await server.close();
    },
  };
}

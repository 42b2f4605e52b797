// A provider's notification, from its first byte to the answer: read with a
// limit, proven genuine by the provider's signature, matched with its
// attempt and its amount, confirmed with the provider, then settled once.
// Only a notification that is not the provider's is refused (400): one about
// an attempt the site does not know, or paid, or of another amount, is
// acknowledged, so the provider stops sending it; one the provider would not
// confirm is answered 503 and sent again (and the reconciliation looks too).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { bodyBytes } from "~/lib/body-bytes.server";
import type { PaymentProvider } from "./payment-provider";
import { endPayment, paymentOfSession } from "./online-payment-store.server";
import { settleRefund } from "./online-refunds.server";
import { settlePayment, type PaidSales, type SettleOutcome } from "./settle-payment.server";

/** A notification is a few hundred bytes; more is not the provider's. */
export const NOTIFICATION_MAX_BYTES = 16 * 1024;

export type NotificationAnswer = { status: 200 | 400 | 413 | 503; outcome: SettleOutcome | "refused" | "unconfirmed" | "ended" | "refund" };

export async function handlePaymentNotification(
  db: Kysely<Database>,
  provider: PaymentProvider,
  request: Request,
  { now, sales, log }: { now: Date; sales: PaidSales; log: { warn(message: string): void; info(message: string): void } },
): Promise<NotificationAnswer> {
  const { bytes, size } = await bodyBytes(request, { keep: NOTIFICATION_MAX_BYTES });
  if (size > NOTIFICATION_MAX_BYTES) return { status: 413, outcome: "refused" };
  const notice = await provider.notice(bytes.toString("utf8"), request.headers);
  if (!notice) {
    log.warn(`online payment (${provider.name}): a notification without a valid signature refused`);
    return { status: 400, outcome: "refused" };
  }
  if (notice.kind === "other") return { status: 200, outcome: "unknown" };
  if (notice.kind === "refund") return { status: 200, outcome: (await settleRefund(db, notice.key, notice.done, now)) ? "refund" : "already" };
  // Failed or expired at the provider: a pending attempt ends; a paid one stays paid (events come in any order).
  if (notice.kind === "ended") return { status: 200, outcome: (await endPayment(db, notice.sessionId, notice.state, now)) ? "ended" : "already" };
  const payment = await paymentOfSession(db, notice.sessionId);
  if (!payment || payment.provider !== provider.name) return { status: 200, outcome: "unknown" };
  if (payment.state === "paid") return { status: 200, outcome: "already" };
  if (notice.amount !== payment.amount || notice.currency !== payment.currency) {
    log.warn(
      `online payment (${provider.name}) ${payment.session_id}: ${notice.amount} ${notice.currency} is not the order's ${payment.amount} PLN, not settled`,
    );
    return { status: 200, outcome: "mismatch" };
  }
  if (!(await provider.confirm(notice))) return { status: 503, outcome: "unconfirmed" };
  const outcome = await settlePayment(db, provider.name, notice, now, sales);
  if (outcome === "settled") log.info(`online payment (${provider.name}) ${payment.session_id}: settled`);
  return { status: 200, outcome };
}

// What a lost notification would have said, asked of the provider: each
// attempt still pending a minute after it was opened is read again; money
// there is confirmed and settled as a notification would be; an attempt past
// its time limit (and a grace for the provider's clock) with no money expires.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { PaymentProvider } from "./payment-provider";
import { endPayment, pendingPayments } from "./online-payment-store.server";
import { settlePayment, type PaidSales } from "./settle-payment.server";

/** A notification normally comes within seconds: an attempt younger than this is left to it. */
const NOTIFICATION_WAIT_MS = 60_000;
/** After its time limit the provider may still be finishing a payment begun in time. */
const EXPIRY_GRACE_MS = 5 * 60_000;

/** How many attempts it settled or expired. */
export async function reconcilePayments(db: Kysely<Database>, provider: PaymentProvider, now: Date, sales: PaidSales): Promise<number> {
  let changed = 0;
  for (const payment of await pendingPayments(db, provider.name, new Date(now.getTime() - NOTIFICATION_WAIT_MS))) {
    const state = await provider.read({ sessionId: payment.session_id, providerOrderId: payment.provider_order_id });
    if (state.kind === "paid") {
      if (state.amount !== payment.amount || state.currency !== payment.currency) continue;
      if (!state.confirmed && !(await provider.confirm(state))) continue;
      if ((await settlePayment(db, provider.name, state, now, sales)) === "settled") changed += 1;
    } else if (state.kind === "expired" || (state.kind === "unpaid" && now.getTime() > Date.parse(payment.expires_at) + EXPIRY_GRACE_MS)) {
      if (await endPayment(db, payment.session_id, "expired", now)) changed += 1;
    }
  }
  return changed;
}

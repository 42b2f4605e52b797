// A voucher ordered on the site, paid online when a provider is set up: the
// buyer goes from the order straight to the provider's page, and the
// notification pays the voucher and mails its PDF with no tap by the trainer.
// Without a provider, or when it cannot be reached, the order stands and is
// paid by transfer or BLIK as before (its confirmation says how).
import { href } from "react-router";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { configuredProvider, payOrderOnline, paymentOfSession } from "~/online-payments/index.server";
import { onlinePaymentDescription } from "./voucher-mail.messages";

/** The address's name of the order taken (?zamowiono), its value the online payment's session when there is one. */
export const ORDERED_QUERY = "zamowiono";

/** The provider's page for the voucher's order, or null: no provider, nothing to pay, or the provider away. */
export async function voucherPaymentUrl(id: number, now: Date): Promise<string | null> {
  const provider = configuredProvider();
  if (!provider) return null;
  const db = await getDatabase();
  const voucher = await db.selectFrom("vouchers").select(["title", "buyer_email", "paid_at", "cancelled_at"]).where("id", "=", id).executeTakeFirst();
  if (!voucher?.buyer_email || voucher.paid_at || voucher.cancelled_at) return null;
  const page = new URL(href("/bon-podarunkowy"), env.SITE_URL);
  try {
    return await payOrderOnline(
      db,
      provider,
      { kind: "voucher", id },
      {
        description: onlinePaymentDescription(voucher.title, id),
        email: voucher.buyer_email,
        returnUrl: (sessionId) => `${page.href}?${ORDERED_QUERY}=${encodeURIComponent(sessionId)}`,
        minutes: env.ONLINE_PAYMENT_MINUTES,
      },
      now,
    );
  } catch (error) {
    logger.warn(`voucher ${id}: online payment unavailable (${error instanceof Error ? error.message : String(error)}); the order waits for a transfer`);
    return null;
  }
}

/** Where the buyer's online payment stands on the page they come back to: null when the address names none. */
export async function returnedPayment(sessionId: string | null): Promise<"paid" | "waiting" | null> {
  if (!sessionId || sessionId.length > 100) return null;
  const payment = await paymentOfSession(await getDatabase(), sessionId);
  if (!payment) return null;
  return payment.state === "paid" ? "paid" : "waiting";
}

// A session paid online at booking (issue 81): what the service's rule asks
// now (all, or a deposit), how long its time is held, and the provider's page
// for the booking's order. Without a provider set up, every service is paid
// at the session, as before.
import type { Kysely } from "kysely";
import type { BookingService } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import type { PaymentProviderName } from "~/db/online-payment-tables";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { configuredProvider, payOrderOnline, type PaymentProvider } from "~/online-payments/index.server";
import { formatSession } from "~/scheduling";
import { bookingPaymentDescription, packagePaymentDescription } from "./booking-payment.messages";
import { manageBookingUrl } from "./booking-links";
import { retryingDeadlocks } from "./booking-locks.server";
import { heldSaleOf } from "./package-order.server";
import { freeHoldWithin } from "./payment-hold.server";

/** What is paid online at booking: złoty, the provider, and for how many minutes the time waits for it. */
export type OnlinePart = { amount: number; full: boolean; provider: PaymentProviderName; minutes: number };

/** The online part of a session costing `price` (after a voucher), or null: paid at the session, free, or no provider. `paymentMinutes`: the booking settings' (null: the server's ONLINE_PAYMENT_MINUTES). */
export function onlinePartOf(
  service: { payOnline: BookingService["payOnline"]; deposit?: number | null },
  price: number,
  { provider = configuredProvider(), paymentMinutes = null }: { provider?: PaymentProvider | null; paymentMinutes?: number | null } = {},
): OnlinePart | null {
  if (!provider || service.payOnline === "at_session" || price <= 0) return null;
  const amount = service.payOnline === "online_deposit" ? Math.min(service.deposit ?? price, price) : price;
  const minutes = Math.max(paymentMinutes ?? env.ONLINE_PAYMENT_MINUTES, provider.minutesAtLeast);
  return { amount, full: amount >= price, provider: provider.name, minutes };
}

type HeldBooking = { id: number; email: string; service_name: string; starts_at: string; ends_at: string; submission_key: string; client_id: number | null };

type Held = { booking: HeldBooking; token: string; part: OnlinePart; notifyUrl?: string };

/** The provider's page for a held booking's part, or null when the provider cannot be reached (the caller frees the time). */
async function bookingPaymentUrl(db: Kysely<Database>, provider: PaymentProvider, { booking, token, part, notifyUrl }: Held, now: Date) {
  const page = manageBookingUrl(env.SITE_URL, token);
  const sale = await heldSaleOf(db, booking);
  const when = formatSession(booking.starts_at, booking.ends_at);
  try {
    return await payOrderOnline(
      db,
      provider,
      { kind: sale.kind, id: sale.id },
      {
        description: sale.name ? packagePaymentDescription(sale.name, when, booking.id) : bookingPaymentDescription(booking.service_name, when, booking.id),
        email: booking.email,
        returnUrl: () => `${page}?nowa`,
        minutes: part.minutes,
        notifyUrl,
        // All of it: the order's whole (a companion's seat too); a deposit: that much now.
        amount: part.full ? undefined : part.amount,
      },
      now,
    );
  } catch (error) {
    logger.warn(`booking ${booking.id}: online payment unavailable (${error instanceof Error ? error.message : String(error)}); the time is freed`);
    return null;
  }
}

/** The provider's page for the booking just made and held; when the provider cannot be reached, its time is freed at once and null returned. */
export async function payOrFree(
  db: Kysely<Database>,
  { bookingId, token, part, notifyUrl }: { bookingId: number; token: string; part: OnlinePart; notifyUrl?: string },
  now: Date,
  provider: PaymentProvider | null = configuredProvider(),
): Promise<string | null> {
  const booking = await db.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirstOrThrow();
  // Sent again after it was paid (a double tap, the back button): its page says so.
  if (booking.payment_held_until === null || booking.status !== "confirmed") return `${manageBookingUrl(env.SITE_URL, token)}?nowa`;
  const url = provider && (await bookingPaymentUrl(db, provider, { booking, token, part, notifyUrl }, now));
  if (url === null) await retryingDeadlocks(() => db.transaction().execute((trx) => freeHoldWithin(trx, bookingId, now)));
  return url;
}

// The mails of money that came for a freed time (payment-hold.server.ts),
// registered beside the booking's other templates: the amount and the
// provider read from the ledger's refund as it is at send time.
import type { Kysely } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { env } from "~/env.server";
import type { MailAddresses, Templates } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { formatSession } from "~/scheduling";
import { bookingFormUrl } from "./booking-links";
import { recipientsOf, toTrainer, toVisitor } from "./booking-mail-envelope.server";
import { paidLateTrainer, paidLateVisitor, type PaidLateFacts } from "./paid-late.messages";
import { onlineRefundEntry } from "./online-refund-of-booking.server";
import { heldSaleOf } from "./package-order.server";

async function factsOf(db: Kysely<Database>, booking: Booking, siteUrl: string): Promise<PaidLateFacts | null> {
  const { kind, id } = await heldSaleOf(db, booking);
  const refund = await onlineRefundEntry(db, { kind, id });
  if (!refund) return null;
  return {
    id: booking.id,
    service: booking.service_name,
    when: formatSession(booking.starts_at, booking.ends_at),
    name: booking.name,
    amount: refund.amount,
    provider: refund.provider,
    bookUrl: bookingFormUrl(siteUrl),
  };
}

export function paidLateTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  const to = addresses ?? env;
  const template = (compose: (booking: Booking, facts: PaidLateFacts) => ReturnType<typeof toVisitor>) => ({
    async email(row: { booking_id: number | null }, { db }: { db: Kysely<Database> }) {
      const booking = row.booking_id === null ? undefined : await db.selectFrom("bookings").selectAll().where("id", "=", row.booking_id).executeTakeFirst();
      const facts = booking && (await factsOf(db, booking, to.SITE_URL));
      return booking && facts ? { message: compose(booking, facts) } : { skip: "no refund of a late payment" };
    },
  });
  const recipients = () => recipientsOf(to, site());
  return {
    booking_paid_late_visitor: template((booking, facts) => toVisitor(booking, recipients(), paidLateVisitor(facts))),
    booking_paid_late_trainer: template((booking, facts) => toTrainer(booking, recipients(), paidLateTrainer(facts), [])),
  };
}

// How to pay, as the client's booking page says it: the same lines as the
// confirmation mail (contractOf), for the package ordered with this booking
// while it is unpaid, or for the session itself while it is due.
import type { Kysely } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import type { SiteContent } from "~/site-content";
import { contractOf } from "./contract-mail.server";
import { packageOrderedWith } from "./package-order.server";
import { salePayment } from "~/ledger/index.server";

export async function howToPayOnPage(
  db: Kysely<Database>,
  booking: Booking,
  site: Pick<SiteContent, "business" | "terms">,
  siteUrl: string,
  sessionDue: boolean,
): Promise<string[]> {
  if (booking.status !== "confirmed") return [];
  const ordered = await packageOrderedWith(db, booking);
  const orderedPaid = ordered && (await salePayment(db, { kind: "package", id: ordered.id }));
  const orderedDue = ordered && !orderedPaid && ordered.removed_at === null ? ordered : undefined;
  if (!orderedDue && !sessionDue) return [];
  return contractOf(booking, site, siteUrl, orderedDue)?.payment ?? [];
}

// What /rezerwacja orders, for its loader: a free or paid session, or a
// package with its first session (?pakiet=), with the terms said before the
// button and whether the day chosen needs the request to start early.
import { Temporal } from "temporal-polyfill";
import type { BookingService } from "~content/booking-schema";
import { env } from "~/env.server";
import { typeset } from "~/lib/typeset";
import { packageValidity, type SiteContent } from "~/site-content";
import type { BookingOrder } from "./booking-form";
import type { PackageBox } from "./package-order-box";
import { contractInfo } from "./contract-info.server";
import { onlinePartOf } from "./booking-online-payment.server";
import { packageHeading, totalPrice, validityFromFirstSession } from "./contract.messages";
import { dayWithinWithdrawal, orderedPackage } from "./package-order";

type Choice = { service: BookingService; packageSlug: string | null; day: string | null; rules: string; now: Date };

export function bookingOrder(
  content: Pick<SiteContent, "business" | "terms" | "offer" | "booking">,
  choice: Choice,
): { order: BookingOrder; packageBox: PackageBox | null } {
  const { service, day, rules, now } = choice;
  const ordered = orderedPackage(service, content.offer.packages, choice.packageSlug);
  const held = { paymentMinutes: content.booking.paymentMinutes };
  const online = ordered
    ? onlinePartOf({ payOnline: ordered.payOnline ?? "at_session", deposit: ordered.deposit }, ordered.price, held)
    : onlinePartOf(service, service.price, held);
  const contract = contractInfo(content, { service, order: ordered, rules, day, siteUrl: env.SITE_URL, online });
  const order: BookingOrder = {
    kind: ordered ? "package" : service.price > 0 ? "session" : "free",
    packageSlug: ordered?.slug ?? null,
    contract,
    askEarlyStart: ordered !== null && day !== null && dayWithinWithdrawal(Temporal.PlainDate.from(day), now),
  };
  const packageBox = ordered && {
    heading: typeset(packageHeading(ordered.name)),
    details: [validityFromFirstSession(packageValidity(ordered)), totalPrice({ price: ordered.price, sessions: ordered.sessions })].map((line) =>
      typeset(line),
    ),
    service: service.slug,
  };
  return { order, packageBox };
}

// The facts of the contract a paid booking's confirmation carries
// (contract-mail.messages.ts words them): the session's or the package's
// price and payment, the withdrawal information, who the trainer is.
import { Temporal } from "temporal-polyfill";
import type { Booking, ClientPackage } from "~/db/database.server";
import { formatPrice } from "~/lib/format";
import { formatDate, warsawDate } from "~/scheduling";
import { packageValidity, type SiteContent } from "~/site-content";
import {
  packageWithdrawalText,
  paymentFactsOf,
  paymentLines,
  sellerLines,
  sessionWithdrawalText,
  transferTitle,
  WITHDRAWAL_FORM_PATH,
  withdrawalFormLines,
} from "~/terms";
import { bookingReference, paidOnlineLines, type ContractMail } from "./contract-mail.messages";
import type { OnlineRecord } from "~/online-payments/index.server";
import { onlineRecord } from "~/online-payments";
import { startsWithinWithdrawal } from "./package-order";

/**
 * None for a free session; `ordered`: the package ordered online with this
 * booking as its first session; `paidOnline`: the session's payment at
 * booking (issue 81), recorded in place of how to pay.
 */
export function contractOf(
  booking: Booking,
  site: Pick<SiteContent, "business" | "terms">,
  siteUrl: string,
  ordered?: ClientPackage,
  paidOnline?: OnlineRecord | null,
): ContractMail | null {
  if (booking.price === 0 && !ordered) return null;
  const { business } = site;
  const payment = paymentFactsOf(site);
  const date = warsawDate(Date.parse(booking.starts_at)).toString();
  const seller = sellerLines(business);
  const paid = paidOnline?.state === "paid" && paidOnline.settledAt ? paidOnline : null;
  if (!ordered) {
    const title = transferTitle({ what: booking.service_name, date, name: bookingReference(booking.id) });
    // No booking form asks a single session's client to start early: a session within the 14 days is one they did not ask for (art. 36).
    const withdrawal = sessionWithdrawalText({
      startsWithinWithdrawal: startsWithinWithdrawal(Date.parse(booking.starts_at), new Date(booking.created_at)),
      earlyStartRequested: false,
    });
    const lines = paid
      ? paidOnlineLines({
          record: recordOf(paid),
          rest: booking.price - paid.amount / 100,
          restLines: paymentLines(payment, { amount: booking.price - paid.amount / 100, title, what: "session" }),
        })
      : paymentLines(payment, { amount: booking.price, title, what: "session" });
    return { kind: "session", payment: lines, seller, withdrawal };
  }
  const title = transferTitle({ what: ordered.name, date, name: bookingReference(booking.id) });
  return {
    kind: "package",
    name: ordered.name,
    validity: packageValidity({ sessions: ordered.sessions, validWeeks: ordered.valid_weeks }),
    price: formatPrice(ordered.price),
    orderedOn: formatDate(Temporal.PlainDate.from(ordered.sold_on)),
    earlyStart: ordered.early_start_requested_at !== null,
    paidOnline: paid ? { rest: ordered.price - paid.amount / 100 } : undefined,
    payment: paid
      ? paidOnlineLines({
          record: recordOf(paid),
          rest: ordered.price - paid.amount / 100,
          restLines: paymentLines(payment, { amount: ordered.price - paid.amount / 100, title, what: "package" }),
        })
      : paymentLines(payment, { amount: ordered.price, title, what: "package" }),
    seller,
    withdrawal: packageWithdrawalText({
      email: business.email,
      withdrawalFormUrl: new URL(WITHDRAWAL_FORM_PATH, siteUrl).href,
      earlyStartRequested: ordered.early_start_requested_at !== null,
    }),
    form: withdrawalFormLines(business),
  };
}

/** "Przelewy24, 30 listopada 2026, 150 zł, transakcja 300000001". */
function recordOf(paid: OnlineRecord): string {
  return onlineRecord({
    provider: paid.provider,
    day: formatDate(warsawDate(new Date(paid.settledAt!))),
    amount: formatPrice(paid.amount / 100),
    id: paid.providerOrderId,
  });
}

// What /rezerwacja shows before a paid booking or a package order is sent
// (art. 12 and 17 of the Consumer Rights Act), worked out from the content's
// facts on the server: the facts said plainly above the button, and the long
// parts folded. A free service needs none of it.
import type { BookingService } from "~content/booking-schema";
import { typeset } from "~/lib/typeset";
import { packageValidity, type SiteContent } from "~/site-content";
import {
  duePhrase,
  methodsPhrase,
  packageWithdrawalText,
  paymentFactsOf,
  paymentLines,
  sellerLines,
  sessionWithdrawalText,
  TERMS_PATH,
  transferTitle,
  WITHDRAWAL_FORM_PATH,
} from "~/terms";
import { placeDescription } from "./booking-places";
import {
  FACT_LABELS,
  FOLD_TITLES,
  packageOrdered,
  paymentWhenAndHow,
  sessionOrdered,
  TITLE_PLACEHOLDERS,
  totalPrice,
  TRANSFER_NOTE,
  WITHDRAWAL_FORM_LINK,
  WITHDRAWAL_SUMMARY,
} from "./contract.messages";
import type { ContractInfo } from "./contract-summary";
import type { OrderedPackage } from "./package-order";
import type { OnlinePart } from "./booking-online-payment.server";
import { payOnlineAtBooking } from "./booking-payment.messages";

type Fold = ContractInfo["folds"][number];

type Order = {
  service: BookingService;
  /** The package ordered with this first session, if any. */
  order: OrderedPackage | null;
  /** The cancellation rules as /rezerwacja says them (bookingRulesText). */
  rules: string;
  /** The chosen day (YYYY-MM-DD), named in the transfer's title. */
  day: string | null;
  /** The site's address: the model form's link is written out in the text. */
  siteUrl: string;
  /** Paid online at booking (booking-online-payment.server.ts): the payment's line says so. */
  online?: OnlinePart | null;
};

export function contractInfo(content: Pick<SiteContent, "business" | "terms">, { service, order, rules, day, siteUrl, online }: Order): ContractInfo | null {
  if (service.price === 0 && !order) return null;
  const { business } = content;
  const payment = paymentFactsOf(content);
  const what = order ? "package" : "session";
  const place = placeDescription(service.place, business.address);
  const amount = order?.price ?? service.price;
  const title = transferTitle({ what: order?.name ?? service.name, date: day ?? TITLE_PLACEHOLDERS.date, name: TITLE_PLACEHOLDERS.name });
  const transferLines = paymentLines(payment, { amount, title, what }).slice(1);
  const withdrawal: Fold = order
    ? {
        title: FOLD_TITLES.withdrawal,
        lines: packageWithdrawalText({ email: business.email, withdrawalFormUrl: new URL(WITHDRAWAL_FORM_PATH, siteUrl).href }),
        link: { href: WITHDRAWAL_FORM_PATH, text: WITHDRAWAL_FORM_LINK },
      }
    : { title: FOLD_TITLES.withdrawal, lines: sessionWithdrawalText(), link: { href: WITHDRAWAL_FORM_PATH, text: WITHDRAWAL_FORM_LINK } };
  const folds: Fold[] = [
    { title: FOLD_TITLES.seller(business.legalName), lines: sellerLines(business) },
    ...(transferLines.length > 0 ? [{ title: FOLD_TITLES.transfer, lines: [...transferLines, TRANSFER_NOTE] }] : []),
    { title: FOLD_TITLES.cancellation, lines: [rules] },
    withdrawal,
  ];
  const ordered = order
    ? packageOrdered({ name: order.name, validity: packageValidity(order), service: service.name, minutes: service.durationMinutes })
    : sessionOrdered({ service: service.name, minutes: service.durationMinutes, place });
  return {
    kind: what,
    facts: [
      [FACT_LABELS.ordered, ordered],
      [FACT_LABELS.total, totalPrice({ price: amount, sessions: order?.sessions, perPerson: !order && service.seats > 1 })],
      [
        FACT_LABELS.payment,
        online
          ? payOnlineAtBooking({ ...online, price: amount })
          : paymentWhenAndHow({ due: duePhrase(payment.due, what), methods: methodsPhrase(payment.methods) }),
      ],
      [FACT_LABELS.withdrawal, WITHDRAWAL_SUMMARY[what]],
    ].map(([label, value]) => [label!, typeset(value!)]),
    folds: folds.map((fold) => ({ ...fold, title: typeset(fold.title), lines: fold.lines.map((line) => typeset(line)) })),
    termsPath: TERMS_PATH,
  };
}

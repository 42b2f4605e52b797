// The facts the terms are written from, gathered from the site's content.
import { formatDate } from "~/lib/format";
import type { SiteContent } from "~/site-content";
import { paymentFactsOf } from "./payment-facts";
import type { TermsFacts } from "./terms-document.messages";
import { WITHDRAWAL_FORM_PATH } from "./terms-paths";
import { voucherOffersOnSale } from "./voucher-facts";

type TermsSource = Pick<SiteContent, "business" | "booking" | "offer" | "terms">;

/** `siteUrl` makes the withdrawal form's address absolute, for mails and print. */
export function termsFactsOf(content: TermsSource, siteUrl: string): TermsFacts {
  return {
    business: content.business,
    payment: paymentFactsOf(content),
    cancelCutoffHours: content.booking.cancelCutoffHours,
    noShowCountsAsSession: content.booking.noShowCountsAsSession,
    packages: content.offer.packages
      .filter((item) => item.sessions > 0)
      .map((item) => ({ name: item.name, price: item.price, sessions: item.sessions, validWeeks: item.validWeeks ?? undefined })),
    complaintDays: content.terms.complaintDays,
    extraProvisions: content.terms.extraProvisions,
    effectiveFrom: formatDate(`${content.terms.effectiveFrom}T12:00:00Z`),
    withdrawalFormUrl: new URL(WITHDRAWAL_FORM_PATH, siteUrl).href,
    groups: groupFactsOf(content.booking.services),
    vouchers: voucherTermsFactsOf(content),
    prepaid: prepaidFactsOf(content.booking.services, content.offer.packages),
  };
}

function prepaidFactsOf(services: TermsSource["booking"]["services"], packages: TermsSource["offer"]["packages"]): TermsFacts["prepaid"] {
  const prepaid = services.filter((service) => service.payOnline !== "at_session" && service.price > 0);
  // A package is ordered online only with a service that names it (offerSlugs).
  const orderable = new Set(services.flatMap((service) => service.offerSlugs));
  const prepaidPackages = packages.filter((item) => item.payOnline !== "at_session" && item.sessions > 0 && orderable.has(item.slug));
  if (prepaid.length === 0 && prepaidPackages.length === 0) return null;
  return {
    services: prepaid.map((service) => service.name),
    packages: prepaidPackages.map((item) => item.name),
    deposit: [...prepaid, ...prepaidPackages].some((item) => item.payOnline === "online_deposit"),
  };
}

function groupFactsOf(services: TermsSource["booking"]["services"]): TermsFacts["groups"] {
  const withSeats = services.filter((service) => service.seats > 1);
  return withSeats.length > 0 ? { withMinimum: withSeats.some((service) => service.minSeats !== null) } : null;
}

function voucherTermsFactsOf(content: TermsSource): TermsFacts["vouchers"] {
  const onSale = voucherOffersOnSale(content);
  // An amount's voucher on sale that pays packages too: the terms say so (each voucher's line says which, "i pakiety").
  const amounts = onSale.filter(({ offer }) => offer.kind === "amount").map(({ offer }) => offer);
  const pays = { paysPackages: amounts.some((offer) => offer.paysPackages), paysSeats: amounts.some((offer) => offer.paysSeats) };
  const facts = onSale.map(({ offer, what, price }) => ({ title: offer.title, what, price, validMonths: offer.validMonths }));
  return facts.length > 0 ? { onSale: facts, pays } : null;
}

// What a post to /admin/klienci/:id/pakiety does: sell, correct, mark paid (how) or undo it,
// close a notice, remove, record the client's withdrawal; the answer is a toast, or the problem with what was typed.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { PackageFormProblem, SaleOffer } from "~/packages/package-forms";
import { closeNotice, editPackage, removePackage, sellPackage, setPayment } from "~/packages/client-packages.server";
import { isPaymentMethod } from "~/payments";
import { AMOUNT_PROBLEM, PAYMENT_TOASTS, paymentRequestOf } from "~/payments/index.server";
import { PACKAGE_PAYMENT_INTENTS, packageFormSchema } from "~/packages/package-forms";
import { defaultValidWeeks } from "~/packages/package-balance";
import { servicesOfItem } from "~/packages/package-services";
import { ALREADY_REMOVED, EDIT_REFUSALS, fixThese, NOTICE_CLOSED, OFFER_GONE, PACKAGE_EDITED, packageRemoved, saleSaved } from "~/packages/packages.messages";
import { SALE_MAIL_DELAY_MINUTES } from "~/packages/package-sale-mail.server";
import { recordWithdrawal } from "~/packages/package-withdrawal.server";
import { withdrawalDayRefusal, withdrawnToast } from "~/packages/package-withdrawal.messages";

type PriceList = { packages: { slug: string; name: string; price: number; sessions: number; validWeeks: number | null }[] };
type BookingServices = Parameters<typeof servicesOfItem>[0];

/** The price list's packages of sessions, the ones a trainer sells and counts down (a single session is paid as it comes), with the services each pays for. */
export function saleOffers(offer: PriceList, services: BookingServices): SaleOffer[] {
  return offer.packages
    .filter((item) => item.sessions > 1)
    .map((item) => ({
      slug: item.slug,
      name: item.name,
      sessions: item.sessions,
      price: item.price,
      weeks: item.validWeeks ?? defaultValidWeeks(item.sessions),
      services: servicesOfItem(services, item.slug),
    }));
}

export type PackageActionOutcome = { ok: true; message: string } | { ok: false; problem: PackageFormProblem };

export async function packageAction(
  db: Kysely<Database>,
  clientId: number,
  fields: URLSearchParams,
  offers: SaleOffer[],
  now: Date,
): Promise<PackageActionOutcome> {
  const values = Object.fromEntries(fields);
  const fail = (message: string): PackageActionOutcome => ({
    ok: false,
    problem: { intent: values.intent ?? "", id: /^\d{1,9}$/.test(values.id ?? "") ? Number(values.id) : null, message, values },
  });
  const parsed = packageFormSchema.safeParse(values);
  if (!parsed.success) return fail(fixThese(parsed.error.issues.map((issue) => issue.message)));
  const form = parsed.data;
  // Every package form names its package; one of another client's card is refused as missing.
  if (form.intent !== "sell") {
    const owner = await db.selectFrom("client_packages").select("client_id").where("id", "=", form.id).executeTakeFirst();
    if (owner?.client_id !== clientId) return fail(EDIT_REFUSALS["not-found"]);
  }
  switch (form.intent) {
    case "sell": {
      const offer = offers.find((item) => item.slug === form.offer);
      if (!offer) return fail(OFFER_GONE);
      const sessions = form.sessions ?? offer.sessions;
      await sellPackage(
        db,
        clientId,
        {
          offerSlug: offer.slug,
          services: offer.services,
          name: form.name || offer.name,
          sessions,
          price: form.price ?? offer.price,
          validWeeks: form.weeks ?? (form.sessions ? defaultValidWeeks(sessions) : offer.weeks),
          validFrom: form.from,
          // "Płatność": do zapłaty (""), or paid now by a method ("on": a form drawn before the methods, paid in cash as most are).
          paidBy: isPaymentMethod(form.paid) ? form.paid : form.paid === "on" ? "cash" : undefined,
          saleKey: form.saleKey,
          earlyStartRequested: form.earlyStart === "on",
        },
        now,
      );
      const client = await db.selectFrom("clients").select("email").where("id", "=", clientId).executeTakeFirst();
      return { ok: true, message: saleSaved(form.name || offer.name, client?.email ? SALE_MAIL_DELAY_MINUTES : null) };
    }
    case "edit": {
      const outcome = await editPackage(
        db,
        form.id,
        form.version,
        { name: form.name, sessions: form.sessions, price: form.price, validWeeks: form.weeks, validFrom: form.from },
        now,
      );
      return outcome === "saved" ? { ok: true, message: PACKAGE_EDITED } : fail(EDIT_REFUSALS[outcome]);
    }
    case "paid":
    case "unpaid": {
      const outcome = await packagePaymentTap(db, form.id, fields, now);
      return outcome.ok ? outcome : fail(outcome.problem);
    }
    case "close-notice":
      await closeNotice(db, form.id, now);
      return { ok: true, message: NOTICE_CLOSED };
    case "remove": {
      const outcome = await removePackage(db, form.id, form.version, form.reason, now);
      if (typeof outcome === "object") return { ok: true, message: packageRemoved(outcome.removed) };
      return outcome === "already-removed" ? { ok: true, message: ALREADY_REMOVED } : fail(EDIT_REFUSALS[outcome]);
    }
    case "withdraw": {
      const outcome = await recordWithdrawal(db, form.id, form.version, form.statedOn, now);
      if (outcome.kind === "withdrawn") return { ok: true, message: withdrawnToast(outcome) };
      if (outcome.kind === "day") return fail(withdrawalDayRefusal(outcome.problem, outcome));
      return outcome.kind === "already-removed" ? { ok: true, message: ALREADY_REMOVED } : fail(EDIT_REFUSALS[outcome.kind]);
    }
  }
}

/** A package's payment button ("paid" by the method pressed, or "unpaid"), from the card or /admin/platnosci. */
export async function packagePaymentTap(
  db: Kysely<Database>,
  id: number,
  fields: URLSearchParams,
  now: Date,
): Promise<{ ok: true; message: string } | { ok: false; problem: string }> {
  const request = paymentRequestOf(fields, fields.get("intent") === PACKAGE_PAYMENT_INTENTS.unpay);
  if (!request) return { ok: false, problem: AMOUNT_PROBLEM };
  const outcome = await setPayment(db, id, request, now);
  return outcome === "not-found" ? { ok: false, problem: EDIT_REFUSALS["not-found"] } : { ok: true, message: PAYMENT_TOASTS[outcome] };
}

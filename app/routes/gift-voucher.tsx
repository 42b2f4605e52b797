import { data, href, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/gift-voucher";
import { ArrivalNotice } from "~/components/arrival-notice";
import { PageIntro } from "~/components/page-intro";
import { env } from "~/env.server";
import { bookingRulesText } from "~/bookings/index.server";
import { newFormTokens } from "~/forms/index.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { clientAddressContext } from "~/lib/request-context";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset as t } from "~/lib/typeset";
import { warsawDate } from "~/scheduling";
import { dataController } from "~/site-content";
import { contentFor } from "~/site-content/index.server";
import { amountVoucherUse, ONLINE_STEP, VOUCHER_FORM, VOUCHER_PAGE, VoucherChoices, VoucherOrderForm } from "~/vouchers";
import { configuredProvider } from "~/online-payments/index.server";
import { handleVoucherOrder, ORDERED_QUERY, returnedPayment, voucherContract, voucherPaymentUrl, vouchersOnSale } from "~/vouchers/index.server";

export const meta: Route.MetaFunction = metaFromLoader;

// Rendered per request: the form carries its own tokens.
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const url = new URL(request.url);
  const vouchers = vouchersOnSale(content);
  const chosen = vouchers.find((voucher) => voucher.slug === url.searchParams.get("bon")) ?? vouchers[0];
  const day = warsawDate(Date.now()).toString();
  const online = configuredProvider()?.name ?? null;
  const contract =
    chosen && voucherContract(content, chosen, { rules: bookingRulesText(content.booking, content.business), siteUrl: env.SITE_URL, day, online });
  return {
    meta: sitePageMeta(content.business, VOUCHER_PAGE, href("/bon-podarunkowy")),
    vouchers,
    chosen: chosen?.slug ?? null,
    contract: contract ?? null,
    // The page's fixed words come with its data: in the HTML they are anyway, and its script stays under the JS budget.
    // Only those the page shows: it must fit the first round trip (decision 035).
    ordered: url.searchParams.has(ORDERED_QUERY) ? orderedText(await returnedPayment(url.searchParams.get(ORDERED_QUERY))) : null,
    none: vouchers.length === 0 ? VOUCHER_PAGE.none : null,
    words: {
      eyebrow: VOUCHER_PAGE.eyebrow,
      heading: VOUCHER_PAGE.heading,
      lead: VOUCHER_PAGE.lead,
      // Paid online: one step says it, instead of the transfer's two.
      steps: [
        ...(online ? [VOUCHER_PAGE.steps[0], ONLINE_STEP, VOUCHER_PAGE.steps[3]] : VOUCHER_PAGE.steps),
        amountVoucherUse({
          paysPackages: vouchers.some((voucher) => voucher.paysPackages),
          paysSeats: vouchers.some((voucher) => voucher.paysSeats),
        }),
      ],
    },
    formWords: VOUCHER_FORM,
    controller: dataController(content),
    ...(await newFormTokens()),
  };
}

/** After the order: paid online, waiting for the provider's word, or to be paid by transfer. */
const orderedText = (payment: "paid" | "waiting" | null) =>
  payment === "paid" ? VOUCHER_PAGE.paidOnline : payment === "waiting" ? VOUCHER_PAGE.waitingOnline : VOUCHER_PAGE.ordered;

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleVoucherOrder(request, context.get(clientAddressContext), contentFor(context));
  // With a provider set up, straight to its page; the order stands either way.
  if (outcome.kind === "ordered") return redirect((await voucherPaymentUrl(outcome.id, new Date())) ?? `${href("/bon-podarunkowy")}?${ORDERED_QUERY}`, 303);
  return data(outcome, { status: outcome.status });
}

// Keep the form's key and stamp after a refused submission: the corrected one is the same order.
// An order taken redirects to ?zamowiono, whose page is read again.
export function shouldRevalidate({ formMethod, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" && (actionStatus ?? 0) >= 400 ? false : defaultShouldRevalidate;
}

export default function GiftVoucherPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vouchers, chosen, contract, ordered, none, controller, words, formWords } = loaderData;
  // A refused order keeps the voucher it was for, whatever the address says.
  const voucher = actionData?.values.voucher ?? chosen;
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow={words.eyebrow} heading={words.heading} lead={words.lead} />
      </header>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_1.3fr]">
        <section aria-labelledby="jak-to-dziala">
          <h2 id="jak-to-dziala" className="booking-step-title">
            {t(formWords.choose)}
          </h2>
          {vouchers.length > 0 && voucher ? (
            <VoucherChoices vouchers={vouchers} chosen={voucher} pathname={href("/bon-podarunkowy")} />
          ) : (
            none && <p className="booking-note">{t(none)}</p>
          )}
          <ol className="mt-8 grid list-decimal gap-2 pl-6">
            {words.steps.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
        </section>
        <section id="zamowienie" aria-labelledby="zamowienie-tytul" className="scroll-mt-24">
          <h2 id="zamowienie-tytul" className="booking-step-title">
            {t(formWords.heading)}
          </h2>
          {ordered ? (
            <ArrivalNotice text={ordered} />
          ) : voucher && contract ? (
            <VoucherOrderForm
              action={href("/bon-podarunkowy")}
              voucher={voucher}
              submissionKey={actionData?.values.submissionKey ?? loaderData.submissionKey}
              stamp={actionData?.values.stamp ?? loaderData.stamp}
              values={actionData?.values ?? {}}
              fieldErrors={actionData?.fieldErrors ?? {}}
              formError={actionData?.formError}
              contract={contract}
              controller={controller}
              words={formWords}
            />
          ) : (
            none && <p className="booking-note">{t(none)}</p>
          )}
        </section>
      </div>
    </main>
  );
}

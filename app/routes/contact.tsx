import { Suspense, useEffect } from "react";
import { data, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/contact-details";
import { ENQUIRY_FORM_ID } from "~/enquiries";
import type { EnquiryRefusal } from "~/enquiries";
import { PageIntro } from "~/components/page-intro";
import { handleEnquiry } from "~/enquiries/index.server";
import { newFormTokens } from "~/forms/index.server";
import { clientAddressContext } from "~/lib/request-context";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { serviceOptions, serviceSlugs } from "~/enquiries";
import { dataController } from "~/site-content";
import { imageEntry } from "~/photos/index.server";
import { contentFor } from "~/site-content/index.server";
import { lazyUntilUsed } from "~/lib/lazy-until-used";

// The form's code comes when the visitor starts to fill it in; until then it is the server's plain form.
const { Component: EnquiryForm, loadNow: loadEnquiryForm } = import.meta.env.SSR
  ? { Component: (await import("~/enquiries/enquiries.lazy")).EnquiryForm, loadNow: () => {} }
  : lazyUntilUsed(ENQUIRY_FORM_ID, () => import("~/enquiries/enquiries.lazy").then((module) => module.EnquiryForm));

export const meta: Route.MetaFunction = metaFromLoader;

// Every form gets its own submission key and time stamp.
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const { business, contactPage, offer, pages } = content;
  const { title, description, ...intro } = pages.contact;
  const requested = new URL(request.url).searchParams.get("usluga");
  const { phone, email, address, openingHours, mapUrl } = business;
  return {
    meta: sitePageMeta(business, { title, description }, "/kontakt", { ogImage: "contact" }),
    ...(await newFormTokens()),
    services: serviceOptions(offer),
    // A slug the offer no longer has (an old link) preselects nothing.
    preselectedService: requested && serviceSlugs(offer).includes(requested) ? requested : null,
    intro,
    details: {
      phone,
      email,
      mapUrl,
      address: { street: address.street, postalCode: address.postalCode, locality: address.locality },
      openingHours: openingHours.map(({ days, ranges }) => ({ days, ranges })),
      map: { mapPhoto: imageEntry(contactPage.mapPhoto), mapAlt: contactPage.mapAlt },
    },
    controller: dataController(content),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleEnquiry(request, context.get(clientAddressContext), contentFor(context).offer);
  if (outcome.kind === "saved") return redirect("/dziekujemy", 303);
  const refusal: EnquiryRefusal = { fieldErrors: outcome.fieldErrors, formError: outcome.formError, values: outcome.values };
  return data({ refusal, submissionKey: outcome.values.submissionKey, stamp: outcome.values.stamp }, { status: outcome.status });
}

// Keep the form's key and stamp after a failed submission, so a corrected
// resubmission is the same enquiry and is not mistaken for a fast bot.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigating = useNavigation().state !== "idle";
  // A refused submission's errors take the focus at once, and a navigation changes what the form shows.
  if (actionData?.refusal || navigating) loadEnquiryForm();
  // Leaving the page loads it too: a navigation whose data was prefetched may finish without a render
  // in the "loading" state, and a return to the page would wait for a use of the server's form, gone by then.
  useEffect(() => loadEnquiryForm, []);
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow="Kontakt" {...loaderData.intro} />
      </header>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[1.15fr_1fr]">
        <section aria-labelledby="formularz">
          <h2 id="formularz" className="heading-2 mb-6">
            Napisz do mnie
          </h2>
          <Suspense>
            <EnquiryForm
              submissionKey={actionData?.submissionKey ?? loaderData.submissionKey}
              stamp={actionData?.stamp ?? loaderData.stamp}
              services={loaderData.services}
              preselectedService={loaderData.preselectedService}
              refusal={actionData?.refusal}
              controller={loaderData.controller}
            />
          </Suspense>
        </section>
        <div className="space-y-6">
          <ContactDetails {...loaderData.details} />
        </div>
      </div>
    </main>
  );
}

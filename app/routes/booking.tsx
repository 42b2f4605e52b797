import { lazy } from "react";
import { data, href, redirect, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import type { Route } from "./+types/booking";
import { handleBooking, freeLapsedHolds } from "~/bookings/index.server";
import { voucherSeam } from "~/vouchers/index.server";
import { signedInClient, signedInDetails } from "~/client-account/index.server";
import { DayStep, PackageOrderBox, ServiceStep, useFocusOnChange } from "~/bookings";
import { alternativeChoices, bookingChoices, bookingOrder, bookingRulesText, noFreeDaysText, serviceChoices } from "~/bookings/index.server";
import { newFormTokens } from "~/forms/index.server";
import { clientAddressContext } from "~/lib/request-context";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { PageIntro } from "~/components/page-intro";
import { PageLink } from "~/components/page-link";
import { typeset as t } from "~/lib/typeset";
import { dataController } from "~/site-content";
import { FullDays, WaitlistForm, waitlistJoined } from "~/waitlist";
import { handleWaitlist } from "~/waitlist/index.server";
import { bookServiceSeat, GROUP_LINK_ON_BOOKING, sessionTimesOf } from "~/groups/index.server";
import { getDatabase } from "~/db/database.server";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = metaFromLoader;

const loadBookingForm = () => import("~/bookings/bookings.lazy").then((module) => module.BookingForm);
// The details form's code comes with the choice of a day: the page opens with the choice of a service and a day.
const BookingForm = import.meta.env.SSR
  ? (await import("~/bookings/bookings.lazy")).BookingForm
  : lazy(() => loadBookingForm().then((form) => ({ default: form })));

// Only a service with places shows them: their code (and the groups' words) comes with such a service's form, not with every booking page.
const CompanionFields = import.meta.env.SSR
  ? (await import("~/groups/groups.lazy")).CompanionFields
  : lazy(() => import("~/groups/groups.lazy").then((module) => ({ default: module.CompanionFields })));

// Rendered per request: the free times change with every booking, and the form carries its own tokens.
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const { booking: settings, business, pages } = content;
  const { title, description, ...intro } = pages.booking;
  const params = new URL(request.url).searchParams;
  // The first service (the free consultation) until the visitor picks another: one step fewer.
  const service = settings.services.find((candidate) => candidate.slug === params.get("usluga")) ?? settings.services[0]!;
  const day = params.get("dzien");
  const now = new Date();
  const rules = bookingRulesText(settings, business);
  // A time whose hold for an online payment ran out is free again now, not at the job's next minute.
  await freeLapsedHolds(await getDatabase(), now);
  // A service with places offers its open sessions' starts too (groups' facts, handed to bookings, which must not import groups).
  const sessions = service.seats > 1 ? await sessionTimesOf(await getDatabase(), service.slug, now) : [];
  const choices = await bookingChoices(settings, service, day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null, now, { sessions });
  // A signed-in client's form starts with their details (a visitor's, empty), as a group seat's does.
  const known = await signedInDetails(request);
  return {
    meta: sitePageMeta(business, { title, description }, "/rezerwacja"),
    intro,
    rules,
    services: serviceChoices(settings, business),
    service: service.slug,
    /** A pair or a group: a seat may be booked with a companion. */
    withCompanion: service.seats > 1,
    ...choices,
    // A package ordered with its first session (/oferta's "Kup pakiet"), and the terms said before a paid order.
    ...bookingOrder(content, { service, packageSlug: params.get("pakiet"), day: choices.day, rules, now }),
    noFreeDays: noFreeDaysText(settings, business),
    // Sent as data: importing the words into the page's code would load a chunk of the groups' messages with it.
    groupsLink: GROUP_LINK_ON_BOOKING,
    controller: dataController(content),
    known: known ? { name: known.name, email: known.email, phone: known.phone } : null,
    ...(await newFormTokens()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The waitlist's form on a full day posts here too ("&powiadom"), so that its answer comes back on the page.
  if (new URL(request.url).searchParams.has("powiadom")) {
    const signedIn = await signedInClient(request);
    const waiting = await handleWaitlist(request, context.get(clientAddressContext), contentFor(context), { signedInClient: signedIn?.clientId ?? null });
    return waiting.kind === "joined" ? { waitlist: { joined: waitlistJoined(waiting) } } : data({ waitlist: waiting }, { status: waiting.status });
  }
  // Groups' seat booker and the gift vouchers go in as seams (bookings must not import what imports bookings).
  const outcome = await handleBooking(request, context.get(clientAddressContext), contentFor(context), new Date(), {
    seats: bookServiceSeat,
    vouchers: voucherSeam,
  });
  if (outcome.kind === "booked") return redirect(`${href("/rezerwacja/:token", { token: outcome.token })}?nowa`, 303);
  // Held for its money: the provider's page (a redirect, no script of the provider's on ours).
  if (outcome.kind === "pay") return redirect(outcome.url, 303);
  const { alternatives, ...failure } = outcome;
  return data({ ...failure, alternatives: alternatives ? alternativeChoices(alternatives) : undefined }, { status: outcome.status });
}

// Keep the form's key and stamp after a refused submission: the corrected one is the same booking.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function BookingPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { intro, rules, services, service, days, day, dayTitle, times, noFreeDays, order, packageBox, fullDays, waitlistDay } = loaderData;
  const actionData = answer && !("waitlist" in answer) ? answer : undefined;
  const waiting = answer && "waitlist" in answer ? answer.waitlist : undefined;
  const refused = waiting && "formError" in waiting ? waiting : undefined;
  // The package ordered goes with every step's address.
  const ordering = order.packageSlug ? `&pakiet=${order.packageSlug}` : "";
  const alternatives = actionData?.alternatives;
  const values = actionData?.values ?? { ...loaderData.known };
  const timeError = actionData?.fieldErrors.start?.[0];
  // Fetched with the navigation's data, so that the form is there when the day's times are.
  if (useNavigation().state !== "idle") void loadBookingForm();
  useFocusOnChange(service, "dzien");
  useFocusOnChange(day, "godzina");
  useFocusOnChange(waitlistDay, "lista-oczekujacych");
  const dayHref = (date: string) => `${href("/rezerwacja")}?usluga=${service}${ordering}&dzien=${date}#godzina`;
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow="Rezerwacja" {...intro} />
      </header>
      <div className="container-page">
        {packageBox && <PackageOrderBox box={packageBox} />}
        <p className="booking-note pt-6">{rules}</p>
        <p className="booking-note pt-2">
          {t(loaderData.groupsLink.text)} <PageLink to={href("/zajecia")}>{loaderData.groupsLink.link}</PageLink>
        </p>
      </div>
      <div className="booking-steps">
        <ServiceStep services={services} selected={service} />
        {/* The full days under the day step, so the times' column holds the waitlist's form on a wide screen. */}
        <div>
          <DayStep days={days} selected={day} dayHref={dayHref} emptyText={noFreeDays} />
          <FullDays days={fullDays} selected={waitlistDay} dayHref={(date) => dayHref(date).replace("#godzina", "#lista-oczekujacych")} />
        </div>
        {day || alternatives ? (
          <BookingForm
            service={service}
            action={`${href("/rezerwacja")}?usluga=${service}${ordering}&dzien=${day ?? ""}`}
            submissionKey={actionData?.values.submissionKey ?? loaderData.submissionKey}
            stamp={actionData?.values.stamp ?? loaderData.stamp}
            values={values}
            fieldErrors={actionData?.fieldErrors ?? {}}
            formError={timeError && alternatives ? undefined : actionData?.formError}
            controller={loaderData.controller}
            companion={
              loaderData.withCompanion && <CompanionFields idPrefix="rezerwacja" values={values} nameError={actionData?.fieldErrors.companionName?.[0]} />
            }
            applied={actionData && "applied" in actionData ? actionData.applied : undefined}
            // A refusal for a start within the 14 days shows the request to start early, whatever the day.
            order={{ ...order, askEarlyStart: order.askEarlyStart || Boolean(actionData?.fieldErrors.earlyStart) }}
            time={{
              times: alternatives ?? times,
              heading: alternatives ? "Najbliższe wolne terminy:" : `Wolne godziny: ${dayTitle}`,
              error: timeError && alternatives ? actionData?.formError : timeError,
              chosen: alternatives ? undefined : values.start,
            }}
          />
        ) : waitlistDay ? (
          <WaitlistForm
            action={`${href("/rezerwacja")}?usluga=${service}&dzien=${waitlistDay}&powiadom`}
            day={waitlistDay}
            service={service}
            submissionKey={refused?.values.submissionKey ?? loaderData.submissionKey}
            stamp={refused?.values.stamp ?? loaderData.stamp}
            email={refused?.values.email}
            formError={refused?.formError}
            emailError={refused?.fieldErrors.email?.[0]}
            joined={waiting && "joined" in waiting ? waiting.joined : undefined}
            controller={loaderData.controller}
          />
        ) : (
          <section aria-labelledby="godzina">
            <h2 id="godzina" className="booking-step-title" tabIndex={-1}>
              3. Godzina
            </h2>
            <p className="booking-note">Wybierz dzień, aby zobaczyć wolne godziny.</p>
          </section>
        )}
      </div>
    </main>
  );
}

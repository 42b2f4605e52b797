import { data, href, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/group-session";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { bookingRulesText } from "~/bookings/index.server";
import { newFormTokens } from "~/forms/index.server";
import { ALL_SESSIONS, SEAT_FORM, SeatBookingForm, SESSION_CLOSED, SESSION_NOT_FOUND, SessionFacts, type SessionCard } from "~/groups";
import { groupSessionWithSeats, handleSeatBooking, seatContract, sessionCard } from "~/groups/index.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { clientAddressContext } from "~/lib/request-context";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset as t } from "~/lib/typeset";
import { dataController } from "~/site-content";
import { signedInClient, signedInDetails } from "~/client-account/index.server";
import { warsawDate } from "~/scheduling";
import { SEAT_WAITLIST, seatWaitlistJoined, WaitlistForm } from "~/waitlist";
import { handleWaitlist } from "~/waitlist/index.server";
import { contentFor } from "~/site-content/index.server";
import { voucherSeam } from "~/vouchers/index.server";

export const meta: Route.MetaFunction = metaFromLoader;

async function sessionOf(id: string) {
  const session = /^\d{1,9}$/.test(id) ? await groupSessionWithSeats(await getDatabase(), Number(id), new Date()) : undefined;
  if (!session) throw data(SESSION_NOT_FOUND, { status: 404 });
  return session;
}

// Rendered per request: the free seats change with every booking, and the form carries its own tokens.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const session = await sessionOf(params.id);
  // A signed-in client's form starts with their details (a visitor's, empty).
  const known = await signedInDetails(request);
  const card = sessionCard(session);
  return {
    meta: sitePageMeta(
      content.business,
      { title: `${session.title}: ${card.when}`, description: `${card.place}. ${card.priceText}, ${card.seatsText}.` },
      href("/zajecia/:id", params),
    ),
    card,
    // The waitlist's form names it as /rezerwacja's does (the server reads the session's own).
    serviceSlug: session.serviceSlug,
    bookable: session.bookable,
    contract: seatContract(content, session, { rules: bookingRulesText(content.booking, content.business), siteUrl: env.SITE_URL }),
    controller: dataController(content),
    known: known ? { name: known.name, email: known.email, phone: known.phone } : {},
    ...(await newFormTokens()),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = await sessionOf(params.id);
  // The waitlist's form on a full session posts here too ("?lista"), so that its answer comes back on the page.
  if (new URL(request.url).searchParams.has(WAITLIST_QUERY)) {
    const signedIn = await signedInClient(request);
    const seat = {
      sessionId: session.id,
      day: warsawDate(Date.parse(session.startsAt)).toString(),
      serviceSlug: session.serviceSlug,
      full: session.free === 0,
    };
    const waiting = await handleWaitlist(request, context.get(clientAddressContext), contentFor(context), { signedInClient: signedIn?.clientId ?? null, seat });
    return waiting.kind === "joined" ? { waitlist: { joined: seatWaitlistJoined(waiting.email) } } : data({ waitlist: waiting }, { status: waiting.status });
  }
  const outcome = await handleSeatBooking(request, context.get(clientAddressContext), contentFor(context), session, voucherSeam);
  if (outcome.kind === "booked") return redirect(`${href("/rezerwacja/:token", { token: outcome.token })}?nowa`, 303);
  // Held for its money: the provider's page.
  if (outcome.kind === "pay") return redirect(outcome.url, 303);
  if (outcome.kind === "voucher") return data({ ...outcome, next: undefined }, { status: outcome.status });
  const { next, ...failure } = outcome;
  return data({ ...failure, next: next?.map(sessionCard) }, { status: outcome.status });
}

const WAITLIST_QUERY = "lista";

// Keep the form's key and stamp after a refused submission: the corrected one is the same booking.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function GroupSessionPage({ loaderData, actionData: answer, params }: Route.ComponentProps) {
  const { card, bookable, contract, controller } = loaderData;
  const actionData = answer && "values" in answer ? answer : undefined;
  const waitlist = answer && "waitlist" in answer ? answer.waitlist : undefined;
  const waitlistFailure = waitlist && "kind" in waitlist ? waitlist : undefined;
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <div className="container-page py-12 md:py-16">
          <p className="eyebrow">
            <Link to={href("/zajecia")} className="inline-flex min-h-11 items-center">
              {t(ALL_SESSIONS)}
            </Link>
          </p>
          <h1 className="heading-1">{t(card.title)}</h1>
        </div>
      </header>
      <div className="group-session-page">
        <SessionFacts session={card} minimum />
        {bookable ? (
          <SeatBookingForm
            action={href("/zajecia/:id", params)}
            alternatives={actionData?.next && <NextSessions sessions={actionData.next} />}
            submissionKey={actionData?.values.submissionKey ?? loaderData.submissionKey}
            stamp={actionData?.values.stamp ?? loaderData.stamp}
            values={actionData?.values ?? loaderData.known}
            fieldErrors={actionData?.fieldErrors ?? {}}
            formError={actionData?.formError}
            applied={actionData && "applied" in actionData ? actionData.applied : undefined}
            contract={contract}
            controller={controller}
          />
        ) : (
          <p role="status" className="form-error">
            {t(SESSION_CLOSED)}
          </p>
        )}
        {bookable && card.free === 0 && (
          <WaitlistForm
            action={`${href("/zajecia/:id", params)}?${WAITLIST_QUERY}`}
            day={card.startsAt.slice(0, 10)}
            service={loaderData.serviceSlug}
            submissionKey={loaderData.submissionKey}
            stamp={loaderData.stamp}
            email={waitlistFailure?.values.email}
            formError={waitlistFailure?.formError}
            emailError={waitlistFailure?.fieldErrors.email?.[0]}
            joined={waitlist && "joined" in waitlist ? waitlist.joined : undefined}
            controller={controller}
            texts={SEAT_WAITLIST}
          />
        )}
      </div>
    </main>
  );
}

/** Offered when this session is full: the next of its title with seats. */
function NextSessions({ sessions }: { sessions: SessionCard[] }) {
  return (
    <section aria-labelledby="kolejne-terminy">
      <h2 id="kolejne-terminy" className="booking-step-title">
        {t(SEAT_FORM.nextHeading)}
      </h2>
      {sessions.length === 0 ? (
        <p className="booking-note">{t(SEAT_FORM.noNext)}</p>
      ) : (
        <ul className="grid gap-3">
          {sessions.map((session) => (
            <li key={session.id}>
              <Link to={href("/zajecia/:id", { id: String(session.id) })} className="booking-option">
                <span className="booking-option-name">{session.when}</span>
                <span className="booking-option-detail">{session.seatsText}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

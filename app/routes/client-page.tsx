import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-page";
import workoutStylesheet from "./workout.css?url";
import {
  AFTER_SIGN_IN_PARAM,
  afterSignIn,
  CLIENT_PAGE_HEAD,
  ClientDataSection,
  ClientFeedSection,
  ClientPageContents,
  ClientPaymentsSection,
  ClientSessionList,
  landingAfterSignIn,
  linkSentText,
  PAGE,
  PAGE_NOTICES,
  SIGN_IN,
  SignInForm,
  SignOutForm,
} from "~/client-account";
import {
  cancelOwnBooking,
  clientFeedUrl,
  clientPage,
  LINK_MINUTES,
  renewClientFeed,
  requestErasure,
  requestSignInLink,
  signedInClient,
  signedOutPush,
  signOut,
} from "~/client-account/index.server";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { newFormTokens } from "~/forms/index.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { readForm } from "~/lib/read-form.server";
import { clientAddressContext } from "~/lib/request-context";
import { sitePageMeta } from "~/lib/seo.server";
import { ArrivalNotice } from "~/components/arrival-notice";
import { typeset as t } from "~/lib/typeset";
import { cancelFollowing } from "~/series/index.server";
import { contentFor } from "~/site-content/index.server";
import { CLIENT_WORKER, ClientReminders, type ClientRemindersProps } from "~/client-reminders";
import { clientRemindersView } from "~/client-reminders/index.server";
import { REVIEW_CONSENT_FIELD, REVIEW_CONSENT_INTENT, ReviewConsentForm } from "~/reviews";
import { reviewConsentOf, setReviewConsent } from "~/reviews/index.server";
import { ClientDietSection } from "~/diet";
import { WorkoutToday } from "~/training";
import { ClientProgressSection } from "~/progress";
import { WeeklyGroupsSection } from "~/groups";
import { ClientQuestionnaireSection } from "~/questionnaire";
import { clientCoaching, type ClientCoaching } from "./client-coaching.server";
import type { PublicChromeHandle } from "~/hooks/use-public-chrome";

export const meta: Route.MetaFunction = metaFromLoader;

/** The workout's set buttons need the bottom of the screen: no contact bar over them (the footer still gives the phone and the e-mail). */
export const handle: PublicChromeHandle = { contactBar: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: workoutStylesheet }];

// A personal page: never kept by a shared cache.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": "private, no-store",
  // The signed-in page: the client's offline worker keeps it on the phone (public/moje-treningi-sw.js).
  ...(loaderHeaders.has(OFFLINE_HEADER) ? { [OFFLINE_HEADER]: "1" } : {}),
});

const OFFLINE_HEADER = "X-Stored-Offline";

const FIELDS = ["intent", "email", "submissionKey", "stamp", "sentBy", "website", "booking", "version", "endpoint", REVIEW_CONSENT_FIELD, AFTER_SIGN_IN_PARAM];
const PAGE_PATH = "/moje-treningi";

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const db = await getDatabase();
  const search = new URL(request.url).searchParams;
  const common = {
    meta: sitePageMeta(content.business, CLIENT_PAGE_HEAD, href("/moje-treningi"), { noindex: true }),
    notice: (Object.keys(PAGE_NOTICES) as (keyof typeof PAGE_NOTICES)[]).find((key) => search.has(key)) ?? null,
    linkSent: search.has("wyslano") ? linkSentText(LINK_MINUTES) : null,
    // Sent here to sign in from another page of /moje-treningi (the questionnaire): the link leads back there.
    next: afterSignIn(search.get(AFTER_SIGN_IN_PARAM)),
  };
  const signedIn = await signedInClient(request, db);
  // Signed in already: straight to the page the client came to sign in for.
  if (signedIn && common.next) return redirect(landingAfterSignIn(common.next));
  const page = signedIn && (await clientPage(db, signedIn.clientId, content, env.SITE_URL, new Date()));
  if (!signedIn || !page) return { ...common, client: null, ...(await newFormTokens()) };
  return data(
    {
      ...common,
      client: page,
      feedUrl: await clientFeedUrl(db, signedIn.clientId, env.SITE_URL),
      reminders: await clientRemindersView(db, signedIn.clientId),
      reviewConsent: await reviewConsentOf(db, signedIn.clientId),
      coaching: await clientCoaching(db, signedIn.clientId, new Date(), search.has("dzien") ? Number(search.get("dzien")) : null),
      bookUrl: page.usualService ? `${href("/rezerwacja")}?usluga=${encodeURIComponent(page.usualService)}` : href("/rezerwacja"),
    },
    { headers: { [OFFLINE_HEADER]: "1" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, FIELDS);
  if (!form.ok) return data({ error: form.message, email: "", fieldError: undefined }, { status: form.status });
  const db = await getDatabase();
  const clientAddress = context.get(clientAddressContext);
  const intent = form.fields.get("intent");
  if (intent === "link") {
    const outcome = await requestSignInLink(db, form.fields, clientAddress);
    if (outcome.kind === "sent") return redirect(`${PAGE_PATH}?wyslano`, 303);
    return data(
      { error: outcome.formError, email: outcome.email, fieldError: "fieldError" in outcome ? outcome.fieldError : undefined },
      { status: outcome.kind === "rate-limited" ? 429 : 400 },
    );
  }
  if (intent === "sign-out") {
    const cookie = await signOut(request, db, signedOutPush(form.fields));
    return redirect(`${PAGE_PATH}?wylogowano`, { status: 303, headers: { "Set-Cookie": cookie } });
  }
  const signedIn = await signedInClient(request, db);
  // Signed out meanwhile (the 30 days over, the card erased): the sign-in form again.
  if (!signedIn) return redirect(PAGE_PATH, 303);
  if (intent === "new-feed") {
    await renewClientFeed(db, signedIn.clientId, env.SITE_URL);
    return redirect(`${PAGE_PATH}?nowyadres`, 303);
  }
  if (intent === REVIEW_CONSENT_INTENT) {
    await setReviewConsent(db, signedIn.clientId, form.fields.get(REVIEW_CONSENT_FIELD) === "tak", new Date());
    return redirect(`${PAGE_PATH}?opinia#opinia`, 303);
  }
  if (intent === "erase") {
    await requestErasure(db, signedIn.clientId, new Date());
    return redirect(`${PAGE_PATH}?usuniecie`, 303);
  }
  const refusal = await cancelOwnBooking(db, signedIn.clientId, form.fields, { site: contentFor(context), clientAddress, cancelFollowing });
  if (refusal) return data({ error: refusal.message, email: "", fieldError: undefined }, { status: refusal.status });
  return redirect(`${PAGE_PATH}?odwolana`, 303);
}

export default function ClientPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, linkSent, client } = loaderData;
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-12 md:py-16">
        <h1 className="heading-1">{SIGN_IN.heading}</h1>
        {notice && <ArrivalNotice text={PAGE_NOTICES[notice]} />}
        {client === null ? (
          <>
            {linkSent ? <ArrivalNotice text={linkSent} /> : <p className="lead mt-4">{t(SIGN_IN.lead)}</p>}
            <SignInForm
              submissionKey={"submissionKey" in loaderData ? loaderData.submissionKey : ""}
              stamp={"stamp" in loaderData ? loaderData.stamp : ""}
              email={actionData?.email ?? ""}
              fieldError={actionData?.fieldError}
              formError={actionData?.fieldError ? undefined : actionData?.error}
              next={loaderData.next}
            />
            <p className="mt-8">
              <Link to={href("/rezerwacja")} className="inline-flex min-h-11 items-center font-bold underline">
                {t(SIGN_IN.noAccount)}
              </Link>
            </p>
          </>
        ) : (
          <SignedIn
            client={client}
            feedUrl={"feedUrl" in loaderData ? loaderData.feedUrl : ""}
            bookUrl={"bookUrl" in loaderData ? loaderData.bookUrl : ""}
            reminders={"reminders" in loaderData ? loaderData.reminders : null}
            reviewConsent={"reviewConsent" in loaderData ? loaderData.reviewConsent : null}
            coaching={"coaching" in loaderData ? loaderData.coaching : null}
            error={actionData?.error}
          />
        )}
      </div>
    </main>
  );
}

type Client = NonNullable<Route.ComponentProps["loaderData"]["client"]>;

type SignedInProps = {
  client: Client;
  feedUrl: string;
  bookUrl: string;
  reminders: ClientRemindersProps | null;
  reviewConsent: string | null;
  coaching: ClientCoaching | null;
  error?: string;
};

function SignedIn({ client, feedUrl, bookUrl, reminders, reviewConsent, coaching, error }: SignedInProps) {
  return (
    <>
      <p className="lead mt-4">{t(client.name)}</p>
      {error && (
        <p className="form-error mt-6" role="alert">
          {t(error)}
        </p>
      )}
      <ClientPageContents
        shown={{ workout: Boolean(coaching), groups: Boolean(coaching?.groups.length), diet: Boolean(coaching?.diet), progress: Boolean(coaching) }}
      />
      {/* First: opened in the gym, the page is for the workout. */}
      {coaching && <WorkoutToday workout={coaching.workout} clientId={coaching.clientId} />}
      {coaching && !coaching.questionnaireAnsweredAt && <ClientQuestionnaireSection answeredAt={null} />}
      <section aria-labelledby="najblizsze" className="mt-10">
        <h2 id="najblizsze" className="heading-2">
          {PAGE.upcoming}
        </h2>
        {/* Above the list: a regular's weekly sessions ahead ran to nine screens before it. */}
        <p className="mt-4">
          <Link to={bookUrl} className="button-primary">
            {PAGE.bookNext}
          </Link>
        </p>
        {client.upcoming.length === 0 && <p className="mt-4">{t(PAGE.noUpcoming)}</p>}
        <ClientSessionList sessions={client.upcoming} withChanges />
      </section>
      <ClientPaymentsSection packageText={client.package} owed={client.owed} />
      {client.past.length > 0 && (
        <section aria-labelledby="wczesniejsze" className="mt-10">
          <h2 id="wczesniejsze" className="heading-2">
            {PAGE.past}
          </h2>
          <ClientSessionList sessions={client.past} withChanges={false} />
        </section>
      )}
      {coaching && <WeeklyGroupsSection groups={coaching.groups} />}
      {coaching?.diet && <ClientDietSection diet={coaching.diet} />}
      {coaching && <ClientProgressSection progress={coaching.progress} />}
      {coaching?.questionnaireAnsweredAt && <ClientQuestionnaireSection answeredAt={coaching.questionnaireAnsweredAt} />}
      {reminders && <ClientReminders {...reminders} />}
      <ReviewConsentForm since={reviewConsent} />
      <ClientFeedSection feedUrl={feedUrl} />
      <ClientDataSection />
      <SignOutForm pushScope={CLIENT_WORKER.scope} />
    </>
  );
}

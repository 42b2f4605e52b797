import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/waitlist-confirm";
import { getDatabase } from "~/db/database.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";
import { CONFIRM_PAGE, confirmedAnswer, confirmQuestion } from "~/waitlist";
import { confirmWaitlist, waitlistLinkState } from "~/waitlist/index.server";

// The link from the waitlist's mail opens this page, which confirms nothing:
// mail scanners open links ahead of the person. "Potwierdzam" (a POST)
// confirms the address. The secret leaves with no request to another site.
export const meta: Route.MetaFunction = metaFromLoader;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { business } = contentFor(context);
  return {
    meta: sitePageMeta(business, { title: CONFIRM_PAGE.title, description: CONFIRM_PAGE.description }, href("/rezerwacja"), { noindex: true }),
    state: await waitlistLinkState(await getDatabase(), params.token),
  };
}

export async function action({ params }: Route.ActionArgs) {
  const days = await confirmWaitlist(await getDatabase(), params.token, new Date());
  return days ? { days } : data({ days: null }, { status: 410 });
}

export default function WaitlistConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state } = loaderData;
  const days = actionData ? actionData.days : state.kind === "confirmed" ? state.days : undefined;
  const refused = actionData ? actionData.days === null : state.kind === "unknown";
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-12 md:py-16">
        <h1 className="heading-1">{t(CONFIRM_PAGE.title)}</h1>
        {refused ? (
          <>
            <p className="form-error mt-6" role="alert">
              {t(CONFIRM_PAGE.refused)}
            </p>
            <p className="mt-6">
              <Link to={href("/rezerwacja")} className="button-primary">
                {CONFIRM_PAGE.toBooking}
              </Link>
            </p>
          </>
        ) : days ? (
          <p className="lead mt-4" role="status">
            {t(confirmedAnswer(days))}
          </p>
        ) : state.kind === "pending" ? (
          <>
            <p className="lead mt-4">{t(confirmQuestion(state.day))}</p>
            <Form method="post" className="mt-8">
              <button type="submit" className="button-primary">
                {CONFIRM_PAGE.button}
              </button>
            </Form>
          </>
        ) : null}
      </div>
    </main>
  );
}

import { data, Form, href, redirect } from "react-router";
import type { Route } from "./+types/review-decline";
import { getDatabase } from "~/db/database.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset as t } from "~/lib/typeset";
import { REVIEW_PAGE } from "~/reviews";
import { clientOfReviewToken, declineReview, reviewRequestOf } from "~/reviews/index.server";
import { contentFor } from "~/site-content/index.server";

// A review request's link opens this page, which records nothing: mail
// scanners open links ahead of the person. "Nie, dziękuję" (a POST) records
// the answer. The secret in the address goes to no other site: a referrer
// only to this one ("no-referrer" would make Chrome send `Origin: null` with
// the form posted before the page's code runs, and the guard refuse it).
export const meta: Route.MetaFunction = metaFromLoader;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { business, booking } = contentFor(context);
  const db = await getDatabase();
  const clientId = await clientOfReviewToken(db, params.token);
  const asked = clientId === null ? undefined : await reviewRequestOf(db, clientId);
  const state = !asked ? "unknown" : asked.declinedAt ? "declined" : "asked";
  return data(
    {
      meta: sitePageMeta(business, { title: REVIEW_PAGE.title, description: REVIEW_PAGE.description }, href("/"), { noindex: true }),
      state,
      reviewUrl: booking.reviewUrl,
    } as const,
    { status: state === "unknown" ? 404 : 200 },
  );
}

export async function action({ params }: Route.ActionArgs) {
  const db = await getDatabase();
  const clientId = await clientOfReviewToken(db, params.token);
  if (clientId === null || !(await declineReview(db, clientId, new Date()))) throw data(REVIEW_PAGE.unknown, { status: 404 });
  // The page's own address: with JavaScript the request's is React Router's data address (/opinia/….data), which is no page.
  return redirect(href("/opinia/:token", { token: params.token }), { status: 303 });
}

export default function ReviewDeclinePage({ loaderData }: Route.ComponentProps) {
  const { state, reviewUrl } = loaderData;
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-12 md:py-16">
        <h1 className="heading-1">{t(REVIEW_PAGE.title)}</h1>
        {state === "unknown" ? (
          <p className="form-error mt-6" role="alert">
            {t(REVIEW_PAGE.unknown)}
          </p>
        ) : state === "declined" ? (
          <p className="lead mt-4" role="status">
            {t(REVIEW_PAGE.declined)}
          </p>
        ) : (
          <>
            <p className="lead mt-4">{t(REVIEW_PAGE.question)}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              {reviewUrl && (
                <a href={reviewUrl} rel="noreferrer" className="button-primary">
                  {REVIEW_PAGE.reviewLink}
                </a>
              )}
              <Form method="post">
                <button type="submit" className="button-secondary">
                  {REVIEW_PAGE.declineButton}
                </button>
              </Form>
            </div>
          </>
        )}
      </div>
    </main>
  );
}

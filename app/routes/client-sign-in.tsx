import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-sign-in";
import { AFTER_SIGN_IN_PARAM, afterSignIn, CLIENT_PAGE_HEAD, ENTER, landingAfterSignIn, LINK_REFUSALS } from "~/client-account";
import { linkRefusal, sessionCookie, redeemSignInLink } from "~/client-account/index.server";
import { getDatabase } from "~/db/database.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";

// The link from the mail opens this page, which uses nothing: mail scanners
// that open links ahead of the client would otherwise spend it. "Wejdź"
// (a POST) uses the link and signs in. The link leaves with no request to
// another site (same-origin: the form's own Origin header still goes).
export const meta: Route.MetaFunction = metaFromLoader;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { business } = contentFor(context);
  return {
    next: afterSignIn(new URL(request.url).searchParams.get(AFTER_SIGN_IN_PARAM)),
    meta: sitePageMeta(business, CLIENT_PAGE_HEAD, href("/moje-treningi"), { noindex: true }),
    refusal: await linkRefusal(await getDatabase(), params.token, new Date()),
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const used = await redeemSignInLink(await getDatabase(), params.token, new Date());
  if (!used.ok) return data({ refusal: used.reason }, { status: 410 });
  const next = afterSignIn((await request.formData()).get(AFTER_SIGN_IN_PARAM)?.toString());
  return redirect(landingAfterSignIn(next), { status: 303, headers: { "Set-Cookie": await sessionCookie(used.session) } });
}

export default function ClientSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData?.refusal ?? loaderData.refusal;
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-12 md:py-16">
        <h1 className="heading-1">{t(ENTER.heading)}</h1>
        {refusal ? (
          <>
            <p className="form-error mt-6" role="alert">
              {t(LINK_REFUSALS[refusal])}
            </p>
            <p className="mt-6">
              <Link to={href("/moje-treningi")} className="button-primary">
                {ENTER.newLink}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="lead mt-4">{t(ENTER.lead)}</p>
            <Form method="post" className="mt-8">
              {loaderData.next && <input type="hidden" name={AFTER_SIGN_IN_PARAM} value={loaderData.next} />}
              <button type="submit" className="button-primary">
                {ENTER.button}
              </button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}

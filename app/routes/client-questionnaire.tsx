// /moje-treningi/ankieta: the health questionnaire before the first session,
// for the signed-in client (the first booking's confirmation links here).
// Signed out, the page says where it is and leads to the sign-in on
// /moje-treningi, whose section "Przed pierwszym treningiem" leads back.
// Health data: never kept by a shared cache.
import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-questionnaire";
import { afterSignInQuery } from "~/client-account";
import { signedInClient } from "~/client-account/index.server";
import { ArrivalNotice } from "~/components/arrival-notice";
import { getDatabase } from "~/db/database.server";
import { newSubmissionKey } from "~/forms/index.server";
import { typeset as t } from "~/lib/typeset";
import { healthConsentOf } from "~/progress/index.server";
import { QUESTIONNAIRE, QuestionnaireForm } from "~/questionnaire";
import { answerQuestionnaire, latestQuestionnaire } from "~/questionnaire/index.server";

const SAVED = "zapisano";

export const meta: Route.MetaFunction = () => [{ title: QUESTIONNAIRE.pageTitle }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDatabase();
  const client = await signedInClient(request, db);
  if (!client) return { signedIn: false as const };
  const [consent, latest] = await Promise.all([healthConsentOf(db, client.clientId, "questionnaire"), latestQuestionnaire(db, client.clientId)]);
  return {
    signedIn: true as const,
    saved: new URL(request.url).searchParams.has(SAVED),
    consentNeeded: consent === null,
    answeredAt: latest?.answeredAt ?? null,
    submissionKey: newSubmissionKey(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const db = await getDatabase();
  const client = await signedInClient(request, db);
  // Signed out meanwhile (the 30 days over, the card erased): this page says how to sign in.
  if (!client) return redirect(href("/moje-treningi/ankieta"), 303);
  const outcome = await answerQuestionnaire(db, client.clientId, request, "client", new Date());
  if (outcome.ok) return redirect(`${href("/moje-treningi/ankieta")}?${SAVED}`, 303);
  return data({ problem: outcome.problem }, { status: outcome.status });
}

export default function ClientQuestionnairePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-12 md:py-16">
        <h1 className="heading-1">{t(QUESTIONNAIRE.pageTitle)}</h1>
        {!loaderData.signedIn ? (
          <>
            <p className="lead mt-4">{t(QUESTIONNAIRE.signInFirst)}</p>
            <p className="mt-6">
              <Link to={`${href("/moje-treningi")}${afterSignInQuery("ankieta")}`} className="button-primary">
                {t(QUESTIONNAIRE.signIn)}
              </Link>
            </p>
          </>
        ) : loaderData.saved ? (
          <ArrivalNotice text={QUESTIONNAIRE.saved} />
        ) : (
          <>
            <p className="lead mt-4">{t(QUESTIONNAIRE.lead)}</p>
            {loaderData.answeredAt && <p className="mt-4">{t(QUESTIONNAIRE.sectionDone(loaderData.answeredAt))}</p>}
            <QuestionnaireForm
              action={href("/moje-treningi/ankieta")}
              submissionKey={loaderData.submissionKey}
              consentNeeded={loaderData.consentNeeded}
              problem={actionData?.problem}
            />
          </>
        )}
        <p className="mt-8">
          <Link to={href("/moje-treningi")} className="inline-flex min-h-11 items-center font-bold underline">
            {t(QUESTIONNAIRE.back)}
          </Link>
        </p>
      </div>
    </main>
  );
}

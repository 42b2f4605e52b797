// /admin/klienci/:id/ankieta: the trainer fills in the health questionnaire
// with the client, on her phone; recorded as filled by the trainer. The
// health-data consent, when the client has not given it, is ticked by the
// client on the same form.
import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-questionnaire";
import { adminMeta } from "~/admin";
import { idParam, requireAdmin, toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { newSubmissionKey } from "~/forms/index.server";
import { typeset as t } from "~/lib/typeset";
import { healthConsentOf } from "~/progress/index.server";
import { QUESTIONNAIRE, QuestionnaireForm, TRAINER_QUESTIONNAIRE } from "~/questionnaire";
import { answerQuestionnaire } from "~/questionnaire/index.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(loaderData ? TRAINER_QUESTIONNAIRE.pageTitle(loaderData.client.name) : TRAINER_QUESTIONNAIRE.link, matches);

async function clientOf(id: number) {
  const db = await getDatabase();
  const client = await db.selectFrom("clients").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
  if (!client) throw data(TRAINER_QUESTIONNAIRE.cardGone, { status: 404 });
  return { db, client };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, TRAINER_QUESTIONNAIRE.cardGone));
  return { client, consentNeeded: (await healthConsentOf(db, client.id, "questionnaire")) === null, submissionKey: newSubmissionKey() };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, TRAINER_QUESTIONNAIRE.cardGone));
  const outcome = await answerQuestionnaire(db, client.id, request, "trainer", new Date());
  if (!outcome.ok) return data({ problem: outcome.problem }, { status: outcome.status });
  return redirect(href("/admin/klienci/:id", { id: String(client.id) }), { status: 303, headers: await toastHeaders(TRAINER_QUESTIONNAIRE.saved) });
}

export default function ClientQuestionnairePage({ loaderData, actionData }: Route.ComponentProps) {
  const { client, consentNeeded, submissionKey } = loaderData;
  const path = href("/admin/klienci/:id/ankieta", { id: String(client.id) });
  return (
    <div className="agenda-page">
      <p>
        <Link to={href("/admin/klienci/:id", { id: String(client.id) })} className="admin-link">
          {t(TRAINER_QUESTIONNAIRE.backToCard(client.name))}
        </Link>
      </p>
      <h1 className="admin-heading">{t(TRAINER_QUESTIONNAIRE.pageTitle(client.name))}</h1>
      <p className="mt-4">{t(QUESTIONNAIRE.lead)}</p>
      {consentNeeded && <p className="mt-4 font-bold">{t(TRAINER_QUESTIONNAIRE.noConsentYet)}</p>}
      <QuestionnaireForm action={path} submissionKey={submissionKey} consentNeeded={consentNeeded} problem={actionData?.problem} panel />
    </div>
  );
}

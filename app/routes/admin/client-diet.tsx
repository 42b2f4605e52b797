import { data, href, redirect } from "react-router";
import type { Route } from "./+types/client-diet";
import { adminMeta } from "~/admin";
import { idParam, requireAdmin, toastHeaders } from "~/admin/index.server";
import { CARD_GONE } from "~/clients";
import { cardOfPage } from "~/clients/index.server";
import { getDatabase } from "~/db/database.server";
import { DIET_PAGE, DietPage, dietSaved, pdfUploaded } from "~/diet";
import { dietEditorView, submitDietPage } from "~/diet/index.server";
import { typeset as t } from "~/lib/typeset";
import { TRAINER_PROGRESS } from "~/progress";
import { healthConsentOf } from "~/progress/index.server";

// "Dieta: Anna Nowak": the name would need declining after a noun.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData ? `Dieta: ${loaderData.client.name}` : "Dieta", matches);

async function clientOf(id: number) {
  const db = await getDatabase();
  return { db, client: await cardOfPage(db, id) };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, CARD_GONE));
  return { client, consent: (await healthConsentOf(db, client.id, "diet")) !== null, view: await dietEditorView(db, client.id) };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, CARD_GONE));
  // A diet is health data (RODO art. 9): kept only on the client's consent. A page opened before it was withdrawn sends here.
  if (!(await healthConsentOf(db, client.id, "diet"))) {
    await request.body?.cancel();
    return data(
      { answer: { kind: "refused" as const, status: 409 as const, problem: "form" as const, message: TRAINER_PROGRESS.dietNoConsent } },
      { status: 409 },
    );
  }
  const answer = await submitDietPage(db, client.id, request, new Date());
  if (answer.kind === "client-gone") throw data(CARD_GONE, { status: 404 });
  if (answer.kind === "saved" || answer.kind === "uploaded") {
    return redirect(href("/admin/klienci/:id/dieta", { id: String(client.id) }), {
      status: 303,
      headers: await toastHeaders(answer.kind === "saved" ? dietSaved(answer) : pdfUploaded(answer.version)),
    });
  }
  return data({ answer }, { status: answer.status });
}

export default function ClientDietRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.consent) {
    return (
      <>
        <h1 className="admin-heading">{t(DIET_PAGE.title(loaderData.client.name))}</h1>
        <p className="admin-notice">{t(TRAINER_PROGRESS.dietNoConsent)}</p>
      </>
    );
  }
  return <DietPage client={loaderData.client} view={loaderData.view} answer={actionData?.answer} />;
}

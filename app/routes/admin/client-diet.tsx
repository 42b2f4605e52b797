import { data, href, redirect } from "react-router";
import type { Route } from "./+types/client-diet";
import { adminMeta } from "~/admin";
import { idParam, requireAdmin, toastHeaders } from "~/admin/index.server";
import { CARD_GONE } from "~/clients";
import { cardOfPage } from "~/clients/index.server";
import { getDatabase } from "~/db/database.server";
import { DIET_SAVED, DietPage } from "~/diet";
import { dietEditorView, submitDietPage } from "~/diet/index.server";

// "Dieta: Anna Nowak": the name would need declining after a noun.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData ? `Dieta: ${loaderData.client.name}` : "Dieta", matches);

async function clientOf(id: number) {
  const db = await getDatabase();
  return { db, client: await cardOfPage(db, id) };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, CARD_GONE));
  return { client, view: await dietEditorView(db, client.id) };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, CARD_GONE));
  const answer = await submitDietPage(db, client.id, request, new Date());
  if (answer.kind === "client-gone") throw data(CARD_GONE, { status: 404 });
  if (answer.kind === "saved") {
    return redirect(href("/admin/klienci/:id/dieta", { id: String(client.id) }), {
      status: 303,
      headers: await toastHeaders(DIET_SAVED[answer.what](answer.version)),
    });
  }
  return data({ answer }, { status: answer.status });
}

export default function ClientDietRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DietPage client={loaderData.client} view={loaderData.view} answer={actionData?.answer} />;
}

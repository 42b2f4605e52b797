import { href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-plan-print";
import { adminMeta } from "~/admin";
import { idParam, requireAdmin } from "~/admin/index.server";
import { CARD_GONE } from "~/clients";
import { cardOfPage } from "~/clients/index.server";
import { getDatabase } from "~/db/database.server";
import { formatDate } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { PlanSheet } from "~/training";
import { planOf } from "~/training/index.server";
import planStylesheet from "./plan.css?url";

// The plan as a sheet to print or save as PDF (the browser's own "Zapisz jako PDF"): the panel's chrome is left out of the print.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData ? `Plan do druku: ${loaderData.client.name}` : "Plan", matches);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: planStylesheet }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  const id = idParam(params.id, CARD_GONE);
  const client = await cardOfPage(db, id);
  const plan = await planOf(db, client.id);
  // No plan yet: nothing to print, the builder instead.
  if (!plan) throw redirect(href("/admin/klienci/:id/plan", { id: String(client.id) }));
  return { client, plan: { ...plan, startsOn: formatDate(`${plan.startsOn}T12:00:00.000Z`) } };
}

export default function ClientPlanPrint({ loaderData }: Route.ComponentProps) {
  const { client, plan } = loaderData;
  return (
    <>
      <Link to={href("/admin/klienci/:id/plan", { id: String(client.id) })} className="admin-back">
        ← {t("Wróć do planu")}
      </Link>
      <PlanSheet clientName={client.name} plan={plan} />
    </>
  );
}

import { warsawDate } from "~/scheduling";
import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-packages";
import { requireAdmin } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { backTo, idParam } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { ClientPackages, historyAuthor } from "~/packages";
import { packagesOf } from "~/packages/index.server";
import { packageAction, saleOffers } from "~/packages/index.server";
import { PACKAGE_FIELDS } from "~/packages";
import { getDatabase } from "~/db/database.server";
import { newSubmissionKey } from "~/forms/index.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";

const CLIENT_GONE = "Nie ma takiego klienta — karta mogła zostać usunięta lub połączona z inną.";

// "Pakiety: Anna Nowak": the name would need declining after a noun.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData ? `Pakiety: ${loaderData.client.name}` : "Pakiety", matches);

async function clientOf(id: number) {
  const db = await getDatabase();
  const client = await db.selectFrom("clients").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
  if (!client) throw data(CLIENT_GONE, { status: 404 });
  return { db, client };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, CLIENT_GONE));
  const { offer, trainer, booking } = contentFor(context);
  const packages = (await packagesOf(db, client.id, new Date())).map((pack) => ({
    ...pack,
    history: pack.history.map((event) => ({ ...event, author: historyAuthor(event.author, trainer.gender) })),
  }));
  return { client, packages, offers: saleOffers(offer, booking.services), saleKey: newSubmissionKey(), today: warsawDate(new Date()).toString() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, CLIENT_GONE));
  const form = await readForm(request, PACKAGE_FIELDS);
  if (!form.ok) return data({ problem: { intent: "", id: null, message: form.message, values: {} } }, { status: form.status });
  const { offer, booking } = contentFor(context);
  const outcome = await packageAction(db, client.id, form.fields, saleOffers(offer, booking.services), new Date());
  if (!outcome.ok) return data({ problem: outcome.problem }, { status: 400 });
  // Back to where the form was (the card, or this page): a reload never sends it again.
  return redirect(backTo(form.fields.get("back"), href("/admin/klienci/:id", { id: String(client.id) })), {
    status: 303,
    headers: await toastHeaders(outcome.message),
  });
}

export default function ClientPackagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { client, packages, offers, saleKey } = loaderData;
  return (
    <div className="agenda-page">
      <p>
        <Link to={href("/admin/klienci/:id", { id: String(client.id) })} className="admin-link">
          {t(`← Karta: ${client.name}`)}
        </Link>
      </p>
      <h1 className="admin-heading">{t(`Pakiety: ${client.name}`)}</h1>
      <ClientPackages
        clientId={client.id}
        packages={packages}
        offers={offers}
        saleKey={saleKey}
        page={href("/admin/klienci/:id/pakiety", { id: String(client.id) })}
        problem={actionData?.problem}
        today={loaderData.today}
      />
    </div>
  );
}

// /admin/klienci/:id/postepy: a client's progress for the trainer: the chart
// and table of measurements, a measurement entered for the client (only while
// the client consents to health data being kept), and the progress photos.
import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-progress";
import { adminMeta } from "~/admin";
import { idParam, requireAdmin, toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { MEASUREMENT_FORM_FIELDS, PROGRESS_INTENTS, TRAINER_PROGRESS, TrainerProgress } from "~/progress";
import { clientProgressView, deleteMeasurement, enterMeasurement, MEASUREMENT_DAY_FIELD } from "~/progress/index.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(loaderData ? TRAINER_PROGRESS.pageTitle(loaderData.client.name) : TRAINER_PROGRESS.link, matches);

async function clientOf(id: number) {
  const db = await getDatabase();
  const client = await db.selectFrom("clients").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
  if (!client) throw data(TRAINER_PROGRESS.cardGone, { status: 404 });
  return { db, client };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, TRAINER_PROGRESS.cardGone));
  return { client, progress: await clientProgressView(db, client.id, new Date()) };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, TRAINER_PROGRESS.cardGone));
  const form = await readForm(request, [...MEASUREMENT_FORM_FIELDS, MEASUREMENT_DAY_FIELD]);
  if (!form.ok) return data({ problem: { errors: { form: form.message }, values: {} } }, { status: form.status });
  const deleting = form.fields.get("intent") === PROGRESS_INTENTS.deleteMeasurement;
  const outcome = deleting ? await deleteMeasurement(db, client.id, form.fields) : await enterMeasurement(db, client.id, form.fields, "trainer", new Date());
  if (!outcome.ok) return data({ problem: outcome.problem }, { status: outcome.status });
  const toast = deleting ? TRAINER_PROGRESS.deleted : TRAINER_PROGRESS.saved;
  return redirect(href("/admin/klienci/:id/postepy", { id: String(client.id) }), { status: 303, headers: await toastHeaders(toast) });
}

export default function ClientProgressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { client, progress } = loaderData;
  return (
    <div className="agenda-page">
      <p>
        <Link to={href("/admin/klienci/:id", { id: String(client.id) })} className="admin-link">
          {t(TRAINER_PROGRESS.backToCard(client.name))}
        </Link>
      </p>
      <h1 className="admin-heading">{t(TRAINER_PROGRESS.pageTitle(client.name))}</h1>
      <TrainerProgress progress={progress} problem={actionData?.problem} />
    </div>
  );
}

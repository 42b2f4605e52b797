import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/groups";
import { adminMeta } from "~/admin";
import { requireAdmin, toastHeaders } from "~/admin/index.server";
import { comingGroups, handleNewGroup, lastGroupValues } from "~/groups/index.server";
import { GroupSessionList, NEW_GROUP_FIELDS, NewGroupForm } from "~/groups";
import { newSubmissionKey } from "~/forms/index.server";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Zajęcia grupowe", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  const { booking, business } = contentFor(context);
  const [groups, lastUsed] = await Promise.all([comingGroups(db, new Date()), lastGroupValues(db, booking.services, business.address)]);
  const services = booking.services.map((service) => ({ slug: service.slug, name: service.name }));
  return { groups, services, lastUsed, submissionKey: newSubmissionKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, NEW_GROUP_FIELDS);
  if (!form.ok) return data({ formError: form.message, fieldErrors: {}, values: {} }, { status: form.status });
  const { booking, business } = contentFor(context);
  const answer = await handleNewGroup(await getDatabase(), form.fields, booking, business);
  if (answer.kind === "opened") return redirect(href("/admin/zajecia"), { status: 303, headers: await toastHeaders(answer.message) });
  return data({ formError: answer.formError, fieldErrors: answer.fieldErrors, values: Object.fromEntries(form.fields) }, { status: answer.status });
}

export default function GroupsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="agenda-page">
      <h1 className="admin-heading">Zajęcia grupowe</h1>
      <p>
        <Link to={href("/admin/kalendarz")} className="admin-link">
          {t("← Kalendarz")}
        </Link>
      </p>
      <section className="admin-section" aria-labelledby="najblizsze-zajecia">
        <h2 id="najblizsze-zajecia" className="admin-subheading">
          Najbliższe zajęcia
        </h2>
        <GroupSessionList groups={loaderData.groups} />
      </section>
      <section className="admin-section" aria-labelledby="nowe-zajecia">
        <h2 id="nowe-zajecia" className="admin-subheading">
          Nowe zajęcia
        </h2>
        <NewGroupForm
          services={loaderData.services}
          values={actionData?.values ?? loaderData.lastUsed}
          errors={actionData?.fieldErrors ?? {}}
          formError={actionData?.formError ?? null}
          submissionKey={loaderData.submissionKey}
        />
      </section>
    </div>
  );
}

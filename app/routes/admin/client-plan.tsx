import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-plan";
import { adminMeta } from "~/admin";
import { idParam, requireAdmin, toastHeaders } from "~/admin/index.server";
import { CARD_GONE } from "~/clients";
import { cardOfPage } from "~/clients/index.server";
import { getDatabase } from "~/db/database.server";
import { formatDate } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { PLAN_PAGE, PlanBuilder, TRAINING_WEEK } from "~/training";
import { planPageAction, planPageView } from "~/training/index.server";
import planStylesheet from "./plan.css?url";

// "Plan: Anna Nowak": the name would need declining after a noun.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData ? `Plan: ${loaderData.client.name}` : "Plan", matches);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: planStylesheet }];

async function clientOf(id: number) {
  const db = await getDatabase();
  return { db, client: await cardOfPage(db, id) };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, CARD_GONE));
  const from = new URL(request.url).searchParams.get("z");
  return { client, ...(await planPageView(db, client.id, from, new Date())) };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { db, client } = await clientOf(idParam(params.id, CARD_GONE));
  // Repeated: a day's picker sends each exercise ticked under the same name.
  const form = await readForm(request, planPageAction.fields, { repeated: true });
  if (!form.ok) return data({ draft: null, problems: {}, focus: null, formError: form.message, also: [] }, { status: form.status });
  const outcome = await planPageAction.run(db, client.id, form.fields, new Date());
  if (outcome.kind === "saved") {
    return redirect(href("/admin/klienci/:id/plan", { id: String(client.id) }), { status: 303, headers: await toastHeaders(outcome.message) });
  }
  const { draft, problems, focus, formError, also } = outcome;
  return data({ draft, problems, focus, formError, also }, { status: outcome.status });
}

export default function ClientPlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const { client, current, history, sources, recipients, choices, from } = loaderData;
  const page = href("/admin/klienci/:id/plan", { id: String(client.id) });
  return (
    <>
      <Link to={href("/admin/klienci/:id", { id: String(client.id) })} className="admin-back">
        ← {t(client.name)}
      </Link>
      <h1 className="admin-heading">{t(PLAN_PAGE.heading(client.name))}</h1>
      <p className="admin-lead">{t(current ? PLAN_PAGE.current(current.version, formatDate(current.createdAt)) : PLAN_PAGE.none)}</p>
      <p className="admin-button-row">
        {current && (
          <Link to={href("/admin/klienci/:id/plan/druk", { id: String(client.id) })} className="admin-button">
            {t(PLAN_PAGE.print)}
          </Link>
        )}
        <Link to={href("/admin/cwiczenia")} className="admin-button">
          {t(TRAINING_WEEK.library)}
        </Link>
      </p>
      {sources.length > 0 && (
        <Form method="get" action={page} className="plan-source">
          <div className="admin-field">
            <label htmlFor="z">{PLAN_PAGE.startFrom}</label>
            <select id="z" name="z" defaultValue={from ?? ""}>
              <option value="">{t(PLAN_PAGE.startFromEmpty)}</option>
              {sources.map((source) => (
                <option key={source.key} value={source.key}>
                  {t(source.name)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="admin-button">
            {PLAN_PAGE.startFromButton}
          </button>
        </Form>
      )}
      {from && !actionData && <p className="admin-notice">{t(PLAN_PAGE.loaded)}</p>}
      <PlanBuilder
        draft={actionData?.draft ?? loaderData.draft}
        choices={choices}
        problems={actionData?.problems ?? {}}
        focus={actionData?.focus ?? null}
        formError={actionData?.formError ?? null}
        recipients={recipients}
        also={actionData?.also ?? []}
      />
      {history.length > 0 && (
        <section aria-labelledby="historia-planu" className="admin-section">
          <h2 id="historia-planu" className="admin-subheading">
            {t(PLAN_PAGE.history)}
          </h2>
          <ul className="plan-history">
            {history.map((version) => (
              <li key={version.version}>
                {t(PLAN_PAGE.version(version.version, formatDate(version.createdAt), version.days))}{" "}
                <Link to={`${page}?z=wersja-${version.version}`} className="admin-link">
                  {PLAN_PAGE.show}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

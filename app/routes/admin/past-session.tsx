import { data, href, redirect } from "react-router";
import type { Route } from "./+types/past-session";
import { requireAdmin } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { requireSupportedDates } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { handlePastSession, isPastSessionField, pastSessionPage } from "~/agenda/index.server";
import { PastSessionForm } from "~/agenda";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Trening, który się odbył", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  return pastSessionPage(await getDatabase(), new URL(request.url).searchParams, contentFor(context).booking, new Date());
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, isPastSessionField);
  if (!form.ok) return data({ formError: form.message, fieldErrors: {}, values: {} }, { status: form.status });
  requireSupportedDates({ days: [form.fields.get("date")] });
  const { booking, business } = contentFor(context);
  const answer = await handlePastSession(await getDatabase(), form.fields, booking, business);
  if (answer.kind === "saved") {
    // The card shows the package's balance with this session counted.
    return redirect(href("/admin/klienci/:id", { id: String(answer.clientId) }), { status: 303, headers: await toastHeaders(answer.message) });
  }
  const { formError, fieldErrors, status } = answer;
  return data({ formError, fieldErrors, values: Object.fromEntries(form.fields) }, { status });
}

export default function PastSessionPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PastSessionForm page={loaderData} answer={actionData} />;
}

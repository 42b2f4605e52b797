import { data, href, redirect } from "react-router";
import type { Route } from "./+types/new-booking";
import { requireAdmin } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { requireSupportedDates } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { newBookingPage } from "~/agenda/index.server";
import { handleTrainerBooking } from "~/agenda/index.server";
import { isTrainerBookingField } from "~/agenda";
import { TrainerBookingForm } from "~/agenda";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Nowa rezerwacja", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = new URL(request.url).searchParams;
  requireSupportedDates({ days: [query.get("dzien")], instants: [query.get("start")] });
  return newBookingPage(await getDatabase(), query, contentFor(context).booking, new Date());
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, isTrainerBookingField);
  if (!form.ok) return data({ formError: form.message, fieldErrors: {}, series: null, values: {} }, { status: form.status });
  // A series' rows name their dates in their fields' names: "choice-2027-03-30", "time-2027-03-30".
  const rowDates = [...form.fields.keys()].map((name) => /^(?:choice|time)-(.*)$/s.exec(name)?.[1]);
  const start = form.fields.get("start");
  requireSupportedDates({ days: [form.fields.get("date"), form.fields.get("until"), ...rowDates], instants: [start === "other" ? null : start] });
  const { booking, business } = contentFor(context);
  const answer = await handleTrainerBooking(await getDatabase(), form.fields, booking, business);
  if (answer.kind === "booked") {
    return redirect(`${href("/admin/kalendarz")}?od=${answer.date}`, { status: 303, headers: await toastHeaders(answer.message) });
  }
  const { formError, fieldErrors, series, status } = answer;
  return data({ formError, fieldErrors, series, values: Object.fromEntries(form.fields) }, { status });
}

export default function NewBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TrainerBookingForm page={loaderData} answer={actionData} />;
}

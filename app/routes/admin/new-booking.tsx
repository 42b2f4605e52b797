import { data, href, redirect } from "react-router";
import type { Route } from "./+types/new-booking";
import { requireAdmin } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { requireSupportedDates } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { handleRepeatBooking, newBookingPage, repeatBookingPage } from "~/agenda/index.server";
import { handleTrainerBooking } from "~/agenda/index.server";
import { isTrainerBookingField, NEW_BOOKING_QUERY, REPEAT_REFUSALS, RepeatBookingForm } from "~/agenda";
import { TrainerBookingForm } from "~/agenda";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { contentFor } from "~/site-content/index.server";
import { voucherSeam } from "~/vouchers/index.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(loaderData?.kind === "repeat" ? "Powtarzaj co tydzień" : "Nowa rezerwacja", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = new URL(request.url).searchParams;
  // "Powtarzaj co tydzień" for a booking already made: the booking sets everything.
  const repeatOf = query.get(NEW_BOOKING_QUERY.repeat);
  if (repeatOf !== null) {
    const repeat = await repeatBookingPage(await getDatabase(), repeatOf, contentFor(context).booking, new Date());
    if (!repeat) throw data(REPEAT_REFUSALS["not-found"], { status: 404 });
    return { kind: "repeat" as const, repeat };
  }
  requireSupportedDates({ days: [query.get("dzien")], instants: [query.get("start")] });
  return { kind: "new" as const, page: await newBookingPage(await getDatabase(), query, contentFor(context).booking, new Date()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, isTrainerBookingField);
  if (!form.ok) return data({ formError: form.message, fieldErrors: {}, series: null, values: {} }, { status: form.status });
  // A series' rows name their dates in their fields' names: "choice-2027-03-30", "time-2027-03-30".
  const rowDates = [...form.fields.keys()].map((name) => /^(?:choice|time)-(.*)$/s.exec(name)?.[1]);
  const start = form.fields.get("start");
  requireSupportedDates({ days: [form.fields.get("date"), form.fields.get("until"), ...rowDates], instants: [start === "other" ? null : start] });
  const { booking, business, offer } = contentFor(context);
  const answer = form.fields.has("repeatOf")
    ? await handleRepeatBooking(await getDatabase(), form.fields, booking, business)
    : // Gift vouchers go in as a seam, as at /rezerwacja: they import what the agenda imports.
      await handleTrainerBooking(await getDatabase(), form.fields, booking, business, new Date(), { seam: voucherSeam, packages: offer.packages });
  if (answer.kind === "booked") {
    return redirect(`${href("/admin/kalendarz")}?od=${answer.date}`, { status: 303, headers: await toastHeaders(answer.message) });
  }
  const { formError, formNote, fieldErrors, series, status } = answer;
  return data({ formError, formNote, fieldErrors, series, values: Object.fromEntries(form.fields) }, { status });
}

export default function NewBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.kind === "repeat" ? (
    <RepeatBookingForm page={loaderData.repeat} answer={actionData} />
  ) : (
    <TrainerBookingForm page={loaderData.page} answer={actionData} />
  );
}

import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/working-hours";
import { WEEKDAYS, type Weekday } from "~content/booking-schema";
import { adminMeta } from "~/admin";
import { requireAdmin, requireSupportedDates, toastHeaders } from "~/admin/index.server";
import { ClosedOverSection, DayOffForm, ExceptionList, WeekHoursForm } from "~/agenda";
import { addDayOff, cancelAllClosedOver, closedOverView, removeException, saveWeekHours, workingHoursView } from "~/agenda/index.server";
import { closedOverNotice, weekdayProblem, workingHoursToast, type WorkingHoursOutcome } from "~/agenda";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { calendarAuthor } from "~/site-content";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Godziny pracy i dni wolne", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [db, now] = [await getDatabase(), new Date()];
  const [view, closedOver] = await Promise.all([workingHoursView(db, now), closedOverView(db, contentFor(context).booking, now)]);
  return { ...view, closedOver };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, ["intent", "from", "to", "note", "version", "bookings", "message", ...WEEKDAYS]);
  if (!form.ok) throw data(form.message, { status: form.status });
  const field = (name: string) => form.fields.get(name) ?? "";
  requireSupportedDates({ days: [field("from"), field("to")] });
  const db = await getDatabase();
  const intent = field("intent");
  const author = calendarAuthor(contentFor(context).trainer.gender);
  const back = async (toast: string) => redirect(href("/admin/kalendarz/godziny"), { status: 303, headers: await toastHeaders(toast) });
  // A save says how many bookings the hours now leave out (by the settings just published); the page lists them at its top.
  const saved = async (outcome: WorkingHoursOutcome) =>
    back(
      [workingHoursToast(outcome), closedOverNotice((await closedOverView(db, contentFor(context).booking, new Date())).bookings.length)]
        .filter(Boolean)
        .join(" "),
    );
  if (intent === "cancel-all") return back(await cancelAllClosedOver(db, form.fields, contentFor(context).booking, new Date()));
  if (intent === "day-off") {
    const typed = { from: field("from"), to: field("to"), note: field("note") };
    const outcome = await addDayOff(db, typed, new Date(), author);
    if (outcome.kind !== "day-off-added" && outcome.kind !== "unchanged")
      return data({ dayOff: { typed, error: workingHoursToast(outcome) } }, { status: 400 });
    return saved(outcome);
  }
  if (intent === "hours") {
    const typed = Object.fromEntries(WEEKDAYS.map((day) => [day, field(day)])) as Record<Weekday, string>;
    const outcome = await saveWeekHours(db, typed, Number(field("version")), author);
    if (outcome.kind === "bad-hours") {
      const problems = Object.fromEntries(outcome.problems.map((problem) => [problem.day, weekdayProblem(problem)]));
      return data({ hours: { typed, problems } }, { status: 400, headers: await toastHeaders(workingHoursToast(outcome)) });
    }
    return saved(outcome);
  }
  const outcome = intent === "remove" ? await removeException(db, field("from"), field("to"), author) : null;
  return back(outcome ? workingHoursToast(outcome) : "Nieznane polecenie. Odśwież stronę.");
}

export default function WorkingHoursPage({ loaderData, actionData }: Route.ComponentProps) {
  const { today, version, hours, exceptions, closedOver } = loaderData;
  const refused = actionData && "hours" in actionData ? actionData.hours : null;
  return (
    <div className="agenda-page">
      <p>
        <Link to={href("/admin/kalendarz")} className="admin-link">
          ← Kalendarz
        </Link>
      </p>
      <h1 className="admin-heading">{t("Godziny pracy i dni wolne")}</h1>
      <p className="admin-lead">
        {t("W dni wolne i poza godzinami pracy nikt nie zarezerwuje terminu. Każdą zmianę cofniesz w ")}
        <Link to={href("/admin/tresci/:section/historia", { section: "rezerwacje" })} className="admin-link">
          historii zmian
        </Link>
        .
      </p>
      <ClosedOverSection bookings={closedOver.bookings} message={closedOver.message} />
      <DayOffForm today={today} {...(actionData && "dayOff" in actionData ? actionData.dayOff : {})} />
      {/* The week's hours before the days off to come, a list that grows with every one set. */}
      <WeekHoursForm key={refused ? "refused" : version} version={version} hours={hours} refused={refused} />
      <ExceptionList exceptions={exceptions} />
    </div>
  );
}

import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/private-calendar";
import { requireAdmin } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { toastHeaders } from "~/admin/index.server";
import { reportText } from "~/private-calendar";
import { PRIVATE_CALENDAR_PATH, PrivateCalendarSection } from "~/private-calendar";
import { privateCalendarView } from "~/private-calendar/index.server";
import { refreshPrivateCalendar, removePrivateCalendar, savePrivateCalendarUrl, setShowTitles, upcomingBusyCount } from "~/private-calendar/index.server";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { readForm } from "~/lib/read-form.server";
import { upcomingEventCount } from "~/lib/polish-phrases";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Kalendarz prywatny", matches);

/** The pages that show the form: the booking settings, the agenda, this one. */
const BACK = ["/admin/tresci/rezerwacje", "/admin/kalendarz", PRIVATE_CALENDAR_PATH];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { calendar: await privateCalendarView(await getDatabase(), new Date()) };
}

/** What saving an address did: it is fetched at once, so the trainer knows whether it works. */
async function saveAndFetch(url: string, now: Date): Promise<{ refused: string } | { said: string }> {
  const db = await getDatabase();
  const saved = await savePrivateCalendarUrl(db, url, env.SITE_URL, now);
  if (!saved.ok) return { refused: saved.message };
  const fetched = await refreshPrivateCalendar(db, now, { everyMs: 0, allowedHosts: env.OUTBOUND_ALLOWED_HOSTS });
  if (fetched.kind === "fetched") {
    const upcoming = upcomingEventCount(await upcomingBusyCount(db, now));
    const left = reportText(fetched.report);
    return { said: `Zapisano i pobrano kalendarz prywatny (${upcoming}). Zajęte w nim godziny nie są już dostępne do rezerwacji. ${left}`.trim() };
  }
  if (fetched.kind === "failed") return { said: `Zapisano adres, ale kalendarza nie udało się pobrać: ${fetched.message}` };
  return { said: "Zapisano adres. Kalendarz zostanie pobrany za chwilę." };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, ["intent", "url", "showTitles", "back"]);
  if (!form.ok) throw data(form.message, { status: form.status });
  const asked = form.fields.get("back") ?? "";
  const back = BACK.includes(asked) ? asked : PRIVATE_CALENDAR_PATH;
  const db = await getDatabase();
  const intent = form.fields.get("intent");
  let said = "Nieznane polecenie. Odśwież stronę.";
  if (intent === "save") {
    const url = form.fields.get("url") ?? "";
    const outcome = await saveAndFetch(url, new Date());
    // Refused: this page again, with the message beside the field and what was typed still in it.
    if ("refused" in outcome) return data({ refused: { message: outcome.refused, typed: url.slice(0, 2000) } }, { status: 400 });
    said = outcome.said;
  } else if (intent === "titles") {
    await setShowTitles(db, form.fields.get("showTitles") === "on");
    said = form.fields.get("showTitles") === "on" ? "Kalendarz w panelu pokaże tytuły wydarzeń." : "Kalendarz w panelu pokaże tylko „zajęte”, bez tytułów.";
  } else if (intent === "remove") {
    await removePrivateCalendar(db);
    said = "Usunięto adres kalendarza prywatnego: jego wydarzenia nie blokują już terminów.";
  }
  return redirect(`${back}#kalendarz-prywatny`, { status: 303, headers: await toastHeaders(said) });
}

export default function PrivateCalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Link to="/admin/kalendarz" className="admin-back">
        ← Kalendarz
      </Link>
      <h1 className="admin-heading">Twój kalendarz prywatny</h1>
      <PrivateCalendarSection calendar={loaderData.calendar} back={PRIVATE_CALENDAR_PATH} refused={actionData?.refused} />
    </>
  );
}

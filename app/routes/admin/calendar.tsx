import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/calendar";
import { requireAdmin } from "~/admin/admin-auth.server";
import { adminMeta } from "~/admin/admin-meta";
import { toastHeaders } from "~/admin/admin-toast.server";
import { AgendaItem } from "~/bookings/agenda-entry";
import { agendaAction, agendaWeek, parseDate } from "~/bookings/agenda.server";
import { feedSecret } from "~/bookings/calendar-feed-secret.server";
import { CALENDAR_PROVIDERS, saveFeedSettings } from "~/bookings/feed-settings.server";
import { warsawDate } from "~/bookings/warsaw-time";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { liveSite } from "~/site-content/live-content.server";

export const meta: Route.MetaFunction = () => adminMeta("Kalendarz");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  const now = new Date();
  const week = await agendaWeek(db, new URL(request.url).searchParams.get("od"), liveSite().booking, now);
  const { calendarProvider, calendarFeedFull } = liveSite().privacy;
  return {
    ...week,
    today: warsawDate(now).toString(),
    feedUrl: `${env.SITE_URL}/kalendarz/${await feedSecret(db)}.ics`,
    feed: { provider: calendarProvider, full: calendarFeedFull, providers: CALENDAR_PROVIDERS },
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, ["intent", "id", "version", "message", "start", "date", "from", "to", "note", "calendarProvider", "feedDetails"]);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  const db = await getDatabase();
  const message =
    form.fields.get("intent") === "feed-settings" ? await saveFeedSettings(db, form.fields) : await agendaAction(db, form.fields, liveSite().booking);
  // Back to the week the button was on (when it is a real date).
  const week = parseDate(new URL(request.url).searchParams.get("od"));
  return redirect(week ? `/admin/kalendarz?od=${week.toString()}` : "/admin/kalendarz", { status: 303, headers: await toastHeaders(message) });
}

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const { days, first, previous, next, today, feedUrl, feed, outsideRules, dateError } = loaderData;
  return (
    <>
      <h1 className="admin-heading">Kalendarz</h1>
      {dateError && (
        <p className="admin-lead" role="alert">
          {t(dateError)}
        </p>
      )}
      {outsideRules.length > 0 && (
        <section className="admin-section" aria-labelledby="poza-zasadami">
          <h2 id="poza-zasadami" className="admin-subheading">
            Do decyzji: rezerwacje poza nowymi zasadami
          </h2>
          <p className="admin-lead">
            {t(
              "Po zmianie ustawień te terminy nie pasują do godzin pracy albo usług. Klienci nie zostali o niczym powiadomieni: zostaw termin, przenieś go albo odwołaj z wiadomością.",
            )}
          </p>
          <ul className="agenda-entries">
            {outsideRules.map((entry) => (
              <AgendaItem key={`poza-${entry.id}`} entry={entry} />
            ))}
          </ul>
        </section>
      )}
      <nav aria-label="Tygodnie" className="admin-pagination">
        <Link to={`?od=${previous}`} className="admin-button">
          ← Poprzedni<span className="admin-visually-hidden"> tydzień</span>
        </Link>
        {first !== today && (
          <Link to="/admin/kalendarz" className="admin-button">
            Dziś
          </Link>
        )}
        <Link to={`?od=${next}`} className="admin-button">
          Następny<span className="admin-visually-hidden"> tydzień</span> →
        </Link>
      </nav>
      {days.map((day) => (
        <section key={day.date} className="agenda-day" aria-labelledby={`dzien-${day.date}`}>
          <h2 id={`dzien-${day.date}`}>
            {day.date === today ? "Dziś, " : ""}
            {day.title}
          </h2>
          {day.entries.length === 0 ? (
            <p className="admin-lead">Brak rezerwacji.</p>
          ) : (
            <ul className="agenda-entries">
              {day.entries.map((entry) => (
                <AgendaItem key={`${entry.kind}-${entry.id}`} entry={entry} />
              ))}
            </ul>
          )}
        </section>
      ))}

      <section className="admin-section" aria-labelledby="zablokuj">
        <h2 id="zablokuj" className="admin-subheading">
          Zablokuj czas
        </h2>
        <p className="admin-lead">{t("Na przykład „dziś 15:00–17:00 zajęte”: w tym czasie nikt nie zarezerwuje terminu.")}</p>
        <Form method="post" className="agenda-block-form">
          <div className="admin-field">
            <label htmlFor="blokada-dzien">Dzień</label>
            <input id="blokada-dzien" name="date" type="date" defaultValue={today} required />
          </div>
          <div className="admin-field">
            <label htmlFor="blokada-od">Od</label>
            <input id="blokada-od" name="from" type="time" step={300} defaultValue="15:00" required />
          </div>
          <div className="admin-field">
            <label htmlFor="blokada-do">Do</label>
            <input id="blokada-do" name="to" type="time" step={300} defaultValue="17:00" required />
          </div>
          <div className="admin-field">
            <label htmlFor="blokada-notatka">Notatka</label>
            <input id="blokada-notatka" name="note" type="text" maxLength={120} />
          </div>
          <button type="submit" name="intent" value="block" className="admin-button admin-button-primary">
            Zablokuj
          </button>
        </Form>
      </section>

      <section className="admin-section" aria-labelledby="kalendarz-w-telefonie">
        <h2 id="kalendarz-w-telefonie" className="admin-subheading">
          {t("Rezerwacje w Twoim kalendarzu")}
        </h2>
        <p className="admin-lead">
          {t(
            "Dodaj ten adres w Kalendarzu Google na komputerze („Inne kalendarze” → „+” → „Z adresu URL”) albo na iPhonie (Ustawienia → Aplikacje → Kalendarz → Konta kalendarzy → Dodaj konto → Inne → Dodaj subskrybowany kalendarz). Nie udostępniaj go nikomu: kto ma adres, widzi rezerwacje.",
          )}
        </p>
        <code className="agenda-feed">{feedUrl}</code>
        <Form method="post" className="admin-button-row">
          <button type="submit" name="intent" value="new-feed" className="admin-button">
            Utwórz nowy adres (stary przestanie działać)
          </button>
        </Form>
        {!feed.provider && (
          <p className="admin-lead" role="note">
            Zanim dodasz adres do kalendarza, wpisz niżej, czyj to kalendarz: rezerwacje trafią do tej firmy, więc polityka prywatności musi ją wymienić.
          </p>
        )}
        <Form method="post" className="admin-form" aria-labelledby="kalendarz-ustawienia">
          <h3 id="kalendarz-ustawienia" className="font-bold">
            Co widzi Twój kalendarz
          </h3>
          <div className="admin-field">
            <label htmlFor="kalendarz-dostawca">Czyj to kalendarz (firma)</label>
            <input
              id="kalendarz-dostawca"
              name="calendarProvider"
              type="text"
              list="kalendarz-dostawcy"
              maxLength={200}
              defaultValue={feed.provider ?? ""}
              aria-describedby="kalendarz-dostawca-wskazowka"
            />
            <datalist id="kalendarz-dostawcy">
              {feed.providers.map((provider) => (
                <option key={provider} value={provider} />
              ))}
            </datalist>
            <p id="kalendarz-dostawca-wskazowka" className="editor-hint">
              Polityka prywatności poda tę firmę jako odbiorcę danych. Zostaw puste, jeśli nie dodajesz adresu do żadnego kalendarza.
            </p>
          </div>
          <fieldset className="agenda-feed-choice">
            <legend className="font-bold">{t("Dane klienta w kalendarzu")}</legend>
            <label>
              <input type="radio" name="feedDetails" value="minimal" defaultChecked={!feed.full} />{" "}
              {t("Tylko imię i usługa (zalecane). Telefon, e-mail i uwagi otworzysz z wydarzenia, po zalogowaniu do panelu.")}
            </label>
            <label>
              <input type="radio" name="feedDetails" value="full" defaultChecked={feed.full} />{" "}
              {t("Pełne dane: imię i nazwisko, telefon, e-mail, cena i uwagi. Polityka prywatności powie klientom, że trafiają do tego kalendarza.")}
            </label>
          </fieldset>
          <button type="submit" name="intent" value="feed-settings" className="admin-button">
            Zapisz (zmienia politykę prywatności)
          </button>
        </Form>
      </section>
    </>
  );
}

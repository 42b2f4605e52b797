// The private calendar feed on /admin/kalendarz: its address to copy, a link
// that opens the phone's own "subscribe" question, the steps for each
// calendar, a new address, and what the feed shows. Without JavaScript the
// address is a plain field to select and copy.
//
// The steps as the calendars' current help describes them (checked June 2026):
// - iPhone and iPad (iOS 18 on): Settings → Apps → Calendar → Calendar Accounts → Add Account → Other →
//   Add Subscribed Calendar; a webcal:// link opens Calendar's subscription:
//   https://nocal.app/help/apple-calendar/subscribe-on-iphone-and-mac
// - Google Calendar: "From URL" under "Other calendars" exists on the web only, the app shows the calendar
//   once it syncs: https://nocal.app/help/google-calendar/subscribe-to-ical-feed,
//   https://techzle.com/how-do-i-subscribe-to-another-users-calendar-in-google-calendar;
//   webcal:// opens nothing on Android: https://github.com/fossasia/eventyay/issues/989; the page
//   calendar.google.com/calendar/render?cid=<webcal address> asks "Add calendar?" in any browser:
//   https://til.simonwillison.net/ics/google-calendar-ics-subscribe-link
// - Outlook on the web: Add calendar → Subscribe from web, with the https:// address:
//   https://www.hetk.io/blog/how-to-subscribe-ics-calendar-outlook/
import { useRef, useState } from "react";
import { Form } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { typeset as t } from "~/lib/typeset";

export type FeedOptions = { provider: string | null; full: boolean; providers: readonly string[] };

/** How often the calendars read the feed again: the trainer should not wait for a booking to appear there. */
const FEED_REFRESH_NOTE =
  "Kalendarz w telefonie sprawdza adres sam: iPhone zwykle co godzinę lub częściej (zależnie od ustawień pobierania danych), Kalendarz Google co kilka, czasem kilkanaście godzin, i nie da się tego przyspieszyć. Tu i w e-mailu nowa rezerwacja jest widoczna od razu.";

/**
 * Google Calendar's "add this calendar" page for the feed, which works from a
 * phone's browser too (the app itself cannot subscribe by address): the
 * webcal:// address, encoded, as its cid.
 */
export function googleSubscribeAddress(url: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalAddress(url))}`;
}

/** The feed's address as webcal://, which calendar apps answer by offering to subscribe (it only replaces the scheme). */
export function webcalAddress(url: string): string {
  return url.replace(/^https?:/, "webcal:");
}

export function CalendarFeedSection({ feedUrl, feed }: { feedUrl: string; feed: FeedOptions }) {
  return (
    <section className="admin-section" aria-labelledby="kalendarz-w-telefonie">
      <h2 id="kalendarz-w-telefonie" className="admin-subheading">
        {t("Rezerwacje w Twoim kalendarzu")}
      </h2>
      <p className="admin-lead">
        {t("Dodaj ten adres raz do kalendarza w telefonie: nowe rezerwacje będą się w nim pojawiać same, a odwołane i przeniesione same się zmieniać.")}
      </p>
      {!feed.provider && (
        <p className="admin-lead" role="note">
          {t("Zanim dodasz adres do kalendarza, wpisz niżej, czyj to kalendarz: rezerwacje trafią do tej firmy, więc polityka prywatności musi ją wymienić.")}
        </p>
      )}
      <FeedAddress url={feedUrl} />
      <div className="agenda-feed-subscribe">
        <p className="font-bold">{t("Dodaj do kalendarza w telefonie:")}</p>
        <div className="admin-button-row">
          <a href={webcalAddress(feedUrl)} className="admin-button admin-button-primary">
            {t("iPhone i iPad / Kalendarz Apple")}
          </a>
          <a href={googleSubscribeAddress(feedUrl)} className="admin-button admin-button-primary" target="_blank" rel="noreferrer">
            {t("Android / Kalendarz Google")}
          </a>
        </div>
        <p className="editor-hint">
          {t(
            "Na iPhonie otwiera się Kalendarz z pytaniem o subskrypcję. Na Androidzie otwiera się Kalendarz Google z pytaniem „Dodać kalendarz?”: stuknij „Dodaj”, a kalendarz pojawi się w aplikacji po synchronizacji.",
          )}
        </p>
        <p className="editor-hint">{t(FEED_REFRESH_NOTE)}</p>
      </div>
      <div className="agenda-feed-help">
        <details>
          <summary>{t("iPhone i iPad")}</summary>
          <ol>
            <li>{t("Otwórz tę stronę na iPhonie i stuknij „iPhone i iPad / Kalendarz Apple”.")}</li>
            <li>{t("Potwierdź subskrypcję. Rezerwacje pojawią się w aplikacji Kalendarz jako osobny kalendarz.")}</li>
          </ol>
          <p>
            {t(
              "Bez przycisku: skopiuj adres, otwórz Ustawienia → Aplikacje → Kalendarz → Konta kalendarzy → Dodaj konto → Inne → Dodaj subskrybowany kalendarz, wklej adres w polu „Serwer”, stuknij „Dalej”, a potem „Zachowaj”. W iOS 17 i starszych: Ustawienia → Kalendarz → Konta → Dodaj konto → Inne.",
            )}
          </p>
        </details>
        <details>
          <summary>Android (Kalendarz Google)</summary>
          <ol>
            <li>{t("Otwórz tę stronę w telefonie i stuknij „Android / Kalendarz Google”.")}</li>
            <li>{t("Jeśli Google poprosi, zaloguj się tym samym kontem, którego używasz w Kalendarzu w telefonie, i stuknij „Dodaj”.")}</li>
            <li>
              {t(
                "Kalendarz pojawi się w aplikacji po synchronizacji. Jeśli go nie widać, otwórz w aplikacji menu (☰) i zaznacz go na liście kalendarzy; gdyby go tam nie było, wybierz go w ustawieniach aplikacji i włącz synchronizację.",
              )}
            </li>
          </ol>
          <p>
            {t(
              "Bez przycisku, na komputerze: na calendar.google.com, przy „Inne kalendarze”, kliknij „+”, wybierz „Z adresu URL”, wklej adres i kliknij „Dodaj kalendarz”.",
            )}
          </p>
        </details>
        <details>
          <summary>Outlook</summary>
          <p>
            {t(
              "W Outlooku w przeglądarce (outlook.com) otwórz kalendarz, kliknij „Dodaj kalendarz” → „Subskrybuj z sieci Web”, wklej adres (ten zaczynający się od https://), nadaj nazwę i kliknij „Importuj”.",
            )}
          </p>
        </details>
      </div>
      <Form method="post" className="admin-button-row">
        <button type="submit" name="intent" value="new-feed" className="admin-button">
          Utwórz nowy adres (stary przestanie działać)
        </button>
      </Form>
      <FeedSettingsForm feed={feed} />
    </section>
  );
}

/** The address in a read-only field, whole on one line, and with the page's code a button that copies it. */
function FeedAddress({ url }: { url: string }) {
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setSaid("Skopiowano adres.");
    } catch {
      // No clipboard (an older browser, a page not on https): the address is selected for the phone's own "Kopiuj".
      field.current?.focus();
      field.current?.select();
      setSaid("Adres jest zaznaczony: skopiuj go z menu telefonu.");
    }
  }
  return (
    <div className="admin-field agenda-feed-address">
      <label htmlFor="kalendarz-adres">Adres Twojego kalendarza</label>
      <div className="agenda-feed-field">
        <input
          ref={field}
          id="kalendarz-adres"
          type="text"
          readOnly
          value={url}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby="kalendarz-adres-uwaga"
        />
        {/* Its room is kept before the code runs: at 390 px the button comes under the field, and its arrival moved
            "Android / Kalendarz Google" down, so a tap meant for it landed on the link above (CI, 27-29 November). */}
        <div className="agenda-feed-copy">
          {hydrated && (
            <button type="button" className="admin-button w-full" onClick={copy}>
              Kopiuj adres
            </button>
          )}
        </div>
      </div>
      <p id="kalendarz-adres-uwaga" className="editor-hint">
        {t("Nie udostępniaj go nikomu: kto ma ten adres, widzi Twoje rezerwacje.")}
      </p>
      <p role="status" className="agenda-feed-copied">
        {said}
      </p>
    </div>
  );
}

/** Who receives the feed (named by the privacy policy) and how much of a client it shows. */
function FeedSettingsForm({ feed }: { feed: FeedOptions }) {
  return (
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
          {t("Polityka prywatności poda tę firmę jako odbiorcę danych. Zostaw puste, jeśli nie dodajesz adresu do żadnego kalendarza.")}
        </p>
      </div>
      <fieldset className="agenda-feed-choice">
        <legend className="font-bold">{t("Dane klienta w kalendarzu")}</legend>
        <label>
          <input type="radio" name="feedDetails" value="minimal" defaultChecked={!feed.full} />
          <span>{t("Tylko imię i usługa (zalecane). Telefon, e-mail i uwagi otworzysz z wydarzenia, po zalogowaniu do panelu.")}</span>
        </label>
        <label>
          <input type="radio" name="feedDetails" value="full" defaultChecked={feed.full} />
          <span>{t("Pełne dane: imię i nazwisko, telefon, e-mail, cena i uwagi. Polityka prywatności powie klientom, że trafiają do tego kalendarza.")}</span>
        </label>
      </fieldset>
      <button type="submit" name="intent" value="feed-settings" className="admin-button">
        Zapisz (zmienia politykę prywatności)
      </button>
    </Form>
  );
}

// "Kalendarz prywatny" under the booking settings and on its own page: the
// secret address of the trainer's own calendar (pasted once, shown again only
// shortened), whether the agenda shows the events' titles, and how fetching
// it goes. Plain forms: they work without JavaScript.
//
// Where each calendar gives its secret address (checked November 2026):
// - Google: Settings → the calendar under "Ustawienia moich kalendarzy" → "Integracja kalendarza" →
//   "Tajny adres w formacie iCal" (on a computer only): https://support.google.com/calendar/answer/37648
// - Apple (iCloud): Calendar → the (i) beside the calendar → "Kalendarz publiczny" → "Udostępnij łącze" (webcal://):
//   https://nocal.app/help/apple-calendar/get-public-icloud-link
// - Outlook on the web: Settings → Calendar → Shared calendars → Publish a calendar → the ICS link:
//   https://nocal.app/help/outlook-calendar/get-published-ics-url
import { Form } from "react-router";
import type { PrivateCalendarView } from "~/private-calendar/private-calendar-status.server";
import { typeset as t } from "~/lib/typeset";

/** Where the forms post; the page the trainer came from is sent along, to return to it. */
export const PRIVATE_CALENDAR_PATH = "/admin/kalendarz-prywatny";

type Props = {
  calendar: PrivateCalendarView | null;
  /** The page to come back to after saving. */
  back: string;
  /** A refused address: the message, and what was typed (kept in the field). */
  refused?: { message: string; typed: string };
};

export function PrivateCalendarSection({ calendar, back, refused }: Props) {
  return (
    <section className="admin-section private-calendar" id="kalendarz-prywatny" aria-labelledby="kalendarz-prywatny-tytul">
      <h2 id="kalendarz-prywatny-tytul" className="admin-subheading">
        Kalendarz prywatny
      </h2>
      <p className="admin-lead">
        {t(
          "Wklej tajny adres swojego kalendarza (Google, Apple albo Outlook): godziny zajęte w nim nie będą dostępne do rezerwacji na stronie. Strona sprawdza go co kilka minut. Klienci nie widzą, co to za wydarzenia.",
        )}
      </p>
      {calendar ? (
        <>
          <p className="private-calendar-address">
            <span>{calendar.address}</span> {t("(zapisany)")}
          </p>
          {calendar.status && (
            <p className="private-calendar-status" data-failing={calendar.status.failing || undefined} role="status">
              {t(calendar.status.text)}
            </p>
          )}
          <Form method="post" action={PRIVATE_CALENDAR_PATH} className="admin-form">
            <input type="hidden" name="back" value={back} />
            <div className="admin-field">
              <input id="kalendarz-prywatny-tytuly" name="showTitles" type="checkbox" defaultChecked={calendar.showTitles} />
              <label htmlFor="kalendarz-prywatny-tytuly">{t("Pokazuj tytuły wydarzeń w kalendarzu w panelu")}</label>
            </div>
            <button type="submit" name="intent" value="titles" className="admin-button">
              Zapisz
            </button>
          </Form>
          <details className="private-calendar-change" open={refused !== undefined}>
            <summary className="admin-button">Zmień adres</summary>
            <AddressForm back={back} refused={refused} />
          </details>
          <Form method="post" action={PRIVATE_CALENDAR_PATH} className="admin-button-row">
            <input type="hidden" name="back" value={back} />
            <button type="submit" name="intent" value="remove" className="admin-button admin-button-danger">
              Usuń adres
            </button>
          </Form>
        </>
      ) : (
        <AddressForm back={back} refused={refused} />
      )}
      <div className="agenda-feed-help private-calendar-help">
        <details>
          <summary>{t("Gdzie znaleźć tajny adres")}</summary>
          <ul>
            <li>
              {t(
                "Kalendarz Google (na komputerze, na calendar.google.com): Ustawienia → po lewej Twój kalendarz → „Integracja kalendarza” → skopiuj „Tajny adres w formacie iCal”.",
              )}
            </li>
            <li>{t("Apple (iPhone): Kalendarz → Kalendarze → (i) przy kalendarzu → włącz „Kalendarz publiczny” → „Udostępnij łącze” → Kopiuj.")}</li>
            <li>{t("Outlook (w przeglądarce): Ustawienia → Kalendarz → Udostępnione kalendarze → „Opublikuj kalendarz” → skopiuj łącze ICS.")}</li>
          </ul>
          <p>{t("Ten adres jest jak hasło: kto go zna, widzi Twój kalendarz. Nie wysyłaj go nikomu. Strona nie pokaże go już w całości.")}</p>
        </details>
      </div>
    </section>
  );
}

function AddressForm({ back, refused }: Pick<Props, "back" | "refused">) {
  return (
    <Form method="post" action={PRIVATE_CALENDAR_PATH} className="admin-form">
      <input type="hidden" name="back" value={back} />
      <div className="admin-field">
        <label htmlFor="kalendarz-prywatny-adres">Tajny adres kalendarza</label>
        <input
          id="kalendarz-prywatny-adres"
          name="url"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={2000}
          placeholder="https://calendar.google.com/…/basic.ics"
          defaultValue={refused?.typed ?? ""}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? "kalendarz-prywatny-blad" : undefined}
          required
        />
        {refused && (
          <p id="kalendarz-prywatny-blad" className="editor-error" role="alert">
            {t(refused.message)}
          </p>
        )}
      </div>
      <button type="submit" name="intent" value="save" className="admin-button admin-button-primary">
        Zapisz adres
      </button>
    </Form>
  );
}

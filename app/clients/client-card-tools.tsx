// The bottom of a client's card: their sign-in at "Moje treningi" (ended
// from here when a phone is lost, push with it) and their calendar feed's
// address (replaced from here), merging and splitting cards, and the
// client's data (RODO: a copy, or erasure). Links to their own pages.
import { Form, href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { CLIENT_FEED_RENEWAL, SIGN_OUT_ENDS_PUSH } from "./client-feed-renewal.messages";
import { clientSignedIn, SEND_SIGN_IN_LINK } from "./clients.messages";

/** `signedIn`: how many of the client's sessions at /moje-treningi are open; `pushPhones`: how many of their phones take push. */
export function ClientCardTools({ clientId, signedIn, pushPhones }: { clientId: number; signedIn: number; pushPhones: number }) {
  const id = String(clientId);
  return (
    <>
      <section aria-labelledby="moje-treningi" className="admin-section">
        <h2 id="moje-treningi" className="admin-subheading">
          {t("Strona „Moje treningi”")}
        </h2>
        <p className="admin-lead">{t(clientSignedIn(signedIn))}</p>
        <Form method="post" action={href("/admin/klienci/:id/link", { id })}>
          <p className="admin-lead">{t(SEND_SIGN_IN_LINK.lead)}</p>
          <p className="admin-button-row">
            <button type="submit" className="admin-button">
              {t(SEND_SIGN_IN_LINK.button)}
            </button>
          </p>
        </Form>
        {(signedIn > 0 || pushPhones > 0) && (
          <Form method="post" action={href("/admin/klienci/:id/wyloguj", { id })} className="admin-button-row">
            <p className="admin-lead">{t(SIGN_OUT_ENDS_PUSH)}</p>
            <button type="submit" className="admin-button">
              Wyloguj klienta
            </button>
          </Form>
        )}
        <details className="client-history-fold">
          <summary>{t(CLIENT_FEED_RENEWAL.summary)}</summary>
          <Form method="post" action={href("/admin/klienci/:id/kalendarz", { id })}>
            <p className="admin-lead">{t(CLIENT_FEED_RENEWAL.question)}</p>
            <p className="admin-button-row">
              <button type="submit" className="admin-button">
                {t(CLIENT_FEED_RENEWAL.confirm)}
              </button>
            </p>
          </Form>
        </details>
      </section>

      <section aria-labelledby="porzadki" className="admin-section">
        <h2 id="porzadki" className="admin-subheading">
          {t("Karta dwóch osób albo dwie karty jednej osoby")}
        </h2>
        <p className="admin-lead">
          {t(
            "Karty łączą się po e-mailu, a potem po telefonie. Gdy ktoś ma dwie karty, połącz je; gdy na jednej karcie są dwie osoby, przenieś część na nową kartę.",
          )}
        </p>
        <p className="admin-button-row">
          <Link to={href("/admin/klienci/:id/polacz", { id })} className="admin-button">
            {t("Połącz z inną kartą")}
          </Link>
          <Link to={href("/admin/klienci/:id/podziel", { id })} className="admin-button">
            {t("Przenieś część na nową kartę")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="rodo" className="admin-section">
        <h2 id="rodo" className="admin-subheading">
          Dane klienta (RODO)
        </h2>
        <p className="admin-lead">{t("Gdy klient prosi o kopię swoich danych albo o ich usunięcie.")}</p>
        <p className="admin-button-row">
          <Link to={href("/admin/dane-klienta/:source/:id", { source: "klient", id })} className="admin-button">
            Pobierz dane klienta
          </Link>
          <Link to={href("/admin/klienci/:id/usun", { id })} className="admin-button admin-button-danger">
            {t("Usuń dane klienta")}
          </Link>
        </p>
      </section>
    </>
  );
}

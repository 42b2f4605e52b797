// At the top of the agenda: clients whose package runs out, each with their
// card one tap away and the notice's close button (a plain form), folded
// under one counted line so that after a year the day's agenda stays in
// the first screen.
import { Form, href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { packagesToRenew } from "./packages.messages";

type Notice = { clientId: number; packageId: number; text: string };

export function PackageNotices({ notices }: { notices: Notice[] }) {
  if (!notices.length) return null;
  return (
    <section className="packages" aria-labelledby="pakiety-koncza-sie">
      <details className="agenda-fold agenda-notice">
        <summary id="pakiety-koncza-sie">{packagesToRenew(notices.length)}</summary>
        <ul className="packages-list">
          {notices.map((notice) => (
            <li key={notice.packageId} className="packages-notice">
              <p>{t(notice.text)}</p>
              <div className="admin-button-row">
                <Link to={href("/admin/klienci/:id", { id: String(notice.clientId) })} className="admin-button">
                  Karta klienta
                </Link>
                <Form method="post" action={href("/admin/klienci/:id/pakiety", { id: String(notice.clientId) })}>
                  <input type="hidden" name="id" value={notice.packageId} />
                  <input type="hidden" name="back" value={href("/admin/kalendarz")} />
                  <button type="submit" name="intent" value="close-notice" className="admin-button">
                    Zamknij powiadomienie
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

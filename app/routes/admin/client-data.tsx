import { Link } from "react-router";
import type { Route } from "./+types/client-data";
import { adminMeta } from "~/admin/admin-meta";
import { requestedClientExport, type ExportedMail } from "~/admin/client-export.server";
import { priceLabel } from "~/bookings/booking-places";
import { formatTimeRange, formatDay, warsawDate } from "~/bookings/warsaw-time";
import { serviceLabel } from "~/enquiries/service-options";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { liveSite } from "~/site-content/live-content.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Dane klienta: ${loaderData.email}` : "Dane klienta");

const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);

function mailLines(mails: ExportedMail[]) {
  return mails.map((mail) => ({
    id: mail.id,
    text: `${mail.kindLabel}: ${mail.statusLabel}${mail.sentAt ? ` ${formatDateTime(mail.sentAt)}` : ""}`,
    planned: `Zaplanowano na ${formatDateTime(mail.queuedAt)}${mail.attempts > 1 ? `, prób wysłania: ${mail.attempts}` : ""}.`,
    error: mail.lastError,
  }));
}

/** Everything the site stores about the e-mail address of this enquiry or booking, readable, with the JSON file ("plik z danymi") beside it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const stored = await requestedClientExport(request, params);
  const { offer } = liveSite();
  return {
    email: stored.email,
    exported: formatDateTime(stored.exportedAt),
    back: params.source === "zapytanie" ? `/admin/zapytania/${params.id}` : "/admin/kalendarz",
    jsonUrl: `/admin/dane-klienta/${params.source}/${params.id}/dane.json`,
    enquiries: stored.enquiries.map((enquiry) => ({
      id: enquiry.id,
      facts: [
        ["Otrzymano", formatDateTime(enquiry.receivedAt)],
        ["Imię i nazwisko", enquiry.name],
        ["E-mail", enquiry.email],
        ["Telefon", enquiry.phone ?? "nie podano"],
        ["Usługa", serviceLabel(offer, enquiry.service)],
        ["Status", enquiry.statusLabel],
        ["Notatka trenera", enquiry.note ?? "brak"],
      ],
      message: enquiry.message,
      mails: mailLines(enquiry.mails),
    })),
    bookings: stored.bookings.map((booking) => ({
      id: booking.id,
      facts: [
        ["Termin", `${formatDay(warsawDate(Date.parse(booking.startsAt)), false)}, ${formatTimeRange(booking.startsAt, booking.endsAt)}`],
        ["Usługa", booking.serviceName],
        ["Miejsce", booking.place],
        ["Cena", priceLabel(booking.price)],
        ["Imię i nazwisko", booking.name],
        ["E-mail", booking.email],
        ["Telefon", booking.phone],
        ["Uwagi", booking.notes || "brak"],
        ["Status", booking.statusLabel],
        ["Zarezerwowano", formatDateTime(booking.bookedAt)],
        ["Przeniesienia przez klienta", String(booking.movesByClient)],
        ["Wszystkie zmiany (przeniesienia i odwołanie)", String(booking.changes)],
        ...(booking.keptOutsideRulesAt ? [["Termin zostawiony mimo nowych zasad", formatDateTime(booking.keptOutsideRulesAt)]] : []),
        ...(booking.cancelledAt
          ? [
              [
                "Odwołano",
                `${when(booking.cancelledAt)}, ${booking.cancelReason === "client" ? "przez klienta" : `przez trenera${booking.cancelReason ? `: „${booking.cancelReason}”` : ""}`}`,
              ],
            ]
          : []),
        ...(booking.networkHash ? [["Skrót adresu IP (limit rezerwacji)", booking.networkHash]] : []),
      ],
      mails: mailLines(booking.mails),
    })),
    blocks: stored.bookingBlocks.map((block) => ({ email: block.email, from: formatDateTime(block.blockedAt), until: formatDateTime(block.expiresAt) })),
  };
}

export default function ClientDataPage({ loaderData }: Route.ComponentProps) {
  const { email, exported, back, jsonUrl, enquiries, bookings, blocks } = loaderData;
  return (
    <>
      <Link to={back} className="admin-back">
        ← Wróć
      </Link>
      <h1 className="admin-heading">Dane klienta: {email}</h1>
      <p className="admin-lead">
        {t(
          `Wszystko, co strona przechowuje o tym adresie e-mail (stan na ${exported}). Gdy klient prosi o dostęp do swoich danych albo o ich przeniesienie (art. 15 i 20 RODO), wyślij mu tę stronę (w przeglądarce: Drukuj → Zapisz jako PDF) i plik z danymi, który odczyta też inny program — najpóźniej miesiąc od prośby.`,
        )}
      </p>
      <p className="admin-button-row">
        <a href={jsonUrl} download className="admin-button admin-button-primary">
          {t("Pobierz plik z danymi")}
        </a>
      </p>
      <p className="admin-lead">
        {t("Dane tej osoby są też poza stroną: e-maile od niej i o niej w Twojej skrzynce oraz wpisy w Twoim kalendarzu. Dołącz je do odpowiedzi.")}
      </p>

      <section className="admin-section" aria-labelledby="dane-zapytania">
        <h2 id="dane-zapytania" className="admin-subheading">
          {t(`Zapytania z formularza (${enquiries.length})`)}
        </h2>
        {enquiries.length === 0 && <p className="admin-lead">Brak.</p>}
        {enquiries.map((enquiry) => (
          <article key={enquiry.id} className="admin-section" aria-label={`Zapytanie nr ${enquiry.id}`}>
            <Facts facts={enquiry.facts} />
            <p className="admin-message">{t(enquiry.message)}</p>
            <Mails mails={enquiry.mails} />
          </article>
        ))}
      </section>

      <section className="admin-section" aria-labelledby="dane-rezerwacje">
        <h2 id="dane-rezerwacje" className="admin-subheading">
          Rezerwacje ({bookings.length})
        </h2>
        {bookings.length === 0 && <p className="admin-lead">Brak.</p>}
        {bookings.map((booking) => (
          <article key={booking.id} className="admin-section" aria-label={`Rezerwacja nr ${booking.id}`}>
            <Facts facts={booking.facts} />
            <Mails mails={booking.mails} />
          </article>
        ))}
      </section>

      <section className="admin-section" aria-labelledby="dane-blokada">
        <h2 id="dane-blokada" className="admin-subheading">
          Blokada rezerwacji
        </h2>
        {blocks.length === 0 ? (
          <p className="admin-lead">{t("Ten adres nie jest zablokowany.")}</p>
        ) : (
          blocks.map((block) => (
            <p key={block.email} className="admin-lead">
              {t(`Adres ${block.email} zablokowano ${block.from}; blokada trwa do ${block.until}.`)}
            </p>
          ))
        )}
      </section>
    </>
  );
}

function Facts({ facts }: { facts: string[][] }) {
  return (
    <dl className="admin-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt>{t(term!)}</dt>
          <dd>{t(value!)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Mails({ mails }: { mails: { id: number; text: string; planned: string; error: string | null }[] }) {
  if (mails.length === 0) return null;
  return (
    <>
      <h3 className="font-semibold">E-maile</h3>
      <ul className="admin-mails">
        {mails.map((mail) => (
          <li key={mail.id}>
            <p>{t(mail.text)}</p>
            <p className="text-sm text-muted">{t(mail.planned)}</p>
            {mail.error && <p className="admin-mail-error">{t(mail.error)}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}

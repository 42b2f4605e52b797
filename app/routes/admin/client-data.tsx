import { href, Link } from "react-router";
import type { Route } from "./+types/client-data";
import { adminMeta } from "~/admin";
import {
  BoughtVouchers,
  cancelledBy,
  coachingFacts,
  everyWeeks,
  exportedDay,
  Facts,
  mailLines,
  Mails,
  redeemedVoucherFact,
  sessionFacts,
  trainerNoteLabel,
  trainerNotesLabel,
  validFrom,
  validityFact,
} from "~/clients";
import { requestedClientExport } from "./client-data-request.server";
import { priceLabel, VOUCHER_PRICE } from "~/bookings";
import { formatSession } from "~/scheduling";
import { serviceLabel } from "~/enquiries";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";
import { reviewRequestLine } from "~/reviews";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData ? `Dane klienta: ${loaderData.title}` : "Dane klienta", matches);

/** Where the export was opened from: an enquiry, the agenda (a booking), or a client's card. */
function backFrom(source: string | undefined, id: string | undefined): string {
  if (source === "zapytanie") return href("/admin/zapytania/:id", { id: id! });
  if (source === "klient") return href("/admin/klienci/:id", { id: id! });
  return href("/admin/kalendarz");
}

/** Everything the site stores about the e-mail address of this enquiry or booking, or on this card, readable, with the JSON file ("plik z danymi") beside it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { offer, privacy, trainer, booking: settings } = contentFor(context);
  const stored = await requestedClientExport(request, params, privacy.blockMonths);
  const { card } = stored;
  return {
    title: card ? card.name : stored.email,
    about: card ? "na karcie tego klienta" : "o tym adresie e-mail",
    exported: formatDateTime(stored.exportedAt),
    back: backFrom(params.source, params.id),
    card: card && [
      ["Imię i nazwisko", card.name],
      ["E-mail", card.email || "nie podano"],
      ["Telefon", card.phone || "nie podano"],
      ["Klient od", formatDateTime(card.createdAt)],
      ["Ostatnia aktywność", formatDateTime(card.lastActivityAt)],
      [trainerNotesLabel(trainer.gender), card.notes || "brak"],
      ...(card.reviewRequest ? [["Prośba o opinię", reviewRequestLine(card.reviewRequest)] as const] : []),
      ...coachingFacts(stored),
    ],
    cardMails: mailLines(card?.mails ?? []),
    series: (stored.series ?? []).map((series) => ({
      id: series.id,
      text: `${serviceLabel(offer, series.service)}: ${everyWeeks(series.everyWeeks)} o ${series.wallTime}, od ${formatDateTime(series.createdAt)}`,
    })),
    packages: (stored.packages ?? []).map((sold) => ({
      id: sold.id,
      facts: [
        ["Pakiet", sold.name],
        ...sessionFacts(sold.sessions, sold.uses.length),
        ["Cena", priceLabel(sold.price)],
        ["Sprzedano", exportedDay(sold.soldOn)],
        ["Ważny od", validFrom(sold.startsOn)],
        validityFact(sold.validWeeks),
        ["Zapłata", sold.payments.some((entry) => entry.kind === "payment" && entry.undoneAt === null) ? "opłacony" : "do zapłaty"],
      ],
      history: sold.history.map((event) => `${formatDateTime(event.at)}: ${event.what} (${event.author})`),
      mails: mailLines(sold.mails),
    })),
    jsonUrl: href("/admin/dane-klienta/:source/:id/dane.json", { source: params.source, id: params.id }),
    enquiries: stored.enquiries.map((enquiry) => ({
      id: enquiry.id,
      facts: [
        ["Otrzymano", formatDateTime(enquiry.receivedAt)],
        ["Imię i nazwisko", enquiry.name],
        ["E-mail", enquiry.email],
        ["Telefon", enquiry.phone ?? "nie podano"],
        ["Usługa", serviceLabel(offer, enquiry.service)],
        ["Status", enquiry.statusLabel],
        [trainerNoteLabel(trainer.gender), enquiry.note ?? "brak"],
      ],
      message: enquiry.message,
      mails: mailLines(enquiry.mails),
    })),
    bookings: stored.bookings.map((booking) => ({
      id: booking.id,
      facts: [
        // With the year: an export spans years.
        ["Termin", formatSession(booking.startsAt, booking.endsAt)],
        ["Usługa", booking.serviceName],
        ["Miejsce", booking.place],
        ["Cena", booking.voucher && booking.price === 0 ? VOUCHER_PRICE : priceLabel(booking.price)],
        ...(booking.voucher ? [redeemedVoucherFact(booking.voucher)] : []),
        ["Imię i nazwisko", booking.name],
        ["E-mail", booking.email],
        ["Telefon", booking.phone],
        ["Uwagi", booking.notes || "brak"],
        ["Status", booking.statusLabel],
        ["Zarezerwowano", formatDateTime(booking.bookedAt)],
        ["Przeniesienia przez klienta", String(booking.movesByClient)],
        ...(booking.movedAt ? [["Ostatnio przeniesiona", formatDateTime(booking.movedAt)]] : []),
        ["Wszystkie zmiany (przeniesienia i odwołanie)", String(booking.changes)],
        ...(booking.keptOutsideRulesAt ? [["Termin zostawiony mimo nowych zasad", formatDateTime(booking.keptOutsideRulesAt)]] : []),
        ...(booking.cancelledAt ? [["Odwołano", `${formatDateTime(booking.cancelledAt)}, ${cancelledBy(booking.cancelReason, trainer.gender)}`]] : []),
        ...(booking.networkHash ? [["Skrót adresu IP (limit rezerwacji)", booking.networkHash]] : []),
      ],
      mails: mailLines(booking.mails),
    })),
    blocks: stored.bookingBlocks.map((block) => ({ email: block.email, from: formatDateTime(block.blockedAt), until: formatDateTime(block.expiresAt) })),
    waitlist: stored.waitlist.map((entry) => ({
      id: entry.id,
      text: `${exportedDay(entry.day)}: ${settings.services.find((service) => service.slug === entry.service)?.name ?? entry.service}, adres ${entry.email}, zapisano ${formatDateTime(entry.joinedAt)}`,
      mails: mailLines(entry.mails),
    })),
    vouchers: stored.vouchers,
  };
}

export default function ClientDataPage({ loaderData }: Route.ComponentProps) {
  const { title, about, exported, back, jsonUrl, card, cardMails, series, packages, enquiries, bookings, blocks, waitlist, vouchers } = loaderData;
  return (
    <>
      <Link to={back} className="admin-back">
        ← Wróć
      </Link>
      <h1 className="admin-heading">{t(`Dane klienta: ${title}`)}</h1>
      <p className="admin-lead">
        {t(
          `Wszystko, co strona przechowuje ${about} (stan na ${exported}). Gdy klient prosi o dostęp do swoich danych albo o ich przeniesienie (art. 15 i 20 RODO), wyślij mu tę stronę (w przeglądarce: Drukuj → Zapisz jako PDF) i plik z danymi, który odczyta też inny program — najpóźniej miesiąc od prośby.`,
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

      {card && (
        <section className="admin-section" aria-labelledby="dane-karta">
          <h2 id="dane-karta" className="admin-subheading">
            Karta klienta
          </h2>
          <Facts facts={card} />
          <Mails mails={cardMails} />
        </section>
      )}

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

      {packages.length > 0 && (
        <section className="admin-section" aria-labelledby="dane-pakiety">
          <h2 id="dane-pakiety" className="admin-subheading">
            Pakiety ({packages.length})
          </h2>
          {packages.map((sold) => (
            <article key={sold.id} className="admin-section" aria-label={`Pakiet nr ${sold.id}`}>
              <Facts facts={sold.facts} />
              {sold.history.length > 0 && (
                <ul className="admin-mails">
                  {sold.history.map((line) => (
                    <li key={line}>{t(line)}</li>
                  ))}
                </ul>
              )}
              <Mails mails={sold.mails} />
            </article>
          ))}
        </section>
      )}

      {series.length > 0 && (
        <section className="admin-section" aria-labelledby="dane-serie">
          <h2 id="dane-serie" className="admin-subheading">
            {t("Stałe treningi")}
          </h2>
          <ul className="admin-mails">
            {series.map((item) => (
              <li key={item.id}>{t(item.text)}</li>
            ))}
          </ul>
        </section>
      )}

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
      {waitlist.length > 0 && (
        <section className="admin-section" aria-labelledby="dane-lista">
          <h2 id="dane-lista" className="admin-subheading">
            Lista oczekujących
          </h2>
          {waitlist.map((entry) => (
            <div key={entry.id}>
              <p className="admin-lead">{t(entry.text)}</p>
              <Mails mails={entry.mails} />
            </div>
          ))}
        </section>
      )}
      <BoughtVouchers vouchers={vouchers} />
    </>
  );
}

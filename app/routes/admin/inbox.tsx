import { Form, href, Link, useLocation } from "react-router";
import type { Route } from "./+types/inbox";
import { requireAdmin } from "~/admin/index.server";
import { AdminPager } from "~/admin";
import { StatusBadge } from "~/admin";
import { getDatabase } from "~/db/database.server";
import { countByStatus, listEnquiries, listFailedMails, lookAtInbox } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { ENQUIRY_STATUSES, STATUS_LABELS, type EnquiryStatus } from "~/enquiries";
import { formatDateTime } from "~/lib/format";
import { inboxSearch, MAX_QUERY_LENGTH, parseInboxFilter } from "~/admin";
import { DELIVERY_LABELS, MAIL_KIND_LABELS } from "~/notifications";
import { enquiryCount } from "~/lib/polish-phrases";
import { mailsNotSent, newCount, newEnquiryCount } from "~/admin";
import { typeset as t } from "~/lib/typeset";
import { serviceLabel } from "~/enquiries";
import { contentFor } from "~/site-content/index.server";
import { warsawDate } from "~/scheduling";

/** What an empty list says: that the inbox is empty, or that nothing matches the filter. */
function emptyListText({ status, query }: { status: EnquiryStatus | null; query: string }): string {
  const withStatus = status ? ` ze statusem „${STATUS_LABELS[status]}”` : "";
  if (query) return `Żadne zapytanie${withStatus} nie pasuje do „${query}”.`;
  return status ? `Brak zapytań${withStatus}.` : "Skrzynka jest pusta.";
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const unread = loaderData?.counts.new ?? 0;
  return adminMeta(unread > 0 ? `Skrzynka zapytań (${newCount(unread)})` : "Skrzynka zapytań", matches);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const db = await getDatabase();
  const [page, counts, failedMails] = await Promise.all([listEnquiries(db, filter), countByStatus(db), listFailedMails(db), lookAtInbox(db, new Date())]);
  return {
    filter: { ...filter, page: page.page },
    total: page.total,
    pageCount: page.pageCount,
    // Dates are formatted here, on the server: the same text whatever the browser's clock and locale.
    rows: page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      receivedAt: row.created_at,
      received: formatDateTime(row.created_at),
      service: serviceLabel(contentFor(context).offer, row.service),
      status: row.status,
      delivery: row.delivery,
    })),
    counts,
    failedMails: failedMails.map((mail) => ({
      id: mail.id,
      // An enquiry's page, or the agenda's week of the booking.
      href:
        mail.enquiry_id !== null
          ? href("/admin/zapytania/:id", { id: String(mail.enquiry_id) })
          : `${href("/admin/kalendarz")}?od=${warsawDate(new Date(mail.booking_starts_at ?? Date.now()))}`,
      name: mail.name,
      kind: MAIL_KIND_LABELS[mail.kind],
      error: mail.last_error,
    })),
  };
}

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { filter, total, pageCount, rows, counts, failedMails } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const chips: { status: EnquiryStatus | null; label: string; count: number }[] = [
    { status: null, label: "bez spamu", count: counts.new + counts.in_progress + counts.done },
    ...ENQUIRY_STATUSES.map((status) => ({ status, label: STATUS_LABELS[status], count: counts[status] })),
  ];

  return (
    <>
      <h1 className="admin-heading">Skrzynka zapytań</h1>
      <p className="admin-lead">{counts.new > 0 ? `Masz ${newEnquiryCount(counts.new)}.` : "Nie masz nowych zapytań."}</p>

      <Form method="get" role="search" className="admin-search">
        {filter.status && <input type="hidden" name="status" value={filter.status} />}
        <input
          type="search"
          name="q"
          defaultValue={filter.query}
          key={filter.query}
          maxLength={MAX_QUERY_LENGTH}
          aria-label="Szukaj w imionach, e-mailach, telefonach i treści"
          placeholder="Imię, e-mail, telefon, treść…"
        />
        <button type="submit" className="admin-button">
          Szukaj
        </button>
      </Form>

      <nav aria-label="Status zapytań" className="admin-chips">
        {chips.map((chip) => (
          <Link
            key={chip.label}
            to={`${href("/admin")}${inboxSearch({ status: chip.status, query: filter.query })}`}
            className="admin-chip"
            aria-current={chip.status === filter.status ? "page" : undefined}
          >
            {t(chip.label)} <span className="admin-chip-count">{chip.count}</span>
          </Link>
        ))}
      </nav>

      <div className="admin-toolbar">
        <p aria-live="polite">{t(`${enquiryCount(total)}${filter.query ? ` dla „${filter.query}”` : ""}`)}</p>
        <div className="admin-button-row">
          {/* A plain link: the browser downloads the file. Semicolon-separated, UTF-8 with BOM, for Excel. */}
          <a href={`${href("/admin/eksport.csv")}${inboxSearch({ status: filter.status, query: filter.query })}`} className="admin-button" download>
            {t("Pobierz listę (plik do Excela)")}
          </a>
          {filter.status === "spam" && counts.spam > 0 && (
            <Link to={href("/admin/spam/usun")} className="admin-button admin-button-danger">
              Usuń cały spam
            </Link>
          )}
        </div>
      </div>

      {failedMails.length > 0 && (
        <section aria-labelledby="nieudane" className="admin-notice">
          <h2 id="nieudane">{mailsNotSent(failedMails.length)}</h2>
          <ul>
            {failedMails.map((mail) => (
              <li key={mail.id}>
                <span>
                  {t(`${mail.kind}:`)}{" "}
                  <Link to={mail.href} className="admin-link">
                    {t(mail.name)}
                  </Link>
                  {mail.error && <span className="admin-mail-error">{t(` — ${mail.error}`)}</span>}
                </span>
                <Form method="post" action={href("/admin/poczta/:id/wyslij-ponownie", { id: String(mail.id) })}>
                  <input type="hidden" name="back" value={here} />
                  <button type="submit" className="admin-button">
                    Wyślij ponownie
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}

      {rows.length === 0 ? (
        <p className="admin-empty">{t(emptyListText(filter))}</p>
      ) : (
        <table className="admin-table">
          <caption className="admin-visually-hidden">Zapytania, najnowsze na górze</caption>
          <thead>
            <tr>
              <th scope="col" className="admin-wide">
                Otrzymano
              </th>
              <th scope="col">{t("Imię i nazwisko")}</th>
              <th scope="col" className="admin-wide">
                Usługa
              </th>
              <th scope="col">Status</th>
              <th scope="col" className="admin-wide">
                E-mail
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="admin-wide">
                  <time dateTime={row.receivedAt}>{row.received}</time>
                </td>
                <td>
                  <Link to={href("/admin/zapytania/:id", { id: String(row.id) })} className="admin-row-link">
                    {t(row.name)}
                  </Link>
                  {/* On a phone the hidden columns come along under the name. */}
                  <span className="admin-narrow">
                    <time dateTime={row.receivedAt}>{row.received}</time> · {t(row.service)}
                  </span>
                </td>
                <td className="admin-wide">{t(row.service)}</td>
                <td>
                  <StatusBadge status={row.status} />
                  <span className="admin-narrow" data-state={row.delivery}>
                    {t(`e-mail: ${DELIVERY_LABELS[row.delivery]}`)}
                  </span>
                </td>
                <td className="admin-wide">
                  <span className="admin-delivery" data-state={row.delivery}>
                    {t(DELIVERY_LABELS[row.delivery])}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <AdminPager page={filter.page} pageCount={pageCount} href={(page) => `${href("/admin")}${inboxSearch({ ...filter, page })}`} />
    </>
  );
}

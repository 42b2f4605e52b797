import { Form, href, Link } from "react-router";
import type { Route } from "./+types/clients";
import { TRAINING_WEEK } from "~/training";
import { requireAdmin } from "~/admin/index.server";
import { AdminPager } from "~/admin";
import { adminMeta } from "~/admin";
import { linkUnlinked } from "~/clients/index.server";
import { clientSearch, MAX_CLIENT_QUERY_LENGTH, parseClientFilter } from "~/clients";
import { listClients } from "~/clients/index.server";
import { clientActivity, clientCountsLine, personCount } from "~/admin";
import { getDatabase } from "~/db/database.server";
import { typeset as t } from "~/lib/typeset";
import { IMPORT_PAGE } from "~/imports";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Klienci", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  // Enquiries from the contact form get their card here: cheap when all are linked.
  await linkUnlinked(db);
  const filter = parseClientFilter(new URL(request.url).searchParams);
  const now = new Date();
  const page = await listClients(db, filter, now);
  return {
    filter: { ...filter, page: page.page },
    total: page.total,
    pageCount: page.pageCount,
    rows: page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      contact: [row.phone, row.email].filter(Boolean).join(" · "),
      activity: clientActivity(row),
      counts: clientCountsLine(row),
    })),
  };
}

export default function ClientsPage({ loaderData }: Route.ComponentProps) {
  const { filter, total, pageCount, rows } = loaderData;
  return (
    <>
      <h1 className="admin-heading">Klienci</h1>
      <p className="admin-lead">
        {t("Każda osoba, która wysłała zapytanie albo zarezerwowała trening, oraz osoby dodane przez Ciebie — ostatnio aktywni na górze.")}
      </p>
      <p className="admin-button-row">
        <Link to={href("/admin/klienci/nowy")} className="admin-button admin-button-primary">
          Dodaj klienta
        </Link>
        <Link to={href("/admin/klienci/import")} className="admin-button">
          {t(IMPORT_PAGE.linkToClients)}
        </Link>
        <Link to={href("/admin/treningi")} className="admin-button">
          {t(TRAINING_WEEK.link)}
        </Link>
        <Link to={href("/admin/cwiczenia")} className="admin-button">
          {t(TRAINING_WEEK.library)}
        </Link>
      </p>

      <Form method="get" role="search" className="admin-search">
        <input
          type="search"
          name="q"
          defaultValue={filter.query}
          key={filter.query}
          maxLength={MAX_CLIENT_QUERY_LENGTH}
          aria-label="Szukaj klienta po imieniu, e-mailu albo telefonie"
          placeholder="Imię, e-mail, telefon…"
        />
        <button type="submit" className="admin-button">
          Szukaj
        </button>
      </Form>

      <p aria-live="polite" className="admin-lead">
        {t(`${personCount(total)}${filter.query ? ` dla „${filter.query}”` : ""}`)}
      </p>

      {rows.length === 0 ? (
        <p className="admin-empty">
          {t(
            filter.query
              ? `Nikt nie pasuje do „${filter.query}”.`
              : "Nie ma jeszcze klientów: karta powstaje przy pierwszym zapytaniu albo rezerwacji, a „Dodaj klienta” zakłada ją od razu.",
          )}
        </p>
      ) : (
        <ul className="client-list">
          {rows.map((row) => (
            <li key={row.id}>
              <Link to={`/admin/klienci/${row.id}`} className="client-list-link">
                <strong>{t(row.name)}</strong>
                {row.contact && <span>{row.contact}</span>}
                <span>{t(row.activity)}</span>
                <span className="client-list-counts">{t(row.counts)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      <AdminPager page={filter.page} pageCount={pageCount} href={(page) => `/admin/klienci${clientSearch({ ...filter, page })}`} />
    </>
  );
}

// "Poprzednia · Strona 2 z 5 · Następna" under a long list of the panel.
import { Link } from "react-router";
import { typeset as t } from "~/lib/typeset";

export function AdminPager({ page, pageCount, href, label = "Strony" }: { page: number; pageCount: number; href: (page: number) => string; label?: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="admin-pagination">
      {page > 1 ? (
        <Link to={href(page - 1)} className="admin-button" rel="prev">
          Poprzednia
        </Link>
      ) : (
        <span />
      )}
      <span>{t(`Strona ${page} z ${pageCount}`)}</span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="admin-button" rel="next">
          Następna
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

import { useEffect } from "react";
import { data, href, Link, Outlet, useFetcher, useLocation, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import { PageDraftsGuard } from "~/components/page-drafts-guard";
import type { Route } from "./+types/signed-in-layout";
import { requireAdmin } from "~/admin/index.server";
import { takeToast } from "~/admin/index.server";
import { AdminShell, partLookedAt, type PanelNews } from "~/admin";
import { AGENDA_QUERY } from "~/agenda";
import { useReloadWhenOffline } from "~/hooks/use-reload-when-offline";
import { panelNews } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { useOnReturn } from "~/hooks/use-on-return";
import type { loader as newsLoader } from "./panel-news";
import type { loader as calendarLoader } from "./calendar";
import { markNavigationFailed } from "~/components/loading-bar";
import { formatDateTime } from "~/lib/format";
import { normalizeError } from "~/lib/normalize-error";
import { typeset as t } from "~/lib/typeset";
import { contentProblem } from "~/site-content/index.server";
import { replicaFooter, replicaStatus } from "~/backup/index.server";

// Every route below, whatever it exports, is closed to a request without a
// live session, before React Router looks for its loader or action.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }) => {
    await requireAdmin(request);
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { toast, headers } = await takeToast(request);
  const problem = contentProblem();
  const now = new Date();
  const news = await panelNews(await getDatabase(), now);
  return data(
    {
      toast,
      news,
      at: now.getTime(),
      contentProblem: problem && { since: formatDateTime(problem.since), message: problem.message },
      replica: replicaFooter(replicaStatus()),
    },
    { headers },
  );
}

// The menu's counts are read again on every move within the panel: a part just looked at counts nothing after.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

type DatedNews = { news: PanelNews; at: number };

/**
 * The menu's counts: on the agenda its own (read after it marked its week
 * seen, and on every week it moves to), elsewhere the latest load's, or
 * newer from the panel-news route asked again when the trainer comes back;
 * the inbox on screen counts nothing.
 */
function useNews(loaded: DatedNews): PanelNews {
  const open = partLookedAt(useLocation().pathname);
  const agenda = useRouteLoaderData<typeof calendarLoader>("routes/admin/calendar");
  const fetcher = useFetcher<typeof newsLoader>();
  useOnReturn(() => {
    if (fetcher.state === "idle") void fetcher.load(href("/admin/nowosci"));
  });
  const latest = agenda?.menu ?? loaded;
  const { news } = fetcher.data && fetcher.data.at > latest.at ? fetcher.data : latest;
  return open ? { ...news, counts: { ...news.counts, [open]: 0 } } : news;
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  const problem = loaderData.contentProblem;
  const news = useNews(loaderData);
  return (
    <AdminShell
      signedIn
      toast={loaderData.toast}
      news={news}
      replica={loaderData.replica}
      newsLinks={{ calendar: news.calendarDay ? `${href("/admin/kalendarz")}?${AGENDA_QUERY.day}=${news.calendarDay}` : undefined }}
    >
      {problem && (
        <p className="admin-banner" role="alert">
          {t(
            `Ostatnia opublikowana zmiana treści nie daje się wyświetlić (${problem.message}), więc strona pokazuje od ${problem.since} ostatnią działającą wersję. Otwórz Treści → Historia zmian i przywróć wcześniejszą wersję tej sekcji albo popraw ją i opublikuj ponownie.`,
          )}
        </p>
      )}
      <PageDraftsGuard>
        <Outlet />
      </PageDraftsGuard>
    </AdminShell>
  );
}

/**
 * An error on a signed-in page (an enquiry erased meanwhile, an unknown
 * address) in the panel's own frame: its menu is the way on, not the public
 * site's header and its "call the trainer". A move made without signal is
 * loaded whole instead, from the panel's worker.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(markNavigationFailed, [error]);
  useReloadWhenOffline(error);
  const { status, message } = normalizeError(error);
  return (
    <AdminShell signedIn toast={null}>
      <p className="admin-lead">Błąd {status}</p>
      <h1 className="admin-heading">{t(message)}</h1>
      <p className="admin-lead">
        {t(
          status === 404
            ? "Tego nie ma w panelu: adres jest błędny albo to, co tu było, zostało usunięte. Wybierz, dokąd dalej, w menu u góry."
            : status === 400
              ? "Wróć, popraw to, co wpisano (albo adres strony), i spróbuj jeszcze raz. Możesz też wybrać, dokąd dalej, w menu u góry."
              : "Spróbuj ponownie za chwilę. Jeśli błąd się powtarza, przekaż osobie, która prowadzi serwer, kiedy wystąpił i co robisz: szczegóły są w dzienniku serwera.",
        )}
      </p>
      <p className="admin-button-row">
        <Link to="/admin" className="admin-button">
          Wróć do skrzynki zapytań
        </Link>
      </p>
    </AdminShell>
  );
}

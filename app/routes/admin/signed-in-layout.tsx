import { data, Outlet } from "react-router";
import type { Route } from "./+types/signed-in-layout";
import { requireAdmin } from "~/admin/admin-auth.server";
import { takeToast } from "~/admin/admin-toast.server";
import { AdminShell } from "~/admin/admin-shell";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { contentProblem } from "~/site-content/live-content.server";

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
  return data({ toast, contentProblem: problem && { since: formatDateTime(problem.since), message: problem.message } }, { headers });
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  const problem = loaderData.contentProblem;
  return (
    <AdminShell signedIn toast={loaderData.toast}>
      {problem && (
        <p className="admin-banner" role="alert">
          {t(
            `Ostatnia opublikowana zmiana treści nie daje się wyświetlić (${problem.message}), więc strona pokazuje od ${problem.since} ostatnią działającą wersję. Otwórz Treści → Historia zmian i przywróć wcześniejszą wersję tej sekcji albo popraw ją i opublikuj ponownie.`,
          )}
        </p>
      )}
      <Outlet />
    </AdminShell>
  );
}

import { data, Outlet } from "react-router";
import type { Route } from "./+types/signed-in-layout";
import { requireAdmin } from "~/admin/admin-auth.server";
import { takeToast } from "~/admin/admin-toast.server";
import { AdminShell } from "~/admin/admin-shell";

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
  return data({ toast }, { headers });
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell signedIn toast={loaderData.toast}>
      <Outlet />
    </AdminShell>
  );
}

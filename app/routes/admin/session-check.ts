import type { Route } from "./+types/session-check";
import { requireAdmin } from "~/admin/index.server";

/**
 * Whether this browser's panel session is live, for the panel's worker
 * (public/admin/sw.js): 204 when it is; when it ended (a device signed out
 * from /admin/urzadzenia, a session past its end), the signed-in layout
 * sends the sign-in page's redirect, and the worker deletes the agenda
 * pages stored on the device. Asked when a panel page gets signal back.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response(null, { status: 204 });
}

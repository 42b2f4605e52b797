import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { endAdminSession, endEveryAdminSession, requireAdmin, SIGN_IN_PATH } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";

// An action only; a page view of the address goes to the inbox.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin");
}

/**
 * Ends the session on the server, not only in this browser; with
 * ?wszedzie ("Wyloguj wszędzie": a lost phone, a password someone may
 * know), every session on every device.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const everywhere = new URL(request.url).searchParams.has("wszedzie");
  const headers = new Headers();
  headers.append("Set-Cookie", everywhere ? await endEveryAdminSession() : await endAdminSession(request));
  headers.append("Set-Cookie", (await toastHeaders(everywhere ? "Wylogowano na wszystkich urządzeniach." : "Wylogowano."))["Set-Cookie"]);
  return redirect(SIGN_IN_PATH, { status: 303, headers });
}

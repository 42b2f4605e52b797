import { redirect } from "react-router";
import type { Route } from "./+types/sign-out-everywhere";
import { endEveryAdminSession, requireAdmin, SIGN_IN_PATH } from "~/admin-auth.server";
import { toastHeaders } from "~/admin-toast.server";

// An action only; a page view of the address goes to the inbox.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin");
}

/** Ends every session on every device: for a lost phone or a password that may have leaked. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await endEveryAdminSession());
  headers.append("Set-Cookie", (await toastHeaders("Wylogowano na wszystkich urządzeniach."))["Set-Cookie"]);
  return redirect(SIGN_IN_PATH, { status: 303, headers });
}

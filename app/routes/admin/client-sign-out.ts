import { href, redirect } from "react-router";
import type { Route } from "./+types/client-sign-out";
import { idParam, requireAdmin, toastHeaders, toTheCard } from "~/admin/index.server";
import { endClientSessions } from "~/client-account/index.server";
import { CARD_GONE, clientSignedOut } from "~/clients";
import { getDatabase } from "~/db/database.server";

// An action only; a page view of the address goes to the card.
export const loader = (args: Route.LoaderArgs) => toTheCard(args);

/** "Wyloguj klienta": every session of the client at /moje-treningi ends at once (a lost or shared phone). */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = idParam(params.id, CARD_GONE);
  const ended = await endClientSessions(await getDatabase(), id);
  return redirect(href("/admin/klienci/:id", { id: String(id) }), { status: 303, headers: await toastHeaders(clientSignedOut(ended)) });
}

import { href, redirect } from "react-router";
import type { Route } from "./+types/client-sign-in-link";
import { idParam, requireAdmin, toastHeaders, toTheCard } from "~/admin/index.server";
import { sendSignInLinkToCard } from "~/client-account/index.server";
import { CARD_GONE, signInLinkSent } from "~/clients";
import { getDatabase } from "~/db/database.server";

// An action only; a page view of the address goes to the card.
export const loader = (args: Route.LoaderArgs) => toTheCard(args);

/** "Wyślij link do Moich treningów": the client's sign-in link mailed to the card's address. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = idParam(params.id, CARD_GONE);
  const sentTo = await sendSignInLinkToCard(await getDatabase(), id, new Date());
  return redirect(href("/admin/klienci/:id", { id: String(id) }), { status: 303, headers: await toastHeaders(signInLinkSent(sentTo)) });
}

import { href, redirect } from "react-router";
import type { Route } from "./+types/client-feed-renewal";
import { idParam, requireAdmin, toastHeaders, toTheCard } from "~/admin/index.server";
import { renewClientFeed } from "~/client-account/index.server";
import { CARD_GONE, CLIENT_FEED_RENEWAL } from "~/clients";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";

// An action only; a page view of the address goes to the card.
export const loader = (args: Route.LoaderArgs) => toTheCard(args);

/** "Nowy adres kalendarza": the client's feed gets a new address, the old one answers 404 from now on. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = idParam(params.id, CARD_GONE);
  if (!(await renewClientFeed(await getDatabase(), id, env.SITE_URL))) {
    return redirect(href("/admin/klienci"), { status: 303, headers: await toastHeaders(CARD_GONE) });
  }
  return redirect(href("/admin/klienci/:id", { id: String(id) }), { status: 303, headers: await toastHeaders(CLIENT_FEED_RENEWAL.done) });
}

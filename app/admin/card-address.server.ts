// The addresses under a client's card that only take a form's post ("Wyloguj
// klienta", "Nowy adres kalendarza", "Wyślij link…"): a page view of one goes
// to the card.
import { href, redirect } from "react-router";
import { CARD_GONE } from "~/clients";
import { requireAdmin } from "./admin-auth.server";
import { idParam } from "./admin-params.server";

export async function toTheCard({ request, params }: { request: Request; params: { id?: string } }) {
  await requireAdmin(request);
  return redirect(href("/admin/klienci/:id", { id: String(idParam(params.id, CARD_GONE)) }));
}

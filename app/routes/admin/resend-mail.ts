import { redirect } from "react-router";
import type { Route } from "./+types/resend-mail";
import { requireAdmin } from "~/admin/index.server";
import { backTo, idParam } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { requeueOutboxRow } from "~/notifications/index.server";

// An action only; a page view of the address goes to the inbox.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin");
}

/** 'Wyślij ponownie': a failed e-mail goes back into the outbox, due now. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = idParam(params.id, "Nie ma takiego e-maila.");
  const form = await readForm(request, ["back"]);
  const requeued = await requeueOutboxRow(await getDatabase(), id);
  const message = requeued ? "E-mail zostanie za chwilę wysłany ponownie." : "Ten e-mail nie czeka na ponowną wysyłkę.";
  return redirect(backTo(form.ok ? form.fields.get("back") : null), { status: 303, headers: await toastHeaders(message) });
}

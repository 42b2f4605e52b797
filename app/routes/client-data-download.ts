import { href, redirect } from "react-router";
import type { Route } from "./+types/client-data-download";
import { signedInClient } from "~/client-account/index.server";
import { exportFrom } from "~/clients/index.server";
import { getDatabase } from "~/db/database.server";
import { formatSortableDateTime } from "~/lib/format";
import { contentFor } from "~/site-content/index.server";

/** "Pobierz moje dane" (RODO art. 15 and 20): the card's export, as the trainer's JSON file has it, for the signed-in client. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = await getDatabase();
  const signedIn = await signedInClient(request, db);
  const stored = signedIn && (await exportFrom(db, "card", signedIn.clientId, contentFor(context).privacy.blockMonths));
  if (!stored) throw redirect(href("/moje-treningi"));
  const day = formatSortableDateTime(stored.exportedAt).slice(0, 10);
  return new Response(`${JSON.stringify(stored, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="moje-dane-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

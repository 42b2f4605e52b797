import { href, redirect } from "react-router";
import type { Route } from "./+types/client-data-download";
import { tooManyDownloads } from "~/client-account";
import { DATA_DOWNLOAD_LIMIT, dataDownloadRefusal, signedInClient } from "~/client-account/index.server";
import { exportFrom } from "~/clients/index.server";
import { getDatabase } from "~/db/database.server";
import { formatSortableDateTime } from "~/lib/format";
import { contentFor } from "~/site-content/index.server";

/** "Pobierz moje dane" (RODO art. 15 and 20): the card's export, as the trainer's JSON file has it, for the signed-in client. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = await getDatabase();
  const signedIn = await signedInClient(request, db);
  if (!signedIn) throw redirect(href("/moje-treningi"));
  // Counted before the export is read: a refused request reads nothing of the card.
  const refusal = await dataDownloadRefusal(db, signedIn.clientId, new Date());
  if (refusal) {
    return new Response(`${tooManyDownloads(DATA_DOWNLOAD_LIMIT.limit, Math.ceil(refusal.retryInSeconds / 60))}\n`, {
      status: 429,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(refusal.retryInSeconds), "Cache-Control": "private, no-store" },
    });
  }
  const stored = await exportFrom(db, "card", signedIn.clientId, contentFor(context).privacy.blockMonths);
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

import type { Route } from "./+types/client-data-json";
import { requestedClientExport } from "./client-data-request.server";
import { formatSortableDateTime } from "~/lib/format";
import { contentFor } from "~/site-content/index.server";

/** The client's data as a JSON file (RODO art. 20: structured and machine-readable), for the trainer to send on. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const stored = await requestedClientExport(request, params, contentFor(context).privacy.blockMonths);
  const day = formatSortableDateTime(stored.exportedAt).slice(0, 10);
  return new Response(`${JSON.stringify(stored, null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="dane-klienta-${day}.json"` },
  });
}

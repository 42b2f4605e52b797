import { data } from "react-router";
import type { Route } from "./+types/client-data-json";
import { requireAdmin } from "~/admin/admin-auth.server";
import { idParam } from "~/admin/admin-params.server";
import { clientEmailOf, clientExport } from "~/admin/client-export.server";
import { getDatabase } from "~/db/database.server";
import { formatSortableDateTime } from "~/lib/format";

const GONE = "Nie ma już tego zapytania ani rezerwacji — dane tej osoby mogły zostać usunięte.";

/** The client's data as a JSON file (RODO art. 20: structured and machine-readable), for the trainer to send on. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  const email = await clientEmailOf(db, params.source, idParam(params.id, GONE));
  if (!email) throw data(GONE, { status: 404 });
  const stored = await clientExport(db, email);
  const day = formatSortableDateTime(stored.exportedAt).slice(0, 10);
  return new Response(`${JSON.stringify(stored, null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="dane-klienta-${day}.json"` },
  });
}

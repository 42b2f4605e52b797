// The client's data export that /admin/dane-klienta/:source/:id names (an
// enquiry's or a booking's address, or a card), for the signed-in trainer:
// the page and its JSON file answer alike, or with the panel's 404.
import { data } from "react-router";
import { requireAdmin } from "~/admin/index.server";
import { idParam } from "~/admin/index.server";
import { CLIENT_GONE } from "~/clients";
import { exportFrom } from "~/clients/index.server";
import type { ClientExport } from "~/clients";
import { exportSourceOf } from "~/clients";
import { getDatabase } from "~/db/database.server";

/** `blockMonths`: how long a block lasts, from the request's content. */
export async function requestedClientExport(request: Request, params: { source?: string; id?: string }, blockMonths: number): Promise<ClientExport> {
  await requireAdmin(request);
  const db = await getDatabase();
  const id = idParam(params.id, CLIENT_GONE);
  const source = exportSourceOf(params.source);
  const exported = source && (await exportFrom(db, source, id, blockMonths));
  if (!exported) throw data(CLIENT_GONE, { status: 404 });
  return exported;
}

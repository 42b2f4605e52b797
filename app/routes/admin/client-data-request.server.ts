// The client's data export that /admin/dane-klienta/:source/:id names (an
// enquiry's or a booking's address, or a card), for the signed-in trainer:
// the page and its JSON file answer alike, or with the panel's 404.
import { data } from "react-router";
import { requireAdmin } from "~/admin/admin-auth.server";
import { idParam } from "~/admin/admin-params.server";
import { CLIENT_GONE } from "~/clients/clients.messages";
import { exportFrom } from "~/clients/client-export.server";
import type { ClientExport } from "~/clients/client-export-types";
import { exportSourceOf } from "~/clients/export-sources";
import { getDatabase } from "~/db/database.server";

export async function requestedClientExport(request: Request, params: { source?: string; id?: string }): Promise<ClientExport> {
  await requireAdmin(request);
  const db = await getDatabase();
  const id = idParam(params.id, CLIENT_GONE);
  const source = exportSourceOf(params.source);
  const exported = source && (await exportFrom(db, source, id));
  if (!exported) throw data(CLIENT_GONE, { status: 404 });
  return exported;
}

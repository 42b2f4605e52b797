// GET /moje-treningi/zdjecia/:id: a progress photo, health data (RODO art. 9).
// Sent only to its client's session or the trainer's; anyone else (another
// client, no session) gets the same 404 as for a photo that is not there.
// Never cached by anyone but the browser that asked, and never under the
// public /zdjecia.
import type { Route } from "./+types/client-progress-photo";
import { getAdminSession } from "~/admin/index.server";
import { signedInClient } from "~/client-account/index.server";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { progressPhotoFor } from "~/progress/index.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDatabase();
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const client = await signedInClient(request, db);
  // No panel password set: no trainer's session to look for.
  const trainer = env.ADMIN_PASSWORD_HASH ? (await getAdminSession(request)) !== null : false;
  const file = id === null ? null : await progressPhotoFor(db, id, { clientId: client?.clientId ?? null, trainer });
  if (!file) return new Response("Nie ma takiego zdjęcia.", { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(file.bytes), {
    headers: { ...PRIVATE, "Content-Type": file.contentType, "Content-Length": String(file.bytes.byteLength) },
  });
}

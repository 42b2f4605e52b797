import { data } from "react-router";
import type { Route } from "./+types/client-diet-pdf";
import { signedInClient } from "~/client-account/index.server";
import { getDatabase } from "~/db/database.server";
import { currentDietPdf, pdfResponse } from "~/diet/index.server";

/** The signed-in client's own diet as a PDF; anyone else (signed out, another client's address) finds nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDatabase();
  const signedIn = await signedInClient(request, db);
  const pdf = signedIn && (await currentDietPdf(db, signedIn.clientId));
  if (!pdf) throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return pdfResponse(pdf);
}

import { data } from "react-router";
import type { Route } from "./+types/client-diet-pdf";
import { idParam, requireAdmin } from "~/admin/index.server";
import { CARD_GONE } from "~/clients";
import { getDatabase } from "~/db/database.server";
import { DIET_PAGE } from "~/diet";
import { currentDietPdf, pdfResponse } from "~/diet/index.server";

/** The client's current diet as the PDF the trainer uploaded. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const pdf = await currentDietPdf(await getDatabase(), idParam(params.id, CARD_GONE));
  if (!pdf) throw data(DIET_PAGE.noPdf, { status: 404 });
  return pdfResponse(pdf);
}

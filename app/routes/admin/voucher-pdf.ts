import type { Route } from "./+types/voucher-pdf";
import { requireAdmin } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { contentFor } from "~/site-content/index.server";
import { printableVoucher } from "~/vouchers/index.server";

/** A paid voucher's PDF, to print for a buyer with no e-mail (the link on /admin/bony). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = Number(params.id);
  const file = Number.isSafeInteger(id) && id > 0 ? await printableVoucher(await getDatabase(), id, contentFor(context), env.SITE_URL) : null;
  if (!file) throw new Response(null, { status: 404 });
  // No Cache-Control here: the panel's guard sends "no-store" with every /admin response.
  return new Response(new Uint8Array(file.pdf), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${file.filename}"` },
  });
}

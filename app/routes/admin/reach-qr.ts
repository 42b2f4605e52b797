import type { Route } from "./+types/reach-qr";
import { requireAdmin } from "~/admin/index.server";
import { env } from "~/env.server";
import { qrAddress, qrFileOf } from "~/reach";
import { qrPng, qrSvg } from "~/reach/index.server";

/** A QR code of the booking page or of the site, as a file to download (SVG for print, PNG for a phone). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const file = qrFileOf(params.file);
  if (!file) throw new Response(null, { status: 404 });
  const address = qrAddress(env.SITE_URL, file.target);
  const body = file.format === "svg" ? await qrSvg(address) : new Uint8Array(await qrPng(address));
  const download = new URL(request.url).searchParams.has("pobierz");
  return new Response(body, {
    headers: {
      "Content-Type": file.format === "svg" ? "image/svg+xml" : "image/png",
      // The page shows the same file as a picture; its links ask for a download.
      // No Cache-Control here: the panel's guard sends "no-store" with every /admin response.
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${params.file}"`,
    },
  });
}

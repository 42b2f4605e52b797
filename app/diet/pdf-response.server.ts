// The diet's PDF as both addresses send it (the client's and the trainer's):
// private, never stored by a cache, under a name that cannot break out of its
// header (an ASCII copy for old browsers, the whole name encoded as RFC 6266
// says). nosniff is on every response already (server/security-headers.ts).
import { withoutPolishMarks } from "~/lib/polish-letters";

export function pdfResponse(pdf: { bytes: Buffer; name: string }): Response {
  const ascii =
    withoutPolishMarks(pdf.name)
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "")
      .replace(/ +/g, " ") || "dieta.pdf";
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.byteLength),
      "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(pdf.name)}`,
      "Cache-Control": "private, no-store",
    },
  });
}

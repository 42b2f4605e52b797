// The diet's PDF as both addresses send it (the client's and the trainer's):
// private, never stored by a cache, never sniffed as anything else, saved
// under a name that cannot break out of its header.
export function pdfResponse(pdf: { bytes: Buffer; name: string }): Response {
  const ascii =
    pdf.name
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "") || "dieta.pdf";
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.byteLength),
      "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(pdf.name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

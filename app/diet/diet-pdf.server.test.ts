import { describe, expect, it } from "vitest";
import { DIET_LIMITS } from "./diet-body";
import { readDietPdf, safePdfName } from "./diet-pdf.server";
import { pdfResponse } from "./pdf-response.server";

const PDF = Buffer.from("%PDF-1.7\n%%EOF\n");

/** A multipart body as a browser sends the PDF form. */
function upload(file: Buffer, name = "dieta.pdf", base = "3"): Request {
  const form = new FormData();
  form.set("base", base);
  form.set("pdf", new Blob([new Uint8Array(file)], { type: "application/pdf" }), name);
  return new Request("http://localhost/admin/klienci/1/dieta", { method: "POST", body: form });
}

describe("the diet's PDF", () => {
  it("is taken by its bytes, with the version it replaces and its name in UTF-8", async () => {
    expect(await readDietPdf(upload(PDF, "Dieta — łódź.pdf"))).toEqual({ ok: true, base: "3", pdf: PDF, name: "Dieta — łódź.pdf" });
  });

  it("is refused when its bytes are not a PDF's, whatever its name and declared type, when empty, and when too large", async () => {
    expect(await readDietPdf(upload(Buffer.from("\x89PNG\r\n\x1a\n....")))).toEqual({ ok: false, status: 415, problem: "not-a-pdf" });
    expect(await readDietPdf(upload(Buffer.from(" %PDF-1.7")))).toMatchObject({ problem: "not-a-pdf" });
    expect(await readDietPdf(upload(Buffer.alloc(0)))).toEqual({ ok: false, status: 400, problem: "missing" });
    const large = Buffer.concat([PDF, Buffer.alloc(DIET_LIMITS.pdfBytes)]);
    expect(await readDietPdf(upload(large))).toEqual({ ok: false, status: 413, problem: "too-large" });
  });

  it("keeps a safe name: no folders, no quotes or control characters, always .pdf", () => {
    expect(safePdfName('C:\\Users\\trener\\Jadłospis "Ani".PDF')).toBe("Jadłospis Ani.pdf");
    expect(safePdfName("../../etc/passwd")).toBe("passwd.pdf");
    expect(safePdfName("\r\n.pdf")).toBe("dieta.pdf");
  });

  it("is sent privately, under a name that cannot break its header", async () => {
    const response = pdfResponse({ bytes: PDF, name: "Dieta Ani — łódź.pdf" });
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "cache-control": "private, no-store",
      "content-disposition": `inline; filename="Dieta Ani lodz.pdf"; filename*=UTF-8''Dieta%20Ani%20%E2%80%94%20%C5%82%C3%B3d%C5%BA.pdf`,
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });
});

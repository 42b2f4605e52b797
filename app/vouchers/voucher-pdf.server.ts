// The voucher as a PDF to print or pass on: one page A5 and one A6, each with
// the title, whom it is for and the dedication, what it pays for, its code,
// the validity, the trainer and the site's address, in the site's font and
// colours (app/app.css: ink, muted, the accent). Made when its mail is sent.
import PDFDocument from "pdfkit";
import { drawCentred, registerSiteFont, type Weight } from "./pdf-text.server";
import { PDF_CODE_LABEL, PDF_FOR, PDF_TITLE, pdfDocumentTitle, pdfHowToUse, pdfTrainer, pdfValidity } from "./voucher-pdf.messages";

const INK = "#111418";
const MUTED = "#4b5563";
const ACCENT = "#c8f031";
const ACCENT_TEXT = "#4d6b00";
const SURFACE = "#f5f6f3";

export type VoucherPrint = {
  code: string;
  title: string;
  /** "Trening personalny (60 min)". */
  what: string;
  recipientName: string | null;
  dedication: string | null;
  /** "31 maja 2027". */
  validUntil: string;
  trainer: { name: string; role: string };
  /** "trener.example/rezerwacja" and the trainer's phone. */
  bookingAddress: string;
  phone: string;
  siteAddress: string;
};

/** A page's size in points and the scale of its type against A5's. */
const PAGES = [
  { size: "A5", scale: 1 },
  { size: "A6", scale: 0.7 },
] as const;

function drawPage(doc: PDFKit.PDFDocument, voucher: VoucherPrint, scale: number): void {
  const { width, height } = doc.page;
  const margin = 36 * scale;
  const inner = { left: margin, width: width - 2 * margin };
  const at = (size: number, color: string, weight: Weight = "regular") => ({ ...inner, size: size * scale, color, weight });
  doc.rect(0, 0, width, height).fill(SURFACE);
  doc.rect(0, 0, width, 14 * scale).fill(ACCENT);
  doc.rect(0, height - 14 * scale, width, 14 * scale).fill(ACCENT);
  let y = 96 * scale;
  y = drawCentred(doc, PDF_TITLE.toUpperCase(), y, at(12, ACCENT_TEXT, "bold")) + 6 * scale;
  y = drawCentred(doc, voucher.title, y, at(26, INK, "bold")) + 10 * scale;
  y = drawCentred(doc, voucher.what, y, at(14, INK)) + 18 * scale;
  // "Dla" as a label: a name cannot be declined ("dla Małgorzaty") by a program.
  if (voucher.recipientName) {
    y = drawCentred(doc, PDF_FOR, y, at(10, MUTED)) + 2 * scale;
    y = drawCentred(doc, voucher.recipientName, y, at(16, INK, "bold")) + 6 * scale;
  }
  if (voucher.dedication) y = drawCentred(doc, `„${voucher.dedication}”`, y, at(12, MUTED)) + 12 * scale;
  y += 14 * scale;
  y = drawCentred(doc, PDF_CODE_LABEL, y, at(10, MUTED)) + 10 * scale;
  const codeTop = y;
  doc
    .roundedRect(inner.left + inner.width * 0.12, codeTop - 6 * scale, inner.width * 0.76, 40 * scale, 6 * scale)
    .lineWidth(1.5 * scale)
    .stroke(INK);
  y = drawCentred(doc, voucher.code, codeTop + 4 * scale, at(20, INK, "bold")) + 20 * scale;
  y = drawCentred(doc, pdfValidity(voucher.validUntil), y, at(12, INK)) + 6 * scale;
  drawCentred(doc, pdfHowToUse({ bookingAddress: voucher.bookingAddress, phone: voucher.phone.replace(/ /gu, "\u00a0") }), y, at(10, MUTED));
  const footer = height - 64 * scale;
  drawCentred(doc, pdfTrainer(voucher.trainer), footer, at(11, INK));
  drawCentred(doc, voucher.siteAddress, footer + 16 * scale, at(10, ACCENT_TEXT));
}

export function voucherPdf(voucher: VoucherPrint): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: pdfDocumentTitle(voucher.code), Author: voucher.trainer.name }, lang: "pl-PL" });
  registerSiteFont(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const { size, scale } of PAGES) {
    doc.addPage({ size, margin: 0 });
    drawPage(doc, voucher, scale);
  }
  doc.end();
  return done;
}

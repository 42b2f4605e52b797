import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { runsOf } from "./pdf-text.server";
import { voucherPdf, type VoucherPrint } from "./voucher-pdf.server";

const VOUCHER: VoucherPrint = {
  code: "BON-7K4M-Q2XZ",
  title: "Bon na trening personalny",
  what: "Trening personalny (60 min)",
  recipientName: "Małgorzata Żółć",
  dedication: "Wszystkiego najlepszego! 🎉 Zdrówka",
  validUntil: "31 maja 2027",
  trainer: { name: "Jan Kowalski", role: "Trener personalny" },
  bookingAddress: "trener.example/rezerwacja",
  phone: "+48 500 000 000",
  siteAddress: "trener.example",
};

/** The text of each page as a reader reads it. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
  return text.map((page) => page.replace(/\s+/gu, " "));
}

describe("the voucher's PDF", () => {
  it("has an A5 and an A6 page, each with its code, title, validity, trainer and the site's address, Polish letters and all", async () => {
    const pdf = await voucherPdf(VOUCHER);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const sizes = await Promise.all([1, 2].map(async (number) => (await document.getPage(number)).view.map(Math.round)));
    expect(sizes).toEqual([
      [0, 0, 420, 595],
      [0, 0, 298, 420],
    ]);
    for (const page of await pagesOf(pdf)) {
      for (const text of ["BON PODARUNKOWY", "Bon na trening personalny", "BON-7K4M-Q2XZ", "Ważny do 31 maja 2027 r.", "Jan Kowalski", "trener.example"]) {
        expect(page).toContain(text);
      }
      expect(page.replace(/ /gu, "")).toContain("DlaMałgorzataŻółć");
    }
  });

  it("draws each sign in the font file that has it, leaving out what neither has", () => {
    expect(runsOf("Żółć 🎉!")).toEqual([
      { font: "polish", text: "Ż" },
      { font: "basic", text: "ó" },
      { font: "polish", text: "łć" },
      { font: "basic", text: " !" },
    ]);
  });
});

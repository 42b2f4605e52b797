import { describe, expect, it } from "vitest";
import { contentWith } from "../../tests/support/content-draft";
import { initialContent } from "./live-content.server";
import type { SectionDocuments } from "./sections";
import { voucherProblems } from "./voucher-consistency";

describe("the vouchers on sale", () => {
  it("name a booking service or a price-list item that exists, beside their field when not", () => {
    expect(voucherProblems(initialContent())).toEqual([]);
    const draft = contentWith((documents: SectionDocuments) => {
      documents.offer.vouchers = [
        {
          slug: "a",
          title: "Bon na trening na Księżycu",
          kind: "session",
          item: "trening-na-ksiezycu",
          amount: null,
          paysPackages: false,
          paysSeats: false,
          validMonths: 6,
        },
        { slug: "b", title: "Bon na pakiet", kind: "package", item: "pakiet-8-treningow", amount: null, paysPackages: false, paysSeats: false, validMonths: 6 },
        {
          slug: "c",
          title: "Bon na pakiet 20",
          kind: "package",
          item: "pakiet-20-treningow",
          amount: null,
          paysPackages: false,
          paysSeats: false,
          validMonths: 6,
        },
        { slug: "d", title: "Bon na 200 zł", kind: "amount", item: "", amount: 200, paysPackages: false, paysSeats: false, validMonths: 6 },
      ];
    });
    expect(voucherProblems(draft)).toEqual([
      { section: "offer", field: "vouchers[0].item", message: expect.stringContaining("W rezerwacjach nie ma usługi „trening-na-ksiezycu”") },
      { section: "offer", field: "vouchers[2].item", message: expect.stringContaining("W cenniku nie ma pozycji „pakiet-20-treningow”") },
    ]);
  });
});

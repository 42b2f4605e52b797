import { describe, expect, it } from "vitest";
import { resolveContent } from "~/site-content";
import { initialContent } from "~/site-content/live-content.server";
import { amountVoucherPays, termsDocument, termsFactsOf, validForMonths, VOUCHER_WITHDRAWAL_SUMMARY, voucherWithdrawalText } from "~/terms";

const content = resolveContent(initialContent());
const SITE = "https://trener.example";
const partsOf = (source: typeof content) => termsDocument(termsFactsOf(source, SITE));
const voucherPart = (source: typeof content) => partsOf(source).find((part) => part.id === "bony");
/** The content with its amount's vouchers paying packages or not. */
const amountPaysPackages = (paysPackages: boolean) => ({
  ...content,
  offer: { ...content.offer, vouchers: content.offer.vouchers.map((voucher) => (voucher.kind === "amount" ? { ...voucher, paysPackages } : voucher)) },
});
const withdrawal = voucherWithdrawalText({ email: "kontakt@example.com", withdrawalFormUrl: `${SITE}/regulamin#formularz-odstapienia` }).join("\n");

describe("a voucher's right of withdrawal", () => {
  it("is the voucher's own: 14 days from the contract, the code cancelled, everything refunded within 14 days by the same means", () => {
    expect(withdrawal).toContain("Od umowy o bon podarunkowy możesz odstąpić bez podania przyczyny w ciągu 14 dni od dnia jej zawarcia");
    expect(withdrawal).toContain("Kod bonu zostanie wtedy anulowany.");
    expect(withdrawal).toContain("Zwrócę wszystko, co zapłacono, najpóźniej w ciągu 14 dni od otrzymania oświadczenia, w ten sam sposób, w jaki zapłacono");
    expect(withdrawal).toContain("https://trener.example/regulamin#formularz-odstapienia");
    expect(withdrawal).not.toMatch(/pakiet treningów możesz|umowy o trening możesz/);
    expect(VOUCHER_WITHDRAWAL_SUMMARY).toBe("14 dni od zamówienia, bez podania przyczyny; kod bonu zostanie wtedy anulowany, a cena zwrócona.");
  });

  it("says what a code used within the 14 days costs: only at the buyer's express request (art. 35), else nothing (art. 36), claiming no art. 38", () => {
    expect(withdrawal).toContain("na Twoją wyraźną prośbę");
    expect(withdrawal).toContain("art. 35 ustawy o prawach konsumenta");
    expect(withdrawal).toContain("nic nie płacisz i zwracam całą cenę (art. 36 pkt 1 lit. b)");
    expect(withdrawal).not.toContain("art. 38");
  });

  it("addresses a buyer of either gender: no gendered past tense for the buyer or the trainer", () => {
    const buyerWords = [withdrawal, ...voucherPart(content)!.paragraphs].join("\n");
    expect(buyerWords).not.toMatch(/\p{L}+(łeś|łaś|łem|łam|łbyś|łabyś)\b/u);
  });
});

describe("the terms' part on gift vouchers", () => {
  it("is there only when the offer has vouchers on sale, and § 1 names vouchers then", () => {
    const none = { ...content, offer: { ...content.offer, vouchers: [] } };
    expect(voucherPart(none)).toBeUndefined();
    expect(partsOf(none)[0]!.paragraphs.join("\n")).not.toContain("bonów");
    expect(voucherPart(content)!.heading).toBe("Bony podarunkowe");
    expect(partsOf(content)[0]!.paragraphs.join("\n")).toContain("pakietów oraz bonów podarunkowych");
  });

  it("lists each voucher on sale with what it pays, its price and its validity in the page's words", () => {
    const text = voucherPart(content)!.paragraphs.join("\n");
    expect(text).toContain("Sprzedaję bony podarunkowe na trening i na kwotę");
    expect(text).toContain(`Bon na trening personalny: Trening personalny (60 min), cena 150\u00a0zł, ${validForMonths(6)}.`);
    expect(text).toContain(`Bon na 200 zł: 200\u00a0zł do wykorzystania na treningi i pakiety, cena 200\u00a0zł, ${validForMonths(6)}.`);
    expect(text).toContain("ważny 6 miesięcy od dnia zapłaty");
    expect(text).toContain("ten sam dzień miesiąca co dzień zapłaty");
  });

  it("says what stays on an amount's voucher, what a cancelled session gives back, that an expired one is not paid out, and how to withdraw", () => {
    const text = voucherPart(content)!.paragraphs.join("\n");
    expect(text).toContain("zostaje na bonie na kolejne, do końca jego ważności");
    expect(text).toContain("który zostanie odwołany, oddaje bonowi to, co z niego wziął");
    expect(text).toContain("Po upływie ważności bonu nie można go wykorzystać, a to, co na nim zostało, nie jest wypłacane");
    expect(text).toContain(withdrawal);
  });

  it("says what an amount's voucher pays as the trainer allowed it in the offer: sessions only, or packages and seats too", () => {
    expect(amountVoucherPays({ paysPackages: false, paysSeats: false })).toBe(
      "Bon na kwotę opłaca treningi indywidualne; nie opłaca pakietu ani miejsca na zajęciach w parach i grupach.",
    );
    expect(amountVoucherPays({ paysPackages: true, paysSeats: false })).toBe(
      "Bon na kwotę opłaca treningi indywidualne i pakiety z cennika; nie opłaca miejsca na zajęciach w parach i grupach.",
    );
    expect(amountVoucherPays({ paysPackages: false, paysSeats: true })).toBe(
      "Bon na kwotę opłaca treningi indywidualne oraz miejsca na zajęciach w parach i grupach; nie opłaca pakietu.",
    );
    expect(amountVoucherPays({ paysPackages: true, paysSeats: true })).toBe(
      "Bon na kwotę opłaca treningi indywidualne, pakiety z cennika oraz miejsca na zajęciach w parach i grupach.",
    );
    expect(voucherPart(amountPaysPackages(true))!.paragraphs.join("\n")).toContain("opłaca treningi indywidualne i pakiety z cennika");
    expect(voucherPart(amountPaysPackages(true))!.paragraphs.join("\n")).toContain("do wykorzystania na treningi i pakiety");
    expect(voucherPart(amountPaysPackages(false))!.paragraphs.join("\n")).toContain("nie opłaca pakietu ani miejsca");
    const sessionsOnly = { ...content, offer: { ...content.offer, vouchers: content.offer.vouchers.filter((voucher) => voucher.kind !== "amount") } };
    expect(voucherPart(sessionsOnly)!.paragraphs.join("\n")).not.toContain("Bon na kwotę");
  });
});

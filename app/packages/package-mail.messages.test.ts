import { describe, expect, it } from "vitest";
import { cardLine, packageRunningOutSubject, SALE_EARLY_START, saleEarlyStart } from "./package-mail.messages";

describe("the package's mail", () => {
  it("names the client in its subject and links the card", () => {
    expect(packageRunningOutSubject("Anna Nowak, Pakiet 8 treningów")).toBe("Pakiet się kończy: Anna Nowak, Pakiet 8 treningów");
    expect(cardLine("https://trener.example/admin/klienci/3")).toBe(
      "Karta klienta (sprzedaj nowy pakiet albo zamknij to powiadomienie): https://trener.example/admin/klienci/3",
    );
  });
});

describe("the sale's early start", () => {
  it("is stated as the client asked it, or as not asked, in words that fit a client of either gender", () => {
    expect(saleEarlyStart(true)).toContain("Na Twoją prośbę treningi mogą się zacząć przed upływem 14 dni");
    expect(saleEarlyStart(false)).toContain("Umowa nie zawiera prośby o rozpoczęcie treningów przed upływem 14 dni");
    // No gendered past tense (prosiłaś/prosiłeś) to get wrong for the client.
    for (const requested of [true, false]) expect(saleEarlyStart(requested)).not.toMatch(/łaś|łeś/);
  });

  it("is asked of the trainer in the sale form as a request the client made, about the client of either gender", () => {
    expect(SALE_EARLY_START.label).toBe("Klient prosi, by zacząć wcześniej: przed upływem 14 dni na odstąpienie od umowy");
    expect(SALE_EARLY_START.hint).toContain("Zaznacz tylko wtedy, gdy klient wyraźnie o to poprosił");
  });
});

import { describe, expect, it } from "vitest";
import { cardLine, packageRunningOutSubject } from "./package-mail.messages";

describe("the package's mail", () => {
  it("names the client in its subject and links the card", () => {
    expect(packageRunningOutSubject("Anna Nowak, Pakiet 8 treningów")).toBe("Pakiet się kończy: Anna Nowak, Pakiet 8 treningów");
    expect(cardLine("https://trener.example/admin/klienci/3")).toBe(
      "Karta klienta (sprzedaj nowy pakiet albo zamknij to powiadomienie): https://trener.example/admin/klienci/3",
    );
  });
});

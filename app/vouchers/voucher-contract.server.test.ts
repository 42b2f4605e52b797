import { describe, expect, it } from "vitest";
import { resolveContent } from "~/site-content";
import { initialContent } from "~/site-content/live-content.server";
import { voucherContract } from "./voucher-contract.server";
import { vouchersOnSale } from "./voucher-offers";

const content = resolveContent(initialContent());

describe("the summary before /bon-podarunkowy's button", () => {
  const voucher = vouchersOnSale(content)[0]!;
  const info = voucherContract(content, voucher, {
    rules: "Odwołasz najpóźniej 12 godzin przed terminem.",
    siteUrl: "https://trener.example",
    day: "2026-01-31",
    online: null,
  })!;

  it("states the voucher's own right of withdrawal, never the package's", () => {
    const withdrawal = info.facts.find(([label]) => label === "Odstąpienie od umowy")![1];
    expect(withdrawal).toContain("kod bonu zostanie wtedy anulowany, a\u00a0cena zwrócona");
    const fold = info.folds.at(-1)!;
    expect(fold.title).toBe("Prawo odstąpienia od umowy");
    const text = fold.lines.join("\n");
    expect(text).toContain("Od umowy o\u00a0bon podarunkowy możesz odstąpić");
    expect(text).toContain("https://trener.example/regulamin#formularz-odstapienia");
    expect(JSON.stringify(info)).not.toMatch(/pakiet(u)? treningów możesz|za cały pakiet/);
  });

  it("states the voucher's validity from the day of payment, as the terms do", () => {
    expect(info.facts[0]![1]).toMatch(/ważny 6\smiesięcy od dnia zapłaty/u);
  });

  it("says the voucher is paid online right after the order when a provider is set up, the methods by hand kept for a payment that fails", () => {
    const facts = (online: "przelewy24" | "stripe" | null) =>
      voucherContract(content, voucher, { rules: "", siteUrl: "https://trener.example", day: "2026-01-31", online })!.facts.find(
        ([label]) => label === "Płatność",
      )![1];
    expect(facts("przelewy24").replaceAll("\u00a0", " ")).toMatch(
      /^zaraz po zamówieniu, online przez Przelewy24: BLIK, szybki przelew lub karta; .* Jeśli płatność online się nie uda: przelewem/,
    );
    expect(facts("stripe").replaceAll("\u00a0", " ")).toContain("online przez Stripe: karta");
    expect(facts(null).replaceAll("\u00a0", " ")).toMatch(/^przed wysłaniem bonu: /);
  });
});

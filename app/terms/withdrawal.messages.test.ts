// The withdrawal sentences of each case the site distinguishes, against the
// Consumer Rights Act: 14 days for every paid order (art. 27); a service
// within them only at the client's request (art. 15 ust. 3, art. 21 ust. 2),
// then paid in proportion on withdrawal (art. 35), unpaid without it (art. 36
// pkt 1 lit. b); the right gone once fully performed at the request (art. 38
// ust. 1 pkt 1). Training is not an event of art. 38 ust. 1 pkt 12.
import { describe, expect, it } from "vitest";
import { EARLY_START_CONSENT, packageWithdrawalText, sessionWithdrawalText, withdrawalText, type WithdrawalCase } from "~/terms";

const form = { email: "trener@example.com", withdrawalFormUrl: "https://trener.example/regulamin#formularz-odstapienia" };
const text = (order: WithdrawalCase) => withdrawalText(order).join("\n");
const FOURTEEN_DAYS = "bez podania przyczyny w ciągu 14 dni od dnia jej zawarcia";

const CASES: [string, WithdrawalCase][] = [
  ["a free consultation", { kind: "free" }],
  ["a session after the 14 days", { kind: "session", startsWithinWithdrawal: false, earlyStartRequested: false }],
  ["a session within the 14 days, asked to start early", { kind: "session", startsWithinWithdrawal: true, earlyStartRequested: true }],
  ["a session within the 14 days, not asked", { kind: "session", startsWithinWithdrawal: true, earlyStartRequested: false }],
  ["a package, asked to start early", { kind: "package", earlyStartRequested: true, ...form }],
  ["a package, not asked", { kind: "package", earlyStartRequested: false, ...form }],
];

describe("the withdrawal wording", () => {
  it.each(CASES)("of %s never claims the sports-events exemption of art. 38 ust. 1 pkt 12", (_name, order) => {
    expect(text(order)).not.toMatch(/pkt 12|imprez|wydarzeni/);
    expect(text(order)).not.toContain("nie przysługuje");
  });

  it("of a free consultation: nothing to pay, nothing to withdraw from", () => {
    expect(text({ kind: "free" })).toBe(
      "Konsultacja jest bezpłatna i do niczego nie zobowiązuje: możesz ją odwołać w każdej chwili, nic nie płacąc. Nie zawierasz umowy o odpłatną usługę, więc nie musisz od niej odstępować.",
    );
  });

  it("of a session after the 14 days: the right, a full refund, and the free cancellation besides", () => {
    const words = text({ kind: "session", startsWithinWithdrawal: false, earlyStartRequested: false });
    expect(words).toContain(`Od umowy o trening możesz odstąpić ${FOURTEEN_DAYS} (dnia rezerwacji)`);
    expect(words).toContain("Trening wypada po upływie tych 14 dni, więc odstępując od umowy, nic nie płacisz");
    expect(words).toContain("bezpłatnie odwołać lub przełożyć trening");
    expect(words).not.toContain("art. 35");
  });

  it("of a session within the 14 days at the client's request: the right until it is held in full (art. 38 ust. 1 pkt 1), a part paid in proportion (art. 35)", () => {
    const words = text({ kind: "session", startsWithinWithdrawal: true, earlyStartRequested: true });
    expect(words).toContain(FOURTEEN_DAYS);
    expect(words).toContain(
      "Na Twoją wyraźną prośbę trening odbędzie się przed upływem tego terminu (art. 15 ust. 3 i art. 21 ust. 2 ustawy o prawach konsumenta)",
    );
    expect(words).toContain("Jeśli odstąpisz od umowy przed treningiem, nic nie płacisz.");
    expect(words).toContain("prawo odstąpienia wygasa (art. 38 ust. 1 pkt 1 ustawy o prawach konsumenta)");
    expect(words).toContain("proporcjonalnie do ceny (art. 35)");
  });

  it("of a session within the 14 days without a request: nothing to pay on withdrawal, even after it (art. 36 pkt 1 lit. b)", () => {
    const words = text({ kind: "session", startsWithinWithdrawal: true, earlyStartRequested: false });
    expect(words).toContain(FOURTEEN_DAYS);
    expect(words).toContain("jeśli odstąpisz od umowy, także po treningu, nic za niego nie płacisz (art. 36 pkt 1 lit. b ustawy o prawach konsumenta)");
    expect(words).not.toContain("art. 35");
  });

  it("of a package asked to start early: the 14 days, the form, the refund, and the sessions held paid in proportion (art. 35)", () => {
    const words = text({ kind: "package", earlyStartRequested: true, ...form });
    expect(words).toContain(`Od umowy o pakiet treningów możesz odstąpić ${FOURTEEN_DAYS} (dnia zamówienia)`);
    expect(words).toContain(`na adres ${form.email}`);
    expect(words).toContain(form.withdrawalFormUrl);
    expect(words).toContain("najpóźniej w ciągu 14 dni od otrzymania oświadczenia");
    expect(words).toContain("część ceny pakietu proporcjonalną do ich liczby (art. 35 ustawy o prawach konsumenta)");
    expect(words).toContain("prawo odstąpienia wygasa (art. 38 ust. 1 pkt 1)");
    expect(words).not.toContain("art. 36");
  });

  it("of a package not asked to start early: sessions within the 14 days unpaid on withdrawal (art. 36 pkt 1 lit. b)", () => {
    const words = text({ kind: "package", earlyStartRequested: false, ...form });
    expect(words).toContain("Bez Twojej wyraźnej prośby za treningi odbyte przed upływem 14 dni nie płacisz, jeśli odstąpisz od umowy (art. 36 pkt 1 lit. b");
    expect(words).not.toContain("art. 35");
  });

  it("of the terms, with no order: both rules, for a session and for a package", () => {
    const session = sessionWithdrawalText().join("\n");
    expect(session).toContain("art. 15 ust. 3 i art. 21 ust. 2");
    expect(session).toContain("art. 35");
    expect(session).toContain("art. 36 pkt 1 lit. b");
    expect(session).toContain("art. 38 ust. 1 pkt 1)");
    const pack = packageWithdrawalText(form).join("\n");
    expect(pack).toContain("art. 35");
    expect(pack).toContain("art. 36 pkt 1 lit. b");
  });

  it("asks for the early start in the client's own words, with what it costs", () => {
    expect(EARLY_START_CONSENT).toBe(
      "Proszę o rozpoczęcie treningów przed upływem 14 dni na odstąpienie od umowy. Wiem, że jeśli odstąpię, zapłacę za treningi, które się już odbyły.",
    );
  });
});

import { describe, expect, it } from "vitest";
import { confirmationLines, confirmationSubject, confirmedAnswer, confirmQuestion } from "./waitlist-confirm.messages";
import { forDay } from "./waitlist.messages";

describe("the waitlist's words before an address is confirmed", () => {
  it("names the day after 'na' for every weekday", () => {
    expect(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"].map(forDay)).toEqual([
      "na poniedziałek 30 listopada",
      "na wtorek 1 grudnia",
      "na środę 2 grudnia",
      "na czwartek 3 grudnia",
      "na piątek 4 grudnia",
      "na sobotę 5 grudnia",
      "na niedzielę 6 grudnia",
    ]);
  });

  it("asks in the mail, in the trainer's first person and without a gendered form, and says what happens without it", () => {
    expect(confirmationSubject("2026-12-01")).toBe("Potwierdź zapis na listę oczekujących na wtorek 1 grudnia");
    const lines = confirmationLines({ day: "2026-12-01", service: "Trening personalny" });
    expect(lines).toEqual({
      intro: "Ten adres zapisano na stronie na listę oczekujących na wtorek 1 grudnia (Trening personalny).",
      confirm: "Jeśli to Ty, potwierdź zapis, a dam znać, gdy zwolni się termin:",
      why: "Jeśli to nie Ty, nic nie rób: bez potwierdzenia nie wyślę na ten adres nic więcej, a po końcu tego dnia usunę go z listy.",
    });
    // Never "we": the site speaks as the trainer.
    expect(Object.values(lines).join(" ")).not.toMatch(/\b(damy|usuniemy|wyślemy)\b/);
  });

  it("asks on the page, then names every day the address waits for", () => {
    expect(confirmQuestion("2026-12-02")).toBe("Potwierdź, że chcesz dostać wiadomość, gdy zwolni się termin w środę 2 grudnia.");
    expect(confirmedAnswer(["2026-12-01"])).toBe("Adres potwierdzony. Dam znać, gdy zwolni się termin we wtorek 1 grudnia. Po końcu dnia usunę adres z listy.");
    expect(confirmedAnswer(["2026-12-01", "2026-12-02", "2026-12-03"])).toBe(
      "Adres potwierdzony. Dam znać, gdy zwolni się termin we wtorek 1 grudnia, w środę 2 grudnia lub w czwartek 3 grudnia. Po końcu dnia usunę adres z listy.",
    );
  });
});

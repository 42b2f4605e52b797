import { describe, expect, it, vi } from "vitest";
import { BOOKING_RATE_WINDOW_MINUTES } from "~/bookings/booking-rate-limit.server";
import { WAITLIST_RATE_WINDOW_MINUTES } from "./waitlist-action.server";
import {
  onDay,
  timeFreedLines,
  timeFreedPush,
  timeFreedSubject,
  tooManyWaitlistSignUps,
  WAITLIST_ERRORS,
  WAITLIST_TEXTS,
  waitlistIntro,
  waitlistJoined,
} from "./waitlist.messages";

describe("the waitlist's words", () => {
  it("names the day after 'w', with 'we' before wtorek", () => {
    expect(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"].map(onDay)).toEqual([
      "w poniedziałek 30 listopada",
      "we wtorek 1 grudnia",
      "w środę 2 grudnia",
      "w czwartek 3 grudnia",
      "w piątek 4 grudnia",
      "w sobotę 5 grudnia",
      "w niedzielę 6 grudnia",
    ]);
  });

  it("confirms with the address and the day, and says why the form is there", () => {
    // The same for anyone: it asks to click the link if a mail comes, without saying whether one will.
    expect(waitlistJoined({ email: "anna@example.com", day: "2026-12-03" })).toBe(
      "Zapisano adres anna@example.com na listę oczekujących na czwartek 3 grudnia. Sprawdź skrzynkę: jeśli przyjdzie wiadomość z prośbą o potwierdzenie adresu, kliknij w niej link, bo dopiero wtedy dam znać o wolnym terminie. Jeśli masz włączone powiadomienia na stronie „Moje treningi”, dostaniesz je na telefon zamiast e-maila.",
    );
    expect(waitlistIntro("2026-12-01")).toMatch(/^Brak wolnych godzin we wtorek 1 grudnia\. /);
  });

  it("counts the free times in the mail: one hour, or several", () => {
    expect(timeFreedSubject("2026-12-02")).toBe("Zwolnił się termin w środę 2 grudnia");
    expect(timeFreedLines({ day: "2026-12-02", service: "Trening", times: ["10:00"] }).intro).toBe(
      "Zwolnił się termin w środę 2 grudnia (Trening). Wolna godzina: 10:00.",
    );
    for (const count of [2, 5, 12, 22]) {
      const times = Array.from({ length: count }, (_, index) => `${String(index).padStart(2, "0")}:00`);
      expect(timeFreedLines({ day: "2026-12-02", service: "Trening", times }).intro).toContain("Wolne godziny: 00:00, 01:00");
    }
  });

  it("says the day in the push's title and the service with its free times in its line", () => {
    expect(timeFreedPush({ day: "2026-12-03", service: "Trening personalny", times: ["09:00", "10:00"] })).toEqual({
      title: "Zwolnił się termin w czwartek 3 grudnia",
      body: "Trening personalny: 09:00, 10:00",
    });
  });

  it("speaks as the trainer, in the first person singular, never „we”, in every text", () => {
    const texts = [
      waitlistIntro("2026-12-01"),
      waitlistJoined({ email: "anna@example.com", day: "2026-12-03" }),
      ...Object.values(WAITLIST_TEXTS),
      ...Object.values(WAITLIST_ERRORS),
      tooManyWaitlistSignUps("600 100 200"),
      ...Object.values(timeFreedLines({ day: "2026-12-02", service: "Trening", times: ["10:00"] })),
    ];
    for (const text of texts) expect(text).not.toMatch(/\b(damy|usuniemy|wyślemy|napiszemy|mamy|możemy)\b/);
    expect(waitlistIntro("2026-12-01")).toBe(
      "Brak wolnych godzin we wtorek 1 grudnia. Zostaw adres e-mail, a dam znać, gdy ktoś odwoła lub przełoży swój termin.",
    );
    expect(WAITLIST_ERRORS.emailMissing).toBe("Podaj adres e-mail: na niego dam znać.");
    expect(timeFreedLines({ day: "2026-12-02", service: "Trening", times: ["10:00"] }).why).toBe(
      "Dostajesz tę wiadomość, bo ten adres zapisano na listę oczekujących na ten dzień. Po jego końcu usunę adres z listy.",
    );
  });

  it("limits sign-ups over the window the privacy policy states for bookings", () => {
    expect(WAITLIST_RATE_WINDOW_MINUTES).toBe(BOOKING_RATE_WINDOW_MINUTES);
  });
});

describe("the waitlist's words as a module", () => {
  // React Router evaluates /rezerwacja's module (which imports these words) to prefetch it from every page that links there.
  it("builds no date format until a date is written", async () => {
    vi.resetModules();
    const dateTimeFormat = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const words = await import("./waitlist.messages");
      expect(dateTimeFormat).not.toHaveBeenCalled();
      expect(words.onDay("2026-12-03")).toBe("w czwartek 3 grudnia");
      expect(dateTimeFormat).toHaveBeenCalledTimes(1);
    } finally {
      dateTimeFormat.mockRestore();
    }
  });
});

import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "~content/booking-schema";
import {
  bookingsToDecide,
  allDayText,
  beyondHorizon,
  cancelled,
  cancelledFollowing,
  clientTold,
  earlierThisWeek,
  MARK_REMINDED,
  markRemindedLabel,
  REMINDED,
  movedFollowing,
  movedTo,
  olderToMark,
  reminderMarkText,
  thisAndFollowing,
} from "./agenda.messages";

const COUNTS: [number, string][] = [
  [1, "1 termin"],
  [2, "2 terminy"],
  [5, "5 terminów"],
  [12, "12 terminów"],
  [22, "22 terminy"],
];

describe("the agenda's toasts", () => {
  it("count the sessions a series' change touched in the right form", () => {
    for (const [count, phrase] of COUNTS) {
      expect(cancelledFollowing({ count, from: "2 marca", mailClient: true })).toBe(`Odwołano ${phrase} od 2 marca. Klient dostanie e-mail.`);
      expect(thisAndFollowing(count)).toBe(`Ten i następne (${phrase})`);
      const when = { weekday: "monday" as const, date: "1 marca", time: "18:00" };
      expect(movedFollowing({ count, when, mailClient: false })).toBe(
        `Przeniesiono ${phrase}, pierwszy na poniedziałek, 1 marca, 18:00. Klient nie dostanie e-maila — zadzwoń i daj znać.`,
      );
    }
  });

  it("put every weekday a booking moves to in the accusative after „na”", () => {
    const accusative = ["poniedziałek", "wtorek", "środę", "czwartek", "piątek", "sobotę", "niedzielę"];
    WEEKDAYS.forEach((weekday, index) => {
      expect(movedTo({ when: { weekday, date: "3 marca", time: "18:00" }, mailClient: true })).toBe(
        `Przeniesiono na ${accusative[index]}, 3 marca, 18:00. Klient dostanie e-mail.`,
      );
    });
  });

  it("say the horizon in days in the genitive after „niż”", () => {
    expect(beyondHorizon(1)).toContain("dalej niż 1 dzień naprzód");
    for (const days of [2, 5, 12, 22]) expect(beyondHorizon(days)).toContain(`dalej niż ${days} dni naprzód`);
  });

  it("tell whether the client hears of it", () => {
    expect(clientTold(true)).toBe("Klient dostanie e-mail.");
    expect(cancelled(true)).toBe("Odwołano. Klient dostanie e-mail z Twoją wiadomością.");
    expect(cancelled(false)).toBe("Odwołano. Klient nie dostanie e-maila — zadzwoń i daj znać.");
  });

  it("say nothing that agrees with a client's gender, which is not known: no „do niego”, no „przypomniany”", () => {
    const texts = [clientTold(false), cancelled(false), REMINDED, MARK_REMINDED, markRemindedLabel("Anna Nowak"), markRemindedLabel("Jan Kowalski")];
    for (const text of texts) expect(text).not.toMatch(/\b(niego|niej|jego|jej|przypomnian[ya]|poinformowan[ya])\b/u);
    expect(REMINDED).toBe("Zapisano: przypomniano o terminie.");
    expect(markRemindedLabel("Anna Nowak")).toBe("Zapisz, że przypomniano: Anna Nowak");
  });

  it("name an all-day event by its days", () => {
    expect(allDayText(null)).toBe("cały dzień");
    expect(allDayText("28–30 listopada 2026")).toBe("całe dni: 28–30 listopada 2026");
  });
});

describe("the agenda's folds", () => {
  it("count the bookings in the right form", () => {
    const cases: [number, string][] = [
      [1, "1 rezerwacja"],
      [2, "2 rezerwacje"],
      [5, "5 rezerwacji"],
      [12, "12 rezerwacji"],
      [22, "22 rezerwacje"],
    ];
    for (const [count, phrase] of cases) {
      expect(olderToMark(count)).toBe(`Starsze: ${phrase}`);
      expect(earlierThisWeek(count)).toBe(`Wcześniej w tym tygodniu: ${phrase}`);
    }
    expect(earlierThisWeek(0)).toBe("Wcześniej w tym tygodniu: brak rezerwacji");
  });
});

describe("the mark of a client reminded", () => {
  it("says how, on which day and at what time", () => {
    expect(reminderMarkText({ by: "phone", date: "23 listopada", clock: "18:05" })).toBe("Przypomniano z telefonu 23 listopada o 18:05");
    expect(reminderMarkText({ by: "email", date: "1 grudnia", clock: "10:01" })).toBe("Przypomnienie wysłane e-mailem 1 grudnia o 10:01");
    expect(reminderMarkText({ by: "push", date: "31 grudnia", clock: "09:00" })).toBe("Przypomnienie wysłane powiadomieniem 31 grudnia o 09:00");
  });

  it("counts the bookings to decide in the agenda's folded line, each form agreeing", () => {
    expect(bookingsToDecide(1)).toBe("1 rezerwacja do decyzji: poza nowymi zasadami");
    expect(bookingsToDecide(3)).toBe("3 rezerwacje do decyzji: poza nowymi zasadami");
    expect(bookingsToDecide(12)).toBe("12 rezerwacji do decyzji: poza nowymi zasadami");
  });
});

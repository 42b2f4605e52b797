import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CancelNoticeLink, reminderFor } from "~/agenda/remind-links";

describe("the reminder a client without e-mail gets from the trainer's phone", () => {
  it("names the weekday after „w”/„we” in the accusative, the date, the time and the place", () => {
    const on = (date: string) => reminderFor({ date, clock: "18:00", service: "Trening personalny", place: "Studio", phone: "600 100 200" });
    expect(on("2026-11-26")).toBe(
      "Dzień dobry! Przypominam o naszym spotkaniu w czwartek, 26 listopada, o 18:00 (Trening personalny, Studio). Gdyby coś się zmieniło, proszę o wiadomość.",
    );
    const weekdays = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-27", "2026-11-28", "2026-11-29"].map(
      (date) => on(date).match(/spotkaniu (\S+ \S+),/)![1],
    );
    expect(weekdays).toEqual(["w poniedziałek", "we wtorek", "w środę", "w piątek", "w sobotę", "w niedzielę"]);
    expect(on("2027-01-01")).toContain("w piątek, 1 stycznia, o 18:00");
  });
});

describe("the cancel a client without e-mail is told of by SMS", () => {
  it("carries the weekday in the accusative, the date and the time, typed in the link's body", () => {
    const html = renderToStaticMarkup(createElement(CancelNoticeLink, { booking: { date: "2026-12-01", clock: "07:30", phone: "+48 600 100 200" } }));
    const body = decodeURIComponent(html.match(/href="sms:[^?]*\?&amp;body=([^"]+)"/)![1]!);
    expect(body).toBe("Dzień dobry! Niestety muszę odwołać nasze spotkanie we wtorek, 1 grudnia, o 07:30. Odezwę się, aby ustalić nowy termin.");
  });
});

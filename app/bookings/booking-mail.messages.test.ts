import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { Block } from "~/notifications/channels/email-blocks";
import { formatDay } from "~/scheduling/warsaw-time";
import { sampleFacts } from "../../tests/support/booking-mail-facts";
import {
  calendarFileName,
  cancelledVisitor,
  confirmedTrainer,
  confirmedVisitor,
  hoursBefore,
  relativeDay,
  reminder,
  type BookingMailFacts,
} from "./booking-mail.messages";

const texts = (blocks: Block[]) => blocks.flatMap((block) => ("p" in block ? [block.p] : []));

describe("a booking's mail", () => {
  it("counts the hours before the start in the accusative: 1, 2, 5, 12, 22", () => {
    expect([1, 2, 5, 12, 22].map(hoursBefore)).toEqual(["godzinę", "2 godziny", "5 godzin", "12 godzin", "22 godziny"]);
    const manage = (cutoffHours: number) => texts(confirmedVisitor({ ...sampleFacts, manage: { cutoffHours, deadline: "1 marca 2027, 18:00" } }).blocks);
    expect(manage(22)).toContain(
      "Przez ten link możesz to zrobić do 1 marca 2027, 18:00, czyli 22 godziny przed rozpoczęciem; później tylko telefonicznie: +48 500 000 000.",
    );
    expect(manage(0)).toContain("Przez ten link możesz to zrobić aż do rozpoczęcia. W razie pytań zadzwoń: +48 500 000 000.");
    expect(texts(confirmedVisitor({ ...sampleFacts, manage: null }).blocks)).toContain(
      "Termin możesz już zmienić lub odwołać tylko telefonicznie: +48 500 000 000.",
    );
  });

  it("says a new booking and a moved one apart, to the client and to the trainer", () => {
    expect(confirmedVisitor(sampleFacts).subject).toBe("Potwierdzenie rezerwacji: Trening personalny, wtorek, 2 marca 2027, 18:00–19:00");
    expect(confirmedVisitor({ ...sampleFacts, moved: true }).subject).toMatch(/^Zmiana terminu: /);
    expect(texts(confirmedTrainer(sampleFacts).blocks)[0]).toBe("Nowa rezerwacja nr 7 ze strony.");
    expect(texts(confirmedTrainer({ ...sampleFacts, moved: true }).blocks)[0]).toBe("Rezerwacja nr 7 ma nowy termin.");
  });

  it("names the day of a reminder: dziś, jutro, pojutrze, then every weekday in the nominative after a comma", () => {
    expect([0, 1, 2, 3].map(relativeDay)).toEqual(["dziś", "jutro", "pojutrze", undefined]);
    expect(reminder(sampleFacts, { phrase: "jutro", relative: true, time: "18:00" }, false).subject).toBe("Przypomnienie: Trening personalny jutro o 18:00");
    const monday = Temporal.PlainDate.from("2027-03-01");
    const subjects = Array.from({ length: 7 }, (_, days) => {
      const phrase = formatDay(monday.add({ days }), false);
      return reminder(sampleFacts, { phrase, relative: false, time: "18:00" }, false).subject;
    });
    expect(subjects).toEqual(
      ["poniedziałek, 1 marca", "wtorek, 2 marca", "środa, 3 marca", "czwartek, 4 marca", "piątek, 5 marca", "sobota, 6 marca", "niedziela, 7 marca"].map(
        (day) => `Przypomnienie: Trening personalny, ${day}, 18:00`,
      ),
    );
    expect(texts(reminder(sampleFacts, { phrase: "jutro", relative: true, time: "18:00" }, true).blocks)).toContain(
      "Przepraszam, że to przypomnienie przychodzi później, niż powinno.",
    );
  });

  it("cancels in the trainer's own words, or with one apology", () => {
    expect(cancelledVisitor({ ...sampleFacts, trainerMessage: "Choroba." }).blocks).toContainEqual({ quote: "Choroba." });
    expect(texts(cancelledVisitor(sampleFacts).blocks)).toContain("Przepraszam za kłopot.");
    expect(texts(cancelledVisitor({ ...sampleFacts, cancelledByClient: true }).blocks)).toContain("potwierdzam odwołanie rezerwacji:");
  });

  it("says why the client got it: the website or the trainer's booking", () => {
    const note = (facts: BookingMailFacts) => confirmedVisitor(facts).blocks.flatMap((block) => ("note" in block ? [block.note] : []))[0];
    expect(note(sampleFacts)).toBe(
      "Tę wiadomość wysłano automatycznie, bo ten adres podano przy rezerwacji na stronie trener.example. Jeśli to nie Ty, odwołaj tę rezerwację linkiem powyżej.",
    );
    expect(note({ ...sampleFacts, byTrainer: true })).toMatch(/bo ten adres podano przy umawianiu spotkania\./);
  });

  it("names the calendar file", () => {
    expect(calendarFileName(null)).toBe("rezerwacja.ics");
    expect(calendarFileName("2027-03-02")).toBe("rezerwacja-2027-03-02.ics");
  });
});

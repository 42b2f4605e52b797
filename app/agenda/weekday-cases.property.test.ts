// Every sentence that puts a session's weekday after "na" or "w"/"we" words
// it in the accusative ("na środę", "we wtorek"), for any date: the weekday
// comes from the date as Warsaw sees it and agrees with the date's own name.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cancelFollowingQuestion, cancelQuestion } from "~/bookings";
import { forWeekday, onEveryWeekday, onWeekday, weekdayIn, weekdayOfIsoNumber } from "~/lib/polish-grammar";
import { formatDate, formatDay, warsawDate } from "~/scheduling";
import { notWorkingOn } from "./agenda-days.messages";
import { cancelNoticeMessage, movedFollowing, movedTo, reminderMessage } from "./agenda.messages";

// By ISO weekday number, 1 = Monday: what a native speaker writes.
const ON = ["w poniedziałek", "we wtorek", "w środę", "w czwartek", "w piątek", "w sobotę", "w niedzielę"];
const FOR = ["na poniedziałek", "na wtorek", "na środę", "na czwartek", "na piątek", "na sobotę", "na niedzielę"];
const FROM = ["od poniedziałku", "od wtorku", "od środy", "od czwartku", "od piątku", "od soboty", "od niedzieli"];
const EVERY = ["w poniedziałki", "we wtorki", "w środy", "w czwartki", "w piątki", "w soboty", "w niedziele"];
// A nominative after a preposition: "na środa", "w sobota", "w niedziela".
const NOMINATIVE_AFTER_PREPOSITION = /\b(na|w|we) (środa|sobota|niedziela)\b/;

const instants = fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2040-12-31T23:59:59Z"), noInvalidDate: true });

function sessionOn(instant: Date) {
  const day = warsawDate(instant);
  return { day, iso: day.dayOfWeek, when: { weekday: weekdayOfIsoNumber(day.dayOfWeek), date: formatDate(day, false), time: "18:00" } };
}

describe("a weekday after a preposition", () => {
  it.each(ON.map((phrase, index) => [index + 1, phrase, FOR[index]!, EVERY[index]!]))("ISO day %i reads „%s”, „%s”, „%s”", (iso, on, forDay, every) => {
    const weekday = weekdayOfIsoNumber(iso);
    expect([onWeekday(weekday), forWeekday(weekday), onEveryWeekday(weekday)]).toEqual([on, forDay, every]);
  });

  it("names the weekday a date really has, as the date's own name does", () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const { day, when } = sessionOn(instant);
        expect(formatDay(day).split(",")[0]).toBe(weekdayIn(when.weekday, "nominative"));
      }),
    );
  });

  it("is in the accusative in every sentence that says when a session is", () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 30 }), fc.boolean(), (instant, count, mailClient) => {
        const { iso, when } = sessionOn(instant);
        const on = ON[iso - 1]!;
        const forDay = FOR[iso - 1]!;
        const sentences = [
          [movedTo({ when, mailClient }), `Przeniesiono ${forDay}, ${when.date}, 18:00.`],
          [movedFollowing({ count, when, mailClient }), `pierwszy ${forDay}, ${when.date}, 18:00.`],
          [
            reminderMessage({ ...when, sessions: [{ time: when.time, service: "Trening personalny", place: "Studio" }] }),
            `spotkaniu ${on}, ${when.date}, o 18:00`,
          ],
          [cancelNoticeMessage(when), `spotkanie ${on}, ${when.date}, o 18:00`],
          [cancelQuestion(when, "Trening personalny"), `Odwołać trening ${on} ${when.date} o 18:00?`],
          [cancelQuestion(when, "Bezpłatna konsultacja"), `Odwołać konsultację ${on} ${when.date} o 18:00?`],
          [cancelFollowingQuestion(count + 1, when), `, ${FROM[iso - 1]} ${when.date} o 18:00?`],
          [notWorkingOn(when.weekday), `Nie pracujesz ${EVERY[iso - 1]}`],
        ] as const;
        for (const [sentence, expected] of sentences) {
          expect(sentence).toContain(expected);
          expect(sentence).not.toMatch(NOMINATIVE_AFTER_PREPOSITION);
        }
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "~content/booking-schema";
import {
  bookingStatusText,
  cancelFollowingButton,
  cancelFollowingQuestion,
  cancelQuestion,
  changeRefusalMessage,
  changeUntilText,
  moveTimesHeading,
  tooLateOnline,
} from "./manage-booking.messages";

const COUNTS = [1, 2, 5, 12, 22];
const facts = { cutoffHours: 24, maxMoves: 2, phone: "600 100 200" };

describe("the client's booking page's messages", () => {
  it("says how little time is left before the session in the form each number needs", () => {
    expect(COUNTS.map((cutoffHours) => changeRefusalMessage("late", { ...facts, cutoffHours }))).toEqual([
      "Do terminu zostało mniej niż godzina, więc zmiany są już możliwe tylko telefonicznie: 600 100 200.",
      "Do terminu zostało mniej niż 2 godziny, więc zmiany są już możliwe tylko telefonicznie: 600 100 200.",
      "Do terminu zostało mniej niż 5 godzin, więc zmiany są już możliwe tylko telefonicznie: 600 100 200.",
      "Do terminu zostało mniej niż 12 godzin, więc zmiany są już możliwe tylko telefonicznie: 600 100 200.",
      "Do terminu zostało mniej niż 22 godziny, więc zmiany są już możliwe tylko telefonicznie: 600 100 200.",
    ]);
    expect(tooLateOnline(5)).toBe("Do terminu zostało mniej niż 5 godzin, więc nie można go już odwołać ani zmienić przez stronę. Zadzwoń: ");
  });

  it("counts the moves used in the form each number needs", () => {
    expect(COUNTS.map((maxMoves) => /zmieniano już (.+?)\./.exec(changeRefusalMessage("moves-used", { ...facts, maxMoves }))![1])).toEqual([
      "1 raz",
      "2 razy",
      "5 razy",
      "12 razy",
      "22 razy",
    ]);
  });

  it("names every other refusal in a sentence of its own", () => {
    const reasons = ["cancelled", "finished", "not-started", "stale", "not-found"] as const;
    for (const reason of reasons) expect(changeRefusalMessage(reason, facts)).toMatch(/^[A-ZŁŚŻ].+\.$/);
    expect(changeRefusalMessage("not-started", facts)).toBe(changeRefusalMessage("finished", facts));
  });

  it("counts the sessions cancelled together in the form each number needs", () => {
    expect(COUNTS.map(cancelFollowingButton)).toEqual([
      "Odwołaj ten i następne (1 termin)",
      "Odwołaj ten i następne (2 terminy)",
      "Odwołaj ten i następne (5 terminów)",
      "Odwołaj ten i następne (12 terminów)",
      "Odwołaj ten i następne (22 terminy)",
    ]);
  });

  it("says until when the client may change the booking, with the hours in the accusative", () => {
    const until = { movable: true, changeUntil: "wtorek 3 marca, 18:00", cutoffHours: 1, maxMoves: 2, phone: "600 100 200" };
    expect(changeUntilText(until)).toBe(
      "Możesz odwołać albo zmienić ten termin tutaj do wtorek 3 marca, 18:00 (godzinę przed spotkaniem); później zadzwoń: 600 100 200.",
    );
    expect(changeUntilText({ ...until, movable: false, cutoffHours: 22 })).toBe(
      "Możesz odwołać ten termin tutaj do wtorek 3 marca, 18:00 (22 godziny przed spotkaniem). Termin zmieniano już 2 razy: aby zmienić go ponownie, zadzwoń: 600 100 200.",
    );
  });

  it("names the status: a marked outcome, or where a confirmed session stands", () => {
    expect(bookingStatusText("cancelled", "ahead")).toBe("odwołana");
    expect(bookingStatusText("no_show", "over")).toBe("nieobecność");
    expect(bookingStatusText("attended", "over")).toBe("odbyła się");
    expect(["ahead", "under-way", "over"].map((stage) => bookingStatusText("confirmed", stage as "ahead"))).toEqual(["potwierdzona", "trwa", "odbyła się"]);
  });

  it("heads the times to move to by what they are", () => {
    expect(moveTimesHeading({ alternatives: true, dayTitle: "środa 4 marca" })).toBe("Najbliższe wolne terminy:");
    expect(moveTimesHeading({ alternatives: false, dayTitle: "środa 4 marca" })).toBe("Wolne godziny: środa 4 marca");
    expect(moveTimesHeading({ alternatives: false, dayTitle: null })).toBe("Wybierz dzień, aby zobaczyć wolne godziny.");
  });

  it("asks before cancelling, with the weekday in the accusative after w/we and in the genitive after od", () => {
    const start = { weekday: "thursday" as const, date: "3 grudnia", time: "18:00" };
    expect(cancelQuestion(start, "Trening personalny")).toBe("Odwołać trening w czwartek 3 grudnia o 18:00?");
    expect(cancelQuestion({ ...start, weekday: "tuesday" }, "Trening w plenerze")).toBe("Odwołać trening we wtorek 3 grudnia o 18:00?");
    expect(cancelQuestion({ ...start, weekday: "wednesday" }, "Trening personalny")).toBe("Odwołać trening w środę 3 grudnia o 18:00?");
    expect(cancelFollowingQuestion(2, { ...start, weekday: "sunday" })).toBe("Odwołać 2 terminy, od niedzieli 3 grudnia o 18:00?");
    expect(cancelFollowingQuestion(5, start)).toBe("Odwołać 5 terminów, od czwartku 3 grudnia o 18:00?");
  });

  it("names a consultation a consultation, a training a training, and any other service a „termin”", () => {
    const start = { weekday: "tuesday" as const, date: "2 marca", time: "18:00" };
    expect(cancelQuestion(start, "Bezpłatna konsultacja")).toBe("Odwołać konsultację we wtorek 2 marca o 18:00?");
    expect(cancelQuestion(start, "Bezpłatna konsultacja online")).toBe("Odwołać konsultację we wtorek 2 marca o 18:00?");
    expect(cancelQuestion(start, "Konsultacja dietetyczna")).toBe("Odwołać konsultację we wtorek 2 marca o 18:00?");
    expect(cancelQuestion(start, "Masaż sportowy")).toBe("Odwołać termin we wtorek 2 marca o 18:00?");
    // "Plan treningowy" is not a training session.
    expect(cancelQuestion(start, "Plan treningowy")).toBe("Odwołać termin we wtorek 2 marca o 18:00?");
    expect(cancelQuestion(start, "Bezpłatna konsultacja")).not.toContain("trening");
  });

  it("puts every weekday of the session in the accusative after „w”/„we”", () => {
    const questions = WEEKDAYS.map((weekday) => cancelQuestion({ weekday, date: "3 grudnia", time: "18:00" }, "Trening personalny"));
    expect(questions.map((question) => question.replace("Odwołać trening ", "").replace(" 3 grudnia o 18:00?", ""))).toEqual([
      "w poniedziałek",
      "we wtorek",
      "w środę",
      "w czwartek",
      "w piątek",
      "w sobotę",
      "w niedzielę",
    ]);
  });
});

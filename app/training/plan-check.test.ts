import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkDraft, readDecimal } from "./plan-check";
import { draftOf, readDraft } from "./plan-draft";
import { applyEdit, readEdit, tickedPicks } from "./plan-edits";

const LIBRARY = new Map([
  [1, "Przysiad ze sztangą"],
  [2, "Deska (plank)"],
]);
const dayName = (index: number) => `Dzień ${"ABCDEFG"[index]}`;

const form = (entries: Record<string, string>) => new URLSearchParams({ startsOn: "2027-03-08", weeks: "6", basedOn: "0", ...entries });

describe("the plan builder's form", () => {
  it("reads a day, drops the blank row, and keeps decimal commas", () => {
    const checked = checkDraft(
      readDraft(
        form({
          "d0-name": "Dzień A",
          "d0-e0-exercise": "1",
          "d0-e0-sets": "4",
          "d0-e0-reps": "6–8",
          "d0-e0-kg": "62,5",
          "d0-e1-exercise": "",
          "d0-e1-sets": "3",
        }),
      ),
      LIBRARY,
    );
    expect(checked).toMatchObject({
      ok: true,
      weeks: 6,
      body: { days: [{ name: "Dzień A", exercises: [{ exerciseId: 1, name: "Przysiad ze sztangą", sets: 4, reps: "6–8", kg: 62.5 }] }] },
    });
  });

  it("names each bad field: an exercise not in the library, sets out of range, a number that does not read, a day with nothing", () => {
    const checked = checkDraft(
      readDraft(form({ weeks: "60", "d0-name": "Dzień A", "d0-e0-exercise": "9", "d0-e0-sets": "0", "d0-e0-kg": "dużo", "d1-name": "Dzień B" })),
      LIBRARY,
    );
    expect(checked).toEqual({
      ok: false,
      problems: { weeks: "weeks", "d0-e0-exercise": "unknown-exercise", "d0-e0-sets": "out-of-range", "d0-e0-kg": "not-a-number", "d1-name": "day-empty" },
    });
  });

  it("adds and removes rows and days as the buttons say, within the limits", () => {
    const draft = readDraft(form({ "d0-name": "Dzień A", "d0-e0-exercise": "1", "d0-e0-sets": "3" }));
    const added = applyEdit(
      applyEdit(draft, readEdit("add-exercise:0", new URLSearchParams())!, dayName),
      readEdit("add-day", new URLSearchParams())!,
      dayName,
    );
    expect(added.days.map((day) => [day.name, day.exercises.length])).toEqual([
      ["Dzień A", 2],
      ["Dzień B", 1],
    ]);
    expect(applyEdit(added, readEdit("remove-exercise:0:0", new URLSearchParams())!, dayName).days[0]!.exercises.map((row) => row.exercise)).toEqual([""]);
    expect(applyEdit(added, readEdit("remove-day:0", new URLSearchParams())!, dayName).days.map((day) => day.name)).toEqual(["Dzień B"]);
    expect(readEdit("save", new URLSearchParams())).toBeUndefined();
    expect(readEdit("add-exercise:999", new URLSearchParams())).toBeUndefined();
  });

  it("adds the exercises ticked in a day's picker at once, in place of its untouched empty row, at their last targets", () => {
    const draft = readDraft(form({ "d0-name": "Dzień A", "d0-e0-sets": "3", "d1-name": "Dzień B", "d1-e0-exercise": "1", "d1-e0-reps": "5" }));
    const fields = new URLSearchParams([
      ["d0-pick", "7"],
      ["d0-pick", "9"],
      ["d0-pick", "7"],
      ["d0-pick", "x; drop"],
      ["d1-pick", "5"],
    ]);
    const edit = readEdit("add-picked:0", fields)!;
    expect(edit).toEqual({ kind: "add-picked", day: 0, exercises: ["7", "9"] });
    const targets = new Map([["9", { sets: "4", reps: "6–8", rest: "120" }]]);
    const picked = applyEdit(draft, edit, dayName, targets);
    expect(picked.days[0]!.exercises.map((row) => [row.exercise, row.sets, row.reps, row.rest])).toEqual([
      ["7", "3", "", ""],
      ["9", "4", "6–8", "120"],
    ]);
    // A day's rows typed in stay; nothing ticked adds nothing.
    expect(applyEdit(draft, readEdit("add-picked:1", fields)!, dayName).days[1]!.exercises.map((row) => row.exercise)).toEqual(["1", "5"]);
    expect(applyEdit(draft, readEdit("add-picked:0", new URLSearchParams())!, dayName)).toEqual(draft);
  });

  it("finds what is ticked in every day's picker, whichever button sent the form, and only in days the form has", () => {
    const fields = new URLSearchParams([
      ["intent", "add-day"],
      ["d0-pick", "7"],
      ["d0-pick", "9"],
      ["d2-pick", "4"],
      ["d5-pick", "3"],
    ]);
    expect(tickedPicks(fields, 3)).toEqual([
      { kind: "add-picked", day: 0, exercises: ["7", "9"] },
      { kind: "add-picked", day: 2, exercises: ["4"] },
    ]);
    expect(tickedPicks(new URLSearchParams({ intent: "save" }), 3)).toEqual([]);
  });

  it("a plan read back into the form checks into the same plan", () => {
    const exercise = fc.record({
      exerciseId: fc.constantFrom(1, 2),
      sets: fc.integer({ min: 1, max: 20 }),
      reps: fc.constantFrom("8", "8–10", ""),
      seconds: fc.option(fc.integer({ min: 0, max: 3600 })),
      kg: fc.option(fc.integer({ min: 0, max: 1000 }).map((kg) => kg / 2)),
      rpe: fc.option(fc.integer({ min: 0, max: 10 })),
      tempo: fc.constantFrom("", "3-1-1-0"),
      restSeconds: fc.option(fc.integer({ min: 0, max: 600 })),
      note: fc.constantFrom("", "kolana na zewnątrz"),
      superset: fc.boolean(),
    });
    const days = fc.array(fc.record({ name: fc.constantFrom("Dzień A", "Nogi", "Góra"), exercises: fc.array(exercise, { minLength: 1, maxLength: 4 }) }), {
      minLength: 1,
      maxLength: 3,
    });
    fc.assert(
      fc.property(days, (generated) => {
        const body = { days: generated.map((day) => ({ ...day, exercises: day.exercises.map((one) => ({ ...one, name: LIBRARY.get(one.exerciseId)! })) })) };
        const draft = draftOf(body, "2027-03-08", 8, 3);
        const fields = new URLSearchParams({ startsOn: draft.startsOn, weeks: draft.weeks, basedOn: draft.basedOn });
        draft.days.forEach((day, d) => {
          fields.set(`d${d}-name`, day.name);
          day.exercises.forEach((row, e) => {
            for (const [key, value] of Object.entries(row)) if (key !== "superset") fields.set(`d${d}-e${e}-${key}`, value as string);
            if (row.superset) fields.set(`d${d}-e${e}-superset`, "on");
          });
        });
        expect(checkDraft(readDraft(fields), LIBRARY)).toEqual({ ok: true, body, startsOn: "2027-03-08", weeks: 8 });
      }),
    );
  });

  it("reads decimals as a Pole writes them and refuses the rest", () => {
    expect([readDecimal("62,5"), readDecimal(" 80 "), readDecimal(""), readDecimal("1e3"), readDecimal("-5")]).toEqual([62.5, 80, null, undefined, undefined]);
  });
});

import { describe, expect, it } from "vitest";
import { EXERCISE_CATEGORIES } from "./exercise-category";
import { EXERCISE_CATEGORY_NAMES, EXERCISE_PAGE, exerciseCount } from "./exercise-library.messages";

describe("the exercise library's words", () => {
  it.each([
    [1, "1 ćwiczenie"],
    [2, "2 ćwiczenia"],
    [5, "5 ćwiczeń"],
    [12, "12 ćwiczeń"],
    [22, "22 ćwiczenia"],
    [0, "0 ćwiczeń"],
  ])("counts %i exercises: %s", (count, words) => {
    expect(exerciseCount(count)).toBe(words);
  });

  it("says what a search found, and for which words", () => {
    expect(EXERCISE_PAGE.found(3, "przysiady")).toBe("3 ćwiczenia dla „przysiady”");
    expect(EXERCISE_PAGE.found(77, "")).toBe("77 ćwiczeń");
  });

  it("names every category", () => {
    for (const category of EXERCISE_CATEGORIES) expect(EXERCISE_CATEGORY_NAMES[category]).toMatch(/^\p{Lu}/u);
  });
});

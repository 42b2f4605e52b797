import { describe, expect, it } from "vitest";
import { messagesByField } from "~/lib/zod";
import { EXERCISE_FIELD_ERRORS } from "./exercise-library.messages";
import { EXERCISE_LIMITS, exerciseSchema } from "./exercise-schema";

const typed = {
  name: "  Przysiad   z pauzą ",
  category: "nogi",
  instructions: "Zejdź.\r\nZatrzymaj się.",
  muscles: "uda,  pośladki",
  equipment: "",
  videoUrl: "",
};

describe("the exercise form", () => {
  it("takes a name and a category, squeezing spaces, with no film", () => {
    expect(exerciseSchema.parse(typed)).toEqual({
      name: "Przysiad z pauzą",
      category: "nogi",
      instructions: "Zejdź.\nZatrzymaj się.",
      muscles: "uda, pośladki",
      equipment: "",
      videoUrl: null,
    });
  });

  it("keeps a YouTube link", () => {
    expect(exerciseSchema.parse({ ...typed, videoUrl: " https://youtu.be/dQw4w9WgXcQ " }).videoUrl).toBe("https://youtu.be/dQw4w9WgXcQ");
  });

  it("says in Polish what is wrong with each field", () => {
    const result = exerciseSchema.safeParse({
      name: " ",
      category: "joga",
      instructions: "x".repeat(EXERCISE_LIMITS.instructions + 1),
      muscles: "",
      equipment: "",
      videoUrl: "https://example.com/film",
    });
    expect(result.success).toBe(false);
    expect(messagesByField(result.error!)).toEqual({
      name: [EXERCISE_FIELD_ERRORS.nameMissing],
      category: [EXERCISE_FIELD_ERRORS.categoryMissing],
      instructions: [EXERCISE_FIELD_ERRORS.instructionsTooLong(EXERCISE_LIMITS.instructions)],
      videoUrl: [EXERCISE_FIELD_ERRORS.videoInvalid],
    });
    expect(EXERCISE_FIELD_ERRORS.instructionsTooLong(1000)).toBe("Opis może mieć najwyżej 1000 znaków.");
  });
});

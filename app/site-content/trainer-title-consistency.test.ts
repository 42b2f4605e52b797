import { describe, expect, it } from "vitest";
import { contentWith } from "../../tests/support/content-draft";
import { problemsOfPublish } from "./content-consistency";
import { initialContent } from "./live-content.server";

const documents = initialContent();

describe("the trainer's titles agree with the trainer's gender", () => {
  it("refuses a woman's publish that keeps the man's titles, beside each title", () => {
    const candidate = contentWith((draft) => (draft.trainer.gender = "feminine"));
    expect(problemsOfPublish("trainer", documents, candidate)).toEqual([
      { section: "trainer", field: "roleTitle", message: expect.stringContaining("„Trener” to forma męska") },
      { section: "trainer", field: "jobTitle", message: expect.stringContaining("„trener” to forma męska") },
    ]);
  });

  it("publishes the woman's titles", () => {
    const candidate = contentWith((draft) => {
      draft.trainer.gender = "feminine";
      draft.trainer.roleTitle = "Trenerka personalna";
      draft.trainer.jobTitle = "Certyfikowana trenerka personalna i dietetyczka sportowa";
    });
    expect(problemsOfPublish("trainer", documents, candidate)).toEqual([]);
  });

  it("refuses a man's title of a woman, and leaves a certificate's name alone", () => {
    const candidate = contentWith((draft) => {
      draft.trainer.roleTitle = "Trenerka personalna";
      draft.trainer.certificates[0]!.name = "Trenerka fitness";
    });
    expect(problemsOfPublish("trainer", documents, candidate)).toEqual([
      { section: "trainer", field: "roleTitle", message: expect.stringContaining("„Trenerka” to forma żeńska") },
    ]);
  });
});

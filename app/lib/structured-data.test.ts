import { describe, expect, it } from "vitest";
import { PUBLISHED } from "../../tests/support/published-content";
import { buildStructuredData } from "./structured-data";

const founderOf = (trainer: typeof PUBLISHED.trainer) => {
  const graph = buildStructuredData("https://studio.example", PUBLISHED.business, trainer) as unknown as { "@graph": Record<string, unknown>[] };
  return graph["@graph"][0]!.founder as Record<string, unknown>;
};

describe("the trainer in the JSON-LD", () => {
  it("carries the trainer's titles and gender as the trainer set them", () => {
    expect(founderOf(PUBLISHED.trainer)).toMatchObject({
      jobTitle: "Certyfikowany trener personalny i dietetyk sportowy",
      hasOccupation: { name: "Trener personalny" },
      gender: "https://schema.org/Male",
    });
    const woman = { ...PUBLISHED.trainer, gender: "feminine" as const, roleTitle: "Trenerka personalna", jobTitle: "Certyfikowana trenerka personalna" };
    expect(founderOf(woman)).toMatchObject({
      jobTitle: "Certyfikowana trenerka personalna",
      hasOccupation: { name: "Trenerka personalna" },
      gender: "https://schema.org/Female",
    });
  });
});

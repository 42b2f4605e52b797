// The trainer's titles agree with the gender the site writes in: a woman's
// header never says "Trener personalny" because the title was left as it
// was when the gender changed. The titles go to the header, the JSON-LD and
// the mails' signature; a certificate keeps the name it was issued with.
import type { SectionDocuments } from "./sections";
import { titleOfOtherGender, trainerWordOfOtherGender } from "./trainer.messages";

const TITLE_FIELDS = ["roleTitle", "jobTitle"] as const;

export function trainerTitleProblems(trainer: SectionDocuments["trainer"]): { section: "trainer"; field: string; message: string }[] {
  return TITLE_FIELDS.flatMap((field) => {
    const word = trainerWordOfOtherGender(trainer[field], trainer.gender);
    return word === null ? [] : [{ section: "trainer" as const, field, message: titleOfOtherGender(word, trainer.gender) }];
  });
}

import { describe, expect, it } from "vitest";
import { IMPORT_NOTICES, importNoticeMail } from "./import-notice.messages";

const FACTS = {
  holder: "Anna Nowak Trening Personalny",
  address: "ul. Sportowa 1, 00-001 Przykładowo",
  email: "kontakt@example.com",
  fileName: "booksy.csv",
  importedOn: "2027-03-01T18:00:00.000Z",
  retentionMonths: 24,
  policyUrl: "https://trener.example/polityka-prywatnosci",
};

describe("the information for imported people", () => {
  it("counts people and mails in their cases", () => {
    expect(IMPORT_NOTICES.waiting(1, "2027-03-04T18:00:00.000Z")).toMatch(/^1 osoba z importu dostanie 4 marca 2027/);
    expect(IMPORT_NOTICES.waiting(3, "2027-03-04T18:00:00.000Z")).toMatch(/^3 osoby z importu dostaną /);
    expect(IMPORT_NOTICES.waiting(25, "2027-03-04T18:00:00.000Z")).toMatch(/^25 osób z importu dostanie /);
    expect(IMPORT_NOTICES.held(1)).toBe("Wstrzymano 1 e-mail do osób z importu.");
    expect(IMPORT_NOTICES.held(22)).toBe("Wstrzymano 22 e-maile do osób z importu.");
    expect(IMPORT_NOTICES.held(5)).toBe("Wstrzymano 5 e-maili do osób z importu.");
  });

  it("names the source, the holder, the purpose, the period in its case and the policy, without the trainer's gender", () => {
    const { subject, blocks } = importNoticeMail(FACTS);
    const text = blocks.map((block) => block.p).join("\n");
    expect(subject).toBe("Skąd mam Twoje dane i co z nimi robię — Anna Nowak Trening Personalny");
    expect(text).toContain("z mojej dotychczasowej listy klientów (plik „booksy.csv”)");
    expect(text).toContain("Administrator danych: Anna Nowak Trening Personalny, ul. Sportowa 1, 00-001 Przykładowo, kontakt@example.com.");
    expect(text).toContain("przechowywane 24 miesiące od ostatniego kontaktu");
    expect(
      importNoticeMail({ ...FACTS, retentionMonths: 36 })
        .blocks.map((block) => block.p)
        .join("\n"),
    ).toContain("36 miesięcy");
    expect(blocks.at(-2)).toMatchObject({ link: FACTS.policyUrl });
    expect(text).not.toMatch(/\b\w+(łem|łam|łbym|łabym)\b/);
  });
});

import { describe, expect, it } from "vitest";
import { FREE_TEXTS, RISK_QUESTIONS } from "./questions";
import { FREE_TEXT_LABELS, QUESTIONNAIRE, RISK_QUESTION_SHORT, RISK_QUESTION_TEXT, riskMessage, TRAINER_QUESTIONNAIRE } from "./questionnaire.messages";

const EVERY_TEXT = [
  ...Object.values(RISK_QUESTION_TEXT),
  ...Object.values(FREE_TEXT_LABELS),
  ...Object.values(QUESTIONNAIRE).filter((text) => typeof text === "string"),
];

describe("the health questionnaire's words", () => {
  it("ask every risk question as a question, with a short name for the trainer, and label every free text", () => {
    for (const question of RISK_QUESTIONS) {
      expect(RISK_QUESTION_TEXT[question], question).toMatch(/^Czy .+\?$/);
      expect(RISK_QUESTION_SHORT[question], question).not.toBe("");
    }
    for (const { key } of FREE_TEXTS) expect(FREE_TEXT_LABELS[key], key).not.toBe("");
  });

  it("speak to anyone alike: no past tense, title or adjective that says a gender", () => {
    for (const text of EVERY_TEXT) expect(text).not.toMatch(/\b\w+(łaś|łeś|łabyś|łbyś)\b|\bPan(i)?\b|gotowa|gotowy|\(a\)/u);
  });

  it("tell the trainer how many answers were “Tak”, agreeing with the number, and name no condition; the subject and the push not even that", () => {
    expect(riskMessage("Ola", 1).lead).toBe("W ankiecie zdrowotnej (Ola) jest „Tak” przy 1 pytaniu.");
    expect(riskMessage("Ola", 2).pushBody).toBe("Ola: przejrzyj ankietę przed treningiem.");
    for (const shown of [riskMessage("Ola", 2).subject, riskMessage("Ola", 2).pushTitle, riskMessage("Ola", 2).pushBody])
      expect(shown).not.toMatch(/Tak|lekarz/);
    expect(riskMessage("Ola", 5).lead).toBe("W ankiecie zdrowotnej (Ola) jest „Tak” przy 5 pytaniach.");
    for (const short of Object.values(RISK_QUESTION_SHORT)) expect(JSON.stringify(riskMessage("Ola", 9))).not.toContain(short);
  });

  it("say when and by whom the answers were given, and the limits in characters", () => {
    expect(TRAINER_QUESTIONNAIRE.answered("2027-03-10T17:00:00.000Z", "client")).toBe("Wypełniona 10 marca 2027, 18:00 przez klienta.");
    expect(TRAINER_QUESTIONNAIRE.answered("2027-03-10T17:00:00.000Z", "trainer")).toBe("Wypełniona 10 marca 2027, 18:00 przez Ciebie, razem z klientem.");
    expect(QUESTIONNAIRE.limit(1000)).toBe("Do 1000 znaków.");
    expect(QUESTIONNAIRE.tooLong(500)).toBe("Najwyżej 500 znaków.");
  });
});

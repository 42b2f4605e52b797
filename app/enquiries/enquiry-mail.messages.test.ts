import { describe, expect, it } from "vitest";
import { acknowledgementParagraphs, trainerCopyFields, trainerCopySubject } from "./enquiry-mail.messages";

describe("an enquiry's mails", () => {
  it("promise an answer within the response time, counted: 1, 2, 5, 12, 22 hours", () => {
    const promise = (responseTimeHours: number) => acknowledgementParagraphs({ website: "trener.example", responseTimeHours, phone: "+48 500 000 000" })[1];
    expect([1, 2, 5, 12, 22].map(promise)).toEqual(
      ["w ciągu godziny", "w ciągu 2 godzin", "w ciągu 5 godzin", "w ciągu 12 godzin", "w ciągu 22 godzin"].map(
        (within) => `dziękuję za wiadomość wysłaną przez formularz na stronie trener.example. Odpowiem ${within}, zwykle szybciej.`,
      ),
    );
  });

  it("name a general question the free consultation, and a missing phone", () => {
    expect(trainerCopySubject(null, "Anna Nowak")).toBe("Nowe zapytanie: Bezpłatna konsultacja — Anna Nowak");
    expect(trainerCopySubject("Plan treningowy", "Anna Nowak")).toBe("Nowe zapytanie: Plan treningowy — Anna Nowak");
    expect(trainerCopyFields({ name: "Anna", email: "a@example.com", phone: null }, null)).toEqual([
      ["Imię i nazwisko", "Anna"],
      ["E-mail", "a@example.com"],
      ["Telefon", "nie podano"],
      ["Usługa", "Bezpłatna konsultacja"],
    ]);
  });
});

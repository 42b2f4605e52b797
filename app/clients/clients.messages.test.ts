import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUS_LABELS,
  CARD_GONE,
  clientSignedIn,
  clientSignedOut,
  MERGE_REFUSALS,
  MERGE_SUGGESTION,
  mergeSuggestionReason,
  notesRefusal,
  SPLIT_REFUSALS,
} from "./clients.messages";

describe("the clients' messages", () => {
  it("states the notes' limit in the form each number needs", () => {
    expect([1, 2, 5, 12, 22, 2000].map((limit) => notesRefusal({ reason: "too-long", limit }))).toEqual([
      "Notatki mogą mieć najwyżej 1 znak.",
      "Notatki mogą mieć najwyżej 2 znaki.",
      "Notatki mogą mieć najwyżej 5 znaków.",
      "Notatki mogą mieć najwyżej 12 znaków.",
      "Notatki mogą mieć najwyżej 22 znaki.",
      "Notatki mogą mieć najwyżej 2000 znaków.",
    ]);
  });

  it("says on how many devices a client is signed in at “Moje treningi”, in the locative", () => {
    expect([1, 2, 5, 22].map(clientSignedIn)).toEqual([
      "Konto klienta na stronie „Moje treningi” jest zalogowane na jednym urządzeniu.",
      "Konto klienta na stronie „Moje treningi” jest zalogowane na 2 urządzeniach.",
      "Konto klienta na stronie „Moje treningi” jest zalogowane na 5 urządzeniach.",
      "Konto klienta na stronie „Moje treningi” jest zalogowane na 22 urządzeniach.",
    ]);
    expect(clientSignedIn(0)).toBe(
      "Konto klienta na stronie „Moje treningi” nie jest teraz nigdzie zalogowane. Logowanie: linkiem wysyłanym na e-mail z karty.",
    );
    // Neutral for a client of either gender, and never "we" (the panel speaks to the trainer).
    for (const text of [0, 1, 2, 5].flatMap((devices) => [clientSignedIn(devices), clientSignedOut(devices)])) {
      expect(text).not.toMatch(/\b(zalogowany|zalogowana|jego|jej|wysyłamy)\b/u);
    }
    expect([0, 1, 3].map(clientSignedOut)).toEqual([
      "Konto klienta na stronie „Moje treningi” nie było już zalogowane.",
      "Wylogowano klienta ze strony „Moje treningi” na jednym urządzeniu.",
      "Wylogowano klienta ze strony „Moje treningi” na 3 urządzeniach.",
    ]);
  });

  it("says a card is gone alike wherever it was looked for", () => {
    expect(notesRefusal({ reason: "card-gone" })).toBe(CARD_GONE);
    expect(MERGE_REFUSALS["card-gone"]).toBe(CARD_GONE);
    expect(SPLIT_REFUSALS["card-gone"]).toBe(CARD_GONE);
    expect(notesRefusal({ reason: "stale" })).toMatch(/^Notatki zmieniono w międzyczasie/);
  });

  it("words every refusal as a sentence", () => {
    for (const message of [...Object.values(MERGE_REFUSALS), ...Object.values(SPLIT_REFUSALS)]) expect(message).toMatch(/^[A-ZŁŚŻ].+\.$/);
  });

  it("names a booking's status in the feminine (rezerwacja)", () => {
    expect(BOOKING_STATUS_LABELS).toEqual({ confirmed: "potwierdzona", cancelled: "odwołana", attended: "odbyła się", no_show: "nieobecność" });
  });

  it("suggests a merge in one phrase that reads the same for a client of either gender", () => {
    for (const [name, reason] of [
      ["Anna Ofiara", "phone"],
      ["Jan Nowak", "name"],
    ] as const) {
      expect(`${MERGE_SUGGESTION.lead}${name} (${mergeSuggestionReason(reason)}) — ${MERGE_SUGGESTION.button}`).toBe(
        `To może być ${name} (${reason === "phone" ? "ten sam numer telefonu" : "to samo imię i nazwisko"}) — połącz`,
      );
    }
  });
});

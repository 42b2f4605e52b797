import { describe, expect, it } from "vitest";
import { repeatMailNote } from "./repeat-booking.messages";

describe("the weekly repeat's words", () => {
  it("say who is told without agreeing with a client's gender, which is not known", () => {
    expect(repeatMailNote(true)).toBe("Klient dostanie jeden e-mail z nowymi terminami.");
    expect(repeatMailNote(false)).toBe("Klient nie dostanie e-maila (brak adresu albo e-maile są wyłączone).");
    expect(repeatMailNote(false)).not.toMatch(/\bniego\b|\bniej\b/);
  });
});

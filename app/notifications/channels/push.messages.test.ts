import { describe, expect, it } from "vitest";
import { PUSH_TEXTS } from "./push.messages";

describe("the trainer's push notifications", () => {
  it("say a client moved or cancelled in words that fit a woman and a man, and any service", () => {
    expect(PUSH_TEXTS.moved("wt., 2.03, 18:00")).toEqual({ title: "Termin przeniesiony przez klienta", body: "Nowy termin: wt., 2.03, 18:00" });
    expect(PUSH_TEXTS.cancelled("wt., 2.03, 18:00")).toEqual({ title: "Termin odwołany przez klienta", body: "Termin: wt., 2.03, 18:00" });
    for (const text of [PUSH_TEXTS.moved("x"), PUSH_TEXTS.cancelled("x")]) expect(text.title).not.toMatch(/Klient (przeniósł|odwołał)|trening/);
  });
});

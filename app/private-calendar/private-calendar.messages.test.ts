import { describe, expect, it } from "vitest";
import { ADDRESS_REFUSALS, calendarStatusAnswer, failingStatus, fetchedStatus, WAITING_STATUS } from "./private-calendar.messages";

describe("the private calendar's messages", () => {
  it("counts the busy times ahead in the form each number needs", () => {
    expect([1, 2, 5, 12, 22].map((upcoming) => fetchedStatus({ lastOkAt: "4 marca, 10:00", upcoming, left: "" }))).toEqual([
      "Kalendarz prywatny: ostatnio pobrany 4 marca, 10:00, 1 nadchodzące wydarzenie.",
      "Kalendarz prywatny: ostatnio pobrany 4 marca, 10:00, 2 nadchodzące wydarzenia.",
      "Kalendarz prywatny: ostatnio pobrany 4 marca, 10:00, 5 nadchodzących wydarzeń.",
      "Kalendarz prywatny: ostatnio pobrany 4 marca, 10:00, 12 nadchodzących wydarzeń.",
      "Kalendarz prywatny: ostatnio pobrany 4 marca, 10:00, 22 nadchodzące wydarzenia.",
    ]);
  });

  it("says since when it fails and what still blocks times", () => {
    expect(failingStatus({ failingSince: "4 marca, 10:00", lastOkAt: "3 marca, 9:00", error: "Serwer nie odpowiada.", left: "" })).toBe(
      "Kalendarz prywatny nie odpowiada od 4 marca, 10:00 — nadal blokują terminy z ostatniej dobrej kopii (z 3 marca, 9:00). Serwer nie odpowiada.",
    );
    expect(failingStatus({ failingSince: "4 marca, 10:00", lastOkAt: null, error: null, left: "" })).toBe(
      "Kalendarz prywatny nie odpowiada od 4 marca, 10:00 — nie udało się go jeszcze ani razu pobrać, więc niczego nie blokuje.",
    );
    expect(WAITING_STATUS).toBe("Kalendarz prywatny: czeka na pierwsze pobranie (za chwilę).");
  });

  it("refuses an address, and tells a gone calendar from a server's error", () => {
    for (const message of Object.values(ADDRESS_REFUSALS)) expect(message).toMatch(/^[A-ZŁŚŻ].+\.$/);
    expect(calendarStatusAnswer(404)).toMatch(/nie ma już kalendarza \(odpowiedź 404\)/);
    expect(calendarStatusAnswer(503)).toMatch(/odpowiedział błędem \(503\)/);
  });
});

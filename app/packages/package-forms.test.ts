import { describe, expect, it } from "vitest";
import { packageFormSchema } from "./package-forms";

/** The sale form's submission key, as the page renders it. */
const saleKey = "q3H0xW9c2V7kLm4sTz8yAbCd";

describe("the package forms' schema", () => {
  it("takes a sale with only the price-list item chosen: the rest as in the price list", () => {
    expect(packageFormSchema.parse({ intent: "sell", offer: "pakiet-8-treningow", from: "first_session", saleKey })).toEqual({
      intent: "sell",
      offer: "pakiet-8-treningow",
      name: "",
      from: "first_session",
      saleKey,
    });
    expect(
      packageFormSchema.parse({ intent: "sell", offer: "p", name: " ", sessions: "", price: "", weeks: "", from: "sale", paid: "on", saleKey }),
    ).toMatchObject({
      name: "",
      sessions: undefined,
      price: undefined,
      weeks: undefined,
    });
  });

  it("reads the client's request to start within the 14 days for withdrawal only from the ticked box", () => {
    const sale = { intent: "sell", offer: "p", from: "sale", saleKey };
    expect(packageFormSchema.parse({ ...sale, earlyStart: "on" })).toMatchObject({ earlyStart: "on" });
    expect(packageFormSchema.parse(sale)).not.toHaveProperty("earlyStart");
    expect(packageFormSchema.safeParse({ ...sale, earlyStart: "yes" }).success).toBe(false);
  });

  it("reads the numbers typed, and refuses nonsense in Polish", () => {
    expect(packageFormSchema.parse({ intent: "sell", offer: "p", sessions: "10", price: "1200", weeks: "12", from: "sale", saleKey })).toMatchObject({
      sessions: 10,
      price: 1200,
      weeks: 12,
    });
    const refused = packageFormSchema.safeParse({ intent: "edit", id: "1", version: "0", name: "Pakiet", sessions: "0", price: "-5", weeks: "x", from: "?" });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.message)).toEqual([
      "podaj liczbę treningów, np. 8",
      "podaj cenę w pełnych złotych, od 0 do 100 000, np. 1040",
      "podaj liczbę tygodni, np. 8",
      "wybierz, od kiedy liczy się ważność",
    ]);
  });

  it("refuses what no form of the page sends in Polish too: no intent, another package's number, a version", () => {
    for (const sent of [
      {},
      { intent: "x" },
      { intent: "paid", id: "abc", paid: "2" },
      { intent: "close-notice", id: "-1" },
      // Beyond a PostgreSQL integer: refused here, not by the database.
      { intent: "close-notice", id: "3000000000" },
      { intent: "edit", id: "1", version: "x" },
      // A sale from a page rendered before sales had keys, or with one made up.
      { intent: "sell", offer: "p", from: "sale" },
      { intent: "sell", offer: "p", from: "sale", saleKey: "<script>" },
      // A removal without its reason, or with one too short or too long.
      { intent: "remove", id: "1", version: "0" },
      { intent: "remove", id: "1", version: "0", reason: " ab " },
      { intent: "remove", id: "1", version: "0", reason: "x".repeat(301) },
    ]) {
      const refused = packageFormSchema.safeParse(sent);
      expect(refused.success).toBe(false);
      for (const issue of refused.error!.issues) expect(issue.message).toMatch(/^(odśwież stronę|podaj|wybierz)/);
    }
  });

  it("takes a removal's reason as one line of the history", () => {
    expect(packageFormSchema.parse({ intent: "remove", id: "4", version: "2", reason: "  zapisany\r\n przez   pomyłkę " })).toEqual({
      intent: "remove",
      id: 4,
      version: 2,
      reason: "zapisany przez pomyłkę",
    });
  });
});

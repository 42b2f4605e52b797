import { describe, expect, it } from "vitest";
import { cancelledPaidBlocks } from "./cancelled-paid.messages";

const text = (blocks: ReturnType<typeof cancelledPaidBlocks>) => blocks.map((block) => ("p" in block ? block.p : "")).join("\n");

describe("what a cancellation's mail says of the money and the voucher", () => {
  const paid = { voucher: { code: "BON-7K4M-Q2XZ", amount: 50, validUntil: "30 maja 2027" }, money: 100 };

  it("tells a session the trainer called off: the voucher's part back on it, the money returned in 14 days or moved to another time", () => {
    const said = text(cancelledPaidBlocks(paid, false));
    expect(said).toContain("Na bon BON-7K4M-Q2XZ wróciło 50\u00a0zł, które wziął ten trening: kod działa znowu przy kolejnej rezerwacji, do 30 maja 2027 r.");
    expect(said).toContain("Za ten trening zapłacono 100\u00a0zł. Zwrócę całą kwotę w ciągu 14 dni");
    // Words for anyone: no form that names the reader's gender.
    expect(said).not.toMatch(/(łeś|łaś|łbyś|łabyś)\b|\(a\)/u);
  });

  it("leaves a client's own cancellation's money to the terms' deadline, and says nothing when nothing was paid", () => {
    expect(text(cancelledPaidBlocks(paid, true))).not.toContain("zapłacono");
    expect(cancelledPaidBlocks({ voucher: null, money: null }, false)).toEqual([]);
    expect(cancelledPaidBlocks(undefined, false)).toEqual([]);
  });

  it("says a session paid online is refunded through its provider already, whoever cancelled in time, and promises no transfer", () => {
    const online = { voucher: null, money: 150, online: { provider: "przelewy24" as const, amount: 150 } };
    for (const byClient of [false, true]) {
      const said = text(cancelledPaidBlocks(online, byClient));
      expect(said).toContain("Zwrot 150\u00a0zł jest zlecony w Przelewy24: pieniądze wrócą tą samą drogą");
      expect(said).not.toContain("Zwrócę całą kwotę");
    }
  });
});

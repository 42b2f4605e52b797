import { describe, expect, it } from "vitest";
import type { Block } from "~/notifications/channels/email-blocks";
import { groupCancelledTrainer, groupCancelledVisitor, groupConfirmed, groupJoinedTrainer, groupMoved } from "./booking-group-mail.messages";
import { sampleFacts } from "../../tests/support/booking-mail-facts";

const group = (count: number) => ({ dates: Array.from({ length: count }, (_, index) => `sesja ${index + 1}`), firstDay: "2 marca 2027" });
const paragraphs = (blocks: Block[]) => blocks.flatMap((block) => ("p" in block ? [block.p] : []));

describe("a series' mail about several sessions", () => {
  const counts = [1, 2, 5, 12, 22];

  it("counts the sessions in its subjects: 1, 2, 5, 12, 22", () => {
    expect(counts.map((count) => groupConfirmed(sampleFacts, group(count)).subject)).toEqual([
      "Potwierdzenie rezerwacji: Trening personalny, 1 termin od 2 marca 2027",
      "Potwierdzenie rezerwacji: Trening personalny, 2 terminy od 2 marca 2027",
      "Potwierdzenie rezerwacji: Trening personalny, 5 terminów od 2 marca 2027",
      "Potwierdzenie rezerwacji: Trening personalny, 12 terminów od 2 marca 2027",
      "Potwierdzenie rezerwacji: Trening personalny, 22 terminy od 2 marca 2027",
    ]);
    expect(groupMoved(sampleFacts, group(22)).subject).toBe("Zmiana terminu: Trening personalny, 22 terminy od 2 marca 2027");
    expect(groupCancelledVisitor(sampleFacts, group(5)).subject).toBe("Odwołano 5 terminów od 2 marca 2027: Trening personalny");
    expect(groupCancelledTrainer(sampleFacts, group(12)).subject).toBe(
      "Odwołane rezerwacje: Trening personalny — Łucja Żółtowska, 12 terminów od 2 marca 2027",
    );
  });

  it("counts them in its sentences too, and lists every date", () => {
    expect(counts.map((count) => paragraphs(groupConfirmed(sampleFacts, group(count)).blocks)[1])).toEqual([
      "potwierdzam stałe terminy (1 termin):",
      "potwierdzam stałe terminy (2 terminy):",
      "potwierdzam stałe terminy (5 terminów):",
      "potwierdzam stałe terminy (12 terminów):",
      "potwierdzam stałe terminy (22 terminy):",
    ]);
    expect(counts.map((count) => paragraphs(groupCancelledVisitor(sampleFacts, group(count)).blocks)[1])).toEqual([
      "niestety muszę odwołać 1 termin:",
      "niestety muszę odwołać 2 terminy:",
      "niestety muszę odwołać 5 terminów:",
      "niestety muszę odwołać 12 terminów:",
      "niestety muszę odwołać 22 terminy:",
    ]);
    expect(paragraphs(groupCancelledVisitor({ ...sampleFacts, cancelledByClient: true }, group(2)).blocks)[1]).toBe(
      "potwierdzam odwołanie terminów (2 terminy):",
    );
    expect(groupConfirmed(sampleFacts, group(5)).blocks).toContainEqual({ lines: ["sesja 1", "sesja 2", "sesja 3", "sesja 4", "sesja 5"] });
  });

  it("tells the trainer of a client's cancel in words that fit a woman and a man alike", () => {
    for (const name of ["Łucja Żółtowska", "Jan Kowalski"]) {
      const facts = { ...sampleFacts, name, inSubject: { ...sampleFacts.inSubject, name } };
      const firsts = [1, 3, 5, 22].map((count) => paragraphs(groupCancelledTrainer(facts, group(count)).blocks)[0]);
      expect(firsts).toEqual([
        "Linkiem z e-maila klienta odwołano 1 stały termin. Jest znowu wolny:",
        "Linkiem z e-maila klienta odwołano 3 stałe terminy. Są znowu wolne:",
        "Linkiem z e-maila klienta odwołano 5 stałych terminów. Są znowu wolne:",
        "Linkiem z e-maila klienta odwołano 22 stałe terminy. Są znowu wolne:",
      ]);
      for (const first of firsts) expect(first).not.toMatch(/Klient odwołał/);
    }
  });

  it("tells the trainer of a weekly group joined in one go: every date, counted, in one mail", () => {
    const mail = groupJoinedTrainer(sampleFacts, group(3));
    expect(mail.subject).toBe("Nowe rezerwacje: Trening personalny — Łucja Żółtowska, 3 terminy od 2 marca 2027");
    expect(paragraphs(mail.blocks)[0]).toBe("Zapis na stałe zajęcia ze strony „Moje treningi”, 3 terminy:");
    expect(mail.blocks).toContainEqual({ lines: ["sesja 1", "sesja 2", "sesja 3"] });
  });
});

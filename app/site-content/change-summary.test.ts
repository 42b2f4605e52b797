import { describe, expect, it } from "vitest";
import { initialContent } from "./live-content.server";
import { listChanges, summarizeChanges } from "./change-summary";
import { toEditorValue } from "./editor-value";

const site = initialContent();
const clone = <T>(value: T): T => structuredClone(value);

describe("the one-line summary of a publish", () => {
  it("names a changed price with its package and unit", () => {
    const after = clone(site.offer);
    after.packages[1]!.price = 1100;
    expect(summarizeChanges(listChanges("offer", site.offer, after))).toBe("Cena pakietu «Pakiet 8 treningów»: 1040 zł → 1100 zł");
  });

  it("names an added question, a reordered list and counts the rest", () => {
    const after = clone(site.home);
    after.faq.push({ question: "Czy trzeba mieć karnet na siłownię?", answer: "Nie, trenujemy w moim studiu albo w plenerze." });
    after.faq.reverse();
    const changes = listChanges("home", site.home, after);
    expect(changes).toEqual(["Dodano pytanie «Czy trzeba mieć karnet na siłownię?»", "Zmieniono kolejność: pytania i odpowiedzi"]);
    expect(summarizeChanges(changes)).toBe("Dodano pytanie «Czy trzeba mieć karnet na siłownię?» (i 1 inna zmiana)");
  });

  it("names a removed photo of the gallery, edited as a list of items", () => {
    const after = clone(site.gallery).slice(1);
    expect(listChanges("gallery", toEditorValue("gallery", site.gallery), toEditorValue("gallery", after))).toEqual([
      "Usunięto zdjęcie «Trening siłowy w studiu»",
    ]);
  });

  it("says when nothing changed", () => {
    expect(summarizeChanges(listChanges("business", site.business, clone(site.business)))).toBe("Bez zmian");
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { timestamp } from "~/db/database.server";
import { latestRevision, loadPublished, sectionHistory, seedContent } from "./content-store.server";
import { UPGRADE_AUTHOR } from "./content-revisions.messages";
import { upgradeContent } from "./content-upgrade.server";
import { initialContent } from "./live-content.server";
import { resolveContent } from "./resolve-content";
import type { SectionKey } from "./sections";

const current = initialContent();

/** The sections as the release before one set of facts published them: their JSON, with none of the new keys. */
function previousRelease() {
  const offer = structuredClone(current.offer) as unknown as { packages: Record<string, unknown>[]; notes: string[] };
  const pers = ["za trening (60 minut)", "za 8 treningów (130 zł za trening)", "za 12 treningów (120 zł za trening)"];
  offer.packages.forEach((item, index) => {
    delete item.sessions;
    delete item.validWeeks;
    if (index < 3) item.per = pers[index];
  });
  offer.packages[1]!.description = "Dwa treningi w tygodniu przez miesiąc. Najczęściej wybierany sposób na regularny postęp.";
  offer.packages[1]!.includes = ["8 treningów 1:1 w ciągu 6 tygodni", "plan na dni bez trenera", "pomiary na początku i na końcu"];
  offer.notes = [
    "Pierwsza konsultacja (ok. 30 minut, w studiu albo przez telefon) jest bezpłatna.",
    "Wszystkie ceny są cenami brutto. Płatność gotówką, kartą lub przelewem.",
    "Trening można odwołać bez opłaty do 24 godzin przed terminem.",
  ];
  const booking = {
    ...structuredClone(current.booking),
    services: [
      { slug: "konsultacja", name: "Bezpłatna konsultacja", durationMinutes: 30, place: "studio", price: 0, offerSlugs: [] },
      {
        slug: "trening-personalny",
        name: "Trening personalny",
        durationMinutes: 60,
        place: "studio",
        price: 150,
        offerSlugs: ["trening-personalny", "pakiet-8-treningow", "pakiet-12-treningow"],
      },
      { slug: "trening-w-plenerze", name: "Trening w plenerze", durationMinutes: 60, place: "outdoors", price: 150, offerSlugs: [] },
    ],
  };
  const business = {
    ...structuredClone(current.business),
    name: "Jan Kowalski — Trener Personalny",
    openingHours: [{ days: "poniedziałek–piątek", dayCodes: ["Mo", "Tu", "We", "Th", "Fr"], opens: "07:00", closes: "21:00" }],
    priceRange: "120–1440 zł",
  };
  const home = structuredClone(current.home);
  home.steps[0]!.text = "Rozmawiamy 30 minut o Twoim celu, zdrowiu i czasie, jaki masz na trening. Bez zobowiązań.";
  home.faq[1]!.answer = "Na start wystarczą dwa treningi w tygodniu po 60 minut. Więcej ustalimy wtedy, gdy będzie to dla Ciebie realne.";
  const gallery = current.gallery.map((item) => (item.caption === "Praca z kettlebellem" ? { ...item, caption: "Praca z kettlebell" } : item));
  return { ...current, offer, booking, business, home, gallery } as Record<SectionKey, unknown>;
}

async function publishAsPreviousRelease(test: TestDatabase, documents: Record<SectionKey, unknown>) {
  for (const [section, document] of Object.entries(documents)) {
    await test.db
      .insertInto("content_revisions")
      .values({
        section,
        version: 1,
        document: JSON.stringify(document),
        summary: "Treść początkowa",
        author: "treść początkowa",
        restored_from: null,
        created_at: timestamp(new Date()),
      })
      .execute();
  }
}

describe.each(DIALECTS)("content from before one set of facts, on %s", (dialect) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
  });
  afterEach(() => test.drop());

  it("joins services to the price list, counts sessions and uses placeholders, as a new revision each, once however many instances start", async () => {
    await publishAsPreviousRelease(test, previousRelease());
    const upgraded = await Promise.all([upgradeContent(test.db), upgradeContent(test.db)]);
    expect(upgraded.flat().sort()).toEqual(["booking", "business", "gallery", "home", "offer"]);
    expect(await upgradeContent(test.db)).toEqual([]);

    const site = resolveContent((await loadPublished(test.db)).site);
    expect(site.booking.services.find((service) => service.slug === "trening-personalny")).toMatchObject({
      package: "trening-personalny",
      name: "Trening personalny",
      price: 150,
      offerSlugs: ["pakiet-8-treningow", "pakiet-12-treningow"],
    });
    expect(site.offer.packages.slice(0, 3).map((item) => [item.sessions, item.per.replaceAll("\u00a0", " ")])).toEqual([
      [1, "za trening (60 minut)"],
      [8, "za 8 treningów (130 zł za trening)"],
      [12, "za 12 treningów (120 zł za trening)"],
    ]);
    expect(site.offer.notes[2]).toBe("Trening można odwołać lub przełożyć najpóźniej 12 godzin przed terminem.");
    // The validity its text stated became the fact, and the line that said only that is left out: the page writes it.
    expect(site.offer.packages.slice(1, 3).map((item) => item.validWeeks)).toEqual([6, 12]);
    // The masculine "bez trenera" of the initial wording is neutral now, for a trainer of either gender.
    expect(site.offer.packages[1]!.includes).toEqual(["plan na samodzielne treningi między spotkaniami", "pomiary na początku i na końcu"]);
    expect(site.business.name).toBe("Jan Kowalski — trener personalny");
    expect(site.gallery.map((item) => item.caption)).toContain("Praca z kettlebellem");
    // The trainer's previous version stays in the history, for "Przywróć".
    const history = await sectionHistory(test.db, "offer");
    expect(history.map((revision) => revision.author)).toEqual([UPGRADE_AUTHOR, "treść początkowa"]);
    expect(history[0]!.summary).toMatch(/^Aktualizacja strony: /);
  });

  it("keeps what the trainer set where it does not agree: a price of their own, their own wording", async () => {
    const documents = previousRelease() as Record<string, Record<string, unknown>>;
    (documents.booking!.services as Record<string, unknown>[])[1]!.price = 140;
    (documents.offer!.packages as Record<string, unknown>[])[1]!.per = "za 8 treningów (taniej o 160 zł)";
    (documents.offer!.notes as string[])[2] = "Trening odwołasz bez opłaty do 48 godzin przed terminem.";
    await publishAsPreviousRelease(test, documents);
    await upgradeContent(test.db);

    const site = resolveContent((await loadPublished(test.db)).site);
    expect(site.booking.services.find((service) => service.slug === "trening-personalny")).toMatchObject({ package: null, price: 140 });
    expect(site.offer.packages[1]).toMatchObject({ sessions: 0, per: "za 8 treningów (taniej o 160 zł)" });
    expect(site.offer.notes[2]).toBe("Trening odwołasz bez opłaty do 48 godzin przed terminem.");
  });

  it("writes down the trainer published before the title was a fact as a man, Trener personalny, as the site read before", async () => {
    const trainer: Partial<typeof current.trainer> = { ...current.trainer };
    delete trainer.gender;
    delete trainer.roleTitle;
    await publishAsPreviousRelease(test, { ...current, trainer } as Record<SectionKey, unknown>);
    // Read before the upgrade, the site already says what it said.
    expect((await loadPublished(test.db)).site.trainer).toMatchObject({ gender: "masculine", roleTitle: "Trener personalny" });

    expect(await upgradeContent(test.db)).toEqual(["trainer"]);
    const stored = JSON.parse((await latestRevision(test.db, "trainer"))!.document) as Record<string, unknown>;
    expect(stored).toMatchObject({ gender: "masculine", roleTitle: "Trener personalny", name: current.trainer.name });
    const [upgrade] = await sectionHistory(test.db, "trainer");
    expect(upgrade).toMatchObject({
      author: UPGRADE_AUTHOR,
      summary: "Aktualizacja strony: Forma, w jakiej strona o Tobie pisze: (puste) → Trener (forma męska) (i 1 inna zmiana)",
    });
    expect(await upgradeContent(test.db)).toEqual([]);
  });

  it("keeps a trainer who is a woman as she set it", async () => {
    const trainer = { ...current.trainer, gender: "feminine", roleTitle: "Trenerka personalna" };
    await publishAsPreviousRelease(test, { ...current, trainer } as Record<SectionKey, unknown>);
    expect(await upgradeContent(test.db)).toEqual([]);
    expect((await loadPublished(test.db)).site.trainer).toMatchObject({ gender: "feminine", roleTitle: "Trenerka personalna" });
  });

  it("leaves a database that starts on today's content alone", async () => {
    await seedContent(test.db, current);
    expect(await upgradeContent(test.db)).toEqual([]);
    expect((await latestRevision(test.db, "offer"))!.version).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { initialContent } from "./live-content.server";
import { listChanges, summarizeChanges } from "./change-summary";
import { toEditorValue } from "./editor-value";
import type { SectionKey } from "./sections";

const site = initialContent();
const clone = <T>(value: T): T => structuredClone(value);
/** formatPrice's no-break spaces, written plainly for the table. */
const plain = (text: string) => text.replace(/\u00A0/g, " ");
const summaryOf = (section: SectionKey, before: unknown, after: unknown) => listChanges(section, before, after).map(plain);

const WEEK = [
  ["monday", "w poniedziałek"],
  ["tuesday", "we wtorek"],
  ["wednesday", "w środę"],
  ["thursday", "w czwartek"],
  ["friday", "w piątek"],
  ["saturday", "w sobotę"],
  ["sunday", "w niedzielę"],
] as const;

describe("the summary of a change to the booking settings' weekly hours", () => {
  const week = (day: string, range: { from: string; to: string }) => ({
    weeklyHours: Object.fromEntries(WEEK.map(([name]) => [name, name === day ? [range] : [{ from: "07:00", to: "21:00" }]])),
  });

  it.each(
    WEEK.flatMap(([day, on]) => [
      [day, { from: "08:00", to: "21:00" }, `Godziny pracy ${on}: od 07:00 → 08:00`],
      [day, { from: "07:00", to: "20:30" }, `Godziny pracy ${on}: do 21:00 → 20:30`],
    ]),
  )("booking.weeklyHours.%s[0]: %j", (day, range, expected) => {
    expect(summaryOf("booking", week(day, { from: "07:00", to: "21:00" }), week(day, range))).toEqual([expected]);
  });

  it("names the day and the hours of a range added or removed, and of a second range", () => {
    const before = {
      weeklyHours: {
        saturday: [],
        sunday: [{ from: "09:00", to: "13:00" }],
        monday: [
          { from: "07:00", to: "12:00" },
          { from: "16:00", to: "21:00" },
        ],
      },
    };
    const after = {
      weeklyHours: {
        saturday: [{ from: "09:00", to: "13:00" }],
        sunday: [],
        monday: [
          { from: "07:00", to: "12:00" },
          { from: "17:00", to: "21:00" },
        ],
      },
    };
    expect(summaryOf("booking", before, after)).toEqual([
      "Dodano godziny pracy w sobotę: 09:00–13:00",
      "Usunięto godziny pracy w niedzielę: 09:00–13:00",
      "Godziny pracy w poniedziałek: od 16:00 → 17:00",
    ]);
  });

  it("names the exception a change is in, by its first day", () => {
    const exception = { from: "2027-07-01", to: "2027-07-01", hours: [], note: "urlop" };
    const before = { exceptions: [exception] };
    const after = { exceptions: [{ ...exception, to: "2027-07-03", hours: [{ from: "09:00", to: "12:00" }], note: "szkolenie" }] };
    expect(summaryOf("booking", before, after)).toEqual([
      "Ostatni dzień wyjątku od 2027-07-01: 2027-07-01 → 2027-07-03",
      "Dodano godziny pracy w wyjątku od 2027-07-01: 09:00–12:00",
      "Notatka do wyjątku od 2027-07-01: „urlop” → „szkolenie”",
    ]);
    const withHours = { exceptions: [{ ...exception, hours: [{ from: "09:00", to: "12:00" }] }] };
    expect(summaryOf("booking", withHours, { exceptions: [{ ...exception, hours: [{ from: "10:00", to: "12:00" }] }] })).toEqual([
      "Godziny pracy w wyjątku od 2027-07-01: od 09:00 → 10:00",
    ]);
    expect(summaryOf("booking", before, { exceptions: [] })).toEqual(["Usunięto wyjątek od 2027-07-01"]);
  });
});

describe("the summary of a change to a number declines its unit for the number", () => {
  // 1; 2–4; 5; 12–14; 22–24 on either side of the arrow.
  it.each([
    ["privacy", "claimsYears", 6, 3, "Przedawnienie roszczeń z umowy: 6 lat → 3 lata"],
    ["privacy", "claimsYears", 1, 2, "Przedawnienie roszczeń z umowy: 1 rok → 2 lata"],
    ["privacy", "taxRecordsYears", 5, 12, "Przechowywanie dokumentów podatkowych: 5 lat → 12 lat"],
    ["privacy", "taxRecordsYears", 14, 22, "Przechowywanie dokumentów podatkowych: 14 lat → 22 lata"],
    ["privacy", "taxRecordsYears", 24, 4, "Przechowywanie dokumentów podatkowych: 24 lata → 4 lata"],
    ["privacy", "serverLogDays", 14, 1, "Przechowywanie dziennika serwera: 14 dni → 1 dzień"],
    ["privacy", "backupDays", 22, 5, "Przechowywanie kopii zapasowych: 22 dni → 5 dni"],
    ["booking", "horizonDays", 30, 2, "Rezerwacja najwcześniej przed terminem: 30 dni → 2 dni"],
    ["booking", "minNoticeHours", 12, 1, "Rezerwacja najpóźniej przed terminem: 12 godzin → 1 godzina"],
    ["booking", "minNoticeHours", 2, 5, "Rezerwacja najpóźniej przed terminem: 2 godziny → 5 godzin"],
    ["booking", "cancelCutoffHours", 24, 13, "Odwołanie lub przełożenie przez klienta najpóźniej przed terminem: 24 godziny → 13 godzin"],
    ["business", "responseTimeHours", 22, 4, "Czas odpowiedzi na zapytanie: 22 godziny → 4 godziny"],
    ["booking", "startEveryMinutes", 30, 1, "Odstęp między godzinami rozpoczęcia: 30 minut → 1 minuta"],
    ["booking", "bufferMinutes", 22, 14, "Przerwa po każdym spotkaniu: 22 minuty → 14 minut"],
    ["booking", "bufferMinutes", 3, 5, "Przerwa po każdym spotkaniu: 3 minuty → 5 minut"],
    ["booking", "maxPerDay", 8, 1, "Najwięcej rezerwacji jednego dnia: 8 → 1"],
  ] as const)("%s.%s: %i → %i", (section, field, before, after, expected) => {
    expect(summaryOf(section, { [field]: before }, { [field]: after })).toEqual([expected]);
  });

  it("writes prices as the site does, and a service's length in minutes", () => {
    const service = { slug: "trening", name: "Trening personalny", durationMinutes: 60, price: 150, place: "studio" };
    expect(summaryOf("booking", { services: [service] }, { services: [{ ...service, durationMinutes: 90, price: 12500, place: "online" }] })).toEqual([
      "Czas trwania usługi „Trening personalny”: 60 minut → 90 minut",
      "Cena usługi „Trening personalny”: 150 zł → 12 500 zł",
      "Miejsce usługi „Trening personalny”: W studiu → Online",
    ]);
  });
});

describe("the summary names the item, the page and the field as a sentence", () => {
  it("names a changed price with its item of the price list and unit", () => {
    const after = clone(site.offer);
    after.packages[1]!.price = 1100;
    expect(plain(summarizeChanges(listChanges("offer", site.offer, after)))).toBe("Cena pozycji cennika „Pakiet 8 treningów”: 1040 zł → 1100 zł");
  });

  it("names a package's new validity in weeks", () => {
    const after = clone(site.offer);
    after.packages[1]!.validWeeks = 7;
    expect(plain(summarizeChanges(listChanges("offer", site.offer, after)))).toBe("Ważność pozycji cennika „Pakiet 8 treningów”: 6 tygodni → 7 tygodni");
  });

  it("calls a single session of the price list no package", () => {
    const after = clone(site.offer);
    const single = after.packages.findIndex((item) => item.sessions === 1);
    after.packages[single]!.price += 10;
    const sentence = summarizeChanges(listChanges("offer", site.offer, after));
    expect(plain(sentence)).toBe("Cena pozycji cennika „Trening personalny”: 150 zł → 160 zł");
    expect(sentence).not.toMatch(/pakiet/i);
  });

  it.each([
    [
      "offer",
      { packages: [{ slug: "p", name: "Karnet", featured: false }] },
      { packages: [{ slug: "p", name: "Karnet", featured: true }] },
      "Wyróżnienie „Najczęściej wybierany” dla pozycji cennika „Karnet”: nie → tak",
    ],
    [
      "offer",
      { services: [{ slug: "d", name: "Dieta", nameAccusative: "dietę" }] },
      { services: [{ slug: "d", name: "Dieta", nameAccusative: "plan diety" }] },
      "Nazwa filaru „Dieta” w przycisku „Zapytaj o …”: „dietę” → „plan diety”",
    ],
    [
      "offer",
      { services: [{ slug: "d", name: "Dieta", icon: "diet" }] },
      { services: [{ slug: "d", name: "Dieta", icon: "plan" }] },
      "Ikona filaru „Dieta”: Dieta (jabłko) → Plan (notes z ołówkiem)",
    ],
    [
      "offer",
      { packages: [{ slug: "p", name: "Karnet", includes: ["Plan"] }] },
      { packages: [{ slug: "p", name: "Karnet", includes: ["Plan", "Dieta"] }] },
      "Dodano punkt „Dieta” do pozycji cennika „Karnet”",
    ],
    [
      "offer",
      { packages: [{ slug: "p", name: "Karnet", includes: ["Plan", "Dieta"] }] },
      { packages: [{ slug: "p", name: "Karnet", includes: ["Plan"] }] },
      "Usunięto punkt „Dieta” z pozycji cennika „Karnet”",
    ],
    [
      "offer",
      { packages: [{ slug: "p", name: "Karnet", includes: ["Plan", "Dieta"] }] },
      { packages: [{ slug: "p", name: "Karnet", includes: ["Dieta", "Plan"] }] },
      "Zmieniono kolejność na liście „Co obejmuje” pozycji cennika „Karnet”",
    ],
    [
      "home",
      { faq: [{ question: "Czy trzeba mieć karnet?", answer: "Nie." }] },
      { faq: [{ question: "Czy trzeba mieć karnet?", answer: "Nie, nie trzeba." }] },
      "Odpowiedź na pytanie „Czy trzeba mieć karnet?”: „Nie.” → „Nie, nie trzeba.”",
    ],
    [
      "home",
      { testimonials: [{ author: "Kasia, 29 lat", quote: "Super." }] },
      { testimonials: [{ author: "Kasia, 29 lat", quote: "Świetnie." }] },
      "Treść opinii „Kasia, 29 lat”: „Super.” → „Świetnie.”",
    ],
    ["home", { heroPhotoFocus: "center" }, { heroPhotoFocus: "top" }, "Kadrowanie dużego zdjęcia: środek → góra"],
    ["trainer", { jobTitle: "Trener" }, { jobTitle: "Trener personalny" }, "Podpis pod imieniem: „Trener” → „Trener personalny”"],
    [
      "trainer",
      { certificates: [{ name: "Trener II klasy", year: 2015 }] },
      { certificates: [{ name: "Trener II klasy", year: 2016 }] },
      "Rok uzyskania certyfikatu „Trener II klasy”: 2015 → 2016",
    ],
    ["pages", { home: { heading: "Trening" } }, { home: { heading: "Trening personalny" } }, "Nagłówek strony głównej: „Trening” → „Trening personalny”"],
    [
      "pages",
      { offer: { title: "Oferta" } },
      { offer: { title: "Oferta i cennik" } },
      "Tytuł strony Oferta w karcie przeglądarki i w Google: „Oferta” → „Oferta i cennik”",
    ],
    ["pages", { notFound: { message: "Nie ma." } }, { notFound: { message: "Nie znaleziono." } }, "Komunikat strony błędu 404: „Nie ma.” → „Nie znaleziono.”"],
    ["business", { legalName: "Jan Kowalski" }, { legalName: "Jan Kowalski Trening" }, "Nazwa firmy: „Jan Kowalski” → „Jan Kowalski Trening”"],
    [
      "business",
      { address: { street: "ul. Sportowa 1" } },
      { address: { street: "ul. Sportowa 2" } },
      "Ulica i numer studia: „ul. Sportowa 1” → „ul. Sportowa 2”",
    ],
    ["privacy", { updated: "2026-11-23" }, { updated: "2027-01-10" }, "Data ostatniej aktualizacji: 2026-11-23 → 2027-01-10"],
  ] as const)("%s: %j → %j", (section, before, after, expected) => {
    expect(summaryOf(section, before, after)).toEqual([expected]);
  });

  it("names an added question, a reordered list and counts the rest", () => {
    const after = clone(site.home);
    after.faq.push({ question: "Czy trzeba mieć karnet na siłownię?", answer: "Nie, trenujemy w moim studiu albo w plenerze." });
    after.faq.reverse();
    const changes = listChanges("home", site.home, after);
    expect(changes).toEqual(["Dodano pytanie „Czy trzeba mieć karnet na siłownię?”", "Zmieniono kolejność na liście „Pytania i odpowiedzi”"]);
    expect(summarizeChanges(changes)).toBe("Dodano pytanie „Czy trzeba mieć karnet na siłownię?” (i 1 inna zmiana)");
    expect(summarizeChanges([...changes, "c", "d"])).toBe("Dodano pytanie „Czy trzeba mieć karnet na siłownię?” (i 3 inne zmiany)");
    expect(summarizeChanges([...changes, "c", "d", "e", "f"])).toBe("Dodano pytanie „Czy trzeba mieć karnet na siłownię?” (i 5 innych zmian)");
  });

  it("names a removed photo of the gallery, edited as a list of items, and a photo's description", () => {
    const after = clone(site.gallery).slice(1);
    expect(listChanges("gallery", toEditorValue("gallery", site.gallery), toEditorValue("gallery", after))).toEqual([
      "Usunięto zdjęcie „Trening siłowy w studiu”",
    ]);
    const before = clone(site.gallery);
    before[0]!.alt = "Podopieczny przy sztandze";
    const described = clone(before);
    described[0]!.alt = "Trener i podopieczny przy sztandze w studiu, z bliska";
    expect(listChanges("gallery", toEditorValue("gallery", before), toEditorValue("gallery", described))).toEqual([
      "Opis zdjęcia „Trening siłowy w studiu” dla osób niewidomych: „Podopieczny przy sztandze” → „Trener i podopieczny przy sztandze…”",
    ]);
  });

  it("quotes what was typed as it is, even with a dollar sign", () => {
    expect(
      summaryOf("offer", { packages: [{ slug: "p", name: "Karnet $&", per: "za $1" }] }, { packages: [{ slug: "p", name: "Karnet $&", per: "za $2" }] }),
    ).toEqual(["Okres ceny pozycji cennika „Karnet $&”: „za $1” → „za $2”"]);
  });

  it("says when nothing changed", () => {
    expect(summarizeChanges(listChanges("business", site.business, clone(site.business)))).toBe("Bez zmian");
  });
});

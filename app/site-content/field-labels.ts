import type { SectionKey } from "./sections";
import { bookingLabels, placeLabels } from "./booking-field-labels";

/**
 * A number's unit in a change summary, named by its plural, declined there for
 * each number: "lata" writes "1 rok", "3 lata", "6 lat"; "zł" writes a price
 * as the site does ("1040 zł").
 */
export type Unit = "zł" | "lata" | "miesiące" | "dni" | "godziny" | "minuty" | "treningi";

/**
 * What the editor calls each field, and where it shows on the site. Keys are
 * paths in the section's document, with [] for "every item of this list":
 * "packages[].price".
 */
export type FieldLabel = {
  label: string;
  /** Under the label: where it shows, what to write. */
  hint?: string;
  /** A few sentences: a text area rather than one line. */
  long?: boolean;
  /** The unit of a number, for the summary of a change: "6 lat → 3 lata". */
  unit?: Unit;
  /** The value is one of the fixed choices: a summary names it as the select does ("W studiu"). */
  choice?: boolean;
  /**
   * What the summary of a change calls the field, when the label is a
   * question or does not take the item after it: a noun phrase, the item's
   * place ("pakietu „…”") put at "{where}" (else after it) and the values
   * ("07:00 → 08:00") at "{change}" (else after a colon). Without it, the
   * label less a note in brackets: "Cena pakietu „Pakiet 8 treningów”: 1040 zł → 1100 zł".
   */
  summary?: string;
  /** A group of fields: their place in a summary, in the genitive ("strony głównej"). */
  where?: string;
  /** The phone's own picker or keyboard for the field: a date or time picker, the number pad, the phone or e-mail keyboard. */
  input?: "date" | "time" | "numeric" | "tel" | "email" | "url";
  /** A technical field the site fills in itself: drawn folded under "Zaawansowane". */
  advanced?: boolean;
  /** The field in the few words of its folded part's summary, "{value}" its value: "start co {value} min". */
  brief?: string;
};

/** A list's items: "Dodaj pakiet", "Cena pakietu „…”". */
export type ListLabel = FieldLabel & {
  /** One item, as in "Usuń pakiet". */
  item: string;
  /** One item in the genitive, as in "Cena pakietu „…”". */
  itemGenitive: string;
  /** The field whose value names an item in headings and summaries. */
  titleField?: string;
  /**
   * An item's place in a summary, "{title}" its title and "{outer}" the place
   * of what holds the list; by default the genitive and the title,
   * "pakietu „Pakiet 8 treningów”". Without "{title}" it is the list's own
   * place: "w poniedziałek".
   */
  where?: string;
  /** The summary of an item added or removed, "{item}", "{title}" and "{where}" filled in: by default "Dodano pakiet „…”" ("… do pakietu „…”" in an item). */
  added?: string;
  removed?: string;
};

type SectionLabels = { fields: Record<string, FieldLabel>; lists: Record<string, ListLabel> };

const pageLabels = (page: string): Record<string, FieldLabel> => ({
  [`${page}.title`]: {
    label: "Tytuł w karcie przeglądarki i w Google",
    hint: "Najwyżej 70 znaków.",
    summary: "Tytuł {where} w karcie przeglądarki i w Google",
  },
  [`${page}.description`]: { label: "Opis w wynikach wyszukiwania", hint: "Od 50 do 170 znaków.", long: true, summary: "Opis {where} w wynikach wyszukiwania" },
  [`${page}.heading`]: { label: "Nagłówek na stronie", summary: "Nagłówek" },
  [`${page}.lead`]: { label: "Tekst pod nagłówkiem", long: true },
});

/** Each page's group of fields: its name, and its place in a summary ("Nagłówek strony głównej"). */
const pageNames: Record<string, { label: string; where: string }> = {
  home: { label: "Strona główna", where: "strony głównej" },
  offer: { label: "Oferta", where: "strony Oferta" },
  gallery: { label: "Galeria", where: "strony Galeria" },
  achievements: { label: "Osiągnięcia", where: "strony Osiągnięcia" },
  contact: { label: "Kontakt", where: "strony Kontakt" },
  booking: { label: "Rezerwacja", where: "strony Rezerwacja" },
  thanks: { label: "Podziękowanie po wysłaniu formularza", where: "strony z podziękowaniem" },
  privacy: { label: "Polityka prywatności", where: "strony Polityka prywatności" },
};

export const fieldLabels: Record<SectionKey, SectionLabels> = {
  business: {
    fields: {
      name: { label: "Nazwa strony", hint: "W stopce, w tytułach i w wynikach wyszukiwania." },
      legalName: { label: "Nazwa firmy (z wpisu w CEIDG)", hint: "W stopce i w polityce prywatności." },
      taxId: { label: "NIP", hint: "10 cyfr, np. 1234567890.", input: "numeric" },
      phone: { label: "Telefon", hint: "Np. 500 000 000; zapisze się jako +48 500 000 000.", input: "tel" },
      email: { label: "E-mail", hint: "Na stronie Kontakt, w stopce i w polityce prywatności.", input: "email" },
      address: { label: "Adres studia", where: "studia" },
      "address.street": { label: "Ulica i numer" },
      "address.postalCode": { label: "Kod pocztowy", hint: "Np. 00-001.", input: "numeric" },
      "address.locality": { label: "Miejscowość" },
      "address.region": { label: "Województwo" },
      mapUrl: { label: "Adres mapy (link pod zdjęciem mapy)", hint: "Zaczyna się od https://.", input: "url" },
      "social[].name": { label: "Nazwa serwisu", hint: "Np. Instagram." },
      "social[].url": { label: "Adres profilu", hint: "Zaczyna się od https://.", summary: "Adres", input: "url" },
      responseTimeHours: {
        label: "W ciągu ilu godzin odpowiadasz na zapytanie",
        hint: "Na stronie podziękowania i w e-mailu do klienta.",
        unit: "godziny",
        summary: "Czas odpowiedzi na zapytanie",
      },
    },
    lists: {
      social: { label: "Profile w serwisach społecznościowych", item: "profil", itemGenitive: "profilu", titleField: "name" },
    },
  },
  trainer: {
    fields: {
      name: { label: "Imię i nazwisko" },
      jobTitle: { label: "Kim jesteś (pod imieniem)", hint: "Np. Certyfikowany trener personalny.", summary: "Podpis pod imieniem" },
      portrait: { label: "Zdjęcie portretowe", hint: "Na stronie głównej, w części „Kim jestem”." },
      portraitAlt: { label: "Opis zdjęcia dla osób niewidomych", summary: "Opis zdjęcia portretowego dla osób niewidomych" },
      portraitFocus: {
        label: "Co ma zostać widoczne, gdy strona przycina zdjęcie",
        hint: "Np. „góra”, gdy twarz jest u góry zdjęcia.",
        choice: true,
        summary: "Kadrowanie zdjęcia portretowego",
      },
      shortBio: { label: "Krótko o sobie", hint: "Na stronie głównej.", long: true },
      careerStartYear: {
        label: "Rok, w którym zaczęła się praca z klientami",
        hint: "Z niego liczą się lata pracy.",
        summary: "Rok rozpoczęcia pracy z klientami",
      },
      "bio[]": { label: "Akapit", long: true },
      "certificates[].name": { label: "Nazwa" },
      "certificates[].issuer": { label: "Kto wydał", summary: "Wystawca" },
      "certificates[].year": { label: "Rok", summary: "Rok uzyskania" },
    },
    lists: {
      bio: { label: "O mnie — dłuższy opis", item: "akapit", itemGenitive: "akapitu" },
      certificates: {
        label: "Certyfikaty i uprawnienia",
        hint: "Na stronie Osiągnięcia.",
        item: "certyfikat",
        itemGenitive: "certyfikatu",
        titleField: "name",
      },
    },
  },
  offer: {
    fields: {
      "services[].slug": {
        label: "Identyfikator w adresie",
        hint: "Strona tworzy go sama z nazwy. Małe litery bez polskich znaków, cyfry i łączniki (-), np. dieta.",
        advanced: true,
      },
      "services[].name": { label: "Nazwa" },
      "services[].nameAccusative": { label: "Nazwa po „Zapytaj o …”", hint: "Np. dietę.", summary: "Nazwa {where} w przycisku „Zapytaj o …”" },
      "services[].icon": { label: "Ikona", choice: true },
      "services[].summary": { label: "Opis", long: true },
      "services[].includes[]": { label: "Co obejmuje" },
      "packages[].slug": {
        label: "Identyfikator w adresie",
        hint: "Strona tworzy go sama z nazwy. Małe litery bez polskich znaków, cyfry i łączniki (-), np. pakiet-8-treningow. Stare linki z innym identyfikatorem dalej działają.",
        advanced: true,
      },
      "packages[].name": { label: "Nazwa" },
      "packages[].price": { label: "Cena", hint: "Brutto, w pełnych złotych, np. 150.", unit: "zł" },
      "packages[].sessions": {
        label: "Liczba treningów w cenie",
        hint: "Np. 8. Strona sama napisze „za 8 treningów (130 zł za trening)”, a przy 1 — „za trening” i jego czas z rezerwacji. 0, jeśli to nie treningi.",
        unit: "treningi",
      },
      "packages[].per": {
        label: "Okres, za który jest cena (gdy nie są to treningi)",
        hint: "Np. za miesiąc. Przy liczbie treningów większej od zera zostaw puste.",
        summary: "Okres ceny",
      },
      "packages[].description": { label: "Opis", long: true },
      "packages[].includes[]": { label: "Co obejmuje" },
      "packages[].featured": { label: "Wyróżniony jako „Najczęściej wybierany”", summary: "Wyróżnienie „Najczęściej wybierany” dla {where}" },
      "notes[]": { label: "Uwaga", long: true },
    },
    lists: {
      services: { label: "Czym się zajmuję (trzy filary)", item: "filar", itemGenitive: "filaru", titleField: "name" },
      "services[].includes": { label: "Co obejmuje", item: "punkt", itemGenitive: "punktu" },
      packages: { label: "Pakiety i ceny", hint: "Na stronie Oferta, w tej kolejności.", item: "pakiet", itemGenitive: "pakietu", titleField: "name" },
      "packages[].includes": { label: "Co obejmuje", item: "punkt", itemGenitive: "punktu" },
      notes: { label: "Uwagi pod cennikiem", item: "uwagę", itemGenitive: "uwagi" },
    },
  },
  home: {
    fields: {
      heroPhoto: { label: "Duże zdjęcie na górze strony", hint: "Na komputerach, obok nagłówka.", summary: "Duże zdjęcie na górze strony głównej" },
      heroPhotoAlt: { label: "Opis tego zdjęcia dla osób niewidomych", summary: "Opis dużego zdjęcia dla osób niewidomych" },
      heroPhotoFocus: {
        label: "Co ma zostać widoczne, gdy strona przycina zdjęcie",
        hint: "Np. „góra”, gdy twarz jest u góry zdjęcia.",
        choice: true,
        summary: "Kadrowanie dużego zdjęcia",
      },
      "audience[]": { label: "Punkt listy" },
      "steps[].title": { label: "Tytuł kroku" },
      "steps[].text": { label: "Opis kroku", long: true, summary: "Opis" },
      "testimonials[].quote": { label: "Opinia", long: true, summary: "Treść" },
      "testimonials[].author": { label: "Kto", hint: "Np. Kasia, 29 lat." },
      "testimonials[].context": { label: "Z czego korzysta", hint: "Np. prowadzenie online.", summary: "Usługa, z której korzysta autor {where}" },
      "faq[].question": { label: "Pytanie" },
      "faq[].answer": { label: "Odpowiedź", long: true },
    },
    lists: {
      audience: { label: "Zapraszam, jeśli…", item: "punkt", itemGenitive: "punktu" },
      steps: { label: "Jak pracujemy (kroki)", item: "krok", itemGenitive: "kroku", titleField: "title" },
      testimonials: { label: "Opinie klientów", item: "opinię", itemGenitive: "opinii", titleField: "author" },
      faq: { label: "Pytania i odpowiedzi", item: "pytanie", itemGenitive: "pytania", titleField: "question", where: "na pytanie {title}" },
    },
  },
  gallery: {
    fields: {
      "items[].photo": { label: "Zdjęcie", summary: "Plik" },
      "items[].alt": {
        label: "Opis zdjęcia dla osób niewidomych",
        hint: "Co widać na zdjęciu, co najmniej 10 znaków.",
        summary: "Opis {where} dla osób niewidomych",
      },
      "items[].caption": { label: "Podpis pod zdjęciem" },
    },
    lists: {
      items: { label: "Zdjęcia w galerii", hint: "W tej kolejności na stronie Galeria.", item: "zdjęcie", itemGenitive: "zdjęcia", titleField: "caption" },
    },
  },
  achievements: {
    fields: {
      "competitions[].year": { label: "Rok" },
      "competitions[].name": { label: "Zawody" },
      "competitions[].result": { label: "Wynik", hint: "Np. 1. miejsce, kat. 83 kg (miejsca 1–3 liczą się jako podium)." },
      "transformations[].client": { label: "Kto", hint: "Np. Pani Anna." },
      "transformations[].durationLocative": { label: "Po jakim czasie", hint: "Jak po „Po …”, np. 6 miesiącach.", summary: "Czas trwania" },
      "transformations[].result": { label: "Efekt" },
      "transformations[].story": { label: "Historia", long: true },
      "transformations[].before": { label: "Zdjęcie „przed”" },
      "transformations[].after": { label: "Zdjęcie „po”" },
      consentNote: { label: "Informacja o zgodzie klientów", long: true },
    },
    lists: {
      competitions: { label: "Starty w zawodach", item: "start", itemGenitive: "startu", titleField: "name" },
      transformations: {
        label: "Metamorfozy klientów",
        hint: "Tylko za pisemną zgodą klienta.",
        item: "metamorfozę",
        itemGenitive: "metamorfozy",
        titleField: "client",
      },
    },
  },
  pages: {
    fields: {
      ...Object.fromEntries(Object.entries(pageNames).flatMap(([page, group]) => [[page, group], ...Object.entries(pageLabels(page))])),
      notFound: { label: "Strona, której nie ma (błąd 404)", where: "strony błędu 404" },
      "notFound.title": { label: "Tytuł" },
      "notFound.message": { label: "Komunikat" },
    },
    lists: {},
  },
  privacy: {
    fields: {
      hostingProvider: { label: "Firma, na której serwerze działa strona", hint: "Trzyma bazę strony: zapytania, rezerwacje i e-maile czekające na wysłanie." },
      emailProvider: {
        label: "Dostawca poczty e-mail",
        hint: "Firma, przez którą strona wysyła e-maile (Tobie i klientom), i ta, u której masz skrzynkę; jeśli to dwie firmy, wpisz obie.",
      },
      accountingOffice: { label: "Biuro rachunkowe", hint: "Zostaw puste, jeśli nie korzystasz." },
      claimsYears: { label: "Przedawnienie roszczeń z umowy (lata)", unit: "lata" },
      taxRecordsYears: { label: "Przechowywanie dokumentów podatkowych (lata)", unit: "lata" },
      serverLogDays: { label: "Przechowywanie dziennika serwera (dni)", unit: "dni" },
      backupDays: { label: "Przechowywanie kopii zapasowych (dni)", unit: "dni" },
      calendarProvider: {
        label: "Kalendarz, w którym widzisz rezerwacje",
        summary: "Kalendarz z rezerwacjami",
        hint: "Firma, której kalendarz subskrybuje adres z Kalendarza w panelu, np. Google Ireland Limited (Kalendarz Google). Zostaw puste, jeśli go nie dodajesz.",
      },
      calendarFeedFull: {
        label: "Pełne dane klientów w tym kalendarzu",
        hint: "Zaznaczone: nazwisko, telefon, e-mail, cena i uwagi. Niezaznaczone: tylko imię i usługa, reszta w panelu.",
      },
      videoCallProvider: {
        label: "Usługa do spotkań online",
        hint: "Np. Google Ireland Limited (Google Meet). Zostaw puste, jeśli nie prowadzisz spotkań online.",
      },
      blockMonths: {
        label: "Jak długo trwa blokada adresu e-mail (miesiące)",
        hint: "Po „Odwołaj i zablokuj ten e-mail”.",
        unit: "miesiące",
        summary: "Czas blokady adresu e-mail",
      },
      updated: { label: "Data ostatniej aktualizacji", input: "date" },
    },
    lists: {},
  },
  contactPage: {
    fields: {
      mapPhoto: { label: "Zdjęcie mapy", hint: "Na stronie Kontakt; prowadzi do adresu mapy z „Dane kontaktowe”." },
      mapAlt: { label: "Opis mapy dla osób niewidomych" },
    },
    lists: {},
  },
  booking: bookingLabels,
};

/** The label of the field at `path` ("packages.0.price" → "packages[].price"). */
export function labelOf(section: SectionKey, path: readonly (string | number)[]): FieldLabel | undefined {
  return fieldLabels[section].fields[patternOf(path)];
}

export function listLabelOf(section: SectionKey, path: readonly (string | number)[]): ListLabel | undefined {
  return fieldLabels[section].lists[patternOf(path)];
}

/** "packages", 0, "price" → "packages[].price"; a top-level list's items → "items[].photo". */
export function patternOf(path: readonly (string | number)[]): string {
  return path.reduce<string>((pattern, part) => (typeof part === "number" ? `${pattern}[]` : pattern ? `${pattern}.${part}` : part), "");
}

/** The names a select offers for the fixed choices of a few fields. */
export const choiceLabels: Record<string, string> = {
  center: "środek",
  top: "góra",
  bottom: "dół",
  left: "lewa strona",
  right: "prawa strona",
  plan: "Plan (notes z ołówkiem)",
  diet: "Dieta (jabłko)",
  supplements: "Suplementy (kapsułka)",
  ...placeLabels,
};

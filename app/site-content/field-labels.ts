import type { SectionKey } from "./sections";
import { bookingLabels, placeLabels } from "./booking-field-labels";

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
  /** Shown after the value in the summary of a change: "1100 zł". */
  unit?: string;
};

/** A list's items: "Dodaj pakiet", "Cena pakietu «…»". */
export type ListLabel = FieldLabel & {
  /** One item, as in "Usuń pakiet". */
  item: string;
  /** One item in the genitive, as in "Cena pakietu «…»". */
  itemGenitive: string;
  /** The field whose value names an item in headings and summaries. */
  titleField?: string;
};

type SectionLabels = { fields: Record<string, FieldLabel>; lists: Record<string, ListLabel> };

const pageLabels = (page: string): Record<string, FieldLabel> => ({
  [`${page}.title`]: { label: "Tytuł w karcie przeglądarki i w Google", hint: "Najwyżej 70 znaków." },
  [`${page}.description`]: { label: "Opis w wynikach wyszukiwania", hint: "Od 50 do 170 znaków.", long: true },
  [`${page}.heading`]: { label: "Nagłówek na stronie" },
  [`${page}.lead`]: { label: "Tekst pod nagłówkiem", long: true },
});

const pageNames: Record<string, string> = {
  home: "Strona główna",
  offer: "Oferta",
  gallery: "Galeria",
  achievements: "Osiągnięcia",
  contact: "Kontakt",
  booking: "Rezerwacja",
  thanks: "Podziękowanie po wysłaniu formularza",
  privacy: "Polityka prywatności",
};

export const fieldLabels: Record<SectionKey, SectionLabels> = {
  business: {
    fields: {
      name: { label: "Nazwa strony", hint: "W stopce, w tytułach i w wynikach wyszukiwania." },
      legalName: { label: "Nazwa firmy (z wpisu w CEIDG)", hint: "W stopce i w polityce prywatności." },
      taxId: { label: "NIP", hint: "10 cyfr bez kresek." },
      phone: { label: "Telefon", hint: "Np. 500 000 000; zapisze się jako +48 500 000 000." },
      email: { label: "E-mail", hint: "Na stronie Kontakt, w stopce i w polityce prywatności." },
      address: { label: "Adres studia" },
      "address.street": { label: "Ulica i numer" },
      "address.postalCode": { label: "Kod pocztowy", hint: "Np. 00-001." },
      "address.locality": { label: "Miejscowość" },
      "address.region": { label: "Województwo" },
      mapUrl: { label: "Adres mapy (link pod zdjęciem mapy)", hint: "Zaczyna się od https://." },
      "social[].name": { label: "Nazwa serwisu", hint: "Np. Instagram." },
      "social[].url": { label: "Adres profilu", hint: "Zaczyna się od https://." },
      "openingHours[].days": { label: "Dni (tak, jak mają być napisane)", hint: "Np. poniedziałek–piątek." },
      "openingHours[].dayCodes": { label: "Te same dni dla wyszukiwarek" },
      "openingHours[].opens": { label: "Od godziny", hint: "Np. 07:00." },
      "openingHours[].closes": { label: "Do godziny", hint: "Np. 21:00." },
      priceRange: { label: "Przedział cen dla wyszukiwarek", hint: "Np. 120–1440 zł." },
      responseTimeHours: { label: "W ciągu ilu godzin odpowiadasz na zapytanie", hint: "Na stronie podziękowania i w e-mailu do klienta.", unit: "h" },
    },
    lists: {
      social: { label: "Profile w serwisach społecznościowych", item: "profil", itemGenitive: "profilu", titleField: "name" },
      openingHours: { label: "Godziny pracy", item: "godziny", itemGenitive: "godzin", titleField: "days" },
    },
  },
  trainer: {
    fields: {
      name: { label: "Imię i nazwisko" },
      jobTitle: { label: "Kim jesteś (pod imieniem)", hint: "Np. Certyfikowany trener personalny." },
      portrait: { label: "Zdjęcie portretowe", hint: "Na stronie głównej, w części „Kim jestem”." },
      portraitAlt: { label: "Opis zdjęcia dla osób niewidomych" },
      portraitFocus: { label: "Co ma zostać widoczne, gdy strona przycina zdjęcie", hint: "Np. „góra”, gdy twarz jest u góry zdjęcia." },
      shortBio: { label: "Krótko o sobie", hint: "Na stronie głównej.", long: true },
      careerStartYear: { label: "Rok, w którym zaczęła się praca z klientami", hint: "Z niego liczą się lata pracy." },
      "bio[]": { label: "Akapit", long: true },
      "certificates[].name": { label: "Nazwa" },
      "certificates[].issuer": { label: "Kto wydał" },
      "certificates[].year": { label: "Rok" },
    },
    lists: {
      bio: { label: "O mnie — dłuższy opis", item: "akapit", itemGenitive: "akapitu" },
      certificates: { label: "Certyfikaty i uprawnienia", hint: "Na stronie Osiągnięcia.", item: "certyfikat", itemGenitive: "certyfikatu", titleField: "name" },
    },
  },
  offer: {
    fields: {
      "services[].slug": { label: "Identyfikator w adresie", hint: "Małe litery bez polskich znaków i myślniki, np. dieta." },
      "services[].name": { label: "Nazwa" },
      "services[].nameAccusative": { label: "Nazwa po „Zapytaj o …”", hint: "Np. dietę." },
      "services[].icon": { label: "Ikona" },
      "services[].summary": { label: "Opis", long: true },
      "services[].includes[]": { label: "Co obejmuje" },
      "packages[].slug": { label: "Identyfikator w adresie", hint: "Małe litery bez polskich znaków i myślniki, np. pakiet-8-treningow. Stare linki z innym identyfikatorem dalej działają." },
      "packages[].name": { label: "Nazwa" },
      "packages[].price": { label: "Cena", hint: "Brutto, w pełnych złotych, np. 150.", unit: "zł" },
      "packages[].per": { label: "Za co jest ta cena", hint: "Np. za trening (60 minut)." },
      "packages[].description": { label: "Opis", long: true },
      "packages[].includes[]": { label: "Co obejmuje" },
      "packages[].featured": { label: "Wyróżniony jako „Najczęściej wybierany”" },
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
      heroPhoto: { label: "Duże zdjęcie na górze strony", hint: "Na komputerach, obok nagłówka." },
      heroPhotoAlt: { label: "Opis tego zdjęcia dla osób niewidomych" },
      heroPhotoFocus: { label: "Co ma zostać widoczne, gdy strona przycina zdjęcie", hint: "Np. „góra”, gdy twarz jest u góry zdjęcia." },
      "audience[]": { label: "Punkt listy" },
      "steps[].title": { label: "Tytuł kroku" },
      "steps[].text": { label: "Opis kroku", long: true },
      "testimonials[].quote": { label: "Opinia", long: true },
      "testimonials[].author": { label: "Kto", hint: "Np. Kasia, 29 lat." },
      "testimonials[].context": { label: "Z czego korzysta", hint: "Np. prowadzenie online." },
      "faq[].question": { label: "Pytanie" },
      "faq[].answer": { label: "Odpowiedź", long: true },
    },
    lists: {
      audience: { label: "Zapraszam, jeśli…", item: "punkt", itemGenitive: "punktu" },
      steps: { label: "Jak pracujemy (kroki)", item: "krok", itemGenitive: "kroku", titleField: "title" },
      testimonials: { label: "Opinie klientów", item: "opinię", itemGenitive: "opinii", titleField: "author" },
      faq: { label: "Pytania i odpowiedzi", item: "pytanie", itemGenitive: "pytania", titleField: "question" },
    },
  },
  gallery: {
    fields: {
      "items[].photo": { label: "Zdjęcie" },
      "items[].alt": { label: "Opis zdjęcia dla osób niewidomych", hint: "Co widać na zdjęciu, co najmniej 10 znaków." },
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
      "transformations[].durationLocative": { label: "Po jakim czasie", hint: "Jak po „Po …”, np. 6 miesiącach." },
      "transformations[].result": { label: "Efekt" },
      "transformations[].story": { label: "Historia", long: true },
      "transformations[].before": { label: "Zdjęcie „przed”" },
      "transformations[].after": { label: "Zdjęcie „po”" },
      consentNote: { label: "Informacja o zgodzie klientów", long: true },
    },
    lists: {
      competitions: { label: "Starty w zawodach", item: "start", itemGenitive: "startu", titleField: "name" },
      transformations: { label: "Metamorfozy klientów", hint: "Tylko za pisemną zgodą klienta.", item: "metamorfozę", itemGenitive: "metamorfozy", titleField: "client" },
    },
  },
  pages: {
    fields: {
      ...Object.fromEntries(
        Object.entries(pageNames).flatMap(([page, name]) => [[page, { label: name }], ...Object.entries(pageLabels(page))]),
      ),
      notFound: { label: "Strona, której nie ma (błąd 404)" },
      "notFound.title": { label: "Tytuł" },
      "notFound.message": { label: "Komunikat" },
    },
    lists: {},
  },
  privacy: {
    fields: {
      hostingProvider: { label: "Firma, na której serwerze działa strona" },
      emailProvider: { label: "Dostawca poczty e-mail" },
      accountingOffice: { label: "Biuro rachunkowe", hint: "Zostaw puste, jeśli nie korzystasz." },
      claimsYears: { label: "Przedawnienie roszczeń z umowy (lata)", unit: "lat" },
      taxRecordsYears: { label: "Przechowywanie dokumentów podatkowych (lata)", unit: "lat" },
      serverLogDays: { label: "Przechowywanie dziennika serwera (dni)", unit: "dni" },
      backupDays: { label: "Przechowywanie kopii zapasowych (dni)", unit: "dni" },
      updated: { label: "Data ostatniej aktualizacji", hint: "RRRR-MM-DD, np. 2026-11-23." },
    },
    lists: {},
  },
  contactPage: {
    fields: {
      mapPhoto: { label: "Zdjęcie mapy", hint: "Na stronie Kontakt; prowadzi do adresu mapy z „Dane kontaktowe i godziny”." },
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
  Mo: "pon.",
  Tu: "wt.",
  We: "śr.",
  Th: "czw.",
  Fr: "pt.",
  Sa: "sob.",
  Su: "niedz.",
  ...placeLabels,
};

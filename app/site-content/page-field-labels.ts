// The editor's words for the pages' own sections: the home page, the gallery,
// the achievements, the map, and every page's title and description.
import type { FieldLabel, SectionLabels } from "./field-label-types";

export const homeLabels: SectionLabels = {
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
    testimonialsCheck: {
      label: "Czy i jak sprawdzasz, że opinie są od klientów",
      hint: "Strona mówi to pod opiniami, jak wymaga prawo. Wybierz „sprawdzam w rezerwacjach” tylko wtedy, gdy każdą opinię porównujesz z rezerwacjami jej autora.",
      choice: true,
      summary: "Jak sprawdzane są opinie",
    },
    "faq[].question": { label: "Pytanie" },
    "faq[].answer": { label: "Odpowiedź", long: true },
  },
  lists: {
    audience: { label: "Zapraszam, jeśli…", item: "punkt", itemGenitive: "punktu" },
    steps: { label: "Jak pracujemy (kroki)", item: "krok", itemGenitive: "kroku", titleField: "title" },
    testimonials: { label: "Opinie klientów", item: "opinię", itemGenitive: "opinii", titleField: "author" },
    faq: { label: "Pytania i odpowiedzi", item: "pytanie", itemGenitive: "pytania", titleField: "question", where: "na pytanie {title}" },
  },
};

export const galleryLabels: SectionLabels = {
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
};

export const achievementsLabels: SectionLabels = {
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
};

export const contactPageLabels: SectionLabels = {
  fields: {
    mapPhoto: { label: "Zdjęcie mapy", hint: "Na stronie Kontakt; prowadzi do adresu mapy z „Dane kontaktowe”." },
    mapAlt: { label: "Opis mapy dla osób niewidomych" },
  },
  lists: {},
};

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

export const pagesLabels: SectionLabels = {
  fields: {
    ...Object.fromEntries(Object.entries(pageNames).flatMap(([page, group]) => [[page, group], ...Object.entries(pageLabels(page))])),
    notFound: { label: "Strona, której nie ma (błąd 404)", where: "strony błędu 404" },
    "notFound.title": { label: "Tytuł" },
    "notFound.message": { label: "Komunikat" },
  },
  lists: {},
};

// The editor's words for the booking settings ("Rezerwacje"): a file of its
// own beside field-labels.ts, which gathers every section's.
import type { FieldLabel, ListLabel } from "./field-labels";

const weekdayNames = {
  monday: "Poniedziałek",
  tuesday: "Wtorek",
  wednesday: "Środa",
  thursday: "Czwartek",
  friday: "Piątek",
  saturday: "Sobota",
  sunday: "Niedziela",
};

const rangeLabels = (path: string): Record<string, FieldLabel> => ({
  [`${path}[].from`]: { label: "Od", hint: "Np. 07:00." },
  [`${path}[].to`]: { label: "Do", hint: "Np. 21:00 (24:00 to północ)." },
});

export const bookingLabels: { fields: Record<string, FieldLabel>; lists: Record<string, ListLabel> } = {
  fields: {
    "services[].slug": { label: "Identyfikator w adresie", hint: "Małe litery bez polskich znaków i myślniki, np. trening-personalny." },
    "services[].name": { label: "Nazwa", hint: "Tak, jak widzi ją klient, np. Bezpłatna konsultacja." },
    "services[].durationMinutes": { label: "Czas trwania", hint: "W minutach, wielokrotność 5, np. 60.", unit: "min" },
    "services[].place": { label: "Miejsce" },
    "services[].price": { label: "Cena", hint: "Brutto, w pełnych złotych; 0 to bezpłatnie.", unit: "zł" },
    "services[].offerSlugs[]": { label: "Identyfikator pakietu z oferty", hint: "Np. pakiet-8-treningow." },
    weeklyHours: { label: "Godziny w tygodniu", hint: "Kiedy można się umówić. Dzień bez godzin jest zamknięty." },
    ...Object.fromEntries(Object.entries(weekdayNames).flatMap(([day, name]) => [[`weeklyHours.${day}`, { label: name }], ...Object.entries(rangeLabels(`weeklyHours.${day}`))])),
    "exceptions[].from": { label: "Od dnia", hint: "RRRR-MM-DD, np. 2027-07-01." },
    "exceptions[].to": { label: "Do dnia (włącznie)", hint: "Ten sam dzień, jeśli to jeden dzień." },
    ...rangeLabels("exceptions[].hours"),
    "exceptions[].note": { label: "Notatka (tylko dla Ciebie)", hint: "Np. urlop, szkolenie." },
    startEveryMinutes: { label: "Co ile minut można zacząć", hint: "Np. 30: 7:00, 7:30, 8:00…", unit: "min" },
    bufferMinutes: { label: "Przerwa po każdym spotkaniu", hint: "Czas na przygotowanie sali lub dojazd.", unit: "min" },
    minNoticeHours: { label: "Najwcześniej na ile godzin przed terminem", hint: "Np. 12: nikt nie zarezerwuje terminu za 2 godziny.", unit: "h" },
    horizonDays: { label: "Na ile dni naprzód", hint: "Np. 30.", unit: "dni" },
    maxPerDay: { label: "Najwięcej rezerwacji jednego dnia" },
    maxFuturePerEmail: { label: "Najwięcej przyszłych rezerwacji na jeden adres e-mail", hint: "Chroni kalendarz przed zapełnieniem przez jedną osobę lub program." },
    cancelCutoffHours: { label: "Do ilu godzin przed terminem klient może odwołać lub przełożyć", hint: "Później strona prosi o telefon.", unit: "h" },
  },
  lists: {
    services: { label: "Usługi do rezerwacji", hint: "Na stronie Rezerwacja, w tej kolejności.", item: "usługę", itemGenitive: "usługi", titleField: "name" },
    "services[].offerSlugs": { label: "Pakiety z oferty z przyciskiem „Zarezerwuj termin”", item: "pakiet", itemGenitive: "pakietu" },
    ...Object.fromEntries(
      Object.entries(weekdayNames).map(([day, name]) => [`weeklyHours.${day}`, { label: name, item: "godziny", itemGenitive: "godzin" }]),
    ),
    exceptions: {
      label: "Wyjątki: dni wolne, urlopy, inne godziny",
      hint: "Dzień bez godzin jest zamknięty; podane godziny zastępują zwykłe (także w święto). Święta państwowe są zamknięte same.",
      item: "wyjątek",
      itemGenitive: "wyjątku",
      titleField: "from",
    },
    "exceptions[].hours": { label: "Godziny tego dnia", hint: "Puste: dzień wolny.", item: "godziny", itemGenitive: "godzin" },
  },
};

export const placeLabels = { studio: "W studiu", online: "Online", outdoors: "W plenerze" };

// The editor's words for the booking settings ("Rezerwacje"): a file of its
// own beside field-labels.ts, which gathers every section's.
import { WEEKDAYS } from "~content/booking-schema";
import { onWeekday, weekdayIn } from "~/lib/polish-grammar";
import type { FieldLabel, ListLabel, SectionLabels } from "./field-label-types";

/** Each day's name, and when it is in a summary: "Godziny pracy w poniedziałek: od 07:00 → 08:00". */
const weekdays = Object.fromEntries(
  WEEKDAYS.map((day) => {
    const name = weekdayIn(day, "nominative");
    return [day, { name: name[0]!.toUpperCase() + name.slice(1), on: onWeekday(day) }];
  }),
);

const rangeLabels = (path: string): Record<string, FieldLabel> => ({
  [`${path}[].from`]: { label: "Od", summary: "Godziny pracy {where}: od {change}", input: "time" },
  [`${path}[].to`]: { label: "Do", summary: "Godziny pracy {where}: do {change}", input: "time" },
});

/** A day's hours, a list of ranges: "Dodano godziny pracy w sobotę: 09:00–13:00". */
const hoursList = (label: string, where: string, hint?: string): ListLabel => ({
  label,
  ...(hint ? { hint } : {}),
  item: "godziny",
  itemGenitive: "godzin",
  where,
  added: "Dodano godziny pracy {where}: {title}",
  removed: "Usunięto godziny pracy {where}: {title}",
});

export const bookingLabels: SectionLabels = {
  fields: {
    "services[].slug": {
      label: "Identyfikator w adresie",
      hint: "Strona tworzy go sama z nazwy. Małe litery bez polskich znaków, cyfry i łączniki (-), np. trening-personalny.",
      advanced: true,
    },
    "services[].package": { label: "Pozycja cennika", hint: "Usługa z cennika ma jego nazwę i cenę: zmieniasz je tylko w „Oferta i cennik”." },
    "services[].name": {
      label: "Nazwa (tylko spoza cennika)",
      hint: "Tak, jak widzi ją klient, np. Bezpłatna konsultacja. Przy pozycji cennika zostaw puste.",
    },
    "services[].durationMinutes": { label: "Czas trwania", hint: "W minutach, wielokrotność 5, np. 60.", unit: "minuty" },
    "services[].place": { label: "Miejsce", choice: true },
    "services[].price": {
      label: "Cena (tylko spoza cennika)",
      hint: "Brutto, w pełnych złotych; 0 to bezpłatnie. Przy pozycji cennika zostaw puste.",
      unit: "zł",
    },
    "services[].offerSlugs": {
      label: "Pakiety, z których klient rezerwuje tę usługę",
      hint: "Przy nich na stronie Oferta pojawi się „Kup pakiet”: klient zamawia pakiet i od razu rezerwuje pierwszy trening.",
      summary: "Pakiety z przyciskiem „Kup pakiet” dla {where}",
    },
    "services[].seats": {
      label: "Liczba miejsc",
      hint: "1 to trening indywidualny. 2 to trening w parze, więcej to mała grupa: kolejne osoby zapisują się na tę samą godzinę, aż zabraknie miejsc.",
    },
    "services[].minSeats": {
      label: "Minimum osób (tylko dla par i grup)",
      hint: "Np. 3: gdy zapisze się mniej osób, strona zapyta Cię, czy zajęcia się odbędą. Bez minimum zostaw puste.",
    },
    "services[].decideHoursBefore": {
      label: "Kiedy zapytać o zajęcia poniżej minimum",
      hint: "Ile godzin przed zajęciami, np. 24. Liczy się tylko przy podanym minimum.",
      unit: "godziny",
      summary: "Pytanie o zajęcia poniżej minimum przed ich początkiem dla {where}",
    },
    "services[].payOnline": {
      label: "Płatność",
      hint: "Online przy rezerwacji: klient płaci BLIK-iem, przelewem lub kartą, zanim termin będzie jego (działa po wklejeniu kluczy Przelewy24 albo Stripe). Bez nich strona przyjmuje rezerwację jak przy płatności na miejscu.",
      choice: true,
    },
    "services[].deposit": {
      label: "Zadatek (tylko przy zadatku)",
      hint: "W pełnych złotych, np. 50: resztę klient płaci na miejscu. Przy odwołaniu w terminie zadatek wraca do klienta.",
      unit: "zł",
    },
    weeklyHours: { label: "Godziny w tygodniu", hint: "Kiedy można się umówić. Dzień bez godzin jest wolny; „do 00:00” to do północy." },
    ...Object.fromEntries(
      Object.entries(weekdays).flatMap(([day, { name }]) => [[`weeklyHours.${day}`, { label: name }], ...Object.entries(rangeLabels(`weeklyHours.${day}`))]),
    ),
    "exceptions[].from": { label: "Od dnia", summary: "Pierwszy dzień {where}", input: "date" },
    "exceptions[].to": { label: "Do dnia (włącznie)", hint: "Ten sam dzień, jeśli to jeden dzień.", summary: "Ostatni dzień {where}", input: "date" },
    ...rangeLabels("exceptions[].hours"),
    "exceptions[].note": { label: "Notatka (tylko dla Ciebie)", hint: "Np. urlop, szkolenie.", summary: "Notatka do {where}" },
    startEveryMinutes: {
      label: "Co ile minut można zacząć",
      hint: "Np. 30: 7:00, 7:30, 8:00…",
      unit: "minuty",
      summary: "Odstęp między godzinami rozpoczęcia",
      brief: "start co {value} min",
    },
    bufferMinutes: { label: "Przerwa po każdym spotkaniu", hint: "Czas na przygotowanie sali lub dojazd.", unit: "minuty", brief: "przerwa {value} min" },
    minNoticeHours: {
      label: "Najpóźniej na ile godzin przed terminem można go zarezerwować",
      hint: "Np. 12: termin o 20:00 można zarezerwować najpóźniej o 8:00 tego dnia.",
      unit: "godziny",
      summary: "Rezerwacja najpóźniej przed terminem",
      brief: "rezerwacja do {value} h przed",
    },
    horizonDays: {
      label: "Najwcześniej na ile dni przed terminem można go zarezerwować",
      hint: "Np. 30: strona pokazuje wolne terminy na 30 dni naprzód.",
      unit: "dni",
      summary: "Rezerwacja najwcześniej przed terminem",
      brief: "{value} dni naprzód",
    },
    maxPerDay: { label: "Najwięcej rezerwacji jednego dnia", brief: "do {value} dziennie" },
    maxFuturePerEmail: {
      label: "Najwięcej przyszłych rezerwacji na jeden adres e-mail",
      hint: "Chroni kalendarz przed zapełnieniem przez jedną osobę lub program. Liczą się tylko rezerwacje zrobione przez klienta na stronie: te wpisane w panelu nie blokują mu rezerwacji online.",
      brief: "do {value} naraz na jeden e-mail",
    },
    cancelCutoffHours: {
      label: "Najpóźniej na ile godzin przed terminem klient może go odwołać lub przełożyć",
      hint: "Później strona prosi o telefon. Nowy termin odwołania dotyczy rezerwacji zrobionych od teraz; potwierdzone wcześniej zachowują swój.",
      unit: "godziny",
      summary: "Odwołanie lub przełożenie przez klienta najpóźniej przed terminem",
      brief: "odwołanie do {value} h przed",
    },
    paymentMinutes: {
      label: "Czas na płatność online przy rezerwacji",
      hint: "Ile minut termin czeka na płatność, zanim wróci do wolnych, np. 15. Kod BLIK wystarczy wpisać w 2 minuty; na szybki przelew z banku lepiej zostawić 15–30. Puste: 15 minut. W Stripe termin czeka co najmniej 31 minut.",
      unit: "minuty",
      brief: "płatność online w {value} min",
    },
    noShowCountsAsSession: {
      label: "Nieobecność bez odwołania liczy się jako trening",
      hint: "Zaznaczone: nieobecność zużywa trening z pakietu klienta, tak jak trening, który się odbył. Strona mówi o tym klientom w ofercie, przy rezerwacji i w potwierdzeniu.",
      brief: "nieobecność liczy się jako trening: {value}",
    },
    reviewUrl: {
      label: "Adres, pod którym klienci wystawiają Ci opinię (Google lub Facebook)",
      hint: "Np. link „Poproś o opinie” z profilu firmy w Google. Puste: strona nie prosi klientów o opinię.",
      input: "url",
      brief: "opinie: {value}",
    },
    reviewAfterSessions: {
      label: "Po ilu treningach, które się odbyły, poprosić klienta o opinię",
      hint: "Każdy klient dostaje prośbę tylko raz, e-mailem albo na telefon, z możliwością odmowy jednym dotknięciem. 0: nie proś.",
      unit: "treningi",
      input: "numeric",
      brief: "opinia po treningach: {value}",
    },
  },
  lists: {
    services: { label: "Usługi do rezerwacji", hint: "Na stronie Rezerwacja, w tej kolejności.", item: "usługę", itemGenitive: "usługi", titleField: "name" },
    "services[].offerSlugs": { label: "Pakiety z oferty z przyciskiem „Kup pakiet”", item: "pakiet", itemGenitive: "pakietu" },
    ...Object.fromEntries(Object.entries(weekdays).map(([day, { name, on }]) => [`weeklyHours.${day}`, hoursList(name, on)])),
    exceptions: {
      label: "Wyjątki: dni wolne, urlopy, inne godziny",
      hint: "Wyjątek bez godzin to dzień wolny; podane godziny zastępują zwykłe, także w święto. W święta państwowe strona sama nie przyjmuje rezerwacji — tych dni nie trzeba tu wpisywać.",
      item: "wyjątek",
      itemGenitive: "wyjątku",
      titleField: "from",
      where: "wyjątku od {title}",
      added: "Dodano wyjątek od {title}",
      removed: "Usunięto wyjątek od {title}",
    },
    "exceptions[].hours": hoursList("Godziny tego dnia", "w {outer}", "Puste: dzień wolny."),
  },
};

export const placeLabels = { studio: "W studiu", online: "Online", outdoors: "W plenerze" };

/** The payment choices of a service ("at_session" is the terms' own label). */
export const payOnlineLabels = { online_full: "Online przy rezerwacji: całość", online_deposit: "Online przy rezerwacji: zadatek, reszta na miejscu" };

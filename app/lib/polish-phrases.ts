import { countedPhrase } from "./polish-plural";

// Phrases that put a number from the content or the configuration into a
// sentence, each in the form the whole phrase needs for that number.

/** "w ciągu godziny", "w ciągu 2 godzin", "w ciągu 24 godzin". */
export const withinHours = (hours: number) => countedPhrase(hours, { one: "w ciągu godziny", few: "w ciągu {count} godzin", many: "w ciągu {count} godzin" });

/** "w ciągu tygodnia", "w ciągu 2 tygodni", "w ciągu 6 tygodni": a package's validity in a sentence. */
export const withinWeeks = (weeks: number) =>
  countedPhrase(weeks, { one: "w ciągu tygodnia", few: "w ciągu {count} tygodni", many: "w ciągu {count} tygodni" });

/** "w ciągu dnia", "w ciągu 14 dni". */
export const withinDays = (days: number) => countedPhrase(days, { one: "w ciągu dnia", few: "w ciągu {count} dni", many: "w ciągu {count} dni" });

/** "przez 1 miesiąc", "przez 24 miesiące", "przez 36 miesięcy". */
export const forMonths = (months: number) =>
  countedPhrase(months, { one: "przez {count} miesiąc", few: "przez {count} miesiące", many: "przez {count} miesięcy" });

/** "przez 1 rok", "przez 5 lat", "przez 22 lata". */
export const forYears = (years: number) => countedPhrase(years, { one: "przez {count} rok", few: "przez {count} lata", many: "przez {count} lat" });

/** "przez 1 dzień", "przez 14 dni", "przez 30 dni". */
export const forDays = (days: number) => countedPhrase(days, { one: "przez {count} dzień", few: "przez {count} dni", many: "przez {count} dni" });

/** "po 1 roku", "po 6 latach". */
export const afterYears = (years: number) => countedPhrase(years, { one: "po {count} roku", few: "po {count} latach", many: "po {count} latach" });

/** "po 1 dniu", "po 14 dniach". */
/** "po 1 miesiącu", "po 3 miesiącach", "po 12 miesiącach". */
export const afterMonths = (months: number) =>
  countedPhrase(months, { one: "po {count} miesiącu", few: "po {count} miesiącach", many: "po {count} miesiącach" });

export const afterDays = (days: number) => countedPhrase(days, { one: "po {count} dniu", few: "po {count} dniach", many: "po {count} dniach" });

/** "najwyżej 1 znak", "najwyżej 2 znaki", "najwyżej 2000 znaków". */
export const atMostCharacters = (limit: number) =>
  countedPhrase(limit, { one: "najwyżej {count} znak", few: "najwyżej {count} znaki", many: "najwyżej {count} znaków" });

/** "co najmniej 1 znak", "co najmniej 2 znaki", "co najmniej 10 znaków". */
export const atLeastCharacters = (limit: number) =>
  countedPhrase(limit, { one: "co najmniej {count} znak", few: "co najmniej {count} znaki", many: "co najmniej {count} znaków" });

/** "1 zapytanie", "2 zapytania", "5 zapytań". */
export const enquiryCount = (count: number) => countedPhrase(count, { one: "{count} zapytanie", few: "{count} zapytania", many: "{count} zapytań" });

// Counts as a summary or a message states them, after a colon or a verb
// ("Czas trwania: 1 godzina → 2 godziny"): the nominative.

/** "1 rok", "3 lata", "6 lat". */
export const yearCount = (count: number) => countedPhrase(count, { one: "{count} rok", few: "{count} lata", many: "{count} lat" });

/** "1 miesiąc", "2 miesiące", "12 miesięcy". */
export const monthCount = (count: number) => countedPhrase(count, { one: "{count} miesiąc", few: "{count} miesiące", many: "{count} miesięcy" });

/** "1 dzień", "2 dni", "14 dni". */
export const dayCount = (count: number) => countedPhrase(count, { one: "{count} dzień", few: "{count} dni", many: "{count} dni" });

/** "1 godzina", "2 godziny", "12 godzin". */
export const hourCount = (count: number) => countedPhrase(count, { one: "{count} godzina", few: "{count} godziny", many: "{count} godzin" });

/** "1 minuta", "2 minuty", "15 minut". */
export const minuteCount = (count: number) => countedPhrase(count, { one: "{count} minuta", few: "{count} minuty", many: "{count} minut" });

/** "1 trening", "2 treningi", "8 treningów". */
export const trainingCount = (count: number) => countedPhrase(count, { one: "{count} trening", few: "{count} treningi", many: "{count} treningów" });

/** "1 tydzień", "2 tygodnie", "8 tygodni". */
export const weekCount = (count: number) => countedPhrase(count, { one: "{count} tydzień", few: "{count} tygodnie", many: "{count} tygodni" });

/** A package's balance: "został 1 trening", "zostały 2 treningi", "zostało 5 treningów". */
export const trainingsLeft = (count: number) =>
  countedPhrase(count, { one: "został {count} trening", few: "zostały {count} treningi", many: "zostało {count} treningów" });

/** A package's balance out of its size: "został 1 z 8", "zostały 2 z 8", "zostało 5 z 8". */
export const leftOutOf = (count: number, total: number) =>
  countedPhrase(count, { one: `został {count} z ${total}`, few: `zostały {count} z ${total}`, many: `zostało {count} z ${total}` });

/** How long before something, in the accusative: "godzinę", "2 godziny", "12 godzin" (przed terminem). */
export const hoursBefore = (count: number) => countedPhrase(count, { one: "godzinę", few: "{count} godziny", many: "{count} godzin" });

/** What is left, in the nominative: "mniej niż godzina", "mniej niż 2 godziny", "mniej niż 12 godzin". */
export const lessThanHours = (count: number) =>
  countedPhrase(count, { one: "mniej niż godzina", few: "mniej niż {count} godziny", many: "mniej niż {count} godzin" });

/** When to try again: "za minutę", "za 2 minuty", "za 15 minut". */
export const inMinutes = (count: number) => countedPhrase(count, { one: "za minutę", few: "za {count} minuty", many: "za {count} minut" });

/** "1 raz", "2 razy", "5 razy". */
export const timeCount = (count: number) => countedPhrase(count, { one: "{count} raz", few: "{count} razy", many: "{count} razy" });

/** "1 megapiksel", "2 megapiksele", "52 megapiksele", "60 megapikseli". */
export const megapixelCount = (count: number) => countedPhrase(count, { one: "{count} megapiksel", few: "{count} megapiksele", many: "{count} megapikseli" });

/** "do 1 megapiksela", "do 2 megapikseli", "do 25 megapikseli". */
export const upToMegapixels = (count: number) =>
  countedPhrase(count, { one: "do {count} megapiksela", few: "do {count} megapikseli", many: "do {count} megapikseli" });

/** "1 rezerwacja", "3 rezerwacje", "5 rezerwacji". */
export const bookingCount = (count: number) => countedPhrase(count, { one: "{count} rezerwacja", few: "{count} rezerwacje", many: "{count} rezerwacji" });

/** "1 pakiet", "2 pakiety", "5 pakietów". */
export const packageCount = (count: number) => countedPhrase(count, { one: "{count} pakiet", few: "{count} pakiety", many: "{count} pakietów" });

/** "1 termin", "3 terminy", "8 terminów" (of a weekly series). */
export const sessionCount = (count: number) => countedPhrase(count, { one: "{count} termin", few: "{count} terminy", many: "{count} terminów" });

/** "1 pozycję", "2 pozycje", "5 pozycji" (a list must have at least …). */
export const itemsAccusative = (count: number) => countedPhrase(count, { one: "{count} pozycję", few: "{count} pozycje", many: "{count} pozycji" });

/** The rest of a publish's changes: "i 1 inna zmiana", "i 2 inne zmiany", "i 5 innych zmian". */
export const otherChanges = (count: number) =>
  countedPhrase(count, { one: "i {count} inna zmiana", few: "i {count} inne zmiany", many: "i {count} innych zmian" });

/** The private calendar's status: "1 nadchodzące wydarzenie", "2 nadchodzące wydarzenia", "5 nadchodzących wydarzeń". */
export const upcomingEventCount = (count: number) =>
  countedPhrase(count, { one: "{count} nadchodzące wydarzenie", few: "{count} nadchodzące wydarzenia", many: "{count} nadchodzących wydarzeń" });

/** The private calendar's report: "Pominięto 1 wydarzenie", "Pominięto 2 wydarzenia", "Pominięto 5 wydarzeń". */
export const skippedEventCount = (count: number) =>
  countedPhrase(count, { one: "Pominięto {count} wydarzenie", few: "Pominięto {count} wydarzenia", many: "Pominięto {count} wydarzeń" });

/** "z 1 wydarzenia", "z 2 wydarzeń", "z 5 wydarzeń". */
export const fromEventCount = (count: number) => countedPhrase(count, { one: "z {count} wydarzenia", few: "z {count} wydarzeń", many: "z {count} wydarzeń" });

/** After a list of names: "i 1 inne", "i 2 inne", "i 5 innych". */
export const otherCount = (count: number) => countedPhrase(count, { one: "i {count} inne", few: "i {count} inne", many: "i {count} innych" });

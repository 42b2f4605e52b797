import { countedPhrase } from "./polish-plural";

// Phrases that put a number from the content or the configuration into a
// sentence, each in the form the whole phrase needs for that number.

/** "w ciągu godziny", "w ciągu 2 godzin", "w ciągu 24 godzin". */
export const withinHours = (hours: number) =>
  countedPhrase(hours, { one: "w ciągu godziny", few: "w ciągu {count} godzin", many: "w ciągu {count} godzin" });

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
export const afterDays = (days: number) => countedPhrase(days, { one: "po {count} dniu", few: "po {count} dniach", many: "po {count} dniach" });

/** "najwyżej 1 znak", "najwyżej 2 znaki", "najwyżej 2000 znaków". */
export const atMostCharacters = (limit: number) =>
  countedPhrase(limit, { one: "najwyżej {count} znak", few: "najwyżej {count} znaki", many: "najwyżej {count} znaków" });

/** "co najmniej 1 znak", "co najmniej 2 znaki", "co najmniej 10 znaków". */
export const atLeastCharacters = (limit: number) =>
  countedPhrase(limit, { one: "co najmniej {count} znak", few: "co najmniej {count} znaki", many: "co najmniej {count} znaków" });

/** "1 zapytanie … zniknie", "2 zapytania … znikną", "5 zapytań … zniknie". */
export const spamToErase = (count: number) =>
  countedPhrase(count, {
    one: "{count} zapytanie oznaczone jako spam zniknie",
    few: "{count} zapytania oznaczone jako spam znikną",
    many: "{count} zapytań oznaczonych jako spam zniknie",
  });

/** "1 zapytanie", "2 zapytania", "5 zapytań". */
export const enquiryCount = (count: number) => countedPhrase(count, { one: "{count} zapytanie", few: "{count} zapytania", many: "{count} zapytań" });

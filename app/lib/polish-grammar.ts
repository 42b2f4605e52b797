// The one home of Polish grammar the message modules share: a weekday's and
// a month's cases, the prepositions that change before them ("we wtorek"),
// and the trainer's grammatical gender. Plural forms are polish-plural.ts
// (Intl.PluralRules). Decision 026 says why these are small typed functions
// rather than ICU message strings.
import type { Weekday } from "~content/booking-schema";

type Cases = {
  /** mianownik: "środa" */
  nominative: string;
  /** dopełniacz: "od środy", "do środy" */
  genitive: string;
  /** biernik: "na środę", "w środę" */
  accusative: string;
  /** narzędnik: "przed środą", "za środą" */
  instrumental: string;
  /** miejscownik: "w środzie" (rare: "w poprzedniej środzie") */
  locative: string;
  /** mianownik liczby mnogiej: "środy" (as in "Nie pracujesz w środy") */
  pluralAccusative: string;
};

const WEEKDAY_CASES: Record<Weekday, Cases> = {
  monday: {
    nominative: "poniedziałek",
    genitive: "poniedziałku",
    accusative: "poniedziałek",
    instrumental: "poniedziałkiem",
    locative: "poniedziałku",
    pluralAccusative: "poniedziałki",
  },
  tuesday: { nominative: "wtorek", genitive: "wtorku", accusative: "wtorek", instrumental: "wtorkiem", locative: "wtorku", pluralAccusative: "wtorki" },
  wednesday: { nominative: "środa", genitive: "środy", accusative: "środę", instrumental: "środą", locative: "środzie", pluralAccusative: "środy" },
  thursday: {
    nominative: "czwartek",
    genitive: "czwartku",
    accusative: "czwartek",
    instrumental: "czwartkiem",
    locative: "czwartku",
    pluralAccusative: "czwartki",
  },
  friday: { nominative: "piątek", genitive: "piątku", accusative: "piątek", instrumental: "piątkiem", locative: "piątku", pluralAccusative: "piątki" },
  saturday: { nominative: "sobota", genitive: "soboty", accusative: "sobotę", instrumental: "sobotą", locative: "sobocie", pluralAccusative: "soboty" },
  sunday: {
    nominative: "niedziela",
    genitive: "niedzieli",
    accusative: "niedzielę",
    instrumental: "niedzielą",
    locative: "niedzieli",
    pluralAccusative: "niedziele",
  },
};

export type GrammaticalCase = keyof Cases;

const WEEKDAY_OF_ISO: Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** The weekday of an ISO day number (1 = Monday … 7 = Sunday, as Temporal's dayOfWeek). */
export const weekdayOfIsoNumber = (dayOfWeek: number): Weekday => WEEKDAY_OF_ISO[dayOfWeek - 1]!;

/** "środa", "środę", "środy"… */
export const weekdayIn = (day: Weekday, grammaticalCase: GrammaticalCase): string => WEEKDAY_CASES[day][grammaticalCase];

/** "w środę", "we wtorek" ("we" before a cluster that starts with w/f). */
export const onWeekday = (day: Weekday): string => `${day === "tuesday" ? "we" : "w"} ${WEEKDAY_CASES[day].accusative}`;

/** "w środy", "we wtorki": every such day. */
export const onEveryWeekday = (day: Weekday): string => `${day === "tuesday" ? "we" : "w"} ${WEEKDAY_CASES[day].pluralAccusative}`;

/** "na środę", "na wtorek". */
export const forWeekday = (day: Weekday): string => `na ${WEEKDAY_CASES[day].accusative}`;

/** "od środy", "do piątku". */
export const fromWeekday = (day: Weekday): string => `od ${WEEKDAY_CASES[day].genitive}`;
export const untilWeekday = (day: Weekday): string => `do ${WEEKDAY_CASES[day].genitive}`;

const MONTHS = {
  nominative: ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"],
  genitive: ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
  locative: ["styczniu", "lutym", "marcu", "kwietniu", "maju", "czerwcu", "lipcu", "sierpniu", "wrześniu", "październiku", "listopadzie", "grudniu"],
} as const;

/** A month (1–12) in a case: "styczeń"; "14 stycznia"; "w styczniu". */
export const monthIn = (month: number, grammaticalCase: keyof typeof MONTHS): string => MONTHS[grammaticalCase][month - 1]!;

/** "w styczniu", "we wrześniu" ("we" before "wrz…"). */
export const inMonth = (month: number): string => `${month === 9 ? "we" : "w"} ${monthIn(month, "locative")}`;

/** The trainer's grammatical gender: a fact the trainer sets with the title, never guessed from a name. */
export type Gender = "feminine" | "masculine";

/** The form that agrees with a gender: byGender(gender, { feminine: "przyjęła", masculine: "przyjął" }). */
export const byGender = <T>(gender: Gender, forms: Record<Gender, T>): T => forms[gender];

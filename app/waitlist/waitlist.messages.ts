// What the waitlist says: the offer on /rezerwacja for a full day, its
// answers, and the mail (or the push) to whoever waits when a time frees up.
// The trainer speaks in the first person singular, as on the booking pages
// ("wyślę", "usuwam"), never "we".
import type { Weekday } from "~content/booking-schema";
import { forWeekday, onWeekday, weekdayOfIsoNumber } from "~/lib/polish-grammar";
import { countedPhrase } from "~/lib/polish-plural";
import type { PushText } from "~/notifications";

// Made when first used, not when the module is evaluated: React Router evaluates /rezerwacja's
// module to prefetch it from every page that links there, and building a Polish date format
// was the longest part of that (about 20 ms, 80 ms on a phone's CPU) in the home page's blocking time.
let dateWithoutYear: Intl.DateTimeFormat | undefined;
const dateWithoutYearFormat = () => (dateWithoutYear ??= new Intl.DateTimeFormat("pl-PL", { day: "numeric", month: "long", timeZone: "UTC" }));

/** A Warsaw date "YYYY-MM-DD" with its weekday before it, the weekday after the preposition of `phrase`. Without Temporal: the booking page's browser code reads it (its JS budget). */
function dayWith(day: string, phrase: (weekday: Weekday) => string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const noon = Date.UTC(year, month - 1, date, 12);
  return `${phrase(weekdayOfIsoNumber(new Date(noon).getUTCDay() || 7))} ${dateWithoutYearFormat().format(noon)}`;
}

/** "w czwartek 3 grudnia", "we wtorek 1 grudnia". */
export const onDay = (day: string) => dayWith(day, onWeekday);

/** "na czwartek 3 grudnia": the day a list is for. */
export const forDay = (day: string) => dayWith(day, forWeekday);

export const WAITLIST_TEXTS = {
  heading: "Powiadom mnie, gdy zwolni się termin",
  fullDaysHeading: "Dni bez wolnych godzin",
  fullDaysNote: "W te dni nie ma już wolnych godzin. Wybierz dzień, aby zapisać się na listę oczekujących.",
  fullDay: "brak wolnych godzin, lista oczekujących",
  email: "E-mail",
  submit: "Powiadom mnie",
  sending: "Zapisuję…",
  privacyPurpose:
    "aby dać Ci znać e-mailem albo, jeśli włączysz powiadomienia na stronie „Moje treningi”, powiadomieniem na telefonie, gdy zwolni się termin w ten dzień (adres usuwam po jego końcu)",
  privacyWithout: "nie mogę dać Ci znać",
} as const;

/** Above the form: the day is full. */
export const waitlistIntro = (day: string) => `Brak wolnych godzin ${onDay(day)}. Zostaw adres e-mail, a dam znać, gdy ktoś odwoła lub przełoży swój termin.`;

/**
 * The answer to a sign-up, also to a second one of the same address for the
 * same day. Alike for anyone: whether the address is a client's (signed in,
 * so needing no link, or with a phone that takes push) must not show.
 */
export const waitlistJoined = ({ email, day }: { email: string; day: string }) =>
  `Zapisano adres ${email} na listę oczekujących ${forDay(day)}. Sprawdź skrzynkę: jeśli przyjdzie wiadomość z prośbą o potwierdzenie adresu, kliknij w niej link, bo dopiero wtedy dam znać o wolnym terminie. Jeśli masz włączone powiadomienia na stronie „Moje treningi”, dostaniesz je na telefon zamiast e-maila.`;

export const WAITLIST_ERRORS = {
  invalid: "Popraw zaznaczone pole.",
  email: "Podaj poprawny adres e-mail, np. jan@example.com.",
  emailMissing: "Podaj adres e-mail: na niego dam znać.",
  emailTooLong: "Adres e-mail jest za długi.",
  unconfirmed: "Nie udało się zapisać. Odśwież stronę i spróbuj ponownie.",
  service: "Wybierz usługę.",
  notFull: "W ten dzień są jeszcze wolne godziny: wybierz jedną z nich.",
  notBookable: "Na ten dzień nie można się zapisać: wybierz inny dzień.",
} as const;

export const tooManyWaitlistSignUps = (phone: string) => `Zbyt wiele zapisów z tej sieci. Spróbuj za godzinę albo zadzwoń: ${phone}.`;

/** The mail to someone waiting. */
export const timeFreedSubject = (day: string) => `Zwolnił się termin ${onDay(day)}`;

type FreedDay = { day: string; service: string; times: string[] };

export const timeFreedLines = ({ day, service, times }: FreedDay) => ({
  intro: `Zwolnił się termin ${onDay(day)} (${service}). ${countedPhrase(times.length, {
    one: "Wolna godzina",
    few: "Wolne godziny",
    many: "Wolne godziny",
  })}: ${times.join(", ")}.`,
  book: "Kto pierwszy zarezerwuje, ten dostanie termin. Zarezerwuj tutaj:",
  why: "Dostajesz tę wiadomość, bo ten adres zapisano na listę oczekujących na ten dzień. Po jego końcu usunę adres z listy.",
});

/** The push to someone waiting whose phone takes it: the day as the title, the service and its free times in one line. */
export const timeFreedPush = ({ day, service, times }: FreedDay): PushText => ({ title: timeFreedSubject(day), body: `${service}: ${times.join(", ")}` });

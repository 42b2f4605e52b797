// What the trainer reads when the private calendar cannot be fetched or
// read, in one place: the fetch, the reader and the worker that runs them
// return these. None of them names the address (a secret). Also why a
// pasted address was refused, and the agenda's status line.
import { upcomingEventCount } from "~/lib/polish-phrases";

/**
 * Every refusal and every network failure alike (a closed port, an open one
 * that is not HTTP, a refused address, a timeout): the panel must not tell
 * the server's own network apart.
 */
export const FETCH_FAILED =
  "Nie udało się pobrać kalendarza z tego adresu. Sprawdź, czy adres jest cały i czy kalendarz jest udostępniony; strona spróbuje ponownie za kilka minut.";

/** A server answered with an error: the status is told only then. */
export function calendarStatusAnswer(status: number): string {
  if (status === 401 || status === 403 || status === 404 || status === 410) {
    return `Pod tym adresem nie ma już kalendarza (odpowiedź ${status}). Jeśli adres został zmieniony albo wyłączony w kalendarzu, wklej nowy.`;
  }
  return `Serwer kalendarza odpowiedział błędem (${status}). Zwykle to przejściowe: strona spróbuje ponownie za kilka minut.`;
}

/** The answer grew past the limit while it streamed in. */
export const calendarTooLarge = (megabytes: number) => `Kalendarz jest za duży (ponad ${megabytes} MB): strona go nie pobiera.`;

/** The file is not a calendar at all. */
export const NOT_A_CALENDAR = "Pod tym adresem nie ma kalendarza, który da się odczytać (plik jest uszkodzony albo to zwykła strona WWW).";

/** The file is too costly to read (also when the worker reading it is stopped). */
export const TOO_COMPLEX =
  "Kalendarz jest zbyt złożony, by strona mogła go odczytać. Jeśli to Twój zwykły kalendarz, podziel go albo usuń z niego stare, powtarzające się wydarzenia.";

/** Why a pasted address was not saved. */
export const ADDRESS_REFUSALS = {
  empty: "Wklej adres kalendarza.",
  tooLong: "Ten adres jest za długi jak na adres kalendarza. Skopiuj go jeszcze raz.",
  thisSite: "To adres tej strony (kalendarz rezerwacji), a nie Twojego prywatnego kalendarza. Wklej adres z Google, Apple albo Outlooka.",
  notCalendar: "To nie jest adres kalendarza. Skopiuj cały adres, zaczynający się od https:// albo webcal://.",
} as const;

/**
 * The agenda's status line while the calendar fails: since when, what still
 * blocks times (the last good copy, or nothing), the last error and the
 * events left out (`left`, the report's sentence). Dates come formatted.
 */
export function failingStatus(facts: { failingSince: string; lastOkAt: string | null; error: string | null; left: string }): string {
  const kept = facts.lastOkAt
    ? `nadal blokują terminy z ostatniej dobrej kopii (z ${facts.lastOkAt})`
    : "nie udało się go jeszcze ani razu pobrać, więc niczego nie blokuje";
  return `Kalendarz prywatny nie odpowiada od ${facts.failingSince} — ${kept}. ${facts.error ?? ""} ${facts.left}`.trim();
}

export const WAITING_STATUS = "Kalendarz prywatny: czeka na pierwsze pobranie (za chwilę).";

/** The status line of a calendar that answers: when it was fetched and how many busy times it holds ahead. */
export const fetchedStatus = (facts: { lastOkAt: string; upcoming: number; left: string }) =>
  `Kalendarz prywatny: ostatnio pobrany ${facts.lastOkAt}, ${upcomingEventCount(facts.upcoming)}. ${facts.left}`.trim();

// What the client reads on their own booking page (/rezerwacja/<token>):
// the notices after a change, the booking's status, the cut-off, and why a
// change was refused. The page and its action word the facts here.
import type { ChangeRefusal } from "~/bookings/booking-change-rules";
import { BOOKING_STATUS_LABELS } from "~/lib/booking-status.messages";
import type { Weekday } from "~content/booking-schema";
import { fromWeekday, onWeekday } from "~/lib/polish-grammar";
import { hoursBefore, lessThanHours, sessionCount, timeCount } from "~/lib/polish-phrases";

export const MANAGE_PAGE_HEAD = { title: "Twoja rezerwacja", description: "Szczegóły rezerwacji: odwołanie, zmiana terminu, dodanie do kalendarza." };

export const BOOKING_PAGE_NOT_FOUND = "Nie znaleziono strony";

/** The price of a session a package pays for: the package's price covers it, a single session's would mislead. */
export const IN_PACKAGE_PRICE = "w cenie pakietu";

/** The notice after a redirect, by the query parameter that asks for it. */
export const MANAGE_NOTICES: Record<string, string> = {
  nowa: "Zarezerwowano! Potwierdzenie jest już w drodze na Twój adres e-mail.",
  odwolana: "Rezerwacja została odwołana, a termin zwolniony.",
  przeniesiona: "Termin został zmieniony. Nowe potwierdzenie przyjdzie e-mailem.",
};

export type SessionStage = "ahead" | "under-way" | "over";

/** The status line: a marked outcome, or where a confirmed session stands. */
export function bookingStatusText(status: "confirmed" | "cancelled" | "attended" | "no_show", stage: SessionStage): string {
  if (status !== "confirmed") return BOOKING_STATUS_LABELS[status];
  return stage === "under-way" ? "trwa" : stage === "over" ? BOOKING_STATUS_LABELS.attended : BOOKING_STATUS_LABELS.confirmed;
}

export const pageHeading = (cancelled: boolean) => (cancelled ? "Rezerwacja odwołana" : "Twoja rezerwacja");

export const stageText = (stage: Exclude<SessionStage, "ahead">) => (stage === "under-way" ? "Spotkanie właśnie trwa." : "To spotkanie już się odbyło.");

/** Before the link to the phone: the cut-off has passed. */
export const tooLateOnline = (cutoffHours: number) =>
  `Do terminu zostało ${lessThanHours(cutoffHours)}, więc nie można go już odwołać ani zmienić przez stronę. Zadzwoń: `;

/** Until when the client may change it here. */
export function changeUntilText(facts: { movable: boolean; changeUntil: string; cutoffHours: number; maxMoves: number; phone: string }): string {
  const { changeUntil, phone } = facts;
  const hoursPhrase = hoursBefore(facts.cutoffHours);
  return facts.movable
    ? `Możesz odwołać albo zmienić ten termin tutaj do ${changeUntil} (${hoursPhrase} przed spotkaniem); później zadzwoń: ${phone}.`
    : `Możesz odwołać ten termin tutaj do ${changeUntil} (${hoursPhrase} przed spotkaniem). Termin zmieniano już ${timeCount(facts.maxMoves)}: aby zmienić go ponownie, zadzwoń: ${phone}.`;
}

export const cancelButton = (inSeries: boolean) => (inSeries ? "Odwołaj tylko ten termin" : "Odwołaj rezerwację");

export const cancelFollowingButton = (following: number) => `Odwołaj ten i następne (${sessionCount(following)})`;

/** When the session starts, in Warsaw: "thursday", "3 grudnia", "18:00". */
export type SessionStart = { weekday: Weekday; date: string; time: string };

/**
 * What a session of the service is, after a verb ("Odwołać …?"): "konsultację"
 * for a consultation, "trening" for a training, "termin" for any other
 * service (the trainer names services freely).
 */
export function sessionOfService(service: string): string {
  const name = service.toLocaleLowerCase("pl");
  if (name.includes("konsultacj")) return "konsultację";
  return /(^|[^\p{L}])trening($|[^\p{L}])/u.test(name) ? "trening" : "termin";
}

/** The question the cancel button opens, so that one tap cancels nothing: "Odwołać konsultację we wtorek 3 grudnia o 18:00?". */
export const cancelQuestion = (start: SessionStart, service: string) =>
  `Odwołać ${sessionOfService(service)} ${onWeekday(start.weekday)} ${start.date} o ${start.time}?`;

export const cancelFollowingQuestion = (following: number, start: SessionStart) =>
  `Odwołać ${sessionCount(following)}, ${fromWeekday(start.weekday)} ${start.date} o ${start.time}?`;

export const CONFIRM_CANCEL = "Tak, odwołaj";

export const noFreeTimesToMove = (phone: string) => `Nie ma wolnych terminów. Zadzwoń: ${phone}.`;

/** The heading above the times to move to. */
export function moveTimesHeading(facts: { alternatives: boolean; dayTitle: string | null }): string {
  if (facts.alternatives) return "Najbliższe wolne terminy:";
  return facts.dayTitle ? `Wolne godziny: ${facts.dayTitle}` : "Wybierz dzień, aby zobaczyć wolne godziny.";
}

/** What the client is told when the change no longer applies (a time just taken is the slot check's sentence). */
export function changeRefusalMessage(reason: Exclude<ChangeRefusal, "taken">, facts: { cutoffHours: number; maxMoves: number; phone: string }): string {
  switch (reason) {
    case "cancelled":
      return "Ta rezerwacja została już odwołana.";
    case "finished":
    case "not-started":
      return "To spotkanie już się odbyło.";
    case "stale":
      return "Termin zmieniono przed chwilą w innym oknie — oto aktualny.";
    case "late":
      return `Do terminu zostało ${lessThanHours(facts.cutoffHours)}, więc zmiany są już możliwe tylko telefonicznie: ${facts.phone}.`;
    case "moves-used":
      return `Tej rezerwacji nie można już przełożyć przez stronę: termin zmieniano już ${timeCount(facts.maxMoves)}. Aby zmienić go ponownie, zadzwoń: ${facts.phone}.`;
    case "not-found":
      return "Tej rezerwacji już nie ma.";
    case "group":
      return "Miejsca w zajęciach grupowych nie można przełożyć: możesz je odwołać i zapisać się na inny termin.";
    case "unpaid":
      return "Termin czeka na płatność online: można go zmienić dopiero po zapłacie.";
  }
}

export const tooManyChanges = (phone: string) =>
  `Z tego połączenia internetowego zmieniono w ostatniej godzinie zbyt wiele terminów. Spróbuj później albo zadzwoń: ${phone}.`;

/** A form the page did not send as it should. */
export const INVALID_CHANGE = {
  "unknown-intent": "Nieznane polecenie. Odśwież stronę.",
  "no-time": "Wybierz nową godzinę.",
  "same-time": "To jest obecny termin. Wybierz inną godzinę.",
} as const;

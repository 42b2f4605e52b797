// What the waitlist says while an address is not confirmed yet: the mail
// with the link, and the page the link opens (/lista-oczekujacych/potwierdz/…).
// The trainer speaks in the first person, as everywhere on the site.
import { forDay, onDay } from "./waitlist.messages";

const EITHER = new Intl.ListFormat("pl", { type: "disjunction" });

/** The mail with the link: the only thing an address is told before it is confirmed. */
export const confirmationSubject = (day: string) => `Potwierdź zapis na listę oczekujących ${forDay(day)}`;

export const confirmationLines = ({ day, service }: { day: string; service: string }) => ({
  intro: `Ten adres zapisano na stronie na listę oczekujących ${forDay(day)} (${service}).`,
  confirm: "Jeśli to Ty, potwierdź zapis, a dam znać, gdy zwolni się termin:",
  why: "Jeśli to nie Ty, nic nie rób: bez potwierdzenia nie wyślę na ten adres nic więcej, a po końcu tego dnia usunę go z listy.",
});

/** The page the link opens: it confirms only when "Potwierdzam" is pressed (mail scanners open links too). */
export const CONFIRM_PAGE = {
  title: "Potwierdzenie zapisu na listę oczekujących",
  description: "Potwierdzenie adresu e-mail zapisanego na listę oczekujących na wolny termin.",
  button: "Potwierdzam",
  refused: "Ten link już nie działa: dzień, na który czekał ten adres, minął albo adres usunięto z listy. Możesz zapisać się ponownie na stronie rezerwacji.",
  toBooking: "Przejdź do rezerwacji",
} as const;

/** Before "Potwierdzam". */
export const confirmQuestion = (day: string) => `Potwierdź, że chcesz dostać wiadomość, gdy zwolni się termin ${onDay(day)}.`;

/** After it, or when the link is opened again: every day the address waits for. */
export const confirmedAnswer = (days: readonly string[]) =>
  `Adres potwierdzony. Dam znać, gdy zwolni się termin ${EITHER.format(days.map(onDay))}. Po końcu dnia usunę adres z listy.`;

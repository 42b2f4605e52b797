// What the trainer reads about the bookings a day off or new working hours
// closed over: the list's heading and help, the message suggested for every
// client (in the first person, the same for a trainer of either gender), and
// what "Odwołaj wszystkie i powiadom" did.
import { Temporal } from "temporal-polyfill";
import { formatDate, formatDateRange, warsawDate } from "~/scheduling";
import { onWeekday, weekdayOfIsoNumber } from "~/lib/polish-grammar";
import { countedPhrase } from "~/lib/polish-plural";
import type { CancelAllOutcome } from "./closed-over-facts";

export const CLOSED_OVER_TEXTS = {
  help: "Klienci jeszcze o niczym nie wiedzą. Odwołaj wszystkie naraz: każdy dostanie e-mailem tę samą wiadomość, z datą i godziną swojego treningu. Możesz też otworzyć każdą rezerwację osobno i przenieść ją albo zostawić.",
  messageLabel: "Wiadomość do klientów",
  cancelAll: "Odwołaj wszystkie i powiadom",
  open: "Otwórz",
  noMail: "bez e-maila: zadzwoń",
  messageMissing: "Nic nie odwołano: wpisz wiadomość do klientów.",
};

/** "3 rezerwacje w czasie wolnym": on a day off or outside the working hours. */
export const closedOverHeading = (count: number) =>
  countedPhrase(count, {
    one: "{count} rezerwacja w czasie wolnym",
    few: "{count} rezerwacje w czasie wolnym",
    many: "{count} rezerwacji w czasie wolnym",
  });

/** After a day off or new hours are saved: how many bookings now fall in time off, and where to cancel them. */
export const closedOverNotice = (count: number) =>
  count === 0
    ? ""
    : countedPhrase(count, {
        one: "{count} rezerwacja wypada teraz w czasie wolnym: odwołasz ją poniżej.",
        few: "{count} rezerwacje wypadają teraz w czasie wolnym: odwołasz je poniżej.",
        many: "{count} rezerwacji wypada teraz w czasie wolnym: odwołasz je poniżej.",
      });

/** "w piątek 11 grudnia" for one day, "w dniach 10–13 grudnia 2026" for several. */
function when(starts: string[]): string {
  const days = starts.map((start) => warsawDate(Date.parse(start))).sort(Temporal.PlainDate.compare);
  const [first, last] = [days[0]!, days.at(-1)!];
  return first.equals(last) ? `${onWeekday(weekdayOfIsoNumber(first.dayOfWeek))} ${formatDate(first, false)}` : `w dniach ${formatDateRange(first, last)}`;
}

/** The message suggested for every client, naming the day (or days) of the bookings listed. */
export const suggestedMessage = (starts: string[]) =>
  `Dzień dobry, przepraszam, ale ${when(starts)} nie mogę poprowadzić treningu i muszę odwołać nasze spotkanie. Zapraszam do wyboru innego terminu.`;

const cancelledCount = (count: number) =>
  countedPhrase(count, { one: "Odwołano {count} rezerwację.", few: "Odwołano {count} rezerwacje.", many: "Odwołano {count} rezerwacji." });

const toldCount = (count: number) =>
  countedPhrase(count, {
    one: "E-mail z Twoją wiadomością dostanie {count} osoba.",
    few: "E-mail z Twoją wiadomością dostaną {count} osoby.",
    many: "E-mail z Twoją wiadomością dostanie {count} osób.",
  });

const changedCount = (count: number) =>
  countedPhrase(count, {
    one: "{count} rezerwacja zmieniła się w międzyczasie (w innym oknie albo u klienta) i została bez zmian.",
    few: "{count} rezerwacje zmieniły się w międzyczasie (w innym oknie albo u klienta) i zostały bez zmian.",
    many: "{count} rezerwacji zmieniło się w międzyczasie (w innym oknie albo u klienta) i zostało bez zmian.",
  });

const alreadyCancelledCount = (count: number) =>
  countedPhrase(count, {
    one: "{count} rezerwacja była już odwołana.",
    few: "{count} rezerwacje były już odwołane.",
    many: "{count} rezerwacji było już odwołanych.",
  });

/** What "Odwołaj wszystkie i powiadom" did, and who is still to be phoned. */
export function cancelledAllToast(outcome: CancelAllOutcome): string {
  const { cancelled, alreadyCancelled, changedMeanwhile } = outcome;
  if (cancelled + alreadyCancelled + changedMeanwhile === 0) return "Nie było czego odwołać.";
  if (cancelled + changedMeanwhile === 0) return alreadyCancelled === 1 ? "Ta rezerwacja była już odwołana." : "Te rezerwacje były już odwołane.";
  const sentences = [];
  if (cancelled > 0) sentences.push(cancelledCount(cancelled));
  if (outcome.toldByMail > 0) sentences.push(toldCount(outcome.toldByMail));
  if (outcome.toPhone.length > 0) {
    const people = outcome.toPhone.map((person) => (person.phone ? `${person.name} (${person.phone})` : person.name)).join(", ");
    sentences.push(`Bez e-maila, zadzwoń: ${people}.`);
  }
  if (alreadyCancelled > 0) sentences.push(alreadyCancelledCount(alreadyCancelled));
  if (changedMeanwhile > 0) sentences.push(changedCount(changedMeanwhile));
  return sentences.join(" ");
}

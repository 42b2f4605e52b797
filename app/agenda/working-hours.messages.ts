// What the trainer reads after setting working hours or a day off from the
// calendar (/admin/kalendarz/godziny): the outcome, and each weekday's
// problem beside its field.
import { WEEKDAY_NAMES, type Weekday } from "~content/booking-schema";
import { formatDateRange, formatDay, parseDate } from "~/scheduling";
import type { WorkingHoursOutcome } from "~/agenda/working-hours-outcome";
import type { WeekHoursProblem } from "~/agenda/working-hours-text";

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "czwartek, 24 grudnia 2026" for one day, "21 grudnia 2026 – 3 stycznia 2027" for several. */
export function datesText(from: string, to: string): string {
  const [first, last] = [parseDate(from), parseDate(to)];
  if (!first || !last) return from === to ? from : `${from} – ${to}`;
  return first.equals(last) ? formatDay(first) : formatDateRange(first, last);
}

const dayList = new Intl.ListFormat("pl", { type: "conjunction" });

/** What the weekday's field says when its line cannot be read or breaks a rule. */
export function weekdayProblem(problem: WeekHoursProblem): string {
  if (problem.problem === "format") return "Wpisz godziny jak 7:00–12:00, kilka przedziałów po przecinku. Puste pole: nie pracujesz tego dnia.";
  return `${sentence(problem.message)}.`;
}

export function workingHoursToast(outcome: WorkingHoursOutcome): string {
  switch (outcome.kind) {
    case "day-off-added":
      return outcome.from === outcome.to
        ? `Zapisano dzień wolny: ${datesText(outcome.from, outcome.to)}. Tego dnia nikt nie zarezerwuje terminu.`
        : `Zapisano dni wolne: ${datesText(outcome.from, outcome.to)}. W tych dniach nikt nie zarezerwuje terminu.`;
    case "exception-removed":
      return `Usunięto wyjątek: ${datesText(outcome.from, outcome.to)}. Obowiązują znowu zwykłe godziny pracy.`;
    case "hours-saved":
      return outcome.days.length
        ? `Zapisano nowe godziny: ${dayList.format(outcome.days.map((day: Weekday) => WEEKDAY_NAMES[day]))}.`
        : "Nic się nie zmieniło.";
    case "unchanged":
      return "Nic się nie zmieniło.";
    case "bad-date":
      return outcome.field === "from"
        ? "Podaj dzień wolny jako datę, np. 24.12.2026."
        : "Podaj datę końca, np. 3.01.2027, albo zostaw to pole puste, jeśli wolny jest jeden dzień.";
    case "past-date":
      return "Ten dzień już minął. Dzień wolny ustawisz od dziś.";
    case "end-before-start":
      return "Data końca nie może być wcześniejsza niż pierwszy dzień wolny.";
    case "bad-hours":
      return "Nie zapisano godzin: popraw dni zaznaczone niżej.";
    case "no-such-exception":
      return "Tego wyjątku już nie ma: ktoś usunął go wcześniej, np. w innym oknie.";
    case "stale":
      return "Nie zapisano: w tej chwili ktoś zmienił ustawienia rezerwacji w innym oknie. Odśwież stronę i wpisz zmiany jeszcze raz.";
    case "not-published":
      return outcome.problem ? `Nie zapisano. ${outcome.problem}` : "Nie zapisano: ustawień rezerwacji jeszcze nie ma w bazie. Spróbuj za chwilę.";
  }
}

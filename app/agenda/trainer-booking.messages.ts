// What the trainer's booking form (/admin/kalendarz/nowa) says: its field
// errors, why a time cannot be booked, and what was booked.
import { sessionCount } from "~/lib/polish-phrases";

export const FIX_FIELDS = "Popraw zaznaczone pola.";
export const CARD_GONE = "Tej karty klienta już nie ma. Wybierz klienta jeszcze raz.";
export const PICK_SERVICE = "Wybierz usługę.";
export const PICK_TIME = "Wybierz wolną godzinę albo wpisz inną (dzień i godzinę).";
export const FORM_INCOMPLETE = "Formularz jest niekompletny. Odśwież stronę.";
export const TIME_JUST_TAKEN = "Ten czas został właśnie zajęty. Wybierz inny.";

/** Why a series' plan cannot be read. */
export const SERIES_PLAN_ERRORS = {
  "until-before-first": "Podaj datę ostatniego terminu, nie wcześniejszą niż pierwszy.",
  "count-out-of-range": "Podaj liczbę terminów od 2 do 52.",
} as const;

export type SeriesPlanError = keyof typeof SERIES_PLAN_ERRORS;

/** Why a time cannot be booked as asked. */
export type TimeRefusal = { kind: "taken"; what: string } | { kind: "past" } | { kind: "no-such-time" } | { kind: "outside-hours"; why: string };

export function timeRefusalText(refusal: TimeRefusal): string {
  switch (refusal.kind) {
    case "taken":
      return `Ten czas jest zajęty: ${refusal.what}. Wybierz inną godzinę.`;
    case "past":
      return "Ten termin już minął. Wybierz inny.";
    case "no-such-time":
      return "Tej godziny nie ma tego dnia: zegary przestawia się wtedy o godzinę. Wybierz inną.";
    case "outside-hours":
      return `Ten termin wypada poza godzinami pracy (${refusal.why}). Zaznacz „poza godzinami pracy”, aby go mimo to zarezerwować.`;
  }
}

export const mailNote = (mailed: boolean) => (mailed ? "Klient dostanie e-mail z potwierdzeniem." : "Klient nie dostanie e-maila.");

/** "Zarezerwowano: wtorek, 2 marca 2027, 18:00–19:00 — Anna Nowak. …". */
export const booked = ({ session, name, mailed }: { session: string; name: string; mailed: boolean }) =>
  `Zarezerwowano: ${session} — ${name}. ${mailNote(mailed)}`;

export const CHECK_SERIES = "Sprawdź terminy serii. Zajęte i wolne od pracy dni pomiń albo wybierz dla nich inną godzinę, potem zapisz serię.";
export const NOTHING_CHOSEN = "Nie wybrano żadnego terminu do zapisania.";
export const SERIES_TAKEN_MEANWHILE = "W międzyczasie ktoś zajął jeden z terminów: nic nie zapisano. Sprawdź listę jeszcze raz.";

/** The chosen dates that cannot be saved, and whether ticking "outside working hours" would save some. */
export const seriesRefused = ({ dates, outsideHours }: { dates: string[]; outsideHours: boolean }) =>
  `Tych terminów nie można zapisać: ${dates.join(", ")}. Pomiń je albo wybierz inną godzinę${outsideHours ? ", albo zaznacz „Rezerwuję poza godzinami pracy”" : ""}.`;

/** "Zapisano serię co tydzień: 10 treningów od 2 marca, Anna Nowak. …". */
export const seriesSaved = ({ everyWeeks, count, from, name, mailed }: { everyWeeks: 1 | 2; count: number; from: string; name: string; mailed: boolean }) =>
  `Zapisano serię ${everyWeeks === 2 ? "co dwa tygodnie" : "co tydzień"}: ${sessionCount(count)} od ${from}, ${name}. ${mailNote(mailed)}`;

/** Beside the service the trainer chose, when the chosen client usually books another (the link chooses it). */
export const USUAL_SERVICE_LEAD = "Ten klient zwykle rezerwuje:";

// What "Powtarzaj co tydzień" says (/admin/kalendarz/nowa?powtorz=…): how
// long the series is, why a booking can no longer start one, and what was saved.
import type { MakeWeeklyRefusal } from "~/series/index.server";
import { countedPhrase } from "~/lib/polish-plural";
import { mailNote } from "~/agenda/trainer-booking.messages";

/** The series' length offered at first: the booking itself and the 7 weeks after it. */
export const DEFAULT_WEEKS = 8;

/** Why a booking cannot (any longer) become a weekly series' first date. */
export const REPEAT_REFUSALS: Record<MakeWeeklyRefusal | "service-gone", string> = {
  "not-found": "Tej rezerwacji już nie ma.",
  cancelled: "Ta rezerwacja jest odwołana: nie można z niej zrobić serii. Zarezerwuj nową serię.",
  finished: "Ten trening już się odbył albo został oznaczony: serię zaczyna się od przyszłego terminu.",
  moved: "Ta rezerwacja została w międzyczasie przeniesiona: nic nie zapisano. Sprawdź jej nowy termin i terminy serii jeszcze raz.",
  "in-series": "Ta rezerwacja jest już w serii co tydzień: nic nie zapisano.",
  past: "Ten termin już minął: serię zaczyna się od przyszłego terminu.",
  "service-gone": "Tej usługi nie ma już w ofercie: zarezerwuj serię z inną usługą.",
};

/** "1 kolejny trening", "3 kolejne treningi", "7 kolejnych treningów". */
const nextSessions = (count: number) =>
  countedPhrase(count, { one: "{count} kolejny trening", few: "{count} kolejne treningi", many: "{count} kolejnych treningów" });

/** What the page says it will do with the booking. */
export const repeatLead = (time: string) =>
  `Ten termin zostanie pierwszym z serii co tydzień o ${time}. Domyślnie ${DEFAULT_WEEKS} tygodni, licząc ten termin: ten i ${nextSessions(DEFAULT_WEEKS - 1)}.`;

/** Who is told of the new dates. */
export const repeatMailNote = (mailed: boolean) =>
  mailed ? "Klient dostanie jeden e-mail z nowymi terminami." : "Klient nie dostanie e-maila (brak adresu albo e-maile są wyłączone).";

/** "Trening 2 marca 18:00 powtarza się co tydzień: zapisano 7 kolejnych treningów, Anna Nowak. …". */
export const repeatSaved = ({ when, count, name, mailed }: { when: string; count: number; name: string; mailed: boolean }) =>
  `Trening ${when} powtarza się co tydzień: zapisano ${nextSessions(count)}, ${name}. ${mailNote(mailed)}`;

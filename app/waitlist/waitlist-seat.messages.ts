// What someone waiting for a full group session's seat is told when one
// frees: by e-mail, or by push when their phone takes it.
import { countedPhrase } from "~/lib/polish-plural";
import type { PushText } from "~/notifications";
import { formatClock, warsawDate } from "~/scheduling";
import { onDay } from "./waitlist.messages";

type FreedSeat = { title: string; startsAt: string; free: number };

const when = (startsAt: string) => `${onDay(warsawDate(Date.parse(startsAt)).toString())} o ${formatClock(startsAt)}`;
const freeSeats = (free: number) => countedPhrase(free, { one: "{count} wolne miejsce", few: "{count} wolne miejsca", many: "{count} wolnych miejsc" });

/** "Zwolniło się miejsce: Zdrowy kręgosłup". */
export const seatFreedSubject = (title: string) => `Zwolniło się miejsce: ${title}`;

export const seatFreedLines = ({ title, startsAt, free }: FreedSeat) => ({
  intro: `Zwolniło się miejsce na zajęciach „${title}” ${when(startsAt)}. Teraz: ${freeSeats(free)}.`,
  book: "Kto pierwszy się zapisze, ten dostanie miejsce. Zapisz się tutaj:",
  why: "Dostajesz tę wiadomość, bo ten adres zapisano na listę oczekujących na te zajęcia. Po dniu zajęć usunę adres z listy.",
});

/** The push: the session as the title, when it is and the free seats in one line. */
export const seatFreedPush = ({ title, startsAt, free }: FreedSeat): PushText => ({
  title: seatFreedSubject(title),
  body: `${when(startsAt)}: ${freeSeats(free)}`,
});

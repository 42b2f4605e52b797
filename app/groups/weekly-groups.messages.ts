// What a signed-in client reads of the weekly groups on /moje-treningi, and
// of joining one for the coming weeks.
import { formatPrice } from "~/lib/format";
import { onEveryWeekday, onWeekday, weekdayOfIsoNumber } from "~/lib/polish-grammar";
import { countedPhrase } from "~/lib/polish-plural";
import { formatClock, formatDate, warsawDate } from "~/scheduling";

export const WEEKLY_GROUPS = {
  heading: "Zajęcia w grupie",
  lead: "Stałe zajęcia co tydzień: zapisz się od razu na kolejne tygodnie. Dostaniesz miejsce w każdym terminie, w którym jeszcze jest wolne.",
  join: "Zapisz mnie na kolejne tygodnie",
  back: "Wróć do strony „Moje treningi”",
  resultHeading: "Zapis na zajęcia",
  gone: "Te zajęcia nie mają już terminów, na które można się zapisać.",
  summaryHeading: "Podsumowanie",
  none: "Żaden z tych terminów nie ma dla Ciebie wolnego miejsca: nie ma na co się zapisać.",
} as const;

/** Before the button: "Zdrowy kręgosłup, co tydzień: 6 miejsc — Studio, ul. Sportowa 1", one seat for each date listed above it. */
export const weeklyJoinOrdered = (facts: { title: string; place: string; seats: number }) =>
  `${facts.title}, co tydzień: ${countedPhrase(facts.seats, { one: "{count} miejsce", few: "{count} miejsca", many: "{count} miejsc" })} (terminy wyżej) — ${facts.place}`;

/** "360 zł za 6 terminów (po 60 zł)": the total of the whole join, never one session's price. */
export const weeklyJoinTotal = (facts: { seats: number; price: number; total: number }) =>
  `${formatPrice(facts.total)} za ${countedPhrase(facts.seats, { one: "{count} termin", few: "{count} terminy", many: "{count} terminów" })} (po ${formatPrice(facts.price)})`;

/** What each date will be: "zapiszesz się", or why not. */
const PREVIEW_OUTCOMES = { booked: "zapiszesz się", already: "miejsce jest już Twoje", full: "brak wolnych miejsc", closed: "zapisy zamknięte" } as const;

/** "we wtorek 9 marca, 18:00: zapiszesz się"; a closed day with its name. */
export const joinPreviewLine = ({ startsAt, outcome, closedFor }: { startsAt: string; outcome: keyof typeof PREVIEW_OUTCOMES; closedFor?: string }) =>
  `${onWeekday(weekdayOf(startsAt))} ${formatDate(warsawDate(Date.parse(startsAt)), false)}, ${formatClock(startsAt)}: ${closedFor ? `bez zajęć — ${closedFor}` : PREVIEW_OUTCOMES[outcome]}`;

const weekdayOf = (startsAt: string) => weekdayOfIsoNumber(warsawDate(Date.parse(startsAt)).dayOfWeek);
const sessions = (count: number) => countedPhrase(count, { one: "{count} termin", few: "{count} terminy", many: "{count} terminów" });

/** "we wtorki o 18:00, Studio, ul. Sportowa 1 · 60 zł za zajęcia". */
export const weeklyGroupWhen = (group: { nextStart: string; place: string; price: number }) =>
  `${onEveryWeekday(weekdayOf(group.nextStart))} o ${formatClock(group.nextStart)}, ${group.place} · ${formatPrice(group.price)} za zajęcia`;

/** "Przed nami 6 terminów, wolne miejsca są w 4 z nich. Masz miejsce w 2 z nich." */
export const weeklyGroupSeats = (group: { ahead: number; withSeats: number; joined: number }) =>
  [
    `Przed nami ${sessions(group.ahead)}, ${group.withSeats === 0 ? "w żadnym nie ma już wolnych miejsc" : group.withSeats === group.ahead ? "w każdym są wolne miejsca" : `wolne miejsca są w ${group.withSeats} z nich`}.`,
    group.joined > 0 ? `Masz miejsce w ${group.joined} z nich.` : null,
  ]
    .filter(Boolean)
    .join(" ");

const OUTCOMES = { booked: "masz miejsce", already: "miejsce było już Twoje", full: "brak wolnych miejsc", closed: "zapisy zamknięte" } as const;

/** "we wtorek 9 marca, 18:00: masz miejsce"; a closed day with its name: "…: nie zapisano — Wigilia Bożego Narodzenia". */
export const joinedDateLine = ({ startsAt, outcome, closedFor }: { startsAt: string; outcome: keyof typeof OUTCOMES; closedFor?: string }) =>
  `${onWeekday(weekdayOf(startsAt))} ${formatDate(warsawDate(Date.parse(startsAt)), false)}, ${formatClock(startsAt)}: ${closedFor ? `nie zapisano — ${closedFor}` : OUTCOMES[outcome]}`;

/** The answer's first line: how many seats are now the client's. */
export const joinedSummary = (title: string, booked: number) =>
  booked === 0
    ? `Nie zapisano Cię na żaden nowy termin zajęć „${title}”.`
    : `Zapisano Cię na zajęcia „${title}”: ${countedPhrase(booked, { one: "{count} nowy termin", few: "{count} nowe terminy", many: "{count} nowych terminów" })}. Potwierdzenie ze wszystkimi terminami przyjdzie jednym e-mailem.`;

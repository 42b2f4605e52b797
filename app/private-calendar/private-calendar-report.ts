// What the panel says about the events of the private calendar that its copy
// leaves out or cuts short: with their names and why, so that the trainer
// never reads that the calendar works while some of it blocks nothing.
import type { CalendarReport, Skipped } from "~/private-calendar/private-calendar-events";
import { MAX_DATES_PER_EVENT, MAX_TIMES_PER_EVENT } from "~/private-calendar/private-calendar-expansion";
import type { SkipReason } from "~/private-calendar/private-calendar-rules";
import { fromEventCount, otherCount, skippedEventCount } from "~/lib/polish-phrases";

const REASONS: Record<Exclude<SkipReason, "too-many-times">, string> = {
  "too-often": "powtarza się częściej niż raz na minutę",
  "too-far": "zaczyna się tak dawno, że strona nie doliczy jego powtórzeń do dzisiaj",
  "too-many-dates": `ma ponad ${MAX_DATES_PER_EVENT} osobno dodanych lub wykreślonych dat`,
  unreadable: "jego reguły powtarzania nie da się odczytać",
  "over-budget": "kalendarz ma zbyt wiele powtarzających się wydarzeń, by odczytać wszystkie",
};
/** Names in one sentence at most: the rest are counted. */
const NAMED = 5;

const name = (skipped: Skipped) => (skipped.title ? `„${skipped.title}”` : "wydarzenie bez tytułu");

function listed(items: string[], total: number): string {
  const shown = items.slice(0, NAMED).join(", ");
  return total > NAMED ? `${shown} ${otherCount(total - NAMED)}` : shown;
}

/** Whether the copy holds the whole calendar for the window. */
export const isComplete = (report: CalendarReport) => report.skipped.length === 0 && report.unnamed === 0 && !report.truncated;

/**
 * The report in Polish, or "" when nothing was left out: "Pominięto 2
 * wydarzenia: „Joga” (powtarza się częściej niż raz na minutę), „Dyżur” (…)."
 */
export function reportText(report: CalendarReport): string {
  const sentences: string[] = [];
  const left = report.skipped.filter((item) => item.reason !== "too-many-times");
  const cut = report.skipped.filter((item) => item.reason === "too-many-times");
  const leftTotal = left.length + report.unnamed;
  if (leftTotal > 0) {
    const items = left.map((item) => `${name(item)} (${REASONS[item.reason as keyof typeof REASONS]})`);
    sentences.push(`${skippedEventCount(leftTotal)}: ${listed(items, leftTotal)}.`);
  }
  if (cut.length > 0) {
    const phrase = fromEventCount(cut.length);
    sentences.push(
      `${phrase[0]!.toUpperCase()}${phrase.slice(1)} strona bierze tylko najbliższe ${MAX_TIMES_PER_EVENT} terminów: ${listed(cut.map(name), cut.length)}.`,
    );
  }
  if (report.truncated) sentences.push("Kalendarz ma więcej zajętych terminów w najbliższym roku, niż strona przechowuje: blokują tylko najbliższe.");
  return sentences.join(" ");
}

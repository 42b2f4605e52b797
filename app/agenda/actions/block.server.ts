// "Zablokuj czas": the trainer blocks hours of a day from booking.
import { Temporal } from "temporal-polyfill";
import { blockTime } from "~/bookings/index.server";
import { formatDay, minutesOf, parseDate, warsawBoundary, warsawDate } from "~/scheduling";
import { BLOCK_CLASHES, BLOCK_ENDS_BEFORE_START, BLOCK_PASSED, beyondHorizon, blocked, NEED_BLOCK_HOURS } from "~/agenda/agenda.messages";
import type { AgendaRequest } from "./agenda-request.server";

/** Whether the time was blocked, and what the trainer is told: a refusal is said beside the form, with what was typed. */
export type BlockOutcome = { blocked: boolean; message: string };

export async function tryBlock({ db, form, settings, now }: AgendaRequest): Promise<BlockOutcome> {
  const refused = (message: string) => ({ blocked: false, message });
  const day = parseDate(form.get("date"));
  const from = form.get("from") ?? "";
  const to = form.get("to") ?? "";
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (!day || !time.test(from) || !(time.test(to) || to === "24:00")) return refused(NEED_BLOCK_HOURS);
  const lastDay = warsawDate(now).add({ days: settings.horizonDays });
  if (Temporal.PlainDate.compare(day, lastDay) > 0) return refused(beyondHorizon(settings.horizonDays));
  // Cells are five minutes long: a block covers every cell it touches; a time in the hour skipped in March counts from the change.
  const start = warsawBoundary(day, Math.floor(minutesOf(from) / 5) * 5);
  const end = warsawBoundary(day, Math.ceil(minutesOf(to) / 5) * 5);
  if (end <= start) return refused(BLOCK_ENDS_BEFORE_START);
  if (end <= now.getTime()) return refused(BLOCK_PASSED);
  const note = (form.get("note") ?? "").trim().slice(0, 120);
  const outcome = await blockTime(db, { start, end, note }, now);
  return outcome.kind === "blocked" ? { blocked: true, message: blocked({ day: formatDay(day, false), from, to }) } : refused(BLOCK_CLASHES);
}

/** The block as an agenda intent: what the toast says. */
export const block = async (request: AgendaRequest): Promise<string> => (await tryBlock(request)).message;

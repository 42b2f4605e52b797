// What the trainer's booking form asks, read from the form: the client (a
// card or a new one), the time, and a series' plan and its other times.
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { ChosenClient } from "~/series/index.server";
import { findClient } from "~/clients/index.server";
import { newClientSchema, TIME_PATTERN } from "~/agenda/trainer-booking-request";
import { CARD_GONE, type SeriesPlanError } from "~/agenda/trainer-booking.messages";
import type { SeriesPlan } from "~/series";
import { minutesOf, parseDate } from "~/scheduling";
import { messagesByField } from "~/lib/zod";

/** A card chosen in the panel, or the new client typed there. */
export async function clientOf(
  db: Kysely<Database>,
  form: URLSearchParams,
): Promise<{ ok: true; client: ChosenClient } | { ok: false; errors: Record<string, string[]> }> {
  const id = form.get("clientId") ?? "";
  if (/^\d{1,9}$/.test(id)) {
    const card = await findClient(db, Number(id));
    if (card) return { ok: true, client: card };
    return { ok: false, errors: { clientId: [CARD_GONE] } };
  }
  const parsed = newClientSchema.safeParse({ name: form.get("name") ?? "", email: form.get("email") ?? "", phone: form.get("phone") ?? "" });
  return parsed.success ? { ok: true, client: parsed.data } : { ok: false, errors: messagesByField(parsed.error) };
}

/** The Warsaw date and wall-clock minutes asked for: a free time's instant, or the date and another time typed. */
export function wantedTime(form: URLSearchParams): { date: Temporal.PlainDate; minutes: number } | null {
  const start = form.get("start") ?? "";
  if (start && start !== "other") {
    const instant = Date.parse(start);
    if (!Number.isFinite(instant)) return null;
    const zoned = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO("Europe/Warsaw");
    return { date: zoned.toPlainDate(), minutes: zoned.hour * 60 + zoned.minute };
  }
  const date = parseDate(form.get("date"));
  const time = form.get("otherTime") ?? "";
  return date && TIME_PATTERN.test(time) ? { date, minutes: minutesOf(time) } : null;
}

/** The series' plan from the form, or why it cannot be read. */
export function seriesPlan(form: URLSearchParams, first: Temporal.PlainDate, minutes: number): SeriesPlan | SeriesPlanError {
  const everyWeeks = form.get("everyWeeks") === "2" ? 2 : 1;
  if (form.get("ends") === "until") {
    const until = parseDate(form.get("until"));
    if (!until || Temporal.PlainDate.compare(until, first) < 0) return "until-before-first";
    return { first, minutes, everyWeeks, ends: { until } };
  }
  const count = Number(form.get("count"));
  if (!Number.isInteger(count) || count < 2 || count > 52) return "count-out-of-range";
  return { first, minutes, everyWeeks, ends: { count } };
}

/** Another time the trainer picked for some of a series' dates ("time-2027-03-30" = "17:00" with "choice-…" = "time"). */
export function pickedTimes(form: URLSearchParams): Map<string, number> {
  const times = new Map<string, number>();
  for (const [name, value] of form) {
    const date = name.startsWith("choice-") ? name.slice("choice-".length) : null;
    const time = date ? (form.get(`time-${date}`) ?? "") : "";
    if (date && value === "time" && TIME_PATTERN.test(time)) times.set(date, minutesOf(time));
  }
  return times;
}

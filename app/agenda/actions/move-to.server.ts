// "Przenieś na…": the trainer moves a booking to a day and time typed in
// (this occurrence, or it and the series' later ones by the same shift);
// any time the cells allow, as when taking a booking.
import { changeBooking } from "~/bookings/index.server";
import { versionFromForm } from "~/bookings";
import { moveFollowing } from "~/series/index.server";
import { formatDate, minutesOf, parseDate, warsawInstant } from "~/scheduling";
import { weekdayOfIsoNumber } from "~/lib/polish-grammar";
import { CHANGE_REFUSALS, HOUR_SKIPPED, NEED_DAY_AND_TIME, ONE_OF_NEW_TIMES_TAKEN, TIME_PASSED, movedFollowing, movedTo } from "~/agenda/agenda.messages";
import type { BookingRequest } from "./agenda-request.server";

export async function moveTo({ db, form, settings, now, booking }: BookingRequest): Promise<string> {
  const day = parseDate(form.get("date"));
  const time = form.get("time") ?? "";
  if (!day || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return NEED_DAY_AND_TIME;
  const start = warsawInstant(day, minutesOf(time));
  if (start === null) return HOUR_SKIPPED;
  if (start <= now.getTime()) return TIME_PASSED;
  const bufferMs = settings.bufferMinutes * 60_000;
  const options = { now, expectedSequence: versionFromForm(form) };
  const when = { weekday: weekdayOfIsoNumber(day.dayOfWeek), date: formatDate(day, false), time };
  const mailClient = Boolean(booking.mail_client);
  if (form.get("scope") === "following") {
    const outcome = await moveFollowing(db, booking, start, bufferMs, options);
    if (!outcome.ok) return outcome.reason === "taken" ? ONE_OF_NEW_TIMES_TAKEN : CHANGE_REFUSALS[outcome.reason];
    return movedFollowing({ count: outcome.bookings.length, when, mailClient });
  }
  const length = Date.parse(booking.ends_at) - Date.parse(booking.starts_at);
  const outcome = await changeBooking(db, booking.id, { kind: "move", by: "trainer", slot: { start, end: start + length, bufferMs } }, options);
  return outcome.ok ? movedTo({ when, mailClient }) : CHANGE_REFUSALS[outcome.reason];
}

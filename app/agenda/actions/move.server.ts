// "Przenieś": the trainer moves a booking to one of the free times offered;
// the client gets "Zmiana terminu".
import { versionFromForm } from "~/bookings";
import { moveBookingTo } from "~/bookings/index.server";
import { formatDay, formatTimeRange, warsawDate } from "~/scheduling";
import { CHANGE_REFUSALS, PICK_FROM_LIST, moved } from "~/agenda/agenda.messages";
import type { BookingRequest } from "./agenda-request.server";

export async function move({ db, form, settings, now, booking }: BookingRequest): Promise<string> {
  const start = Date.parse(form.get("start") ?? "");
  if (!Number.isFinite(start)) return PICK_FROM_LIST;
  const claim = await moveBookingTo(db, booking, start, { by: "trainer", settings, now, options: { now, expectedSequence: versionFromForm(form) } });
  if (!claim.ok) return claim.message;
  if (typeof claim.value === "string") return CHANGE_REFUSALS[claim.value];
  const { starts_at, ends_at } = claim.value;
  return moved({ day: formatDay(warsawDate(Date.parse(starts_at)), false), range: formatTimeRange(starts_at, ends_at) });
}

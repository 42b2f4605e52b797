// "Odbyło się", "Nieobecność" and "Zostaw": the outcome of a session, or a
// changed time the trainer keeps.
import { changeBooking } from "~/bookings/index.server";
import { versionFromForm } from "~/bookings";
import { ATTENDED, CHANGE_REFUSALS, KEPT, NO_SHOW } from "~/agenda/agenda.messages";
import type { BookingRequest } from "./agenda-request.server";

const options = ({ form, settings, now }: BookingRequest) => ({
  now,
  expectedSequence: versionFromForm(form),
  noShowUsesSession: settings.noShowCountsAsSession,
  // Without the trainer's review address there is nowhere to send a client: nobody is asked (nor marked as asked).
  reviewAfterSessions: settings.reviewUrl ? settings.reviewAfterSessions : 0,
});

export async function attended(request: BookingRequest): Promise<string> {
  const outcome = await changeBooking(request.db, request.booking.id, { kind: "attended" }, options(request));
  return outcome.ok ? ATTENDED : CHANGE_REFUSALS[outcome.reason];
}

export async function noShow(request: BookingRequest): Promise<string> {
  const outcome = await changeBooking(request.db, request.booking.id, { kind: "no_show" }, options(request));
  return outcome.ok ? NO_SHOW : CHANGE_REFUSALS[outcome.reason];
}

export async function keep(request: BookingRequest): Promise<string> {
  const outcome = await changeBooking(request.db, request.booking.id, { kind: "keep" }, options(request));
  return outcome.ok ? KEPT : CHANGE_REFUSALS[outcome.reason];
}

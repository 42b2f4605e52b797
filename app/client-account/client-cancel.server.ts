// A cancel from /moje-treningi: the booking must be the signed-in client's,
// and then it is the booking page's own cancel (manageBooking: the same
// rules, the same rate limit, changeBooking under the row's lock).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { findBooking, manageBooking, type CancelFollowing } from "~/bookings/index.server";
import { changeRefusalMessage, cutoffHoursOf, INVALID_CHANGE, MAX_CLIENT_MOVES, tooManyChanges } from "~/bookings";
import { slotRefusalMessage } from "~/scheduling";
import type { SiteContent } from "~/site-content";

/** null: cancelled; else the refusal, worded as the booking page words it. */
export async function cancelOwnBooking(
  db: Kysely<Database>,
  clientId: number,
  form: URLSearchParams,
  request: { site: SiteContent; clientAddress: string; cancelFollowing: CancelFollowing; now?: Date },
): Promise<{ message: string; status: number } | null> {
  const { site, clientAddress, cancelFollowing, now = new Date() } = request;
  const { booking: settings, business } = site;
  const id = Number(form.get("booking"));
  const booking = Number.isSafeInteger(id) && id > 0 ? await findBooking(db, id) : undefined;
  // Another client's booking is as unknown as one that never was.
  if (!booking || booking.client_id !== clientId) return { message: INVALID_CHANGE["unknown-intent"], status: 404 };
  if (form.get("intent") !== "cancel") return { message: INVALID_CHANGE["unknown-intent"], status: 400 };
  const outcome = await manageBooking(booking, form, { settings, clientAddress, cancelFollowing }, now);
  const facts = { cutoffHours: cutoffHoursOf(booking, settings.cancelCutoffHours), maxMoves: MAX_CLIENT_MOVES, phone: business.phone };
  switch (outcome.kind) {
    case "cancelled":
    case "moved":
      return null;
    case "refused":
      return { message: outcome.reason === "taken" ? slotRefusalMessage("taken", settings) : changeRefusalMessage(outcome.reason, facts), status: 409 };
    case "rate-limited":
      return { message: tooManyChanges(business.phone), status: 429 };
    case "unavailable":
      return { message: outcome.message, status: 409 };
    case "invalid":
      return { message: INVALID_CHANGE[outcome.reason], status: 400 };
  }
}

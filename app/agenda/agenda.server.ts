// What each button of the trainer's agenda (/admin/kalendarz) and of a card's
// bookings does: one module per intent in ./actions; the week itself is
// agenda-week.server.ts. Every change of a booking goes through changeBooking.
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { CHANGE_REFUSALS, UNKNOWN_INTENT } from "~/agenda/agenda.messages";
import { bookingNamed, type AgendaRequest, type BookingRequest } from "./actions/agenda-request.server";
import { block } from "./actions/block.server";
import { cancel, cancelBlock } from "./actions/cancel.server";
import { erase } from "./actions/erase.server";
import { attended, keep, noShow } from "./actions/mark.server";
import { moveTo } from "./actions/move-to.server";
import { move } from "./actions/move.server";
import { newFeed } from "./actions/new-feed.server";
import { pay, unpay } from "./actions/pay.server";
import { BOOKING_PAYMENT_INTENTS } from "~/payments";
import { remind } from "./actions/remind.server";
import { unblock } from "./actions/unblock.server";

/** Intents that need no booking. */
const CALENDAR_INTENTS: Record<string, (request: AgendaRequest) => Promise<string>> = { block, unblock, "new-feed": newFeed };

/** Intents about one booking, which must exist. */
const BOOKING_INTENTS: Record<string, (request: BookingRequest) => Promise<string>> = {
  cancel,
  "cancel-block": cancelBlock,
  attended,
  no_show: noShow,
  keep,
  move,
  "move-to": moveTo,
  erase,
  remind,
  [BOOKING_PAYMENT_INTENTS.pay]: pay,
  [BOOKING_PAYMENT_INTENTS.unpay]: unpay,
};

/** The booking a button acted on, shown open again after the post (also when the page reloads without JavaScript). */
export function bookingActedOn(form: URLSearchParams): number | null {
  const id = Number(form.get("id"));
  return Object.hasOwn(BOOKING_INTENTS, form.get("intent") ?? "") && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What a button in the agenda did, as a toast says it. */
export async function agendaAction(db: Kysely<Database>, form: URLSearchParams, settings: BookingSettings, now: Date = new Date()): Promise<string> {
  const intent = form.get("intent") ?? "";
  const request = { db, form, settings, now };
  if (Object.hasOwn(CALENDAR_INTENTS, intent)) return CALENDAR_INTENTS[intent]!(request);
  const booking = await bookingNamed(db, form);
  if (!booking) return CHANGE_REFUSALS["not-found"];
  return Object.hasOwn(BOOKING_INTENTS, intent) ? BOOKING_INTENTS[intent]!({ ...request, booking }) : UNKNOWN_INTENT;
}

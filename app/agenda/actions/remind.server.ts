// "Przypomnij" tapped (or "Zapisz: przypomniano" without JavaScript):
// the client is marked reminded of their sessions that day.
import { NOTHING_TO_REMIND, REMINDED } from "~/agenda/agenda.messages";
import { markReminded } from "~/agenda/remind-tomorrow.server";
import type { BookingRequest } from "./agenda-request.server";

export async function remind({ db, booking, now }: BookingRequest): Promise<string> {
  return (await markReminded(db, booking, now)) ? REMINDED : NOTHING_TO_REMIND;
}

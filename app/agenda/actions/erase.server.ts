// "Usuń dane klienta" from the agenda: the same erasure as from the card.
import { eraseClientOfBooking } from "~/clients/index.server";
import { ALREADY_ERASED, erasedClientMessage } from "~/clients";
import type { BookingRequest } from "./agenda-request.server";

export async function erase({ db, booking }: BookingRequest): Promise<string> {
  const erased = await eraseClientOfBooking(db, booking.id);
  return erased ? erasedClientMessage(erased) : ALREADY_ERASED;
}

// "Usuń blokadę": the time can be booked again.
import { unblockTime } from "~/bookings/index.server";
import { UNBLOCKED } from "~/agenda/agenda.messages";
import { formId, type AgendaRequest } from "./agenda-request.server";

export async function unblock({ db, form }: AgendaRequest): Promise<string> {
  const id = formId(form);
  if (Number.isSafeInteger(id)) await unblockTime(db, id);
  return UNBLOCKED;
}

// "Nowy adres kalendarza": the old feed address stops working.
import { renewFeedSecret } from "~/calendar-feed/index.server";
import { NEW_FEED } from "~/agenda/agenda.messages";
import type { AgendaRequest } from "./agenda-request.server";

export async function newFeed({ db, now }: AgendaRequest): Promise<string> {
  await renewFeedSecret(db, now);
  return NEW_FEED;
}

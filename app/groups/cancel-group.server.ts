// "Odwołaj zajęcia" with the trainer's message to the participants: the
// form's version refuses a page rendered before someone joined or left.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { cancelGroupSession } from "./group-sessions.server";
import { CANCEL_MESSAGE_LONG, GROUP_CANCEL_REFUSALS, groupCancelled } from "./groups-admin.messages";

const MESSAGE_LIMIT = 1000;

export async function cancelGroupFromForm(db: Kysely<Database>, id: number, form: URLSearchParams, now: Date = new Date()): Promise<string> {
  const message = (form.get("message") ?? "").trim();
  if (message.length > MESSAGE_LIMIT) return CANCEL_MESSAGE_LONG;
  const version = form.get("version") ?? "";
  const expectedSequence = /^\d{1,9}$/.test(version) ? Number(version) : undefined;
  const outcome = await cancelGroupSession(db, id, { message, expectedSequence, now });
  return outcome.ok ? groupCancelled(outcome.told) : GROUP_CANCEL_REFUSALS[outcome.reason];
}

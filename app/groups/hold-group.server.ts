// "Zostaw zajęcia": the trainer holds a session below its minimum; the
// form's version refuses a page rendered before someone joined or left.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { holdGroupSession } from "./group-minimum.server";
import { HELD, HOLD_REFUSALS } from "./group-hold.messages";

export async function holdGroupFromForm(db: Kysely<Database>, id: number, form: URLSearchParams, now: Date = new Date()): Promise<string> {
  const version = form.get("version") ?? "";
  const outcome = await holdGroupSession(db, id, { expectedSequence: /^\d{1,9}$/.test(version) ? Number(version) : undefined, now });
  return outcome.ok ? HELD : HOLD_REFUSALS[outcome.reason];
}

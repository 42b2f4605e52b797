// Who else may be given the plan just written ("Ten sam plan także dla…"):
// the clients who train now (a session in the last weeks or booked ahead),
// a group's people among them, told apart when two share a name. Giving it
// saves it as each one's next version, whatever version they are on.
import type { Kysely } from "kysely";
import { namesApart } from "~/lib/names-apart";
import type { Database } from "~/db/database.server";
import { timestamp } from "~/db/timestamp";
import type { PlanRecipient } from "./plan-recipients-field";

/** Trains now: a session not cancelled within these days, or any booked ahead. */
const RECENT_DAYS = 60;
const DAY_MS = 24 * 60 * 60_000;

/** The clients who train now, by name, but the card's own. */
export async function planRecipients(db: Kysely<Database>, exceptClientId: number, now: Date): Promise<PlanRecipient[]> {
  const since = timestamp(new Date(now.getTime() - RECENT_DAYS * DAY_MS));
  const training = db
    .selectFrom("bookings")
    .select("client_id")
    .where("client_id", "is not", null)
    .where("status", "!=", "cancelled")
    .where("starts_at", ">=", since);
  const rows = await db
    .selectFrom("clients")
    .select(["id", "name", "email", "phone"])
    .where("id", "!=", exceptClientId)
    .where("id", "in", training)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return namesApart(rows).map((row) => ({ id: row.id, label: row.label }));
}

/** The ones of the list the form named (`also`), as the list shows them: made-up ids, or a card erased meanwhile, are left out. */
export async function chosenRecipients(db: Kysely<Database>, clientId: number, named: readonly string[], now: Date): Promise<PlanRecipient[]> {
  if (named.length === 0) return [];
  const ids = new Set(named);
  return (await planRecipients(db, clientId, now)).filter((recipient) => ids.has(String(recipient.id)));
}

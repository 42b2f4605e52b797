// Cards that may be the same person as this one, for the trainer to merge
// with one tap: a visitor's booking or enquiry joins a card only by its
// e-mail (client-cards.server.ts), so a known phone or the same name makes a
// card of its own, and only the trainer, who knows her clients, joins them.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { clientKeys } from "~/clients/client-keys";

export type MatchReason = "phone" | "name";

export type CardSuggestion = { id: number; name: string; reason: MatchReason };

/** At most this many suggestions on a card: a common name must not fill the page. */
const MOST_SUGGESTIONS = 3;

/** The other cards that hold this card's phone, then those of the same name (letter case aside). */
export async function cardSuggestions(db: Kysely<Database>, card: { id: number; name: string; phone: string }): Promise<CardSuggestion[]> {
  const phoneKey = clientKeys({ email: "", phone: card.phone })[0];
  const byPhone = phoneKey
    ? await db
        .selectFrom("client_keys")
        .innerJoin("clients", "clients.id", "client_keys.client_id")
        .select(["clients.id", "clients.name"])
        .where("client_keys.key", "=", phoneKey)
        .where("clients.id", "<>", card.id)
        .execute()
    : [];
  const name = card.name.trim();
  const byName = name
    ? await db
        .selectFrom("clients")
        .select(["id", "name"])
        .where(sql<boolean>`lower(trim(name)) = lower(${name})`)
        .where("id", "<>", card.id)
        .orderBy("id")
        .limit(MOST_SUGGESTIONS)
        .execute()
    : [];
  const suggestions: CardSuggestion[] = byPhone.map((row) => ({ ...row, reason: "phone" }));
  for (const row of byName) if (!suggestions.some((known) => known.id === row.id)) suggestions.push({ ...row, reason: "name" });
  return suggestions.slice(0, MOST_SUGGESTIONS);
}

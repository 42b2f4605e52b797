// An erasure within a day of an import (RODO art. 17): the kept file holds the
// client's row, and "Cofnij import" would bring back what the import wrote to
// the card. Every kept import that names the card, or whose file carries one
// of its addresses, goes with it, its undo too; the others stay.
import type { Transaction } from "kysely";
import type { Database } from "~/db/database.server";

type KeptImport = { id: number; rows: string; done: string | null };

/** Ids of the cards an import's record (imports/import-record.ts) added or filled. */
function cardsNamed(done: string | null): number[] {
  if (!done) return [];
  const record = JSON.parse(done) as { added?: number[]; filled?: { id: number }[] };
  return [...(record.added ?? []), ...(record.filled ?? []).map((card) => card.id)];
}

const mentions = (kept: KeptImport, clientId: number, emails: readonly string[]) =>
  cardsNamed(kept.done).includes(clientId) || emails.some((email) => kept.rows.toLowerCase().includes(email));

/** Erases the kept imports that hold this client's data; how many went. */
export async function forgetImportsOf(trx: Transaction<Database>, clientId: number, emails: Iterable<string>): Promise<number> {
  const addresses = [...emails].map((email) => email.trim().toLowerCase()).filter((email) => email.includes("@"));
  // A day's imports at most (import-store.server.ts erases older ones): read whole, matched here.
  const kept = await trx.selectFrom("client_imports").select(["id", "rows", "done"]).execute();
  const ids = kept.filter((row) => mentions(row, clientId, addresses)).map((row) => row.id);
  if (ids.length > 0) await trx.deleteFrom("client_imports").where("id", "in", ids).execute();
  return ids.length;
}

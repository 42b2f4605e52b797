// What importing the mapped rows would do, read against the cards as they
// are ("Who is who"): a row joins a card only by its e-mail's key (merged:
// the card keeps its data, its empty fields are filled); a phone or a name
// another card holds only makes the row "similar", listed for the trainer
// and imported as a card of its own; a row no key can find again is skipped.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { clientKeys } from "~/clients/index.server";
import type { ImportedPerson, MappedRow } from "./mapped-people";
import { foldName } from "./fold-name";

export type CardRef = { id: number; name: string };

export type PreviewRow =
  | { row: number; kind: "new"; person: ImportedPerson; keys: string[]; similar?: CardRef & { reason: "phone" | "name" } }
  | { row: number; kind: "merge"; person: ImportedPerson; keys: string[]; card: CardRef }
  /** The same e-mail as an earlier row of the file: joined to that row's card. */
  | { row: number; kind: "repeat"; person: ImportedPerson; keys: string[]; sameAs: number }
  | { row: number; kind: "skipped"; why: "no-contact" | "bad-email" };

const CHUNK = 500;

async function cardsByKey(db: Kysely<Database> | Transaction<Database>, keys: string[]): Promise<Map<string, CardRef>> {
  const found = new Map<string, CardRef>();
  for (let at = 0; at < keys.length; at += CHUNK) {
    const rows = await db
      .selectFrom("client_keys")
      .innerJoin("clients", "clients.id", "client_keys.client_id")
      .select(["client_keys.key", "clients.id", "clients.name"])
      .where("client_keys.key", "in", keys.slice(at, at + CHUNK))
      .execute();
    for (const row of rows) found.set(row.key, { id: row.id, name: row.name });
  }
  return found;
}

/** Every card by its folded name (a trainer has thousands at most: one read beats thousands of lookups). */
async function cardsByName(db: Kysely<Database> | Transaction<Database>): Promise<Map<string, CardRef>> {
  const rows = await db.selectFrom("clients").select(["id", "name"]).orderBy("id").execute();
  const byName = new Map<string, CardRef>();
  for (const row of rows) if (!byName.has(foldName(row.name))) byName.set(foldName(row.name), row);
  return byName;
}

export async function previewImport(db: Kysely<Database> | Transaction<Database>, mapped: MappedRow[]): Promise<PreviewRow[]> {
  const keyed = mapped.map((row) => ("person" in row ? { ...row, keys: clientKeys(row.person) } : row));
  const allKeys = [...new Set(keyed.flatMap((row) => ("keys" in row ? row.keys : [])))];
  const [byKey, byName] = await Promise.all([cardsByKey(db, allKeys), cardsByName(db)]);
  const firstRowOfEmail = new Map<string, number>();
  return keyed.map((row): PreviewRow => {
    if (!("keys" in row))
      return row.skipped === "bad-email" ? { row: row.row, kind: "skipped", why: "bad-email" } : { row: row.row, kind: "skipped", why: "no-contact" };
    const { person, keys } = row;
    if (!keys.length) return { row: row.row, kind: "skipped", why: "no-contact" };
    const emailKey = keys.find((key) => key.startsWith("e:"));
    const card = emailKey ? byKey.get(emailKey) : undefined;
    if (card) return { row: row.row, kind: "merge", person, keys, card };
    if (emailKey) {
      const earlier = firstRowOfEmail.get(emailKey);
      if (earlier !== undefined) return { row: row.row, kind: "repeat", person, keys, sameAs: earlier };
      firstRowOfEmail.set(emailKey, row.row);
    }
    const phoneKey = keys.find((key) => key.startsWith("p:"));
    const byPhone = phoneKey ? byKey.get(phoneKey) : undefined;
    const named = byName.get(foldName(person.name));
    const similar = byPhone ? { ...byPhone, reason: "phone" as const } : named ? { ...named, reason: "name" as const } : undefined;
    return similar ? { row: row.row, kind: "new", person, keys, similar } : { row: row.row, kind: "new", person, keys };
  });
}

// What importing the mapped rows would do, read against the cards as they
// are ("Who is who"). The file is the trainer's own data, so a row joins a
// card as her phone bookings do (client-cards.server.ts): by its e-mail's
// key, then its phone's (merged: the card keeps its data, its empty fields
// are filled), and a later row of the file by a key an earlier one had; a
// name another card holds only makes the row "similar", listed for the
// trainer and imported as a card of its own; a row no key can find again is
// skipped, named as the file has it. A row with a key of a person erased
// before (RODO) and of no card now is held back, "erased", until the trainer
// says yes to that row (`confirmed`): an old file must not bring them back.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { clientKeys, erasedAmong, joiningKeys } from "~/clients/index.server";
import type { ImportedPerson, MappedRow } from "./mapped-people";
import { foldName } from "./fold-name";

export type CardRef = { id: number; name: string };

export type PreviewRow =
  | { row: number; kind: "new"; person: ImportedPerson; keys: string[]; similar?: CardRef & { reason: "name" } }
  | { row: number; kind: "merge"; person: ImportedPerson; keys: string[]; card: CardRef }
  /** The e-mail or phone of an earlier row of the file: joined to that row's card. */
  | { row: number; kind: "repeat"; person: ImportedPerson; keys: string[]; sameAs: number }
  /** A person whose data was erased before: no card unless the trainer confirms the row. */
  | { row: number; kind: "erased"; person: ImportedPerson; keys: string[] }
  | { row: number; kind: "skipped"; why: "no-contact" | "bad-email"; name: string; email: string };

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

export async function previewImport(
  db: Kysely<Database> | Transaction<Database>,
  mapped: MappedRow[],
  confirmed: ReadonlySet<number> = new Set(),
): Promise<PreviewRow[]> {
  const keyed = mapped.map((row) => ("person" in row ? { ...row, keys: clientKeys(row.person) } : row));
  const allKeys = [...new Set(keyed.flatMap((row) => ("keys" in row ? row.keys : [])))];
  const [byKey, byName, erased] = await Promise.all([cardsByKey(db, allKeys), cardsByName(db), erasedAmong(db, allKeys)]);
  const firstRowOfKey = new Map<string, number>();
  return keyed.map((row): PreviewRow => {
    if (!("keys" in row)) return { row: row.row, kind: "skipped", why: row.skipped, name: row.name, email: row.email };
    const { person, keys } = row;
    if (!keys.length) return { row: row.row, kind: "skipped", why: "no-contact", name: person.name, email: person.email };
    const joining = joiningKeys(keys, "trainer");
    const card = joining.map((key) => byKey.get(key)).find((found) => found !== undefined);
    if (card) return { row: row.row, kind: "merge", person, keys, card };
    if (!confirmed.has(row.row) && keys.some((key) => erased.has(key))) return { row: row.row, kind: "erased", person, keys };
    const earlier = joining.map((key) => firstRowOfKey.get(key)).find((found) => found !== undefined);
    if (earlier !== undefined) return { row: row.row, kind: "repeat", person, keys, sameAs: earlier };
    for (const key of joining) firstRowOfKey.set(key, row.row);
    const named = byName.get(foldName(person.name));
    return named ? { row: row.row, kind: "new", person, keys, similar: { ...named, reason: "name" } } : { row: row.row, kind: "new", person, keys };
  });
}

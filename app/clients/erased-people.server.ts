// People whose data was erased (RODO art. 17), remembered so that an old file
// or a booking typed in by the trainer does not bring them back unseen (issue
// 80): each key their card held (an e-mail's, a phone's: client-keys.ts) is
// kept only as an HMAC under the database's own secret. The table holds
// nothing readable; only someone who already has the e-mail or phone can
// find that it was erased.
import { createHmac } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { databaseSecret } from "~/db/app-secrets.server";
import { timestamp, type Database } from "~/db/database.server";
import { clientKeys, type Contact } from "./client-keys";
import { ERASED_CONFIRM_FIELD } from "./erased-person-field";

const SECRET_NAME = "erased-people";
const CHUNK = 500;

type Handle = Kysely<Database> | Transaction<Database>;

async function hasher(db: Handle): Promise<(key: string) => string> {
  const secret = await databaseSecret(db as Kysely<Database>, SECRET_NAME);
  return (key) => createHmac("sha256", secret).update(key).digest("base64url");
}

/** Remembers the erased card's keys, in the erasure's transaction. */
export async function rememberErased(trx: Transaction<Database>, keys: readonly string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  const hash = await hasher(trx);
  await trx
    .insertInto("erased_people")
    .values([...new Set(keys)].map((key) => ({ key_hash: hash(key), erased_at: timestamp(now) })))
    .onConflict((conflict) => conflict.column("key_hash").doUpdateSet({ erased_at: timestamp(now) }))
    .execute();
}

/** Which of `keys` were a card's that was erased (a key a card holds again is the person back, not erased). */
export async function erasedAmong(db: Handle, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (keys.length === 0) return found;
  const held = new Set<string>();
  for (let at = 0; at < keys.length; at += CHUNK) {
    const rows = await db
      .selectFrom("client_keys")
      .select("key")
      .where("key", "in", keys.slice(at, at + CHUNK))
      .execute();
    for (const row of rows) held.add(row.key);
  }
  const hash = await hasher(db);
  const byHash = new Map([...new Set(keys)].map((key) => [hash(key), key]));
  const hashes = [...byHash.keys()];
  for (let at = 0; at < hashes.length; at += CHUNK) {
    const rows = await db
      .selectFrom("erased_people")
      .select("key_hash")
      .where("key_hash", "in", hashes.slice(at, at + CHUNK))
      .execute();
    for (const row of rows) {
      const key = byHash.get(row.key_hash)!;
      if (!held.has(key)) found.add(key);
    }
  }
  return found;
}

/**
 * A new client typed in the panel (a booking by phone, "Dodaj klienta") whose
 * e-mail or phone was an erased person's: true until the trainer ticks that the
 * person came back of their own will (ERASED_CONFIRM_FIELD), so nobody is
 * brought back unseen.
 */
export async function erasedWithoutYes(db: Kysely<Database>, person: Contact, form: URLSearchParams): Promise<boolean> {
  if (form.get(ERASED_CONFIRM_FIELD) === "on") return false;
  return (await erasedAmong(db, clientKeys(person))).size > 0;
}

/** Forgets the erasures made before `before` (the retention period, as the privacy policy says); how many keys went. */
export async function forgetErasedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom("erased_people").where("erased_at", "<", timestamp(before)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

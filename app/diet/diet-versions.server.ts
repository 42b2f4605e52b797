// Saving a new version of a client's diet or supplement list. The form says
// which version it was based on; a save based on an older one (another tab,
// another phone saved meanwhile) is refused, never written over, and the
// same form sent twice (a double tap, a retry) stores one version.
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf, isUniqueViolation, writeLockFirst } from "~/db/sql-dialect.server";
import type { DietBody, SupplementList } from "./diet-body";

export type DietContent = { kind: "meals"; body: DietBody } | { kind: "pdf"; pdf: Buffer; name: string };

export type SavedVersion =
  { ok: true; version: number; repeated: boolean } | { ok: false; problem: "stale"; current: number } | { ok: false; problem: "client-gone" };

type VersionedTable = "diet_plans" | "supplement_lists";
type Stored = { body: string | null; pdf?: Buffer | null; pdf_name?: string | null };

async function clientLocked(trx: Transaction<Database>, clientId: number): Promise<boolean> {
  await writeLockFirst(trx);
  const query = trx.selectFrom("clients").select("id").where("id", "=", clientId);
  return (await (dialectOf(trx) === "postgres" ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

const samePdf = (a: Uint8Array | null | undefined, b: Uint8Array | null | undefined) => (a && b ? Buffer.from(a).equals(Buffer.from(b)) : !a && !b);
const sameStored = (latest: Stored, row: Stored) =>
  latest.body === row.body && (latest.pdf_name ?? null) === (row.pdf_name ?? null) && samePdf(latest.pdf, row.pdf);

async function saveVersion(db: Kysely<Database>, table: VersionedTable, clientId: number, base: number, row: Stored, now: Date): Promise<SavedVersion> {
  try {
    return await db.transaction().execute(async (trx): Promise<SavedVersion> => {
      if (!(await clientLocked(trx, clientId))) return { ok: false, problem: "client-gone" };
      const columns = table === "diet_plans" ? (["version", "body", "pdf", "pdf_name"] as const) : (["version", "body"] as const);
      const latest = (await trx.selectFrom(table).select(columns).where("client_id", "=", clientId).orderBy("version", "desc").limit(1).executeTakeFirst()) as
        (Stored & { version: number }) | undefined;
      const current = latest?.version ?? 0;
      if (current !== base) {
        // The same form again, after its first send was saved: nothing new to store.
        if (latest && current === base + 1 && sameStored(latest, row)) return { ok: true, version: current, repeated: true };
        return { ok: false, problem: "stale", current };
      }
      await trx
        .insertInto(table)
        .values({ client_id: clientId, version: current + 1, created_at: timestamp(now), ...row })
        .execute();
      return { ok: true, version: current + 1, repeated: false };
    });
  } catch (error) {
    // Only when a lock was not taken (cannot happen with the client's row locked): the other save won.
    if (isUniqueViolation(error)) return { ok: false, problem: "stale", current: base + 1 };
    throw error;
  }
}

/** A new version of the client's diet, meals or a PDF, if `base` is the newest version (0: none yet). */
export function saveDietVersion(db: Kysely<Database>, clientId: number, base: number, content: DietContent, now: Date): Promise<SavedVersion> {
  const row: Stored =
    content.kind === "meals" ? { body: JSON.stringify(content.body), pdf: null, pdf_name: null } : { body: null, pdf: content.pdf, pdf_name: content.name };
  return saveVersion(db, "diet_plans", clientId, base, row, now);
}

/** A new version of the client's supplement list, if `base` is the newest version (0: none yet). */
export function saveSupplementVersion(db: Kysely<Database>, clientId: number, base: number, list: SupplementList, now: Date): Promise<SavedVersion> {
  return saveVersion(db, "supplement_lists", clientId, base, { body: JSON.stringify(list) }, now);
}

// Saving a new version of a client's diet or supplement list. The form says
// which version it was based on; a save based on an older one (another tab,
// another phone saved meanwhile) is refused, never written over, and the
// same form sent twice (a double tap, a retry) stores one version.
import type { Kysely, Transaction } from "kysely";
import { notifyGathered } from "~/notifications/index.server";
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

type Latest = (Stored & { version: number }) | undefined;

async function latestOf(trx: Transaction<Database>, table: VersionedTable, clientId: number): Promise<Latest> {
  const columns = table === "diet_plans" ? (["version", "body", "pdf", "pdf_name"] as const) : (["version", "body"] as const);
  return (await trx.selectFrom(table).select(columns).where("client_id", "=", clientId).orderBy("version", "desc").limit(1).executeTakeFirst()) as Latest;
}

/**
 * What a save based on `base` does against the newest stored version: writes
 * the next one, finds it already written (the same form again, after its
 * first send was saved), or is stale. `sameIsNothing`: a form whose content
 * is the newest version's writes nothing (the page's one save leaves the
 * list it did not change as it is).
 */
type Step = { write: true; version: number } | { write: false; version: number | null } | { stale: number };
function stepOf(latest: Latest, base: number, row: Stored, sameIsNothing = false): Step {
  const current = latest?.version ?? 0;
  if (current === base) return latest && sameIsNothing && sameStored(latest, row) ? { write: false, version: null } : { write: true, version: current + 1 };
  if (latest && current === base + 1 && sameStored(latest, row)) return { write: false, version: current };
  return { stale: current };
}

async function writeVersion(trx: Transaction<Database>, table: VersionedTable, clientId: number, version: number, row: Stored, now: Date) {
  await trx
    .insertInto(table)
    .values({ client_id: clientId, version, created_at: timestamp(now), ...row })
    .execute();
}

/** In one transaction, under the client's lock; a unique violation only when a lock was not taken (cannot happen with the client's row locked): the other save won. */
async function underClientLock<T>(db: Kysely<Database>, clientId: number, work: (trx: Transaction<Database>) => Promise<T>, stale: () => T) {
  try {
    return await db.transaction().execute(async (trx) => ((await clientLocked(trx, clientId)) ? work(trx) : ({ ok: false, problem: "client-gone" } as const)));
  } catch (error) {
    if (isUniqueViolation(error)) return stale();
    throw error;
  }
}

function saveVersion(db: Kysely<Database>, table: VersionedTable, clientId: number, base: number, row: Stored, now: Date): Promise<SavedVersion> {
  return underClientLock<SavedVersion>(
    db,
    clientId,
    async (trx) => {
      const step = stepOf(await latestOf(trx, table, clientId), base, row);
      if ("stale" in step) return { ok: false, problem: "stale", current: step.stale };
      if (step.write) {
        await writeVersion(trx, table, clientId, step.version, row, now);
        await notifyGathered(trx, { kind: "client_program_changed", clientId, item: "diet", now });
      }
      return { ok: true, version: step.version!, repeated: !step.write };
    },
    () => ({ ok: false, problem: "stale", current: base + 1 }),
  );
}

const mealsRow = (body: DietBody): Stored => ({ body: JSON.stringify(body), pdf: null, pdf_name: null });
const supplementsRow = (list: SupplementList): Stored => ({ body: JSON.stringify(list) });

export type SavedPage =
  | { ok: true; diet: number | null; supplements: number | null }
  | { ok: false; problem: "stale"; current: { diet: number; supplements: number } }
  | { ok: false; problem: "client-gone" };

/**
 * The diet page's one save: the meals (null: none typed, the diet left as it
 * is) and the supplements, each as a new version where it differs from the
 * newest, both or neither. Either list stale refuses both: nothing is half saved.
 */
export function saveDietPage(
  db: Kysely<Database>,
  clientId: number,
  page: { diet: { base: number; body: DietBody | null }; supplements: { base: number; list: SupplementList } },
  now: Date,
): Promise<SavedPage> {
  return underClientLock<SavedPage>(
    db,
    clientId,
    async (trx) => {
      const [dietLatest, supplementsLatest] = [await latestOf(trx, "diet_plans", clientId), await latestOf(trx, "supplement_lists", clientId)];
      const dietRow = page.diet.body && mealsRow(page.diet.body);
      const dietStep: Step = dietRow ? stepOf(dietLatest, page.diet.base, dietRow, true) : { write: false, version: null };
      // No list yet and none typed: nothing to keep, not an empty first version.
      const noSupplements = !supplementsLatest && page.supplements.list.items.length === 0;
      const supplementsStep: Step = noSupplements
        ? { write: false, version: null }
        : stepOf(supplementsLatest, page.supplements.base, supplementsRow(page.supplements.list), true);
      if ("stale" in dietStep || "stale" in supplementsStep) {
        return { ok: false, problem: "stale", current: { diet: dietLatest?.version ?? 0, supplements: supplementsLatest?.version ?? 0 } };
      }
      if (dietStep.write && dietRow) await writeVersion(trx, "diet_plans", clientId, dietStep.version, dietRow, now);
      if (supplementsStep.write) await writeVersion(trx, "supplement_lists", clientId, supplementsStep.version, supplementsRow(page.supplements.list), now);
      if (dietStep.write || supplementsStep.write) await notifyGathered(trx, { kind: "client_program_changed", clientId, item: "diet", now });
      return { ok: true, diet: dietStep.version, supplements: supplementsStep.version };
    },
    () => ({ ok: false, problem: "stale", current: { diet: page.diet.base + 1, supplements: page.supplements.base + 1 } }),
  );
}

/** A new version of the client's diet, meals or a PDF, if `base` is the newest version (0: none yet). */
export function saveDietVersion(db: Kysely<Database>, clientId: number, base: number, content: DietContent, now: Date): Promise<SavedVersion> {
  const row: Stored = content.kind === "meals" ? mealsRow(content.body) : { body: null, pdf: content.pdf, pdf_name: content.name };
  return saveVersion(db, "diet_plans", clientId, base, row, now);
}

/** A new version of the client's supplement list, if `base` is the newest version (0: none yet). */
export function saveSupplementVersion(db: Kysely<Database>, clientId: number, base: number, list: SupplementList, now: Date): Promise<SavedVersion> {
  return saveVersion(db, "supplement_lists", clientId, base, supplementsRow(list), now);
}

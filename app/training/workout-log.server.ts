// The workout log: sets arrive from the client's phone, perhaps after a time
// without signal and perhaps more than once; each is stored once by its key
// (the unique set_key), and only with the client's consent to keep health
// data (RODO art. 9). The answer lists the keys the server now holds, so the
// phone forgets exactly those, and the records the new sets set.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import { timestamp } from "~/db/timestamp";
import type { LoggedSet, WorkoutCap } from "./logged-set";
import { bestOf, liftOf, recordsIn } from "./personal-records";
import { capPassedBy } from "./workout-caps.server";

export type NewRecord = { exerciseName: string; weightKg: number; reps: number };
/**
 * `keys`: what the phone may forget, stored or erased; with no consent now, every set sent was logged under one since withdrawn;
 * over a cap, none of the new sets is kept and the phone keeps them (the day's cap lets them in on a later day).
 */
export type StoredSets =
  { kind: "stored"; keys: string[]; records: NewRecord[] } | { kind: "no-consent"; keys: string[] } | { kind: "capped"; cap: WorkoutCap; keys: string[] };

/**
 * A set logged under a consent since withdrawn (the phone was offline when
 * it was withdrawn elsewhere) is erased with it, as the withdrawal promised,
 * even after the client consents again: never stored, acknowledged so the
 * phone forgets it. A set queued before sets carried their consent is judged
 * by the phone's clock.
 */
const loggedUnder = (set: LoggedSet, consentAt: string) => (set.consentAt != null ? set.consentAt === consentAt : set.loggedAt >= consentAt);

/** A set logged this far before it is sent, or this far ahead, is no set of a workout. */
const MAX_AGE_DAYS = 60;
const DAY_MS = 24 * 60 * 60_000;

export async function storeSets(db: Kysely<Database>, clientId: number, sets: readonly LoggedSet[], now: Date): Promise<StoredSets> {
  const earliest = new Date(now.getTime() - MAX_AGE_DAYS * DAY_MS).toISOString().slice(0, 10);
  const latest = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  const inTime = sets.filter((set) => set.doneOn >= earliest && set.doneOn <= latest);
  const keys = sets.map((set) => set.setKey);
  return db.transaction().execute(async (trx) => {
    await writeLockFirst(trx);
    // The consent read under the card's lock: a withdrawal (which erases the log) never interleaves with a store.
    const card = trx.selectFrom("clients").select("progress_consent_at").where("id", "=", clientId);
    const consent = await (dialectOf(trx) === "postgres" ? card.forUpdate() : card).executeTakeFirst();
    const consentAt = consent?.progress_consent_at;
    if (!consentAt) return { kind: "no-consent", keys } as const;
    const withdrawn = sets.filter((set) => !loggedUnder(set, consentAt)).map((set) => set.setKey);
    const timely = inTime.filter((set) => loggedUnder(set, consentAt));
    const known = new Set((await trx.selectFrom("workout_sets").select("set_key").where("set_key", "in", keys).execute()).map((row) => row.set_key));
    const fresh = timely.filter((set, index) => !known.has(set.setKey) && timely.findIndex((other) => other.setKey === set.setKey) === index);
    const names = await libraryNames(trx, fresh);
    const plans = await ownPlans(trx, clientId, fresh);
    const planOf = (set: LoggedSet) => (set.planId !== null && plans.has(set.planId) ? set.planId : null);
    const tooOld = sets.filter((set) => !inTime.includes(set)).map((set) => set.setKey);
    const cap = await capPassedBy(trx, clientId, fresh.map(planOf), now);
    if (cap) return { kind: "capped", cap, keys: [...new Set([...tooOld, ...withdrawn])] };
    if (fresh.length > 0)
      await trx
        .insertInto("workout_sets")
        .values(
          fresh.map((set) => ({
            client_id: clientId,
            set_key: set.setKey,
            plan_id: planOf(set),
            day_name: set.dayName,
            exercise_id: set.exerciseId !== null && names.has(set.exerciseId) ? set.exerciseId : null,
            exercise_name: (set.exerciseId !== null && names.get(set.exerciseId)) || set.exerciseName,
            set_number: set.setNumber,
            weight_kg: set.weightKg,
            reps: set.reps,
            seconds: set.seconds,
            done_on: set.doneOn,
            logged_at: set.loggedAt,
            received_at: timestamp(now),
          })),
        )
        .onConflict((conflict) => conflict.column("set_key").doNothing())
        .execute();
    const records = await newRecords(trx, clientId, fresh, names);
    // A key another client's phone made (never, with random keys) is not this client's set: it is not acknowledged as stored.
    const ours = await trx.selectFrom("workout_sets").select("set_key").where("client_id", "=", clientId).where("set_key", "in", keys).execute();
    return { kind: "stored", keys: [...new Set([...ours.map((row) => row.set_key), ...tooOld, ...withdrawn])], records };
  });
}

type Reader = Pick<Kysely<Database>, "selectFrom">;

async function libraryNames(db: Reader, sets: readonly LoggedSet[]): Promise<Map<number, string>> {
  const ids = [...new Set(sets.flatMap((set) => (set.exerciseId === null ? [] : [set.exerciseId])))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("exercises").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The records the fresh sets set, each day and exercise apart: against the
 * best of the days before, after the sets of that day stored already.
 */
async function newRecords(db: Reader, clientId: number, fresh: readonly LoggedSet[], names: Map<number, string>): Promise<NewRecord[]> {
  const ids = [...new Set(fresh.flatMap((set) => (set.exerciseId !== null && names.has(set.exerciseId) ? [set.exerciseId] : [])))];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("workout_sets")
    .select(["exercise_id", "weight_kg", "reps", "done_on", "logged_at", "set_key"])
    .where("client_id", "=", clientId)
    .where("exercise_id", "in", ids)
    .execute();
  const freshKeys = new Set(fresh.map((set) => set.setKey));
  const records: NewRecord[] = [];
  const groups = new Map<string, LoggedSet[]>();
  for (const set of fresh)
    if (set.exerciseId !== null && ids.includes(set.exerciseId))
      groups.set(`${set.exerciseId} ${set.doneOn}`, [...(groups.get(`${set.exerciseId} ${set.doneOn}`) ?? []), set]);
  for (const sets of groups.values()) {
    const { exerciseId, doneOn } = sets[0]!;
    const mine = rows.filter((row) => row.exercise_id === exerciseId && !freshKeys.has(row.set_key));
    const before = bestOf(mine.filter((row) => row.done_on < doneOn).map(liftOf));
    const today = [
      ...mine.filter((row) => row.done_on === doneOn).map((row) => ({ ...liftOf(row), loggedAt: row.logged_at, set: null })),
      ...sets.map((set) => ({ weightKg: set.weightKg, reps: set.reps, loggedAt: set.loggedAt, set })),
    ].sort((a, b) => a.loggedAt.localeCompare(b.loggedAt));
    recordsIn(before, today).forEach((record, index) => {
      const set = today[index]!.set;
      if (record && set) records.push({ exerciseName: names.get(exerciseId!)!, weightKg: set.weightKg!, reps: set.reps! });
    });
  }
  return records;
}

/** The plans the sets name that are the client's own; a set naming another keeps no plan. */
async function ownPlans(db: Reader, clientId: number, sets: readonly LoggedSet[]): Promise<Set<number>> {
  const ids = [...new Set(sets.flatMap((set) => (set.planId === null ? [] : [set.planId])))];
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("training_plans").select("id").where("id", "in", ids).where("client_id", "=", clientId).execute();
  return new Set(rows.map((row) => row.id));
}

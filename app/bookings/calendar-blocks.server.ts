// Time the trainer marks busy ("dziś 15:00–17:00 zajęte"): it holds its
// cells as a booking does, so nothing is booked into it.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { claimCells, SlotTaken } from "./booking-cells.server";

export type BlockOutcome = { kind: "blocked"; id: number } | { kind: "taken" };

/** Marks time busy; refused when a booking or another block holds part of it. */
export async function blockTime(db: Kysely<Database>, block: { start: number; end: number; note: string }, now: Date = new Date()): Promise<BlockOutcome> {
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("calendar_blocks")
        .values({ starts_at: timestamp(new Date(block.start)), ends_at: timestamp(new Date(block.end)), note: block.note, created_at: timestamp(now) })
        .returning("id")
        .executeTakeFirstOrThrow();
      await claimCells(trx, { block_id: row.id }, block.start, block.end);
      return row.id;
    });
    return { kind: "blocked", id };
  } catch (error) {
    if (error instanceof SlotTaken) return { kind: "taken" };
    throw error;
  }
}

export async function unblockTime(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("calendar_blocks").where("id", "=", id).execute();
}

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";

// The starter exercise "Zarzut sztangi…" (0035) ended "pod okiem trenera.", a
// man's word on a site whose trainer may be a woman, read by clients in their
// plan; the trainer wrote that plan, so it now says "pod moim okiem." (issue
// 80). Only that phrase changes, also in a text the trainer edited around it.
// Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

const SLUG = "zarzut-sztangi-z-zawieszenia";

const rephrase = (db: Kysely<any>, from: string, to: string) =>
  db
    .updateTable("exercises")
    .set({ instructions: sql`replace(instructions, ${from}, ${to})` })
    .where("starter_slug", "=", SLUG)
    .execute();

export const starterExerciseWordingMigration: Migration = {
  up: async (db: Kysely<any>) => void (await rephrase(db, "pod okiem trenera.", "pod moim okiem.")),
  down: async (db: Kysely<any>) => void (await rephrase(db, "pod moim okiem.", "pod okiem trenera.")),
};

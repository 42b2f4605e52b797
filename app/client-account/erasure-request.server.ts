// "Poproś o usunięcie danych" at /moje-treningi: the trainer is told at once
// by mail and erases from the card as any erasure is made. Asked again
// within a day, the trainer is not told twice.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { notify } from "~/notifications/index.server";

const ASKED_AGAIN_MS = 24 * 60 * 60 * 1000;

export async function requestErasure(db: Kysely<Database>, clientId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The card's row, locked and read again: an erasure under way either goes first or waits.
    const card = await trx
      .updateTable("clients")
      .set((eb) => ({ name: eb.ref("name") }))
      .where("id", "=", clientId)
      .returning("id")
      .executeTakeFirst();
    if (!card) return;
    const asked = await trx
      .selectFrom("outbox")
      .select("id")
      .where("client_id", "=", clientId)
      .where("kind", "=", "client_erasure_request")
      .where("created_at", ">", timestamp(new Date(now.getTime() - ASKED_AGAIN_MS)))
      .executeTakeFirst();
    if (asked) return;
    await notify(trx, { kind: "client_erasure_request", recipient: "trainer", about: { clientId }, dueAt: now, channels: ["email"] });
  });
}

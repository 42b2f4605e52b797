// What became of a push message on each device (the deliveries table): a
// device that took it is never sent it again, however often its outbox row
// is tried again for the devices that did not. Erased with the row and with
// the device (foreign keys).
import { sql, type Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";

/** The devices that took the message of outbox row `outboxId`. */
export async function sentDevices(db: Kysely<Database>, outboxId: number): Promise<Set<number>> {
  const rows = await db.selectFrom("deliveries").select("device_id").where("outbox_id", "=", outboxId).where("status", "=", "sent").execute();
  return new Set(rows.map((row) => row.device_id));
}

/**
 * Records one send to a device: sent (`error` null) or failed. A device
 * removed meanwhile (signed out, erased) gets no record: the insert reads it
 * from its table.
 */
export async function recordDelivery(
  db: Kysely<Database>,
  { outboxId, deviceId, error, now }: { outboxId: number; deviceId: number; error: string | null; now: Date },
): Promise<void> {
  const status = error === null ? ("sent" as const) : ("failed" as const);
  const sentAt = error === null ? timestamp(now) : null;
  const lastError = error?.slice(0, 2000) ?? null;
  await db
    .insertInto("deliveries")
    .columns(["outbox_id", "device_id", "status", "attempts", "last_error", "sent_at"])
    .expression((eb) =>
      eb
        .selectFrom("push_subscriptions")
        .select([
          // Typed, as PostgreSQL takes a bare parameter in a select list for text.
          eb.cast<number>(eb.val(outboxId), "integer").as("outbox_id"),
          "id",
          eb.cast<string>(eb.val(status), "text").as("status"),
          eb.cast<number>(eb.val(1), "integer").as("attempts"),
          eb.cast<string | null>(eb.val(lastError), "text").as("last_error"),
          eb.cast<string | null>(eb.val(sentAt), "text").as("sent_at"),
        ])
        .where("id", "=", deviceId),
    )
    .onConflict((conflict) =>
      conflict
        .columns(["outbox_id", "device_id"])
        .doUpdateSet({ status, attempts: sql<number>`deliveries.attempts + 1`, last_error: lastError, sent_at: sentAt }),
    )
    .execute();
}

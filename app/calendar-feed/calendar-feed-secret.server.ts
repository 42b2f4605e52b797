// The secret in the trainer's private calendar feed address
// (/kalendarz/<secret>.ics): shared by all instances, replaced in one tap.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { getOrCreateSecret } from "~/db/app-secrets.server";
import { timestamp, type Database } from "~/db/database.server";

const SECRET_NAME = "calendar-feed";

export function feedSecret(db: Kysely<Database>): Promise<string> {
  return getOrCreateSecret(db, SECRET_NAME);
}

/** A new secret: the old address stops working at once, on every instance. */
export async function renewFeedSecret(db: Kysely<Database>, now: Date = new Date()): Promise<string> {
  const value = randomBytes(24).toString("base64url");
  await feedSecret(db);
  await db
    .updateTable("app_secrets")
    .set({ value, created_at: timestamp(now) })
    .where("name", "=", SECRET_NAME)
    .execute();
  return value;
}

/** Whether a requested file name ("<secret>.ics") is the current feed's. */
export async function isFeedFile(db: Kysely<Database>, file: string | undefined): Promise<boolean> {
  const given = Buffer.from(file ?? "");
  const expected = Buffer.from(`${await feedSecret(db)}.ics`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

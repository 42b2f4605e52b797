import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";

/**
 * A random server secret (e.g. for signing the form's time stamp) shared by
 * every app instance: the first instance to ask creates it, the rest read it.
 */
export async function getOrCreateSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: randomBytes(32).toString("base64url"), created_at: timestamp() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}

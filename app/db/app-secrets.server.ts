import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { getDatabase, timestamp, type Database } from "~/db/database.server";

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

/**
 * The app database's secret `name`, read once per process: for secrets that
 * never change once created (a failed read is tried again next time).
 */
export function processSecret(name: string): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () =>
    (secret ??= getDatabase()
      .then((db) => getOrCreateSecret(db, name))
      .catch((error: unknown) => {
        secret = undefined;
        throw error;
      }));
}

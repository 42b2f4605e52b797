import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { getDatabase, timestamp, type Database } from "~/db/database.server";

const randomSecret = () => randomBytes(32).toString("base64url");

/**
 * A random server secret (e.g. for signing the form's time stamp) shared by
 * every app instance: the first instance to ask creates it, the rest read it.
 * `create` makes another kind of value fixed at first use.
 */
export async function getOrCreateSecret(db: Kysely<Database>, name: string, create: () => string = randomSecret): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: create(), created_at: timestamp() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}

// Per database handle (the app has one; tests and the outbox worker are given theirs).
const readSecrets = new WeakMap<Kysely<Database>, Map<string, Promise<string>>>();

/**
 * The secret `name` of the database `db`, read once per handle: for secrets
 * that never change once created (a failed read is tried again next time).
 */
export function databaseSecret(db: Kysely<Database>, name: string, create?: () => string): Promise<string> {
  let secrets = readSecrets.get(db);
  if (!secrets) readSecrets.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = getOrCreateSecret(db, name, create).catch((error: unknown) => {
      secrets.delete(name);
      throw error;
    });
    secrets.set(name, secret);
  }
  return secret;
}

/** The app database's secret `name` (see databaseSecret). */
export function processSecret(name: string): () => Promise<string> {
  return async () => databaseSecret(await getDatabase(), name);
}

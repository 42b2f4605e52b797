// A bare client card for storage tests: a name, an address made from it, nothing else.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";

export async function addClientCard(db: Kysely<Database>, name: string, now: Date): Promise<number> {
  const { id } = await db
    .insertInto("clients")
    .values({ name, email: `${name}@example.com`, phone: "", notes: "", created_at: now.toISOString(), last_activity_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

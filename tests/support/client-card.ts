// A client's card as an enquiry or the panel makes it, for tests that need
// one to hang plans, logs or diets on.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";

export async function addCard(db: Kysely<Database>, name: string, at: Date, more: { healthConsentAt?: string | null } = {}): Promise<number> {
  const { id } = await db
    .insertInto("clients")
    .values({
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: "",
      notes: "",
      created_at: at.toISOString(),
      last_activity_at: at.toISOString(),
      health_consent_at: more.healthConsentAt ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

// Where a new plan starts from: a template, or another client's plan to
// adjust (its current version); saving as a template keeps a plan to reuse.
import type { Kysely } from "kysely";
import { namesApart } from "~/lib/names-apart";
import type { Database } from "~/db/database.server";
import { timestamp } from "~/db/timestamp";
import { readPlanBody, type PlanBody } from "./plan-body";

export type PlanSource = { key: string; kind: "template" | "client"; name: string };

const TEMPLATE = "template-";
const CLIENT = "client-";

/** The templates by name, then the other clients who have a plan, by name (told apart when two share one). */
export async function planSources(db: Kysely<Database>, exceptClientId: number): Promise<PlanSource[]> {
  const [templates, clients] = await Promise.all([
    db.selectFrom("plan_templates").select(["id", "name"]).orderBy("name").execute(),
    db
      .selectFrom("clients")
      .select(["id", "name", "email", "phone"])
      .where("id", "!=", exceptClientId)
      .where("id", "in", db.selectFrom("training_plans").select("client_id"))
      .orderBy("name")
      .execute(),
  ]);
  return [
    ...templates.map((row) => ({ key: `${TEMPLATE}${row.id}`, kind: "template" as const, name: row.name })),
    ...namesApart(clients).map((row) => ({ key: `${CLIENT}${row.id}`, kind: "client" as const, name: row.label })),
  ];
}

/** The body a source's key names (a template's, or a client's current plan); null when it is gone. */
export async function sourceBody(db: Kysely<Database>, key: string): Promise<PlanBody | null> {
  const id = Number(key.slice(key.indexOf("-") + 1));
  if (!Number.isSafeInteger(id)) return null;
  if (key.startsWith(TEMPLATE)) {
    const row = await db.selectFrom("plan_templates").select("body").where("id", "=", id).executeTakeFirst();
    return row ? readPlanBody(row.body) : null;
  }
  if (!key.startsWith(CLIENT)) return null;
  const row = await db.selectFrom("training_plans").select("body").where("client_id", "=", id).orderBy("version", "desc").limit(1).executeTakeFirst();
  return row ? readPlanBody(row.body) : null;
}

/** Keeps a plan's days as a template under `name`. */
export async function saveTemplate(db: Kysely<Database>, name: string, body: PlanBody, now: Date): Promise<void> {
  await db
    .insertInto("plan_templates")
    .values({ name, body: JSON.stringify(body), created_at: timestamp(now) })
    .execute();
}

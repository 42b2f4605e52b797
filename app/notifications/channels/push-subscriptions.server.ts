// The trainer's devices that receive push notifications: subscribing (again
// from one browser replaces its row), choosing topics, renaming, removing.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import type { PushTopic } from "./push-topics";

export type NewPushSubscription = { endpoint: string; p256dh: string; auth: string; name: string; topics: readonly PushTopic[] };

export async function savePushSubscription(db: Kysely<Database>, subscription: NewPushSubscription, now: Date): Promise<void> {
  const { endpoint, p256dh, auth, name, topics } = subscription;
  await db
    .insertInto("push_subscriptions")
    .values({ endpoint, p256dh, auth, name, topics: JSON.stringify(topics), created_at: timestamp(now), last_used_at: null })
    .onConflict((conflict) => conflict.column("endpoint").doUpdateSet({ p256dh, auth }))
    .execute();
}

export async function listPushSubscriptions(db: Kysely<Database>) {
  return db.selectFrom("push_subscriptions").selectAll().orderBy("id").execute();
}

export type PushSubscriptionRow = Awaited<ReturnType<typeof listPushSubscriptions>>[number];

/** The devices that chose `topic`. */
export async function subscriptionsFor(db: Kysely<Database>, topics: readonly PushTopic[]): Promise<PushSubscriptionRow[]> {
  if (topics.length === 0) return [];
  return db
    .selectFrom("push_subscriptions")
    .selectAll()
    .where((eb) => eb.or(topics.map((topic) => eb("topics", "like", `%"${topic}"%`))))
    .orderBy("id")
    .execute();
}

export async function updatePushSubscription(db: Kysely<Database>, id: number, change: { name?: string; topics?: readonly PushTopic[] }) {
  const { name, topics } = change;
  await db
    .updateTable("push_subscriptions")
    .set({ ...(name === undefined ? {} : { name }), ...(topics === undefined ? {} : { topics: JSON.stringify(topics) }) })
    .where("id", "=", id)
    .execute();
}

export async function removePushSubscription(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("id", "=", id).execute();
}

// The devices that receive push notifications: the trainer's (subscribing
// again from one browser replaces its row, choosing topics, renaming,
// removing) and clients' own phones (client_id set), which get only their
// own messages (reminders, the waitlist's), never the trainer's topics.
// A client keeps at most 5 phones, the trainer 20 devices: a new one past
// that drops the longest unused, in the transaction that stores it, so no
// one can make a message wait on hundreds of devices.
import { sql, type Kysely, type Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf } from "~/db/sql-dialect.server";
import type { PushTopic } from "./push-topics";

/** The most devices a client keeps; a sixth drops the oldest. */
export const MAX_CLIENT_DEVICES = 5;
/** The most devices the trainer keeps (a phone, a tablet, a computer or two, and their reinstalls). */
export const MAX_TRAINER_DEVICES = 20;

/**
 * Keeps the `max` devices of the owner (a client, or the trainer: null) most
 * recently stored or used, always the one just stored (`endpoint`); drops the rest.
 */
async function dropOldest(trx: Transaction<Database>, clientId: number | null, endpoint: string, max: number): Promise<void> {
  const kept = trx
    .selectFrom("push_subscriptions")
    .select("id")
    .where("client_id", clientId === null ? "is" : "=", clientId)
    .orderBy(sql`case when endpoint = ${endpoint} then 0 else 1 end`)
    .orderBy(sql`coalesce(last_used_at, created_at)`, "desc")
    .orderBy("id", "desc")
    .limit(max);
  await trx
    .deleteFrom("push_subscriptions")
    .where("client_id", clientId === null ? "is" : "=", clientId)
    .where("id", "not in", kept)
    .execute();
}

/** Two registrations of one client at once (PostgreSQL) count each other's devices: the card's row is taken first. */
async function lockOwner(trx: Transaction<Database>, clientId: number): Promise<void> {
  if (dialectOf(trx) === "postgres") await trx.selectFrom("clients").select("id").where("id", "=", clientId).forUpdate().execute();
}

export type NewPushSubscription = { endpoint: string; p256dh: string; auth: string; name: string; topics: readonly PushTopic[] };

export async function savePushSubscription(db: Kysely<Database>, subscription: NewPushSubscription, now: Date): Promise<void> {
  const { endpoint, p256dh, auth, name, topics } = subscription;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("push_subscriptions")
      .values({ endpoint, p256dh, auth, name, topics: JSON.stringify(topics), created_at: timestamp(now), last_used_at: null })
      .onConflict((conflict) => conflict.column("endpoint").doUpdateSet({ p256dh, auth }))
      .execute();
    await dropOldest(trx, null, endpoint, MAX_TRAINER_DEVICES);
  });
}

/** The trainer's devices. */
export async function listPushSubscriptions(db: Kysely<Database>) {
  return db.selectFrom("push_subscriptions").selectAll().where("client_id", "is", null).orderBy("id").execute();
}

export type PushSubscriptionRow = Awaited<ReturnType<typeof listPushSubscriptions>>[number];

/** The trainer's devices that chose one of `topics`. */
export async function subscriptionsFor(db: Kysely<Database>, topics: readonly PushTopic[]): Promise<PushSubscriptionRow[]> {
  if (topics.length === 0) return [];
  return db
    .selectFrom("push_subscriptions")
    .selectAll()
    .where("client_id", "is", null)
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

export type ClientDevice = Pick<NewPushSubscription, "endpoint" | "p256dh" | "auth">;

/** A client's own phone: subscribing again from it (or from a phone another client had) makes it this client's. */
export async function saveClientDevice(db: Kysely<Database>, clientId: number, device: ClientDevice, now: Date): Promise<void> {
  const { endpoint, p256dh, auth } = device;
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, clientId);
    await trx
      .insertInto("push_subscriptions")
      .values({ endpoint, p256dh, auth, name: "", topics: "[]", created_at: timestamp(now), last_used_at: null, client_id: clientId })
      .onConflict((conflict) => conflict.column("endpoint").doUpdateSet({ p256dh, auth, client_id: clientId, topics: "[]" }))
      .execute();
    await dropOldest(trx, clientId, endpoint, MAX_CLIENT_DEVICES);
  });
}

/** The client's phones: all of them, or the one `endpoint` names. */
export async function removeClientDevices(db: Kysely<Database>, clientId: number, endpoint?: string): Promise<void> {
  let removal = db.deleteFrom("push_subscriptions").where("client_id", "=", clientId);
  if (endpoint !== undefined) removal = removal.where("endpoint", "=", endpoint);
  await removal.execute();
}

export async function clientDevices(db: Kysely<Database>, clientId: number): Promise<PushSubscriptionRow[]> {
  return db.selectFrom("push_subscriptions").selectAll().where("client_id", "=", clientId).orderBy("id").execute();
}

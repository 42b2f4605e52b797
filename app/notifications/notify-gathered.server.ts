// A message that gathers what happens within a quarter hour into one: the
// trainer saves a client's plan, corrects a typo, then writes the diet, and
// the client gets one mail naming both, not three. Its data is the list of
// what it tells of; the template reads the rest at send time.
import type { Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { notify, type Notification } from "./notify.server";

const GATHER_MS = 15 * 60_000;

type Gathered = { items: string[] };

/** The items a gathered message's row tells of. */
export const gatheredItems = (data: string | null): string[] => (JSON.parse(data ?? "{}") as Partial<Gathered>).items ?? [];

/**
 * Records `item` for the client, in the transaction of the change: into the
 * message of this kind still pending for them, or as a new one due a quarter
 * hour from `now`.
 */
export async function notifyGathered(
  trx: Transaction<Database>,
  { kind, clientId, item, now }: { kind: Notification["kind"]; clientId: number; item: string; now: Date },
): Promise<void> {
  const pending = await trx
    .selectFrom("outbox")
    .select(["id", "data"])
    .where("kind", "=", kind)
    .where("client_id", "=", clientId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  const items = gatheredItems(pending?.data ?? null);
  if (pending && items.includes(item)) return;
  // Still pending as it is written: the worker may have taken it meanwhile, and then this is news for a mail of its own.
  const joined = pending
    ? await trx
        .updateTable("outbox")
        .set({ data: JSON.stringify({ items: [...items, item] } satisfies Gathered) })
        .where("id", "=", pending.id)
        .where("status", "=", "pending")
        .executeTakeFirst()
    : undefined;
  if (joined && joined.numUpdatedRows > 0n) return;
  const data: Gathered = { items: [item] };
  await notify(trx, { kind, recipient: "client", about: { clientId }, data, dueAt: new Date(now.getTime() + GATHER_MS), channels: ["email"] });
}

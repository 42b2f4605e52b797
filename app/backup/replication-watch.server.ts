// The watch's row: what of ReplicationState outlives a restart (since when
// the copy fails, whether the trainer was told), and the news recorded in the
// outbox in the same transaction as the row that says it was told.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { notify } from "~/notifications/index.server";
import { INITIAL_STATE, type ReplicationNews, type ReplicationState } from "./replication-state";

const ROW = "main";

const dateOf = (value: string | null) => (value ? new Date(value) : null);

/** The state as the last run left it (nothing written yet: not failing, nobody told). */
export async function loadWatch(db: Kysely<Database>): Promise<ReplicationState> {
  const row = await db.selectFrom("replication_watch").select(["failing_since", "told_stopped_at"]).where("id", "=", ROW).executeTakeFirst();
  return { ...INITIAL_STATE, failingSince: dateOf(row?.failing_since ?? null), toldStoppedAt: dateOf(row?.told_stopped_at ?? null) };
}

/** Whether `next` differs from `previous` in what the row keeps (only then is it written: every write is a change to copy). */
export function watchChanged(previous: ReplicationState, next: ReplicationState): boolean {
  return previous.failingSince?.getTime() !== next.failingSince?.getTime() || previous.toldStoppedAt?.getTime() !== next.toldStoppedAt?.getTime();
}

/**
 * A change for Litestream to copy, made while the copy fails: Litestream 0.3
 * tries a failed sync again only after the database changes, so without one
 * a quiet night would leave the last changes on the server only, however
 * soon the destination came back.
 */
export async function retryReplication(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable("replication_watch")
    .set({ retried_at: timestamp(now) })
    .where("id", "=", ROW)
    .execute();
}

/** Writes the row and, with it, the message telling the trainer `news`. */
export async function saveWatch(db: Kysely<Database>, state: ReplicationState, news: ReplicationNews | null, now: Date): Promise<void> {
  const values = {
    failing_since: state.failingSince && timestamp(state.failingSince),
    told_stopped_at: state.toldStoppedAt && timestamp(state.toldStoppedAt),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("replication_watch")
      .values({ id: ROW, ...values })
      .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
      .execute();
    if (!news) return;
    const data =
      news.kind === "stopped"
        ? { since: timestamp(news.since), lastWrittenAt: news.lastWrittenAt && timestamp(news.lastWrittenAt) }
        : { since: timestamp(news.since), at: timestamp(news.at) };
    await notify(trx, { kind: news.kind === "stopped" ? "backup_stopped" : "backup_recovered", recipient: "trainer", about: { none: true }, data, dueAt: now });
  });
}

// A client asked once for a review after their kept sessions: the row of
// review_requests is the guarantee (its key is the client), written in the
// transaction that marks the session, and only the transaction that wrote
// it queues the message. "Nie, dziękuję" is recorded on the same row.
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Booking, type Database } from "~/db/database.server";
import { isPlainAddress } from "~/notifications";
import { clientChannel, notify } from "~/notifications/index.server";

/** What the card shows: when the client was asked, and when they said no (null: they have not). */
export type ReviewRequest = { askedAt: string; declinedAt: string | null };

/**
 * Asks the booking's client for a review when their kept sessions reach
 * `afterSessions` (0: never): by push when one of their phones takes it, else
 * by e-mail; a client with neither, or a session whose mails the trainer
 * turned off, asks nothing yet. On two instances at once, one insert wins and
 * the other finds the row: one message.
 */
export async function askForReviewIfDue(
  trx: Transaction<Database>,
  kept: Pick<Booking, "client_id" | "mail_client">,
  afterSessions: number,
  now: Date,
): Promise<void> {
  const clientId = kept.client_id;
  if (clientId === null || kept.mail_client === 0 || afterSessions <= 0) return;
  // Only a client who agreed to be asked (issue 80): the box at booking or on their page.
  const card = await trx.selectFrom("clients").select("review_consent_at").where("id", "=", clientId).executeTakeFirst();
  if (!card?.review_consent_at) return;
  if ((await keptSessions(trx, clientId)) < afterSessions) return;
  const channel = await clientChannel(trx, clientId);
  if (channel === "email" && !(await hasMailbox(trx, clientId))) return;
  const asked = await trx
    .insertInto("review_requests")
    .values({ client_id: clientId, asked_at: timestamp(now), declined_at: null })
    .onConflict((conflict) => conflict.column("client_id").doNothing())
    .executeTakeFirst();
  if (Number(asked.numInsertedOrUpdatedRows ?? 0) === 0) return;
  await notify(trx, { kind: "review_request", recipient: "client", about: { clientId }, dueAt: now, channels: [channel] });
}

async function keptSessions(trx: Transaction<Database>, clientId: number): Promise<number> {
  const row = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("kept"))
    .where("client_id", "=", clientId)
    .where("status", "=", "attended")
    .executeTakeFirstOrThrow();
  return Number(row.kept);
}

async function hasMailbox(trx: Transaction<Database>, clientId: number): Promise<boolean> {
  const card = await trx.selectFrom("clients").select("email").where("id", "=", clientId).executeTakeFirst();
  return card !== undefined && isPlainAddress(card.email);
}

/**
 * Two cards become one (the card kept: `intoId`): one row stays, asked when
 * the first was, declined if either client said no, so the merged client is
 * not asked again.
 */
export async function mergeReviewRequests(trx: Transaction<Database>, intoId: number, fromId: number): Promise<void> {
  const rows = await trx.selectFrom("review_requests").selectAll().where("client_id", "in", [intoId, fromId]).execute();
  if (rows.length === 0) return;
  const earliest = (times: (string | null)[]) => times.filter((time) => time !== null).sort()[0] ?? null;
  await trx.deleteFrom("review_requests").where("client_id", "in", [intoId, fromId]).execute();
  await trx
    .insertInto("review_requests")
    .values({ client_id: intoId, asked_at: earliest(rows.map((row) => row.asked_at))!, declined_at: earliest(rows.map((row) => row.declined_at)) })
    .execute();
}

/** Records "Nie, dziękuję" once (the first time stays); false when the client was never asked (or is erased). */
export async function declineReview(db: Kysely<Database>, clientId: number, now: Date): Promise<boolean> {
  await db
    .updateTable("review_requests")
    .set({ declined_at: timestamp(now) })
    .where("client_id", "=", clientId)
    .where("declined_at", "is", null)
    .execute();
  return (await reviewRequestOf(db, clientId)) !== undefined;
}

export async function reviewRequestOf(db: Kysely<Database>, clientId: number): Promise<ReviewRequest | undefined> {
  const row = await db.selectFrom("review_requests").select(["asked_at", "declined_at"]).where("client_id", "=", clientId).executeTakeFirst();
  return row && { askedAt: row.asked_at, declinedAt: row.declined_at };
}

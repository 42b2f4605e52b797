// The one-time links that sign a client in at /moje-treningi: sent by mail
// to a card's address only (the page answers alike for any address), valid
// 30 minutes, used once: the link's row is locked and read again in the
// transaction that marks it used and opens the session, so of two uses at
// once exactly one signs in.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import { cardOfEmail, notify } from "~/notifications/index.server";
import type { AfterSignIn } from "./after-sign-in";
import { isSecret, newSecret, secretHash } from "./client-secrets.server";
import { startSession } from "./client-sessions.server";

/** How long a link works; the mail and the privacy policy say the same. */
export const LINK_MINUTES = 30;

/** Why a link signs nobody in: made up (or its card erased), used already, or past its 30 minutes. */
export type LinkRefusal = "unknown" | "used" | "expired";

/**
 * The sign-in mail for the card of `email`; nothing at all for an address
 * no card has. The caller learns nothing of which it was: the page must
 * answer alike. The link itself is made when the mail is composed
 * (issueSignInLink): no table ever holds it, only its hash. `next`: the
 * page of /moje-treningi the link leads to (after-sign-in.ts).
 */
export async function sendSignInLink(db: Kysely<Database>, email: string, now: Date, next: AfterSignIn | null = null): Promise<void> {
  const clientId = await cardOfEmail(db, email);
  if (clientId === undefined) return;
  await db.transaction().execute(async (trx) => {
    const data = next ? { next } : undefined;
    await notify(trx, { kind: "client_sign_in_link", recipient: "client", about: { clientId }, data, dueAt: now, channels: ["email"] });
  });
}

/**
 * The trainer's "Wyślij link do Moich treningów" from the card (issue 78: the
 * client signs in before consenting and receiving a diet). The card's own
 * address, whatever else shares it; false when the card has none (or is gone).
 */
export async function sendSignInLinkToCard(db: Kysely<Database>, clientId: number, now: Date): Promise<string | false> {
  const card = await db.selectFrom("clients").select("email").where("id", "=", clientId).executeTakeFirst();
  if (!card?.email) return false;
  await db
    .transaction()
    .execute((trx) => notify(trx, { kind: "client_sign_in_link", recipient: "client", about: { clientId }, dueAt: now, channels: ["email"] }));
  return card.email;
}

/**
 * A new link for the card `clientId`, valid LINK_MINUTES from `now`: its
 * secret for the mail being composed, its hash stored. A mail tried again
 * makes a new link (the one before was never seen).
 */
export async function issueSignInLink(db: Kysely<Database>, clientId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db
    .insertInto("client_sign_in_links")
    .values({
      token_hash: secretHash(token),
      client_id: clientId,
      created_at: timestamp(now),
      expires_at: timestamp(new Date(now.getTime() + LINK_MINUTES * 60_000)),
      used_at: null,
    })
    .execute();
  return token;
}

const refusalOf = (link: { used_at: string | null; expires_at: string } | undefined, now: Date): LinkRefusal | null => {
  if (!link) return "unknown";
  if (link.used_at !== null) return "used";
  return now.getTime() >= Date.parse(link.expires_at) ? "expired" : null;
};

/** Whether the link would still sign in (the page with "Wejdź" says so before anyone taps); uses nothing. */
export async function linkRefusal(db: Kysely<Database>, token: string | undefined, now: Date): Promise<LinkRefusal | null> {
  if (!isSecret(token)) return "unknown";
  const link = await db.selectFrom("client_sign_in_links").select(["used_at", "expires_at"]).where("token_hash", "=", secretHash(token)).executeTakeFirst();
  return refusalOf(link, now);
}

/** Uses the link: the session's secret for the cookie, or why not. */
export async function redeemSignInLink(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
): Promise<{ ok: true; clientId: number; session: string } | { ok: false; reason: LinkRefusal }> {
  if (!isSecret(token)) return { ok: false, reason: "unknown" };
  const hash = secretHash(token);
  return db.transaction().execute(async (trx) => {
    await writeLockFirst(trx);
    const query = trx.selectFrom("client_sign_in_links").select(["client_id", "used_at", "expires_at"]).where("token_hash", "=", hash);
    const link = await (dialectOf(trx) === "postgres" ? query.forUpdate() : query).executeTakeFirst();
    const refusal = refusalOf(link, now);
    if (refusal || !link) return { ok: false as const, reason: refusal ?? "unknown" };
    await trx
      .updateTable("client_sign_in_links")
      .set({ used_at: timestamp(now) })
      .where("token_hash", "=", hash)
      .execute();
    return { ok: true as const, clientId: link.client_id, session: await startSession(trx, link.client_id, now) };
  });
}

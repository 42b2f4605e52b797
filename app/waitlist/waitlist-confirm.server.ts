// The waitlist asks first: an address put on the list is told nothing but
// the link that confirms it until that link is used (or until the signed-in
// client whose card's address it is joins). The link's secret is derived
// from the entry with a server secret when the mail is sent, so no table
// holds it: the entry keeps only its SHA-256. At most one such mail per
// mailbox a day (the site's one rate limiter), so the form cannot be used
// to bomb someone's mailbox; one link confirms every entry of that address.
import { createHash, createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { databaseSecret } from "~/db/app-secrets.server";
import { timestamp, type Database, type WaitlistEntry } from "~/db/database.server";
import { hitLimit, type RateLimit } from "~/enquiries/index.server";
import { notify } from "~/notifications/index.server";

/** One confirmation mail per mailbox in a day. */
export const CONFIRMATION_LIMIT: RateLimit = { name: "waitlist-confirmation", limit: 1, windowMs: 24 * 60 * 60_000 };

/** 256 bits in base64url: exactly 43 characters. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");

/** The secret of the entry's link: the same whenever it is derived, stored nowhere. */
export async function confirmationSecret(db: Kysely<Database>, entryId: number): Promise<string> {
  return createHmac("sha256", await databaseSecret(db, "waitlist-confirmation"))
    .update(`waitlist:${entryId}`)
    .digest("base64url");
}

/** Marks the entry pending with its link's hash; the mail goes when the mailbox had none today. */
export async function askToConfirm(db: Kysely<Database>, entry: Pick<WaitlistEntry, "id" | "mailbox_key">, now: Date): Promise<"asked" | "limited"> {
  const hash = hashOf(await confirmationSecret(db, entry.id));
  await db.updateTable("waitlist").set({ confirm_hash: hash }).where("id", "=", entry.id).where("confirmed_at", "is", null).execute();
  if (!(await hitLimit(db, CONFIRMATION_LIMIT, entry.mailbox_key, now)).allowed) return "limited";
  await db.transaction().execute(async (trx) => {
    const pending = await trx.selectFrom("waitlist").select("id").where("id", "=", entry.id).where("confirmed_at", "is", null).executeTakeFirst();
    if (pending) await notify(trx, { kind: "waitlist_confirm", recipient: "client", about: { waitlistId: entry.id }, dueAt: now, channels: ["email"] });
  });
  return "asked";
}

/** The entry a link belongs to, whether confirmed already or not; undefined for a made-up link or an entry gone. */
export async function entryOfLink(db: Kysely<Database>, secret: string | undefined): Promise<WaitlistEntry | undefined> {
  if (!SECRET.test(secret ?? "")) return undefined;
  return db.selectFrom("waitlist").selectAll().where("confirm_hash", "=", hashOf(secret!)).executeTakeFirst();
}

const daysOf = async (db: Kysely<Database>, email: string) =>
  (await db.selectFrom("waitlist").select("day").where("email", "=", email).where("confirmed_at", "is not", null).orderBy("day").execute()).map(
    (row) => row.day,
  );

/** What the link's page shows before anything is pressed: a link that confirms nothing, the day to confirm, or the days confirmed. */
export type WaitlistLinkState = { kind: "unknown" } | { kind: "pending"; day: string } | { kind: "confirmed"; days: string[] };

export async function waitlistLinkState(db: Kysely<Database>, secret: string | undefined): Promise<WaitlistLinkState> {
  const entry = await entryOfLink(db, secret);
  if (!entry) return { kind: "unknown" };
  return entry.confirmed_at === null ? { kind: "pending", day: entry.day } : { kind: "confirmed", days: await daysOf(db, entry.email) };
}

/**
 * Confirms the link's address: its entry and every other one still pending
 * under the same address. Returns the days it now waits for, or null for a
 * link that confirms nothing (made up, or its day ended and the entry went).
 */
export async function confirmWaitlist(db: Kysely<Database>, secret: string | undefined, now: Date): Promise<string[] | null> {
  const entry = await entryOfLink(db, secret);
  if (!entry) return null;
  await db
    .updateTable("waitlist")
    .set({ confirmed_at: timestamp(now) })
    .where("email", "=", entry.email)
    .where("confirmed_at", "is", null)
    .execute();
  return daysOf(db, entry.email);
}

/** Whether the address has proved itself already: an entry of it confirmed (its link used, or its signed-in client's). */
export async function addressConfirmed(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom("waitlist").select("id").where("email", "=", email).where("confirmed_at", "is not", null).executeTakeFirst();
  return row !== undefined;
}

import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { Database } from "~/db/database.server";
import { eraseCard } from "~/clients/index.server";
import { initialSiteContent } from "~/site-content/index.server";
import { clientAccountTemplates } from "./client-account-mail.server";
import { secretHash } from "./client-secrets.server";
import { deleteEndedSignIns, endClientSessions, endSession, openSessionCount, SESSION_MS, sessionClient } from "./client-sessions.server";
import { LINK_MINUTES, linkRefusal, redeemSignInLink, sendSignInLink } from "./sign-in-links.server";

const start = new Date("2026-03-02T08:00:00.000Z");
const at = (ms: number) => new Date(start.getTime() + ms);

async function addCard(db: Kysely<Database>, email: string): Promise<number> {
  const { id } = await db
    .insertInto("clients")
    .values({ name: "Anna Nowak", email, phone: "", notes: "", created_at: start.toISOString(), last_activity_at: start.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("client_keys")
    .values({ key: `e:${email.toLowerCase()}`, client_id: id })
    .execute();
  return id;
}

const addresses = {
  MAIL_FROM: { name: "Strona", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};

/** The link in the newest sign-in mail queued for the client, as the mail composed at `now` carries it. */
async function lastLink(db: Kysely<Database>, clientId: number, now = start): Promise<string> {
  const row = await db
    .selectFrom("outbox")
    .selectAll()
    .where("client_id", "=", clientId)
    .where("kind", "=", "client_sign_in_link")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const rendered = await clientAccountTemplates(addresses, initialSiteContent).client_sign_in_link!.email!(row, { db, now });
  if (!rendered || !("message" in rendered)) throw new Error("no mail");
  return /\/moje-treningi\/wejscie\/([A-Za-z0-9_-]{43})/.exec((rendered.message as { text: string }).text)![1]!;
}

describe.each(DIALECTS)("sign-in links and sessions of /moje-treningi on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("queue a mail for a card's address (however written) and nothing at all for an unknown one", async () => {
    const clientId = await addCard(test.db, "link@example.com");
    const before = await test.db.selectFrom("outbox").select("id").execute();
    await sendSignInLink(test.db, "nikt@example.com", start);
    expect(await test.db.selectFrom("outbox").select("id").execute()).toHaveLength(before.length);
    await sendSignInLink(test.db, " Link@Example.com ", start);
    // Nothing of a link at rest until the mail is composed; then only its hash.
    expect(await test.db.selectFrom("client_sign_in_links").select("token_hash").where("client_id", "=", clientId).execute()).toEqual([]);
    expect(await test.db.selectFrom("outbox").select("data").where("client_id", "=", clientId).execute()).toEqual([{ data: null }]);
    const token = await lastLink(test.db, clientId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const links = await test.db.selectFrom("client_sign_in_links").selectAll().where("client_id", "=", clientId).execute();
    expect(links).toEqual([expect.objectContaining({ token_hash: secretHash(token), used_at: null, expires_at: at(LINK_MINUTES * 60_000).toISOString() })]);
  });

  it("sign in once within 30 minutes, never after, and refuse a used or made-up link", async () => {
    const clientId = await addCard(test.db, "raz@example.com");
    await sendSignInLink(test.db, "raz@example.com", start);
    const token = await lastLink(test.db, clientId);
    expect(await linkRefusal(test.db, token, at(60_000))).toBeNull();
    const used = await redeemSignInLink(test.db, token, at(LINK_MINUTES * 60_000 - 1000));
    expect(used).toMatchObject({ ok: true, clientId });
    expect(await redeemSignInLink(test.db, token, at(LINK_MINUTES * 60_000 - 500))).toEqual({ ok: false, reason: "used" });
    expect(await linkRefusal(test.db, token, at(60_000))).toBe("used");
    for (const forged of ["", "x", "A".repeat(43), "' or 1=1 --"])
      expect(await redeemSignInLink(test.db, forged, start)).toEqual({ ok: false, reason: "unknown" });

    await sendSignInLink(test.db, "raz@example.com", start);
    const late = await lastLink(test.db, clientId);
    expect(await linkRefusal(test.db, late, at(LINK_MINUTES * 60_000))).toBe("expired");
    expect(await redeemSignInLink(test.db, late, at(LINK_MINUTES * 60_000))).toEqual({ ok: false, reason: "expired" });
  });

  it("let exactly one of two uses at once sign in", async () => {
    const clientId = await addCard(test.db, "dwa@example.com");
    await sendSignInLink(test.db, "dwa@example.com", start);
    const token = await lastLink(test.db, clientId);
    const outcomes = await Promise.all([redeemSignInLink(test.db, token, at(1000)), redeemSignInLink(test.db, token, at(1000))]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: "used" }]);
    expect(await test.db.selectFrom("client_sessions").select("id_hash").where("client_id", "=", clientId).execute()).toHaveLength(1);
  });

  it("keep a session 30 days, end it on sign-out, and end every one with the card's erasure", async () => {
    const clientId = await addCard(test.db, "sesja@example.com");
    const open = async () => {
      await sendSignInLink(test.db, "sesja@example.com", start);
      const used = await redeemSignInLink(test.db, await lastLink(test.db, clientId), start);
      if (!used.ok) throw new Error(used.reason);
      return used.session;
    };
    const first = await open();
    expect(await test.db.selectFrom("client_sessions").select("id_hash").where("id_hash", "=", first).execute()).toEqual([]);
    expect(await sessionClient(test.db, first, at(SESSION_MS - 1000))).toBe(clientId);
    expect(await sessionClient(test.db, first, at(SESSION_MS))).toBeNull();
    expect(await sessionClient(test.db, "A".repeat(43), start)).toBeNull();

    const second = await open();
    await endSession(test.db, second);
    expect(await sessionClient(test.db, second, at(1000))).toBeNull();

    const third = await open();
    await sendSignInLink(test.db, "sesja@example.com", start);
    await eraseCard(test.db, clientId);
    expect(await sessionClient(test.db, third, at(1000))).toBeNull();
    expect(await test.db.selectFrom("client_sign_in_links").select("token_hash").where("client_id", "=", clientId).execute()).toEqual([]);
    expect(await test.db.selectFrom("outbox").select("id").where("client_id", "=", clientId).execute()).toEqual([]);
  });

  it("count the client's open sessions for the card, and end them all at the trainer's “Wyloguj klienta”, no one else's", async () => {
    const [phone, other] = [await addCard(test.db, "zgubiony@example.com"), await addCard(test.db, "inny@example.com")];
    const signIn = async (email: string, clientId: number) => {
      await sendSignInLink(test.db, email, start);
      const used = await redeemSignInLink(test.db, await lastLink(test.db, clientId), start);
      if (!used.ok) throw new Error(used.reason);
      return used.session;
    };
    const sessions = [await signIn("zgubiony@example.com", phone), await signIn("zgubiony@example.com", phone)];
    const theirs = await signIn("inny@example.com", other);
    expect(await openSessionCount(test.db, phone, at(1000))).toBe(2);
    expect(await openSessionCount(test.db, phone, at(SESSION_MS))).toBe(0);
    expect(await endClientSessions(test.db, phone)).toBe(2);
    for (const session of sessions) expect(await sessionClient(test.db, session, at(1000))).toBeNull();
    expect(await openSessionCount(test.db, phone, at(1000))).toBe(0);
    expect(await sessionClient(test.db, theirs, at(1000))).toBe(other);
  });

  it("sweep the sessions and links past their end", async () => {
    const clientId = await addCard(test.db, "stare@example.com");
    await sendSignInLink(test.db, "stare@example.com", start);
    await lastLink(test.db, clientId);
    expect(await deleteEndedSignIns(test.db, at(SESSION_MS + 1000))).toBeGreaterThan(0);
    expect(await test.db.selectFrom("client_sign_in_links").select("token_hash").where("client_id", "=", clientId).execute()).toEqual([]);
  });
});

// Signing out ends push too (issue 56): the client's own "Wyloguj" removes
// this browser's push phone (every one of the client's from a form without
// JavaScript), the trainer's "Wyloguj klienta" every one of them; after
// either, the client's reminders go by e-mail.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { Database } from "~/db/database.server";
import { clientChannel, clientDevices, saveClientDevice } from "~/notifications/index.server";
import { endClientSessions, endSession, sessionClient, signedOutPush, signInFacts, startSession } from "./client-sessions.server";

const now = new Date("2026-03-02T08:00:00.000Z");
const KEYS = { p256dh: "BNc", auth: "tBH" };
const endpoint = (name: string) => `https://push.example.com/${name}`;

async function addCard(db: Kysely<Database>, name: string): Promise<number> {
  const { id } = await db
    .insertInto("clients")
    .values({ name, email: `${name}@example.com`, phone: "", notes: "", created_at: now.toISOString(), last_activity_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A card signed in on `phones` browsers, each of which took push; the sessions' secrets, in the phones' order. */
async function signedInWithPush(db: Kysely<Database>, name: string, phones: string[]) {
  const clientId = await addCard(db, name);
  const secrets: string[] = [];
  for (const phone of phones) {
    secrets.push(await db.transaction().execute((trx) => startSession(trx, clientId, now)));
    await saveClientDevice(db, clientId, { endpoint: endpoint(phone), ...KEYS }, now);
  }
  return { clientId, secrets };
}

const endpointsOf = async (db: Kysely<Database>, clientId: number) => (await clientDevices(db, clientId)).map((device) => device.endpoint);

describe.each(DIALECTS)("signing out ends push on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("the client's own “Wyloguj” removes this browser's push phone, and no other client's", async () => {
    const { clientId, secrets } = await signedInWithPush(test.db, "anna", ["anna-telefon", "anna-tablet"]);
    const other = await signedInWithPush(test.db, "ola", ["ola-telefon"]);
    // Ola's endpoint sent from Anna's session removes nothing of Ola's.
    await endSession(test.db, secrets[0], signedOutPush(new URLSearchParams({ intent: "sign-out", endpoint: endpoint("ola-telefon") })));
    expect(await sessionClient(test.db, secrets[0], now)).toBeNull();
    expect(await endpointsOf(test.db, other.clientId)).toEqual([endpoint("ola-telefon")]);
    expect(await endpointsOf(test.db, clientId)).toEqual([endpoint("anna-telefon"), endpoint("anna-tablet")]);

    await endSession(test.db, secrets[1], signedOutPush(new URLSearchParams({ endpoint: endpoint("anna-tablet") })));
    expect(await endpointsOf(test.db, clientId)).toEqual([endpoint("anna-telefon")]);
    expect(await clientChannel(test.db, clientId)).toBe("push");
  });

  it("a browser without push (an empty endpoint) removes none, a form without JavaScript every one of the client's", async () => {
    const { clientId, secrets } = await signedInWithPush(test.db, "beata", ["beata-telefon", "beata-laptop", "beata-tablet"]);
    const other = await signedInWithPush(test.db, "celina", ["celina-telefon"]);
    await endSession(test.db, secrets[0], signedOutPush(new URLSearchParams({ endpoint: "" })));
    expect(await endpointsOf(test.db, clientId)).toHaveLength(3);

    expect(signedOutPush(new URLSearchParams({ intent: "sign-out" }))).toEqual({ kind: "all" });
    await endSession(test.db, secrets[1], signedOutPush(new URLSearchParams({ intent: "sign-out" })));
    expect(await endpointsOf(test.db, clientId)).toEqual([]);
    expect(await clientChannel(test.db, clientId)).toBe("email");
    expect(await sessionClient(test.db, secrets[2], now)).toBe(clientId);
    expect(await endpointsOf(test.db, other.clientId)).toEqual([endpoint("celina-telefon")]);
    // An ended or made-up session removes nothing.
    await endSession(test.db, secrets[1], { kind: "all" });
    await endSession(test.db, "A".repeat(43), { kind: "all" });
    expect(await endpointsOf(test.db, other.clientId)).toEqual([endpoint("celina-telefon")]);
  });

  it("the trainer's “Wyloguj klienta” removes every session and push phone of the client: reminders go by e-mail", async () => {
    const { clientId, secrets } = await signedInWithPush(test.db, "dorota", ["dorota-telefon", "dorota-tablet"]);
    const other = await signedInWithPush(test.db, "ewa", ["ewa-telefon"]);
    expect(await clientChannel(test.db, clientId)).toBe("push");
    expect(await signInFacts(test.db, clientId, now)).toEqual({ sessions: 2, pushPhones: 2 });
    expect(await endClientSessions(test.db, clientId)).toBe(2);
    expect(await signInFacts(test.db, clientId, now)).toEqual({ sessions: 0, pushPhones: 0 });
    for (const secret of secrets) expect(await sessionClient(test.db, secret, now)).toBeNull();
    expect(await endpointsOf(test.db, clientId)).toEqual([]);
    expect(await clientChannel(test.db, clientId)).toBe("email");
    expect(await endpointsOf(test.db, other.clientId)).toEqual([endpoint("ewa-telefon")]);
    expect(await sessionClient(test.db, other.secrets[0], now)).toBe(other.clientId);
  });
});

// Clients signed in at /moje-treningi (and their push phones), put straight
// into the test server's database, as the sign-in link and the page store them.
import { createHash, randomBytes } from "node:crypto";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { withDatabase } from "./admin";

/** A card and `count` sessions of it at /moje-treningi, as the sign-in link opens them (in the shared test server's database, or `databaseFile`'s); the cookie values that carry them. */
export function signedIn(name: string, count: number, databaseFile = TEST_DATABASE_FILE): { clientId: number; cookies: string[] } {
  const now = new Date().toISOString();
  const clientId = withDatabase(databaseFile, (db) => {
    const { id } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '', '', ?, ?) returning id")
      .get(name, `${randomBytes(4).toString("hex")}@example.com`, now, now) as { id: number };
    return id;
  });
  return { clientId, cookies: Array.from({ length: count }, () => clientSessionCookie(databaseFile, clientId)) };
}

/** A session at /moje-treningi of a card in `databaseFile`'s server, as the sign-in link opens it; the cookie's value. */
export function clientSessionCookie(databaseFile: string, clientId: number): string {
  const now = new Date().toISOString();
  const secret = randomBytes(32).toString("base64url");
  withDatabase(databaseFile, (db) =>
    db
      .prepare("insert into client_sessions (id_hash, client_id, created_at, expires_at, last_seen_at) values (?, ?, ?, ?, ?)")
      .run(createHash("sha256").update(secret).digest("base64url"), clientId, now, new Date(Date.now() + 24 * 3600_000).toISOString(), now),
  );
  // React Router keeps a cookie's value as base64 JSON.
  return Buffer.from(JSON.stringify(secret)).toString("base64");
}

/** Phones of the client that took push, as /moje-treningi stores them; their endpoints. */
export function withPushPhones(clientId: number, count: number): string[] {
  const endpoints = Array.from({ length: count }, () => `https://push.example.com/${randomBytes(8).toString("hex")}`);
  withDatabase(TEST_DATABASE_FILE, (db) => {
    for (const endpoint of endpoints)
      db.prepare("insert into push_subscriptions (endpoint, p256dh, auth, name, topics, created_at, client_id) values (?, 'BNc', 'tBH', '', '[]', ?, ?)").run(
        endpoint,
        new Date().toISOString(),
        clientId,
      );
  });
  return endpoints;
}

export const pushEndpoints = (clientId: number) =>
  withDatabase(TEST_DATABASE_FILE, (db) =>
    (db.prepare("select endpoint from push_subscriptions where client_id = ? order by id").all(clientId) as { endpoint: string }[]).map((row) => row.endpoint),
  );

/** The client's consents to keeping health data (RODO art. 9), each purpose's, as the consent forms on /moje-treningi record them. */
export function withHealthConsent(clientId: number): void {
  const now = new Date().toISOString();
  withDatabase(TEST_DATABASE_FILE, (db) =>
    db.prepare("update clients set progress_consent_at = ?, questionnaire_consent_at = ?, diet_consent_at = ? where id = ?").run(now, now, now, clientId),
  );
}

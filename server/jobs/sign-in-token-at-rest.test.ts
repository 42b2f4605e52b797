// A sign-in link's secret is never at rest (issue 56): once its mail is
// sent, no column of any table holds the token the mail carries (the links'
// table holds its hash), and the card's data export holds none either.
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { redeemSignInLink, sendSignInLink } from "~/client-account/sign-in-links.server";
import { secretHash } from "~/client-account/client-secrets.server";
import { exportFrom } from "~/clients/index.server";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf } from "~/db/sql-dialect.server";
import { createMailTransport } from "~/notifications/channels/email.server";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { startOutboxWorker } from "./outbox-worker";

const addresses = {
  MAIL_FROM: { name: "Strona", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const LINK = /\/moje-treningi\/wejscie\/([A-Za-z0-9_-]{43})/;

/** Every row of every table, as text (numbers, big integers and bytes included). */
async function everything(db: Kysely<Database>): Promise<Map<string, string>> {
  const tables =
    dialectOf(db) === "postgres"
      ? await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  const dump = new Map<string, string>();
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const text = JSON.stringify(rows.rows, (_key, value: unknown) =>
      typeof value === "bigint" ? String(value) : value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value,
    );
    dump.set(name, text);
  }
  return dump;
}

describe.each(DIALECTS)("a sign-in link's token at rest on %s", (dialect) => {
  let test: TestDatabase;
  const cleanups: (() => unknown)[] = [];
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await test.drop();
  });

  it("is in no table after the mail is sent, nor in the card's export, and the link still signs in", async () => {
    const now = new Date();
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.close());
    const { id: clientId } = await test.db
      .insertInto("clients")
      .values({ name: "Anna Nowak", email: "anna@example.com", phone: "", notes: "", created_at: timestamp(now), last_activity_at: timestamp(now) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db.insertInto("client_keys").values({ key: "e:anna@example.com", client_id: clientId }).execute();
    const transport = createMailTransport(smtp.url)!;
    const worker = startOutboxWorker({ db: test.db, transport, pollMs: 10, log: { info: () => {}, error: () => {} }, addresses });
    cleanups.push(async () => {
      await worker.stop();
      transport.close();
    });

    await sendSignInLink(test.db, "anna@example.com", now);
    const mail = await waitFor(() => smtp.messages[0], { what: "the sign-in mail" });
    await waitFor(
      async () => (await test.db.selectFrom("outbox").select("status").where("client_id", "=", clientId).executeTakeFirstOrThrow()).status === "sent",
      {
        what: "the row to be recorded as sent",
      },
    );
    const token = LINK.exec(mail.text)![1]!;

    const dump = await everything(test.db);
    expect(dump.size).toBeGreaterThan(20);
    expect([...dump].filter(([, text]) => text.includes(token)).map(([table]) => table)).toEqual([]);
    expect(dump.get("client_sign_in_links")).toContain(secretHash(token));
    const exported = await exportFrom(test.db, "card", clientId, 12, now);
    expect(exported).toBeDefined();
    expect(JSON.stringify(exported)).not.toContain(token);

    // The token searched for is the real one: it signs in.
    expect(await redeemSignInLink(test.db, token, new Date())).toMatchObject({ ok: true, clientId });
    expect([...(await everything(test.db))].filter(([, text]) => text.includes(token))).toEqual([]);
  });
});

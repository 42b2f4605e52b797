import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blockEmail, eraseCard } from "~/clients/index.server";
import type { OutboxRow } from "~/db/database.server";
import type { MailAddresses, RenderContext } from "~/notifications";
import { IMPORT_CONTEXT } from "../../tests/support/import-context";
import { PUBLISHED } from "../../tests/support/published-content";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { ColumnRole } from "./column-guess";
import { storeUpload } from "./import-store.server";
import { holdImportNotices, importNoticeTemplates, waitingImportNotices } from "./import-notices.server";
import { runImport } from "./run-import.server";

const NOW = new Date("2027-03-01T18:00:00.000Z");
const DAY = 86_400_000;
const ROLES: ColumnRole[] = ["first-name", "last-name", "email", "phone"];
const HEADER = ["Imię", "Nazwisko", "Email", "Telefon"];
const ROWS = [
  ["Anna", "Nowak", "anna@example.com", "500 100 200"],
  ["Jan", "Bez Maila", "", "600 100 200"],
  ["Zenon", "Zablokowany", "Zenon@Example.com", ""],
  ["Ola", "Wróbel", "ola@example.com", ""],
];
const ADDRESSES = { MAIL_FROM: "strona@example.com", CONTACT_TO: "trener@example.com", SITE_URL: "https://trener.example" } as unknown as MailAddresses;

describe.each(DIALECTS)("the information of art. 14 for imported people on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());
  beforeEach(async () => {
    for (const table of ["outbox", "clients", "client_imports", "erased_people", "blocked_booking_emails"] as const) await test.db.deleteFrom(table).execute();
  });

  const importFile = async (fileName: string, rows: string[][], confirmed = new Set<number>()) =>
    runImport(test.db, await storeUpload(test.db, fileName, { header: HEADER, rows, brokenLines: [] }, NOW), ROLES, IMPORT_CONTEXT, NOW, confirmed);
  const notices = () =>
    test.db
      .selectFrom("outbox")
      .innerJoin("clients", "clients.id", "outbox.client_id")
      .select(["clients.email", "outbox.status", "outbox.next_attempt_at"])
      .where("outbox.kind", "=", "import_notice_client")
      .orderBy("clients.email")
      .execute();
  const render = async (email: string) => {
    const row = await test.db
      .selectFrom("outbox")
      .innerJoin("clients", "clients.id", "outbox.client_id")
      .selectAll("outbox")
      .where("clients.email", "=", email)
      .where("outbox.kind", "=", "import_notice_client")
      .executeTakeFirstOrThrow();
    const template = importNoticeTemplates(ADDRESSES, () => PUBLISHED).import_notice_client!.email!;
    return template(row as OutboxRow, { db: test.db } as RenderContext);
  };

  it("goes once to each new card with an address, within the month, never to a blocked address or a person erased before", async () => {
    await blockEmail(test.db, "zenon@example.com", NOW);
    await importFile("booksy.csv", ROWS);
    const anna = await test.db.selectFrom("clients").select(["id", "imported_from"]).where("email", "=", "anna@example.com").executeTakeFirstOrThrow();
    expect(anna.imported_from).toBe("booksy.csv");
    const queued = await notices();
    expect(queued.map((row) => row.email)).toEqual(["anna@example.com", "ola@example.com"]);
    for (const row of queued) {
      expect(Date.parse(row.next_attempt_at) - NOW.getTime()).toBeGreaterThan(DAY);
      expect(Date.parse(row.next_attempt_at) - NOW.getTime()).toBeLessThan(30 * DAY);
    }

    // Erased, then let back in from the next file at the trainer's yes: a card again, but no mail.
    await eraseCard(test.db, anna.id, NOW);
    await importFile("kontakty.csv", [ROWS[0]!, ["Ola", "Wróbel", "ola@example.com", ""], ["Nowa", "Osoba", "nowa@example.com", ""]], new Set([1]));
    expect(await test.db.selectFrom("clients").select("id").where("email", "=", "anna@example.com").executeTakeFirst()).toBeDefined();
    // Ola is told once however many files hold her; the new person from the second file is told too.
    expect((await notices()).map((row) => row.email)).toEqual(["nowa@example.com", "ola@example.com"]);
  });

  it("says where the data came from, who holds it and where the rights are; checks the block again when it goes; held, nothing waits", async () => {
    await importFile("booksy.csv", ROWS);
    const mail = (await render("ola@example.com")) as { message: { to: { address: string }; text: string } };
    expect(mail.message.to.address).toBe("ola@example.com");
    expect(mail.message.text).toContain("plik „booksy.csv”");
    expect(mail.message.text).toContain("art. 14 RODO");
    expect(mail.message.text).toContain(PUBLISHED.business.legalName);
    expect(mail.message.text).toContain("https://trener.example/polityka-prywatnosci");

    await blockEmail(test.db, "ola@example.com", NOW);
    expect(await render("ola@example.com")).toEqual({ skip: "the address is blocked" });

    expect(await waitingImportNotices(test.db)).toMatchObject({ count: 3 });
    expect(await holdImportNotices(test.db)).toBe(3);
    expect(await waitingImportNotices(test.db)).toBeNull();
    expect((await notices()).map((row) => row.status)).toEqual(["skipped", "skipped", "skipped"]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookHour } from "../../tests/support/booked-hour";
import { IMPORT_CONTEXT } from "../../tests/support/import-context";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { ColumnRole } from "./column-guess";
import { storeUpload } from "./import-store.server";
import { runImport } from "./run-import.server";
import { undoImport } from "./undo-import.server";

// Wednesday 10 March 2027; Warsaw is UTC+1.
const NOW = new Date("2027-03-01T18:00:00.000Z");
const ROLES: ColumnRole[] = ["full-name", "email", "date", "time", "service"];
const ROWS = [
  ["Anna Nowak", "anna@example.com", "10.03.2027", "9:00", "Rozciąganie"],
  ["Jan Kowalski", "jan@example.com", "2027-03-10", "10:00", ""],
  ["Ewa Zając", "ewa@example.com", "2027-03-10", "8:30", "trening"],
  ["Ola Bąk", "ola@example.com", "2027-02-10", "9:00", ""],
  ["Iza Wrona", "iza@example.com", "jutro", "9:00", ""],
  ["Piotr Lis", "piotr@example.com", "", "", ""],
];

describe.each(DIALECTS)("the file's upcoming appointments on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const bookings = () => test.db.selectFrom("bookings").select(["name", "service_name", "starts_at", "origin", "mail_client"]).orderBy("starts_at").execute();

  it("books the free ones on the imported cards, lists a clash with the calendar or with the file, never books twice, and the undo takes them back", async () => {
    // 10:00–11:00 is held already; the file's 10:00 clashes with it, and its 8:30 with its own 9:00.
    await bookHour(test.db, { start: Date.parse("2027-03-10T09:00:00.000Z"), now: NOW, name: "Stała Klientka", email: "stala@example.com" });
    // The bookings' mails (the information of art. 14 about the data is another matter: import-notices.server.test.ts).
    const mails = () => test.db.selectFrom("outbox").select("id").where("kind", "!=", "import_notice_client").execute();
    const mailsBefore = await mails();
    const id = await storeUpload(test.db, "booksy.csv", { header: ["Klient", "Email", "Data", "Godzina", "Usługa"], rows: ROWS, brokenLines: [] }, NOW);
    expect(await runImport(test.db, id, ROLES, IMPORT_CONTEXT, NOW)).toEqual({ kind: "imported", added: 6, merged: 0, booked: 1 });
    expect(await bookings()).toEqual([
      { name: "Anna Nowak", service_name: "Rozciąganie", starts_at: "2027-03-10T08:00:00.000Z", origin: "trainer", mail_client: 0 },
      { name: "Stała Klientka", service_name: "Trening personalny", starts_at: "2027-03-10T09:00:00.000Z", origin: "online", mail_client: 1 },
    ]);
    const anna = await test.db
      .selectFrom("bookings")
      .innerJoin("clients", "clients.id", "bookings.client_id")
      .select("clients.email")
      .where("bookings.name", "=", "Anna Nowak")
      .executeTakeFirstOrThrow();
    expect(anna.email).toBe("anna@example.com");
    // The client was told in Booksy: the import sends nothing.
    expect(await mails()).toEqual(mailsBefore);

    expect(await undoImport(test.db, id, NOW)).toEqual({ kind: "undone", removed: 6, restored: 0, cancelled: 1, kept: [] });
    expect((await bookings()).map((booking) => booking.name)).toEqual(["Stała Klientka"]);
    // The cards gone, their information mails go with them.
    expect(await test.db.selectFrom("outbox").select("id").where("kind", "=", "import_notice_client").execute()).toEqual([]);
  });
});

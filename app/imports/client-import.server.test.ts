import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { addClientCard, eraseCard } from "~/clients/index.server";
import { monthFigures } from "~/payments/month-summary.server";
import { bookHour } from "../../tests/support/booked-hour";
import { IMPORT_CONTEXT } from "../../tests/support/import-context";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { ColumnRole } from "./column-guess";
import { previewImport } from "./import-preview.server";
import { canUndo, eraseOldImports, storedImport, storeUpload } from "./import-store.server";
import { mapPeople } from "./mapped-people";
import { runImport } from "./run-import.server";
import { undoImport } from "./undo-import.server";

const NOW = new Date("2027-03-01T18:00:00.000Z");
const DAY = 24 * 60 * 60_000;
const ROLES: ColumnRole[] = ["first-name", "last-name", "email", "phone", "notes"];
const HEADER = ["Imię", "Nazwisko", "Email", "Telefon", "Notatki"];
const ROWS = [
  ["Anna", "Nowak", "anna@example.com", "500 100 200", "kolano"],
  ["Jan", "Kowalski", "", "600 100 200", ""],
  ["Łucja", "Wróbel", "lucja@example.com", "", "po ciąży"],
  ["Ewa", "Bez Kontaktu", "", "", ""],
  ["Anna", "Nowak", "ANNA@example.com", "", "druga notatka"],
];

describe.each(DIALECTS)("importing clients on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());
  beforeEach(async () => {
    await test.db.deleteFrom("bookings").execute();
    await test.db.deleteFrom("clients").execute();
    await test.db.deleteFrom("client_imports").execute();
    await test.db.deleteFrom("erased_people").execute();
  });

  const upload = () => storeUpload(test.db, "booksy.csv", { header: HEADER, rows: ROWS, brokenLines: [7] }, NOW);
  const cards = () => test.db.selectFrom("clients").select(["name", "email", "phone", "notes"]).orderBy("id").execute();

  it("joins a row to a card by e-mail, then by phone, as the trainer's own bookings do; a name another card holds is listed, not joined", async () => {
    const known = await addClientCard(test.db, { name: "Łucja Wróbel", email: "Lucja@Example.com", phone: "" }, NOW);
    const janek = await addClientCard(test.db, { name: "Janek", email: "", phone: "+48 600 100 200" }, NOW);
    await addClientCard(test.db, { name: "Anna Nowak", email: "inna.anna@example.com", phone: "" }, NOW);
    const preview = await previewImport(test.db, mapPeople(ROWS, ROLES));
    expect(preview.map((row) => row.kind)).toEqual(["new", "merge", "merge", "skipped", "repeat"]);
    expect(preview[0]).toMatchObject({ similar: { name: "Anna Nowak", reason: "name" } });
    expect(preview[1]).toMatchObject({ card: { id: janek.id } });
    expect(preview[2]).toMatchObject({ card: { id: known.id } });
    // A skipped row is named as the file has it, so the trainer finds it there.
    expect(preview[3]).toEqual({ row: 4, kind: "skipped", why: "no-contact", name: "Ewa Bez Kontaktu", email: "" });
  });

  it("a later row of the file with an earlier row's phone joins that row's card", async () => {
    const rows = [
      ["Jan", "Kowalski", "", "600 100 200", ""],
      ["Janek", "K.", "jan@example.com", "+48 600 100 200", ""],
    ];
    expect((await previewImport(test.db, mapPeople(rows, ROLES))).map((row) => row.kind)).toEqual(["new", "repeat"]);
  });

  it("imports once in one transaction, fills only empty fields, and is undone whole", async () => {
    await addClientCard(test.db, { name: "Łucja Wróbel", email: "lucja@example.com", phone: "" }, NOW);
    await test.db.updateTable("clients").set({ notes: "jej własna" }).execute();
    const id = await upload();
    const [first, second] = await Promise.all([runImport(test.db, id, ROLES, IMPORT_CONTEXT, NOW), runImport(test.db, id, ROLES, IMPORT_CONTEXT, NOW)]);
    expect([first, second].filter((outcome) => outcome.kind === "imported")).toEqual([{ kind: "imported", added: 2, merged: 2, booked: 0 }]);
    expect([first, second].filter((outcome) => outcome.kind === "already")).toHaveLength(1);
    expect(await cards()).toEqual([
      { name: "Łucja Wróbel", email: "lucja@example.com", phone: "", notes: "jej własna" },
      { name: "Anna Nowak", email: "anna@example.com", phone: "500 100 200", notes: "kolano" },
      { name: "Jan Kowalski", email: "", phone: "600 100 200", notes: "" },
    ]);
    const stored = (await storedImport(test.db, id))!;
    expect(stored.done).toEqual({ added: 2, merged: 2, booked: 0 });
    // Her clients moved over are not the month's new clients; the one she had added herself is.
    expect((await monthFigures(test.db, Temporal.PlainYearMonth.from("2027-03"))).newClients).toBe(1);
    expect(canUndo(stored, new Date(NOW.getTime() + DAY + 1))).toBe(false);
    expect(await undoImport(test.db, id, new Date(NOW.getTime() + DAY + 1))).toEqual({ kind: "too-late" });
    expect(await undoImport(test.db, id, new Date(NOW.getTime() + 60_000))).toEqual({ kind: "undone", removed: 2, restored: 0, cancelled: 0, kept: [] });
    expect(await cards()).toEqual([{ name: "Łucja Wróbel", email: "lucja@example.com", phone: "", notes: "jej własna" }]);
    expect(await undoImport(test.db, id, new Date(NOW.getTime() + 60_000))).toEqual({ kind: "already" });
  });

  it("an undo restores the fields it filled and keeps a card that has got a booking since", async () => {
    const known = await addClientCard(test.db, { name: "Łucja Wróbel", email: "lucja@example.com", phone: "" }, NOW);
    const id = await upload();
    await runImport(test.db, id, ["first-name", "last-name", "email", "skip", "notes"], IMPORT_CONTEXT, NOW);
    expect(await test.db.selectFrom("clients").select("notes").where("id", "=", known.id).executeTakeFirstOrThrow()).toEqual({ notes: "po ciąży" });
    await bookHour(test.db, { start: Date.parse("2027-03-10T08:00:00.000Z"), now: NOW, name: "Anna Nowak", email: "anna@example.com", phone: "" });
    const undone = await undoImport(test.db, id, new Date(NOW.getTime() + 60_000));
    expect(undone).toEqual({ kind: "undone", removed: 0, restored: 1, cancelled: 0, kept: ["Anna Nowak"] });
    expect(await cards()).toEqual([
      { name: "Łucja Wróbel", email: "lucja@example.com", phone: "", notes: "" },
      { name: "Anna Nowak", email: "anna@example.com", phone: "", notes: "kolano" },
    ]);
  });

  it("erases an import a day after its last step", async () => {
    const waiting = await upload();
    const imported = await upload();
    await runImport(test.db, imported, ROLES, IMPORT_CONTEXT, new Date(NOW.getTime() + DAY / 2));
    expect(await eraseOldImports(test.db, new Date(NOW.getTime() + DAY + 1))).toBe(1);
    expect(await storedImport(test.db, waiting)).toBeUndefined();
    expect(await storedImport(test.db, imported)).toBeDefined();
  });

  it("an erasure on the import's day takes every kept file holding the client's row, and its undo, and leaves the others", async () => {
    const imported = await upload();
    await runImport(test.db, imported, ROLES, IMPORT_CONTEXT, NOW);
    const waiting = await upload();
    const someoneElse = await storeUpload(test.db, "inni.csv", { header: HEADER, rows: [["Ewa", "Lis", "ewa@example.com", "", ""]], brokenLines: [] }, NOW);
    // Jan has no address: only the import's record names his card.
    const jan = await test.db.selectFrom("clients").select("id").where("name", "=", "Jan Kowalski").executeTakeFirstOrThrow();
    await eraseCard(test.db, jan.id);
    expect(await storedImport(test.db, imported)).toBeUndefined();
    expect(await storedImport(test.db, waiting)).toBeDefined();
    const anna = await test.db.selectFrom("clients").select("id").where("email", "=", "anna@example.com").executeTakeFirstOrThrow();
    await eraseCard(test.db, anna.id);
    expect(await storedImport(test.db, waiting)).toBeUndefined();
    expect(await storedImport(test.db, someoneElse)).toBeDefined();
  });

  it("a person erased before comes back with no card from the same file until the trainer says yes to their row", async () => {
    await runImport(test.db, await upload(), ROLES, IMPORT_CONTEXT, NOW);
    const anna = await test.db.selectFrom("clients").select("id").where("email", "=", "anna@example.com").executeTakeFirstOrThrow();
    await eraseCard(test.db, anna.id, NOW);
    // Nothing readable is kept of her: only hashes of her e-mail's and phone's keys.
    const kept = await test.db.selectFrom("erased_people").select("key_hash").execute();
    expect(kept).toHaveLength(2);
    for (const { key_hash: hash } of kept) for (const plain of ["anna@example.com", "500100200"]) expect(hash).not.toContain(plain);

    const again = await upload();
    const preview = await previewImport(test.db, mapPeople(ROWS, ROLES));
    // Her first row and the later row with her e-mail are both held back; the others join their cards as before.
    expect(preview.map((row) => row.kind)).toEqual(["erased", "merge", "merge", "skipped", "erased"]);
    expect(await runImport(test.db, again, ROLES, IMPORT_CONTEXT, NOW)).toEqual({ kind: "imported", added: 0, merged: 2, booked: 0 });
    expect((await cards()).map((card) => card.name)).not.toContain("Anna Nowak");

    const confirmed = await upload();
    expect(await runImport(test.db, confirmed, ROLES, IMPORT_CONTEXT, NOW, new Set([1, 5]))).toEqual({ kind: "imported", added: 1, merged: 3, booked: 0 });
    expect(await cards()).toContainEqual({ name: "Anna Nowak", email: "anna@example.com", phone: "500 100 200", notes: "kolano" });
  });
});

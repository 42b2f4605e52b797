import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { timestamp } from "../db/database.server";
import { saveEnquiry, type EnquiryInput } from "../enquiries/enquiries.server";
import { bookSession } from "../bookings/booking-store.server";
import {
  countByStatus,
  eraseEnquiry,
  eraseSpam,
  exportEnquiries,
  getEnquiry,
  INBOX_PAGE_SIZE,
  listEnquiries,
  listFailedMails,
  setNote,
  setStatus,
} from "./inbox.server";
import type { InboxFilter } from "./inbox-filter";

const input = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  name: "Anna Nowak",
  email: "anna@example.com",
  phone: "+48 600 100 200",
  service: null,
  message: "Chcę zacząć trenować.",
  ...overrides,
});

const filter = (overrides: Partial<InboxFilter> = {}): InboxFilter => ({ status: null, query: "", page: 1, ...overrides });

describe.each(DIALECTS)("the inbox on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function save(overrides: Partial<EnquiryInput> = {}, options: { spam?: boolean; createdAt?: string } = {}) {
    const { id } = await saveEnquiry(test.db, input(overrides), { submissionKey: randomUUID(), spam: options.spam ?? false, acknowledge: false });
    if (options.createdAt) await test.db.updateTable("enquiries").set({ created_at: options.createdAt }).where("id", "=", id).execute();
    return id;
  }
  const clear = () => test.db.deleteFrom("enquiries").execute();
  const names = async (overrides: Partial<InboxFilter>) => (await listEnquiries(test.db, filter(overrides))).rows.map((row) => row.name);

  it("lists newest first, 20 a page, and shows the last page for a page past the end", async () => {
    await clear();
    for (let i = 0; i < 45; i++) {
      await save({ name: `Osoba ${i}` }, { createdAt: timestamp(new Date(Date.UTC(2025, 0, 1, 0, i))) });
    }
    const first = await listEnquiries(test.db, filter());
    expect(first).toMatchObject({ total: 45, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.rows[0]!.name).toBe("Osoba 44");
    expect((await listEnquiries(test.db, filter({ page: 3 }))).rows.map((row) => row.name)).toEqual(["Osoba 4", "Osoba 3", "Osoba 2", "Osoba 1", "Osoba 0"]);
    expect(await listEnquiries(test.db, filter({ page: 99 }))).toMatchObject({ page: 3 });
    expect(await listEnquiries(test.db, filter({ query: "nikt taki" }))).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it("filters by status, leaving spam out unless asked for, and counts each status", async () => {
    await clear();
    const done = await save({ name: "Załatwiona" });
    await setStatus(test.db, done, "done");
    await save({ name: "Nowa" });
    await save({ name: "Spamer" }, { spam: true });
    expect(await names({})).toEqual(["Nowa", "Załatwiona"]);
    expect(await names({ status: "spam" })).toEqual(["Spamer"]);
    expect(await names({ status: "done" })).toEqual(["Załatwiona"]);
    expect(await names({ status: "in_progress" })).toEqual([]);
    expect(await countByStatus(test.db)).toEqual({ new: 1, in_progress: 0, done: 1, spam: 1 });
  });

  it("searches name, e-mail, phone and message, ignoring case, Polish capitals included", async () => {
    await clear();
    await save({ name: "Łucja Żółć", email: "lucja@example.com", phone: "+48 601 202 303", message: "Trening ŚWIĄTECZNY" });
    await save({ name: "Jan Kowalski", email: "JAN.K@Example.com", phone: null, message: "Dieta 100% roślinna, plan_A" });
    expect(await names({ query: "łucja" })).toEqual(["Łucja Żółć"]);
    expect(await names({ query: "ŻÓŁĆ" })).toEqual(["Łucja Żółć"]);
    expect(await names({ query: "świąteczny" })).toEqual(["Łucja Żółć"]);
    expect(await names({ query: "jan.k@example" })).toEqual(["Jan Kowalski"]);
    expect(await names({ query: "601202303" })).toEqual(["Łucja Żółć"]);
    expect(await names({ query: "601 202" })).toEqual(["Łucja Żółć"]);
    expect(await names({ query: "ROŚLINNA" })).toEqual(["Jan Kowalski"]);
  });

  it("takes %, _ and \\ in the search box literally", async () => {
    expect(await names({ query: "100%" })).toEqual(["Jan Kowalski"]);
    expect(await names({ query: "%" })).toEqual(["Jan Kowalski"]);
    expect(await names({ query: "plan_a" })).toEqual(["Jan Kowalski"]);
    expect(await names({ query: "_" })).toEqual(["Jan Kowalski"]);
    expect(await names({ query: "\\" })).toEqual([]);
    expect(await names({ query: "' or 1=1 --" })).toEqual([]);
  });

  it("exports every match of the filter, whole, across pages", async () => {
    await clear();
    for (let i = 0; i < 25; i++) await save({ name: `Eksport ${i}`, message: `Wiadomość numer ${i}` });
    await save({ name: "Inny" });
    const rows = await exportEnquiries(test.db, { status: null, query: "eksport" });
    expect(rows).toHaveLength(25);
    expect(rows[0]).toMatchObject({ name: "Eksport 24", message: "Wiadomość numer 24", note: null });
  });

  it("shows each enquiry's e-mail delivery: failed over queued over sent", async () => {
    await clear();
    const sent = await save({ name: "Wysłane" });
    const failed = await save({ name: "Nieudane" });
    await save({ name: "W kolejce" });
    await save({ name: "Spam" }, { spam: true });
    await test.db.updateTable("outbox").set({ status: "sent" }).where("enquiry_id", "=", sent).execute();
    await test.db.updateTable("outbox").set({ status: "failed", last_error: "550 mailbox unavailable" }).where("enquiry_id", "=", failed).execute();
    const delivery = async (status: InboxFilter["status"]) =>
      Object.fromEntries((await listEnquiries(test.db, filter({ status }))).rows.map((row) => [row.name, row.delivery]));
    expect(await delivery(null)).toEqual({ Wysłane: "sent", Nieudane: "failed", "W kolejce": "queued" });
    expect(await delivery("spam")).toEqual({ Spam: "none" });
    expect(await listFailedMails(test.db)).toMatchObject([
      { enquiry_id: failed, kind: "notify_trainer", name: "Nieudane", last_error: "550 mailbox unavailable" },
    ]);
  });

  it("lists a booking's failed mail too, with the client's name and the session's start", async () => {
    const start = Date.parse("2027-03-02T17:00:00.000Z");
    const made = await bookSession(test.db, {
      service: { slug: "trening", name: "Trening", price: 150 },
      place: "Studio",
      start,
      end: start + 3_600_000,
      bufferMs: 0,
      name: "Klientka Rezerwacji",
      email: "klientka@example.com",
      phone: "+48 600 100 200",
      notes: "",
      submissionKey: randomUUID(),
    });
    if (made.kind === "taken") throw new Error("not booked");
    await test.db
      .updateTable("outbox")
      .set({ status: "failed", last_error: "550 no such user" })
      .where("booking_id", "=", made.booking.id)
      .where("kind", "=", "booking_confirmed_visitor")
      .execute();
    expect(await listFailedMails(test.db)).toContainEqual(
      expect.objectContaining({
        booking_id: made.booking.id,
        enquiry_id: null,
        kind: "booking_confirmed_visitor",
        name: "Klientka Rezerwacji",
        booking_starts_at: "2027-03-02T17:00:00.000Z",
      }),
    );
  });

  it("changes the status and the note, and says when the enquiry is gone", async () => {
    const id = await save();
    expect(await setStatus(test.db, id, "in_progress")).toBe(true);
    expect(await setNote(test.db, id, "  Oddzwonić w piątek  ")).toBe(true);
    expect((await getEnquiry(test.db, id))!.enquiry).toMatchObject({ status: "in_progress", note: "Oddzwonić w piątek" });
    expect(await setNote(test.db, id, "   ")).toBe(true);
    expect((await getEnquiry(test.db, id))!.enquiry.note).toBeNull();
    expect(await setStatus(test.db, 999_999, "done")).toBe(false);
    expect(await setNote(test.db, 999_999, "x")).toBe(false);
    expect(await getEnquiry(test.db, 999_999)).toBeNull();
  });

  it("erases an enquiry with its e-mails, and all spam at once", async () => {
    await clear();
    const id = await save();
    const kept = await save({ name: "Zostaje" });
    await save({ name: "Spam 1" }, { spam: true });
    await save({ name: "Spam 2" }, { spam: true });
    expect((await getEnquiry(test.db, id))!.mails).toHaveLength(1);
    expect(await eraseEnquiry(test.db, id)).toBe(true);
    expect(await eraseEnquiry(test.db, id)).toBe(false);
    expect(await test.db.selectFrom("enquiries").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await test.db.selectFrom("outbox").select("id").where("enquiry_id", "=", id).execute()).toEqual([]);
    expect(await eraseSpam(test.db)).toBe(2);
    expect(await eraseSpam(test.db)).toBe(0);
    expect((await test.db.selectFrom("enquiries").select("id").execute()).map((row) => row.id)).toEqual([kept]);
  });
});

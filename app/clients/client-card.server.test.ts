import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { cardFor } from "~/clients/client-cards.server";
import { cardSessions, getClientCard, lastRemark, saveClientNotes } from "~/clients/client-card.server";
import { listClients, plainText } from "~/clients/client-list.server";

const at = new Date("2027-03-01T10:00:00.000Z");

describe.each(DIALECTS)("client cards' notes and list on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());
  const card = (name: string, email: string, phone: string, when = at) =>
    test.db.transaction().execute((trx) => cardFor(trx, { name, email, phone }, when, "visitor"));

  it("saves notes shown as they are, and refuses a save from a form shown before another change", async () => {
    const id = await card("Anna Nowak", "anna@example.com", "");
    expect(await saveClientNotes(test.db, id, "", "Kolano lewe")).toEqual({ ok: true });
    // A second tab still shows the empty notes.
    const stale = await saveClientNotes(test.db, id, "", "Woli rano");
    expect(stale).toMatchObject({ ok: false, current: "Kolano lewe" });
    expect(!stale.ok && stale.refusal).toEqual({ reason: "stale" });
    expect(await saveClientNotes(test.db, id, "Kolano lewe", "Kolano lewe\r\nWoli rano")).toEqual({ ok: true });
    expect((await getClientCard(test.db, id))?.card.notes).toBe("Kolano lewe\nWoli rano");
    expect(await saveClientNotes(test.db, id + 1000, "", "x")).toMatchObject({ ok: false });
  });

  it("lists the newest activity first and finds a card by name without Polish letters, by e-mail and by phone", async () => {
    const lucja = await card("Łucja Źrebiec", "lucja@example.com", "+48 601 202 303", new Date("2027-03-05T10:00:00.000Z"));
    const marek = await card("Marek Żak", "marek@example.com", "", new Date("2027-03-04T10:00:00.000Z"));
    const page = await listClients(test.db, { query: "", page: 1 }, at);
    expect(page.rows.slice(0, 2).map((row) => row.id)).toEqual([lucja, marek]);
    const find = async (query: string) => (await listClients(test.db, { query, page: 1 }, at)).rows.map((row) => row.id);
    expect(await find("lucja zreb")).toEqual([lucja]);
    expect(await find("ŁUCJA")).toEqual([lucja]);
    expect(await find("żak")).toEqual([marek]);
    expect(await find("MAREK@")).toEqual([marek]);
    expect(await find("601202303")).toEqual([lucja]);
    expect(await find("601 202")).toEqual([lucja]);
    expect(await find("100%")).toEqual([]);
    expect(await listClients(test.db, { query: "", page: 1 }, at, { except: lucja }).then((result) => result.rows.map((row) => row.id))).not.toContain(lucja);
  });

  it("pages the list 20 at a time, a page past the end showing the last", async () => {
    for (let index = 0; index < 25; index += 1) await card(`Stronicowy ${index}`, `strona${index}@example.com`, "");
    const first = await listClients(test.db, { query: "stronicowy", page: 1 }, at);
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(20);
    const last = await listClients(test.db, { query: "stronicowy", page: 9 }, at);
    expect(last).toMatchObject({ page: 2 });
    expect(last.rows).toHaveLength(5);
    expect(new Set([...first.rows, ...last.rows].map((row) => row.id)).size).toBe(25);
  });

  it("counts a card's enquiries and bookings and shows its next confirmed session", async () => {
    const id = await card("Ewa", "ewa@example.com", "");
    const start = "2027-03-09T17:00:00.000Z";
    await test.db
      .insertInto("bookings")
      .values({
        service_slug: "trening",
        service_name: "Trening",
        place: "Siłownia",
        price: 100,
        starts_at: start,
        ends_at: start,
        claimed_until: start,
        name: "Ewa",
        email: "ewa@example.com",
        phone: "",
        notes: "",
        status: "confirmed",
        sequence: 0,
        kept_outside_rules_at: null,
        submission_key: "k-ewa",
        network_hash: null,
        cancel_reason: null,
        cancelled_at: null,
        created_at: at.toISOString(),
        client_id: id,
      })
      .execute();
    const row = (await listClients(test.db, { query: "ewa@", page: 1 }, at)).rows[0];
    expect(row).toMatchObject({ id, bookings: 1, enquiries: 0, nextSessionAt: start });
    expect((await listClients(test.db, { query: "ewa@", page: 1 }, new Date("2027-03-10T00:00:00.000Z"))).rows[0]?.nextSessionAt).toBeNull();
  });
});

describe("plainText", () => {
  it("folds Polish letters and case", () => {
    expect(plainText("Źdźbło ŻÓŁW Ćma Ąę Ńś")).toBe("zdzblo zolw cma ae ns");
  });
});

describe.each(DIALECTS)("a card's sessions on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("shows every coming session, and the rest (past and cancelled) 20 a page, the latest first", async () => {
    const id = await test.db.transaction().execute((trx) => cardFor(trx, { name: "Stała Klientka", email: "stala@example.com", phone: "" }, at, "visitor"));
    const week = 7 * 24 * 3_600_000;
    const session = (index: number, status: "attended" | "cancelled" | "confirmed") => {
      const start = at.getTime() + (index - 29) * week;
      return {
        service_slug: "trening",
        service_name: "Trening",
        place: "Studio",
        price: 150,
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 3_600_000).toISOString(),
        claimed_until: new Date(start + 4_500_000).toISOString(),
        name: "Stała Klientka",
        email: "stala@example.com",
        phone: "",
        notes: "",
        status,
        sequence: 0,
        kept_outside_rules_at: null,
        submission_key: `card-${index}`,
        network_hash: null,
        cancel_reason: null,
        cancelled_at: null,
        created_at: at.toISOString(),
        client_id: id,
      };
    };
    // 30 weeks past, then 3 ahead of which one is cancelled.
    const rows = Array.from({ length: 33 }, (_, index) => session(index, index < 30 ? "attended" : index === 31 ? "cancelled" : "confirmed"));
    await test.db.insertInto("bookings").values(rows).execute();
    const first = await cardSessions(test.db, id, 1, at);
    expect(first.coming.map((booking) => booking.submission_key)).toEqual(["card-30", "card-32"]);
    expect(first).toMatchObject({ page: 1, pageCount: 2 });
    expect(first.history.map((booking) => booking.submission_key).slice(0, 3)).toEqual(["card-31", "card-29", "card-28"]);
    expect(first.history).toHaveLength(20);
    expect(await lastRemark(test.db, id)).toBeNull();
    // The remark made last counts, not the session's date; empty ones and another client's do not.
    const remarks: [string, string, number][] = [
      ["card-3", "Proszę o lżejszy trening", 3],
      ["card-5", "Spóźnię się 10 minut", 5],
      ["card-4", "", 9],
    ];
    for (const [key, notes, seconds] of remarks) {
      const written = new Date(at.getTime() + seconds * 1000).toISOString();
      await test.db.updateTable("bookings").set({ notes, created_at: written }).where("submission_key", "=", key).execute();
    }
    await test.db
      .insertInto("bookings")
      .values({ ...session(40, "confirmed"), notes: "Nie moja uwaga", client_id: null, created_at: new Date(at.getTime() + 60_000).toISOString() })
      .execute();
    expect(await lastRemark(test.db, id)).toEqual({
      text: "Spóźnię się 10 minut",
      origin: "online",
      bookingStartsAt: rows[5]!.starts_at,
      writtenAt: new Date(at.getTime() + 5000).toISOString(),
    });

    const last = await cardSessions(test.db, id, 9, at);
    expect(last).toMatchObject({ page: 2, pageCount: 2 });
    expect(last.history.map((booking) => booking.submission_key)).toEqual([
      "card-10",
      "card-9",
      "card-8",
      "card-7",
      "card-6",
      "card-5",
      "card-4",
      "card-3",
      "card-2",
      "card-1",
      "card-0",
    ]);
  });
});

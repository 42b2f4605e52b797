import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookedAt, EIGHT, later, sessionRequest as request, sold, tuesday, weeklySessions as sessions } from "../../tests/support/package-fixture";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { closeNotice, sellPackage, setPayment, editPackage } from "./client-packages.server";
import { tellRunningOut } from "./package-running-out.server";
import { lineFor, openPackageNotices, packageLines, packagesOf } from "./package-views.server";

describe.each(DIALECTS)("packages that count down on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const mark = (id: number, kind: "attended" | "no_show", noShowUsesSession = false, now = later) =>
    changeBooking(test.db, id, { kind }, { now, noShowUsesSession });

  it("sells a package and records it in its history", async () => {
    const { clientId } = await sessions(test.db, "sprzedaz@example.com", 1);
    await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    const [pack] = await packagesOf(test.db, clientId, bookedAt);
    expect(pack).toMatchObject({ name: "Pakiet 8 treningów", used: 0, paid: false, balance: "zostało 8 z 8, ważny 8 tygodni od pierwszego treningu" });
    expect(pack!.history.map((event) => [event.author, event.what])).toEqual([
      ["trener (panel)", "sprzedano: Pakiet 8 treningów, 1040 zł, do zapłaty, ważny 8 tygodni od pierwszego treningu"],
    ]);
    expect(await setPayment(test.db, pack!.id, { method: "blik", amount: null }, bookedAt)).toBe("paid");
    expect((await packagesOf(test.db, clientId, bookedAt))[0]).toMatchObject({
      paid: true,
      payment: { kind: "paid", method: "blik", amount: 1040, at: bookedAt.toISOString() },
    });
  });

  it("records a panel sale's early-start request only when the client made one", async () => {
    const { clientId } = await sessions(test.db, "wczesniej@example.com", 1, 50);
    const asked = await sellPackage(test.db, clientId, { ...sold(EIGHT), earlyStartRequested: true }, bookedAt);
    const notAsked = await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    const rows = await test.db.selectFrom("client_packages").select(["id", "early_start_requested_at", "origin"]).where("client_id", "=", clientId).execute();
    expect(rows.find((row) => row.id === asked)).toMatchObject({ early_start_requested_at: bookedAt.toISOString(), origin: "trainer" });
    expect(rows.find((row) => row.id === notAsked)).toMatchObject({ early_start_requested_at: null });
  });

  it("records a sale sent twice at once (on PostgreSQL from two instances) once: one package, one line of history", async () => {
    const { clientId } = await sessions(test.db, "dwa-razy@example.com", 1, 40);
    const sale = sold(EIGHT);
    // Several instances share PostgreSQL only; on SQLite the one instance's handle takes both posts.
    const other = dialect === "postgres" ? test.open() : test.db;
    const [first, second] = await Promise.all([sellPackage(test.db, clientId, sale, bookedAt), sellPackage(other, clientId, sale, bookedAt)]);
    expect(second).toBe(first);
    // A third post of the same form, after the others (a resend once signal is back).
    expect(await sellPackage(test.db, clientId, sale, bookedAt)).toBe(first);
    const packs = await packagesOf(test.db, clientId, bookedAt);
    expect(packs.map((pack) => [pack.id, pack.history.length])).toEqual([[first, 1]]);
    // Another form of the same page (a new key) is another sale.
    await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    expect(await packagesOf(test.db, clientId, bookedAt)).toHaveLength(2);
  });

  it("uses a session per attended one, a no-show by the rule, and follows a changed outcome", async () => {
    const { ids, clientId } = await sessions(test.db, "anna@example.com", 4, 1);
    const endOfMarch = new Date("2027-03-31T08:00:00Z");
    await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    for (const id of ids.slice(0, 3)) expect(await mark(id, "attended", false, endOfMarch)).toMatchObject({ ok: true });
    expect(await mark(ids[3]!, "no_show", false, endOfMarch)).toMatchObject({ ok: true });
    const balance = async () => (await packagesOf(test.db, clientId, endOfMarch))[0]!;
    // Valid 8 weeks from the first session, 9 March: up to 3 May.
    expect((await balance()).balance).toBe("zostało 5 z 8, ważny do 3 maja");
    // The no-show was a mistake: the session took place.
    await mark(ids[3]!, "attended", false, endOfMarch);
    expect((await balance()).balance).toBe("zostały 4 z 8, ważny do 3 maja");
    // And the first one was a no-show after all: its session goes back; validity starts from the next one.
    await mark(ids[0]!, "no_show", false, endOfMarch);
    expect((await balance()).balance).toBe("zostało 5 z 8, ważny do 10 maja");
    // With the rule "tak", a no-show uses one too.
    await mark(ids[0]!, "attended", false, endOfMarch);
    await mark(ids[0]!, "no_show", true, endOfMarch);
    expect((await balance()).used).toBe(4);
    const history = (await balance()).history.map((event) => event.what);
    expect(history).toContain("trening 9 marca 18:00 — odbył się (zostało 7 z 8)");
    expect(history).toContain("trening 9 marca 18:00 — zmieniono na: nieobecność, trening wraca do pakietu (zostało 5 z 8)");
    const lines = await packageLines(test.db, [clientId], endOfMarch);
    expect(lineFor(lines.get(clientId))).toEqual({
      name: "Pakiet 8 treningów",
      text: "Pakiet 8 treningów: zostały 4 z 8, ważny do 3 maja",
      left: 4,
      sessions: 8,
    });
    expect(lines.get(clientId)!.map((line) => line.services)).toEqual([["trening", "trening-personalny"]]);
  });

  it("gives a booking from before the cards its card when it is marked, and uses that card's package", async () => {
    const { ids, clientId } = await sessions(test.db, "bez-karty@example.com", 1, 13);
    await test.db.updateTable("bookings").set({ client_id: null }).where("id", "=", ids[0]!).execute();
    await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    await mark(ids[0]!, "attended");
    const { client_id } = await test.db.selectFrom("bookings").select("client_id").where("id", "=", ids[0]!).executeTakeFirstOrThrow();
    expect(client_id).toBe(clientId);
    expect((await packagesOf(test.db, clientId, later))[0]!.used).toBe(1);
  });

  it("leaves the package alone for a free session (a consultation)", async () => {
    const made = await bookSession(
      test.db,
      request(tuesday(14), "konsultacja@example.com", { service: { slug: "konsultacja", name: "Konsultacja", price: 0 } }),
      bookedAt,
    );
    if (made.kind === "taken") throw new Error("not booked");
    await sellPackage(test.db, made.booking.client_id!, sold(EIGHT), bookedAt);
    await mark(made.booking.id, "attended");
    expect((await packagesOf(test.db, made.booking.client_id!, later))[0]!.used).toBe(0);
  });

  it("never uses an expired or used-up package, and shows it as such", async () => {
    const { ids, clientId } = await sessions(test.db, "wygasly@example.com", 2, 5);
    await sellPackage(test.db, clientId, sold({ ...EIGHT, validFrom: "sale", validWeeks: 4 }), bookedAt);
    await mark(ids[0]!, "attended", false, new Date("2027-08-01T08:00:00Z"));
    const [pack] = await packagesOf(test.db, clientId, new Date("2027-08-01T08:00:00Z"));
    expect(pack).toMatchObject({ used: 0, state: "expired", balance: "wygasł 19 marca — zostało 8 treningów" });
  });

  it("tells the trainer once when one session is left, in the panel and by one mail, until closed or a new package is sold", async () => {
    const { ids, clientId } = await sessions(test.db, "malo@example.com", 3, 7);
    const may = new Date("2027-05-05T08:00:00Z");
    await sellPackage(test.db, clientId, sold({ ...EIGHT, sessions: 2 }), bookedAt);
    await mark(ids[0]!, "attended", false, may);
    const [pack] = await packagesOf(test.db, clientId, may);
    expect(pack!.notice).toMatch(/^Anna Nowak, Pakiet 8 treningów: został 1 z 2, ważny do .* — zaproponuj przedłużenie$/);
    // Undo and mark again: still one mail.
    await mark(ids[0]!, "no_show", false, may);
    await mark(ids[0]!, "attended", false, may);
    const mails = await test.db.selectFrom("outbox").select("kind").where("package_id", "=", pack!.id).where("recipient", "=", "trainer").execute();
    expect(mails).toEqual([{ kind: "package_running_out_trainer" }]);
    expect((await openPackageNotices(test.db, may)).map((notice) => notice.packageId)).toContain(pack!.id);
    await closeNotice(test.db, pack!.id, may);
    expect((await openPackageNotices(test.db, may)).map((notice) => notice.packageId)).not.toContain(pack!.id);
  });

  it("tells the trainer of a package that expires within 7 days, by the periodic check, once", async () => {
    const { ids, clientId } = await sessions(test.db, "wygasa@example.com", 1, 10);
    await sellPackage(test.db, clientId, sold({ ...EIGHT, validFrom: "sale", validWeeks: 30 }), bookedAt);
    await mark(ids[0]!, "attended");
    // Sold 20 February, 30 weeks: the last day is 17 September.
    const nearEnd = new Date("2027-09-12T08:00:00Z");
    expect(await tellRunningOut(test.db, new Date("2027-09-01T08:00:00Z"))).toBe(0);
    expect(await tellRunningOut(test.db, nearEnd)).toBeGreaterThanOrEqual(1);
    expect(await tellRunningOut(test.db, nearEnd)).toBe(0);
    const [pack] = await packagesOf(test.db, clientId, nearEnd);
    expect(pack!.notice).toBe("Anna Nowak, Pakiet 8 treningów: wygasa 17 września, zostało 7 treningów — zaproponuj przedłużenie");
    await sellPackage(test.db, clientId, sold(EIGHT), nearEnd);
    expect((await packagesOf(test.db, clientId, nearEnd)).map((item) => item.notice)).toEqual([null, null]);
  });

  it("refuses an edit from an old form and fewer sessions than used", async () => {
    const { ids, clientId } = await sessions(test.db, "edycja@example.com", 2, 11);
    const id = await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    await mark(ids[0]!, "attended");
    await mark(ids[1]!, "attended");
    const edit = { name: "Pakiet 10 treningów", sessions: 10, price: 1200, validWeeks: 10, validFrom: "first_session" as const };
    expect(await editPackage(test.db, id, 0, edit, later)).toBe("stale");
    const version = (await packagesOf(test.db, clientId, later))[0]!.version;
    expect(await editPackage(test.db, id, version, { ...edit, sessions: 1 }, later)).toBe("below-used");
    expect(await editPackage(test.db, id, version, edit, later)).toBe("saved");
    const [pack] = await packagesOf(test.db, clientId, later);
    expect(pack).toMatchObject({ name: "Pakiet 10 treningów", sessions: 10, used: 2 });
    expect(pack!.history[0]!.what).toBe("zmieniono: nazwa: Pakiet 10 treningów, treningów: 10, cena: 1200 zł, ważny 10 tygodni od pierwszego treningu");
  });
});

describe("two instances on PostgreSQL marking at once", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase("postgres");
  });
  afterAll(() => test.drop());

  it.each([
    ["8 left", 8, 8, 8],
    ["1 left", 1, 8, 1],
  ])("never use more than the package has (%s)", async (_, sessions, marks, expected) => {
    const { ids, clientId } = await sessions_(test, `dwie-${sessions}@example.com`, marks, sessions * 10);
    await sellPackage(test.db, clientId, sold({ ...EIGHT, sessions }), bookedAt);
    const [first, second] = [test.open(), test.open()];
    const outcomes = await Promise.all(ids.map((id, index) => changeBooking(index % 2 ? first : second, id, { kind: "attended" }, { now: later })));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const [pack] = await packagesOf(test.db, clientId, later);
    expect(pack!.used).toBe(expected);
    // Undo on both at once: every use given back.
    await Promise.all(ids.map((id, index) => changeBooking(index % 2 ? second : first, id, { kind: "no_show" }, { now: later })));
    expect((await packagesOf(test.db, clientId, later))[0]!.used).toBe(0);
    // Each notice told once, whichever instance saw it: one session left and,
    // when the marks' order made the first session early enough, the near end.
    const mails = await test.db.selectFrom("outbox").select("id").where("package_id", "=", pack!.id).where("recipient", "=", "trainer").execute();
    const flags = await test.db
      .selectFrom("client_packages")
      .select(["low_notified_at", "expiry_notified_at"])
      .where("id", "=", pack!.id)
      .executeTakeFirstOrThrow();
    expect(mails).toHaveLength([flags.low_notified_at, flags.expiry_notified_at].filter((flag) => flag !== null).length);
    if (sessions > 1) expect(flags.low_notified_at).not.toBeNull();
  });
});

const sessions_ = (test: TestDatabase, email: string, count: number, firstWeek: number) => sessions(test.db, email, count, firstWeek);

// A package recorded by mistake, removed with a reason: it counts nowhere
// (no session, no balance, no notice, no mail), a second removal changes
// nothing, an old form is refused, and its history keeps the reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookedAt, EIGHT, later, sold, weeklySessions } from "../../tests/support/package-fixture";
import { changeBooking } from "~/bookings/booking-store.server";
import { editPackage, removePackage, sellPackage } from "./client-packages.server";
import { packageAction } from "./package-action.server";
import { packageForMail, tellRunningOut } from "./package-running-out.server";
import { lineFor, openPackageNotices, packageLines, packagesOf, packagesOfClients, packageSummary } from "./package-views.server";

const REASON = "zapisany przez pomyłkę";
const TEN = { ...EIGHT, name: "Pakiet 10 treningów", sessions: 10, price: 1200, paidBy: "cash" as const };

describe.each(DIALECTS)("removing a package on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const versionOf = async (clientId: number, id: number) => (await packagesOf(test.db, clientId, later)).find((pack) => pack.id === id)!.version;
  const mark = (id: number, now = later) => changeBooking(test.db, id, { kind: "attended" }, { now, noShowUsesSession: false });
  const mailsOf = (packageId: number) =>
    test.db.selectFrom("outbox").select("kind").where("package_id", "=", packageId).where("recipient", "=", "trainer").execute();

  it("counts no session against it, leaves a newer package's balance its own, and keeps the reason in its history", async () => {
    const { ids, clientId } = await weeklySessions(test.db, "pomylka@example.com", 2, 0);
    // The older one is the mistake: without the removal, the oldest usable package takes the session.
    const wrong = await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    const right = await sellPackage(test.db, clientId, sold(TEN), bookedAt);
    expect(await removePackage(test.db, wrong, await versionOf(clientId, wrong), REASON, bookedAt)).toEqual({ removed: "confirmation-withdrawn" });
    // Both sessions (2 and 9 March) marked on 20 March, read that day.
    const march = new Date("2027-03-20T08:00:00Z");
    await mark(ids[0]!, march);
    await mark(ids[1]!, march);

    const [newer, removed] = await packagesOf(test.db, clientId, march);
    expect(newer).toMatchObject({ id: right, used: 2, removed: null });
    expect(newer!.balance).toBe("zostało 8 z 10, ważny do 26 kwietnia");
    expect(removed).toMatchObject({
      id: wrong,
      used: 0,
      state: "removed",
      notice: null,
      balance: "usunięty (zostało 8 z 8)",
      removed: { reason: REASON },
    });
    expect(removed!.history.map((event) => event.what)).toEqual([`usunięto: ${REASON}`, expect.stringMatching(/^sprzedano: Pakiet 8 treningów/)]);
    // Not the client's package anywhere else: the agenda's line, the many-clients views, the card's summary.
    expect(lineFor((await packageLines(test.db, [clientId], march)).get(clientId))!.text).toBe("Pakiet 10 treningów: zostało 8 z 10, ważny do 26 kwietnia");
    expect((await packagesOfClients(test.db, [clientId], march)).get(clientId)!.map((pack) => pack.id)).toEqual([right]);
    // The removed one was unpaid (1040 zł), the newer one paid: nothing is owed.
    expect(packageSummary([newer!, removed!])).toEqual({ current: "Pakiet 10 treningów: zostało 8 z 10, ważny do 26 kwietnia", unpaid: 0 });
  });

  it("refuses a removal from an old form, and a second removal changes nothing", async () => {
    const { clientId } = await weeklySessions(test.db, "dwa-razy-usun@example.com", 1, 10);
    const id = await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    const shown = await versionOf(clientId, id);
    // Corrected in another window after this form was drawn.
    expect(await editPackage(test.db, id, shown, { ...EIGHT, price: 990 }, bookedAt)).toBe("saved");
    expect(await removePackage(test.db, id, shown, REASON, bookedAt)).toBe("stale");
    expect((await packagesOf(test.db, clientId, later))[0]!.removed).toBeNull();

    const current = await versionOf(clientId, id);
    expect(await removePackage(test.db, id, current, REASON, bookedAt)).toEqual({ removed: "confirmation-withdrawn" });
    // A double tap sends the same form again; a stale tab, an older one.
    expect(await removePackage(test.db, id, current, "drugi raz", bookedAt)).toBe("already-removed");
    expect(await removePackage(test.db, id, shown, "drugi raz", bookedAt)).toBe("already-removed");
    const [pack] = await packagesOf(test.db, clientId, later);
    expect(pack!.removed).toEqual({ at: bookedAt.toISOString(), reason: REASON });
    expect(pack!.history.filter((event) => event.what.startsWith("usunięto"))).toHaveLength(1);
    // Nor is a removed package corrected any more.
    expect(await editPackage(test.db, id, pack!.version, { ...EIGHT, price: 1 }, bookedAt)).toBe("removed");
    expect(await removePackage(test.db, 2_000_000_000, 0, REASON, bookedAt)).toBe("not-found");
  });

  it("gives no running-out notice for a removed package: neither by the periodic check nor one told before", async () => {
    // Two packages valid a week from the sale (20–26 February): one removed, its twin kept.
    const removed = await weeklySessions(test.db, "wygasa-usuniety@example.com", 1, 20);
    const kept = await weeklySessions(test.db, "wygasa-zostaje@example.com", 1, 21);
    const short = { ...EIGHT, validFrom: "sale" as const, validWeeks: 1 };
    const gone = await sellPackage(test.db, removed.clientId, sold(short), bookedAt);
    const twin = await sellPackage(test.db, kept.clientId, sold(short), bookedAt);
    await removePackage(test.db, gone, await versionOf(removed.clientId, gone), REASON, bookedAt);
    await tellRunningOut(test.db, new Date("2027-02-22T08:00:00Z"));
    expect(await mailsOf(twin)).toEqual([{ kind: "package_running_out_trainer" }]);
    expect(await mailsOf(gone)).toEqual([]);

    // One session left, told, then removed: the notice and the queued mail go with it.
    const { ids, clientId } = await weeklySessions(test.db, "malo-usuniety@example.com", 1, 22);
    const id = await sellPackage(test.db, clientId, sold({ ...EIGHT, sessions: 2 }), bookedAt);
    await mark(ids[0]!);
    expect((await openPackageNotices(test.db, later)).map((notice) => notice.packageId)).toContain(id);
    expect(await packageForMail(test.db, id, later)).toBeDefined();
    await removePackage(test.db, id, await versionOf(clientId, id), REASON, later);
    expect((await openPackageNotices(test.db, later)).map((notice) => notice.packageId)).not.toContain(id);
    expect((await packagesOf(test.db, clientId, later))[0]!.notice).toBeNull();
    expect(await packageForMail(test.db, id, later)).toBeUndefined();
  });

  it("answers the card's form: the reason required in Polish, another client's package refused, a second tap told", async () => {
    const { clientId } = await weeklySessions(test.db, "formularz-usun@example.com", 1, 30);
    const other = await weeklySessions(test.db, "inny-klient@example.com", 1, 31);
    const id = await sellPackage(test.db, clientId, sold(EIGHT), bookedAt);
    const post = (owner: number, fields: Record<string, string>) =>
      packageAction(test.db, owner, new URLSearchParams({ intent: "remove", id: String(id), version: "0", ...fields }), [], later);

    expect(await post(clientId, { reason: "  x  " })).toMatchObject({
      ok: false,
      problem: { intent: "remove", id, message: expect.stringMatching(/^Popraw: podaj powód usunięcia/) },
    });
    expect(await post(other.clientId, { reason: REASON })).toMatchObject({ ok: false, problem: { message: expect.stringMatching(/^Nie ma takiego pakietu/) } });
    expect(await post(clientId, { reason: ` ${REASON}\n` })).toEqual({
      ok: true,
      message: "Pakiet usunięty. Zostaje w historii. Potwierdzenie nie zdążyło wyjść, więc klient nic nie dostanie.",
    });
    expect(await post(clientId, { reason: REASON })).toEqual({ ok: true, message: "Ten pakiet był już usunięty. Zostaje w historii." });
    expect((await packagesOf(test.db, clientId, later))[0]!.removed!.reason).toBe(REASON);
  });
});

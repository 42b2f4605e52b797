import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { QueryCounter } from "../../tests/support/query-counter";
import { addClientCard } from "~/clients/index.server";
import { changeBooking } from "~/bookings/index.server";
import { openGroupSessions, type GroupPlan } from "./group-sessions.server";
import { addParticipant } from "./add-participant.server";
import { cancelGroupFromForm } from "./cancel-group.server";
import { comingGroups, groupsBetween, groupSessionWithBookings } from "./group-views.server";

const now = new Date("2027-02-27T08:00:00.000Z");
const PLAN: GroupPlan = {
  title: "Zdrowy kręgosłup",
  serviceSlug: "trening",
  place: "Studio",
  day: Temporal.PlainDate.from("2027-03-02"),
  clock: 18 * 60,
  minutes: 60,
  bufferMs: 0,
  seats: 3,
  minSeats: null,
  price: 50,
  weeks: 1,
  decideHoursBefore: null,
};
let keys = 0;
const key = () => `dodaj-uczestnika-${++keys}-${Math.random().toString(36).slice(2)}`;
const added = (fields: Record<string, string> = {}) => new URLSearchParams({ submissionKey: key(), mailClient: "on", ...fields });

describe.each(DIALECTS)("the trainer's group sessions on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const open = async (plan: Partial<GroupPlan>) => {
    const fates = await openGroupSessions(test.db, { ...PLAN, ...plan }, now);
    return fates.flatMap((fate) => (fate.outcome === "opened" ? [fate.id] : []));
  };
  const person = (name: string) => ({ name, email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, phone: "" });

  it("adds participants (a card, a typed client with a companion) until the seats run out, and cancels one seat only", async () => {
    const [id] = await open({ day: Temporal.PlainDate.from("2027-03-02") });
    const card = await addClientCard(test.db, { name: "Anna Nowak", email: "anna@example.com", phone: "" }, now);
    if (card.kind !== "added") throw new Error(card.kind);
    const options = (client: ReturnType<typeof person> & { id?: number }, fields: Record<string, string> = {}) => ({
      client,
      form: added(fields),
      cancelCutoffHours: 24,
    });
    expect(await addParticipant(test.db, id!, options({ ...person("Anna Nowak"), id: card.id }), now)).toEqual({ ok: true, message: "Dopisano: Anna Nowak." });
    expect(await addParticipant(test.db, id!, options(person("Ewa Kowalska"), { companion: "Jan Kowalski" }), now)).toMatchObject({ ok: true });
    expect(await addParticipant(test.db, id!, options(person("Olga Pełna")), now)).toEqual({
      ok: false,
      message: "Brak wolnego miejsca: nikogo nie dopisano.",
    });
    expect(await addParticipant(test.db, id!, options(person("Olga Pełna"), { companion: "x".repeat(101) }), now)).toMatchObject({
      ok: false,
      field: "companion",
    });

    const found = (await groupSessionWithBookings(test.db, id!))!;
    expect(found.summary).toMatchObject({
      taken: 3,
      seats: 3,
      names: [
        { name: "Anna Nowak", companion: null },
        { name: "Ewa Kowalska", companion: "Jan Kowalski" },
      ],
    });
    const anna = found.bookings.find((booking) => booking.name === "Anna Nowak")!;
    expect([anna.client_id, anna.mail_client]).toEqual([card.id, 1]);
    expect((await changeBooking(test.db, anna.id, { kind: "cancel", by: "trainer", message: "" }, { now })).ok).toBe(true);
    expect((await groupSessionWithBookings(test.db, id!))!.summary).toMatchObject({ taken: 2, names: [{ name: "Ewa Kowalska", companion: "Jan Kowalski" }] });
  });

  it("cancels the whole session with a message once; a form from before a change is refused", async () => {
    const [id] = await open({ day: Temporal.PlainDate.from("2027-03-03") });
    await addParticipant(test.db, id!, { client: person("Beata Kos"), form: added(), cancelCutoffHours: 24 }, now);
    const stale = new URLSearchParams({ message: "Choroba.", version: "7" });
    expect(await cancelGroupFromForm(test.db, id!, stale, now)).toBe("W międzyczasie ktoś się zapisał albo zrezygnował. Sprawdź listę i odwołaj jeszcze raz.");
    const { summary } = (await groupSessionWithBookings(test.db, id!))!;
    const sent = new URLSearchParams({ message: "Choroba.", version: String(summary.sequence) });
    expect(await cancelGroupFromForm(test.db, id!, sent, now)).toBe("Odwołano zajęcia. Powiadomiono 1 osobę.");
    expect(await cancelGroupFromForm(test.db, id!, sent, now)).toBe("Te zajęcia są już odwołane.");
    expect(await addParticipant(test.db, id!, { client: person("Celina Późna"), form: added(), cancelCutoffHours: 24 }, now)).toMatchObject({ ok: false });
    expect((await comingGroups(test.db, now)).map((group) => group.id)).not.toContain(id);
  });

  it("reads any number of sessions with their names in two queries", async () => {
    const ids = await open({ day: Temporal.PlainDate.from("2027-04-06"), clock: 7 * 60, weeks: 6 });
    for (const id of ids) await addParticipant(test.db, id, { client: person("Daria Tydzień"), form: added(), cancelCutoffHours: 24 }, now);
    const counter = new QueryCounter();
    const groups = await groupsBetween(test.db.withPlugin(counter), new Date("2027-04-01T00:00:00.000Z"), new Date("2027-06-01T00:00:00.000Z"));
    expect(groups.map((group) => [group.taken, group.names.length])).toEqual(Array(6).fill([1, 1]));
    expect(groups[0]).toMatchObject({ title: "Zdrowy kręgosłup", day: "wtorek, 6 kwietnia", time: "07:00–08:00", date: "2027-04-06" });
    expect(counter.count).toBe(2);
  });
});

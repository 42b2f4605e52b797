import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailMessage, MailAddresses } from "~/notifications";
import { PUBLISHED } from "../../tests/support/published-content";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { groupTemplates } from "./group-minimum-mail.server";
import { askBelowMinimum, holdGroupSession } from "./group-minimum.server";
import { bookSeats } from "./group-seats.server";
import { openGroupSessions } from "./group-sessions.server";

const NOW = new Date("2027-05-01T10:00:00.000Z");
// Tuesday 4 May 2027, 18:00 in Warsaw; decided 24 hours before.
const START = Date.parse("2027-05-04T16:00:00.000Z");
const DECIDE = new Date(START - 24 * 3_600_000);
const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const email = groupTemplates(addresses, () => PUBLISHED).group_below_minimum!.email!;
let keys = 0;

describe.each(DIALECTS)("a group session's minimum on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const open = async (day: string, minSeats: number) => {
    const [fate] = await openGroupSessions(
      test.db,
      {
        title: "Zdrowy kręgosłup",
        serviceSlug: "trening",
        place: "Studio",
        day: Temporal.PlainDate.from(day),
        clock: 18 * 60,
        minutes: 60,
        bufferMs: 0,
        seats: 6,
        minSeats,
        price: 50,
        weeks: 1,
        decideHoursBefore: 24,
      },
      NOW,
    );
    if (fate?.outcome !== "opened") throw new Error("not opened");
    return fate.id;
  };
  const join = (id: number) =>
    bookSeats(
      test.db,
      id,
      { name: "Anna", email: `anna${++keys}@example.com`, phone: "600 100 200", notes: "", companion: null, submissionKey: `m-${keys}` },
      NOW,
    );
  const questions = () => test.db.selectFrom("outbox").selectAll().where("kind", "=", "group_below_minimum").execute();

  it("asks the trainer once, at her time to decide, from whichever instance looks first; cancels nothing", async () => {
    const id = await open("2027-05-04", 3);
    await join(id);
    expect(await askBelowMinimum(test.db, new Date(DECIDE.getTime() - 60_000))).toBe(0);
    const other = dialect === "postgres" ? test.open() : test.db;
    const asked = await Promise.all([askBelowMinimum(test.db, DECIDE), askBelowMinimum(other, DECIDE)]);
    expect(asked.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await askBelowMinimum(test.db, new Date(DECIDE.getTime() + 3_600_000))).toBe(0);
    const [question, ...more] = await questions();
    expect(more.filter((row) => row.channel === question!.channel)).toEqual([]);
    expect(question).toMatchObject({ recipient: "trainer", channel: "email" });

    const rendered = await email(question!, { db: test.db, now: DECIDE });
    const message = (rendered && "message" in rendered ? rendered.message : rendered) as EmailMessage;
    expect(message).toMatchObject({ to: "trener@trener.example", subject: "Za mało chętnych: Zdrowy kręgosłup, wtorek, 4 maja, 18:00" });
    expect(String(message.text)).toContain("Na zajęcia „Zdrowy kręgosłup” (wtorek, 4 maja, 18:00) zapisała się 1 osoba, a minimum to 3.");
    expect(String(message.text)).toContain(`https://trener.example/admin/zajecia/${id}`);
    expect(await test.db.selectFrom("group_sessions").select("status").where("id", "=", id).executeTakeFirst()).toEqual({ status: "open" });

    // Held by the trainer: the question not yet sent is skipped.
    expect(await holdGroupSession(test.db, id, { now: DECIDE })).toEqual({ ok: true });
    expect(await email(question!, { db: test.db, now: DECIDE })).toEqual({ skip: "the session is decided, cancelled or begun" });
  });

  it("asks nothing of a session that has its minimum", async () => {
    const id = await open("2027-05-05", 2);
    await join(id);
    await join(id);
    const before = (await questions()).length;
    expect(await askBelowMinimum(test.db, new Date(DECIDE.getTime() + 24 * 3_600_000))).toBe(0);
    expect(await questions()).toHaveLength(before);
  });
});

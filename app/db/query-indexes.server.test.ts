import { CompiledQuery, sql, type Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { Database } from "~/db/database.server";
import { agendaBetween, sessionsToMark } from "~/agenda/agenda-queries.server";
import { calendarFrom } from "~/scheduling/calendar-queries.server";
import { eraseBookingsEndedBefore } from "~/clients/client-bookings.server";
import { claimNextPhoto } from "~/photos/photo-store.server";
import { workoutsSince } from "~/training/training-log.server";
import { addCard } from "../../tests/support/client-card";

const now = new Date("2027-03-17T06:00:00.000Z");
const DAY = 24 * 3_600_000;

/** Keeps every query a handle runs, as the database receives it, to be explained afterwards. */
class QueryRecorder implements KyselyPlugin {
  queries: CompiledQuery[] = [];
  constructor(private readonly db: Kysely<Database>) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    this.queries.push(this.db.getExecutor().compileQuery(node, queryId));
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

describe.each(DIALECTS)("the indexes on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    // Enough rows that a scan and a search differ: two years of sessions, blocks and ready photos.
    const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * 3_600_000).toISOString();
    const bookings = Array.from({ length: 700 }, (_, index) => ({
      service_slug: "trening",
      service_name: "Trening",
      place: "Studio",
      price: 150,
      starts_at: at(index - 680),
      ends_at: at(index - 680, 1),
      claimed_until: at(index - 680, 1.25),
      name: "Anna",
      email: `anna${index}@example.com`,
      phone: "",
      notes: "",
      status: index < 670 ? ("attended" as const) : ("confirmed" as const),
      sequence: 0,
      kept_outside_rules_at: null,
      submission_key: `index-${index}`,
      network_hash: null,
      cancel_reason: null,
      cancelled_at: null,
      created_at: at(index - 690),
    }));
    for (let index = 0; index < bookings.length; index += 100)
      await test.db
        .insertInto("bookings")
        .values(bookings.slice(index, index + 100))
        .execute();
    await test.db
      .insertInto("calendar_blocks")
      .values(Array.from({ length: 300 }, (_, index) => ({ starts_at: at(index - 290), ends_at: at(index - 290, 2), note: "", created_at: at(-300) })))
      .execute();
    await test.db
      .insertInto("photos")
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          id: `u-${String(index).padStart(12, "0")}`,
          original: Buffer.alloc(64 * 1024, index),
          width: 400,
          height: 300,
          status: "ready" as const,
          error: null,
          original_sha256: String(index).padStart(64, "0"),
          locked_until: null,
          created_at: at(index - 50),
        })),
      )
      .execute();
  });
  afterAll(() => test.drop());

  /** Each query's plan, with sequential scans discouraged on PostgreSQL (its tables here are too small for the planner to bother with an index otherwise). */
  async function plans(run: (db: Kysely<Database>) => Promise<unknown>): Promise<string[]> {
    const recorder = new QueryRecorder(test.db);
    await run(test.db.withPlugin(recorder));
    return test.db.connection().execute(async (connection) => {
      if (dialect === "postgres") await sql`set enable_seqscan = off`.execute(connection);
      const explained = [];
      for (const query of recorder.queries) {
        const prefix = dialect === "postgres" ? "explain " : "explain query plan ";
        const { rows } = await connection.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
        explained.push(rows.map((row) => Object.values(row as object).join(" ")).join("\n"));
      }
      if (dialect === "postgres") await sql`reset enable_seqscan`.execute(connection);
      return explained;
    });
  }

  const fullScan = (plan: string) => /Seq Scan on (bookings|calendar_blocks|photos)\b|SCAN (bookings|calendar_blocks|photos)\b(?! USING)/.test(plan);

  it("reads free times, the agenda's week, the sessions to mark and retention's bookings through indexes", async () => {
    const read = await plans(async (db) => {
      await calendarFrom(db, now);
      await agendaBetween(db, new Date(now.getTime() - 400 * DAY), new Date(now.getTime() - 393 * DAY));
      await sessionsToMark(db, new Date(now.getTime() - 30 * DAY), now);
      await eraseBookingsEndedBefore(db, new Date(now.getTime() - 600 * DAY));
    });
    expect(read.length).toBeGreaterThanOrEqual(7);
    expect(read.filter(fullScan)).toEqual([]);
  });

  it("reads a client's log and the best before it through indexes, never a subquery per set (migration 0036)", async () => {
    const at = now.toISOString();
    const client = await addCard(test.db, "Trenująca", now);
    const exercise = await test.db
      .insertInto("exercises")
      .values({ name: "Przysiad", category: "nogi", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const day = (index: number) => new Date(now.getTime() - index * DAY).toISOString().slice(0, 10);
    const sets = Array.from({ length: 400 }, (_, index) => ({
      ...{ client_id: client, set_key: `index-set-${index}`, plan_id: null, day_name: "A", exercise_id: exercise.id, exercise_name: "Przysiad" },
      ...{ set_number: 1, weight_kg: 40 + (index % 7), reps: 5, seconds: null, done_on: day(index), logged_at: at, received_at: at },
    }));
    for (let index = 0; index < sets.length; index += 100)
      await test.db
        .insertInto("workout_sets")
        .values(sets.slice(index, index + 100))
        .execute();
    const read = await plans((db) => workoutsSince(db, client, day(28)));
    // The log's sets, then the best before them (its grouped part recorded on its own as well).
    expect(read.length).toBeGreaterThanOrEqual(2);
    expect(read.filter((plan) => /CORRELATED|SubPlan|Seq Scan on workout_sets|SCAN workout_sets\b(?! USING)/.test(plan))).toEqual([]);
    expect(read.at(-1)).toMatch(/workout_sets_client_exercise_day_index/);
  });

  it("finds the photo worker's next photo through an index that holds all it reads, so no original is read on the way", async () => {
    const [due] = await plans((db) => claimNextPhoto(db, now));
    expect(await claimNextPhoto(test.db, now)).toBeNull();
    // PostgreSQL keeps an original out of line (TOAST): a row read without the column never reads it; the index finds the row.
    expect(due).toMatch(dialect === "sqlite" ? /USING COVERING INDEX photos_due_index/ : /Index.* Scan (using|on) photos_due_index/);
  });
});

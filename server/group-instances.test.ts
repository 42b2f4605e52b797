// No seat sold twice, with the server as it runs: two instances on one
// database, 30 visitors at once for a 6-seat group session through
// /zajecia/:id; exactly 6 get a seat, the rest hear "brak miejsc" (409), and a
// companion's form for the one seat left takes none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agedTokens, type FormTokens } from "../tests/support/aged-stamp";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../tests/support/test-database";
import { ensureBuild, startServerProcess, type RunningServer } from "../tests/support/server-process";
import { changeBooking } from "~/bookings/index.server";
import { openGroupSessions } from "~/groups/index.server";
import { warsawDate } from "~/scheduling";

const SOURCES = [
  "server.js",
  "server/app.ts",
  "server/site-router.ts",
  "app/routes/group-session.tsx",
  "app/groups/seat-action.server.ts",
  "app/groups/group-seats.server.ts",
  "app/groups/seat-booking-form.tsx",
];
const VISITORS = 30;

/** A fresh form of the session's page: its tokens past the time trap, as after a person's time over it. */
async function formTokens(server: RunningServer, path: string, database: TestDatabase): Promise<FormTokens> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const value = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";
  return agedTokens(database.db, { submissionKey: value("submissionKey"), stamp: value("stamp") });
}

function postSeat(server: RunningServer, path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ phone: "600 100 200", notes: "", website: "", ...fields }),
    redirect: "manual",
  });
}

// Both databases' pairs of servers start together: the starts are most of the test's time.
describe("two instances on one database", () => {
  const cleanups: (() => unknown)[] = [];
  const databases = new Map<string, TestDatabase>();
  const serversOn = new Map<string, RunningServer[]>();
  beforeAll(async () => {
    ensureBuild(SOURCES);
    await Promise.all(
      DIALECTS.map(async (dialect) => {
        const database = await createTestDatabase(dialect);
        databases.set(dialect, database);
        const env = { DATABASE_URL: database.url, BOOKING_RATE_LIMIT: "1000" };
        serversOn.set(dialect, await Promise.all([startServerProcess(env, cleanups), startServerProcess(env, cleanups)]));
      }),
    );
  }, 600_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await Promise.all([...databases.values()].map((database) => database.drop()));
  });

  it.each(DIALECTS)(
    "on %s sell exactly the 6 seats to 30 visitors at once; the rest hear there are none; a companion never takes the last seat",
    async (dialect) => {
      const database = databases.get(dialect)!;
      const servers = serversOn.get(dialect)!;
      const now = new Date();
      const [opened] = await openGroupSessions(
        database.db,
        {
          title: "Zdrowy kręgosłup",
          serviceSlug: "trening-personalny",
          place: "Studio, ul. Sportowa 1",
          day: warsawDate(now).add({ days: 10 }),
          clock: 18 * 60,
          minutes: 60,
          bufferMs: 15 * 60_000,
          seats: 6,
          minSeats: null,
          price: 60,
          weeks: 1,
          decideHoursBefore: null,
        },
        now,
      );
      if (opened?.outcome !== "opened") throw new Error(`not opened: ${opened?.outcome}`);
      const path = `/zajecia/${opened.id}`;
      const serverOf = (index: number) => servers[index % 2]!;
      const tokens = await Promise.all(Array.from({ length: VISITORS }, (_, index) => formTokens(serverOf(index), path, database)));

      const responses = await Promise.all(
        tokens.map((token, index) => postSeat(serverOf(index), path, { ...token, name: `Osoba ${index}`, email: `osoba${index}@example.com` })),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 303)).toHaveLength(6);
      expect(statuses.filter((status) => status === 409)).toHaveLength(VISITORS - 6);
      for (const response of responses.filter((answer) => answer.status === 303))
        expect(response.headers.get("location")).toMatch(/^\/rezerwacja\/[^/?]+\?nowa$/);
      expect(await responses.find((response) => response.status === 409)!.text()).toContain("Brak wolnych miejsc");
      const seats = () => database.db.selectFrom("group_seats").select(["seat_number", "booking_id"]).where("group_session_id", "=", opened.id).execute();
      expect((await seats()).map((seat) => seat.seat_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
      const booked = await database.db
        .selectFrom("bookings")
        .select("id")
        .where("group_session_id", "=", opened.id)
        .where("status", "=", "confirmed")
        .execute();
      expect(booked).toHaveLength(6);

      // One seat freed: a visitor with a companion asks for two and gets none, told that only one is left.
      expect((await changeBooking(database.db, booked[0]!.id, { kind: "cancel", by: "client" }, { now })).ok).toBe(true);
      const pair = await postSeat(servers[1]!, path, {
        ...(await formTokens(servers[0]!, path, database)),
        name: "Ewa Nowak",
        email: "ewa@example.com",
        companion: "on",
        companionName: "Jan Nowak",
      });
      expect(pair.status).toBe(409);
      expect(await pair.text()).toContain("Zostało tylko jedno miejsce");
      expect(await seats()).toHaveLength(5);
    },
    60_000,
  );
});

// A regular's usual session: the service booked most of late (cancelled ones
// do not count, the newest wins a tie) and the same weekday and time a week on.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { lastTrainerService, usualSession } from "~/agenda/usual-session.server";
import { regularClients } from "~/clients/index.server";

describe.each(DIALECTS)("a client's usual session on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function card(name: string) {
    const at = "2027-01-01T10:00:00.000Z";
    return (
      await test.db
        .insertInto("clients")
        .values({ name, email: "", phone: "", notes: "", created_at: at, last_activity_at: at })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  }
  async function session(clientId: number, service: string, startsAt: string, status: "confirmed" | "attended" | "cancelled" = "attended") {
    const end = new Date(Date.parse(startsAt) + 3_600_000).toISOString();
    await test.db
      .insertInto("bookings")
      .values({
        service_slug: service,
        service_name: service,
        place: "Studio",
        price: 150,
        starts_at: startsAt,
        ends_at: end,
        claimed_until: end,
        name: "Klient",
        email: "",
        phone: "",
        notes: "",
        status,
        sequence: 0,
        kept_outside_rules_at: null,
        submission_key: randomUUID(),
        network_hash: null,
        cancel_reason: status === "cancelled" ? "client" : null,
        cancelled_at: null,
        created_at: startsAt,
        client_id: clientId,
      })
      .execute();
  }

  it("is the service booked most of late, on the newest one's weekday and time, a week after it", async () => {
    const id = await card("Stała Klientka");
    // Tuesdays at 18:00 Warsaw (17:00 UTC in winter), personal training; one consultation; two cancelled massages.
    for (const day of ["2027-01-05", "2027-01-12", "2027-01-19"]) await session(id, "trening-personalny", `${day}T17:00:00.000Z`);
    await session(id, "konsultacja", "2027-01-20T09:00:00.000Z");
    await session(id, "masaz", "2027-01-21T09:00:00.000Z", "cancelled");
    await session(id, "masaz", "2027-01-22T09:00:00.000Z", "cancelled");
    await session(id, "trening-personalny", "2027-01-26T17:00:00.000Z", "confirmed");

    const usual = await usualSession(test.db, id, new Date("2027-01-24T12:00:00.000Z"));
    expect(usual).toMatchObject({ service: "trening-personalny", minutes: 18 * 60 });
    expect(usual!.date.toString()).toBe("2027-02-02");
    // Long after the last session: the next Tuesday from today.
    const later = await usualSession(test.db, id, new Date("2027-03-04T12:00:00.000Z"));
    expect(later!.date.toString()).toBe("2027-03-09");
  });

  it("is nothing for a client with no session yet", async () => {
    expect(await usualSession(test.db, await card("Nowa"), new Date("2027-01-24T12:00:00.000Z"))).toBeNull();
  });

  it("makes the regulars offered before a search: the most sessions in the last 8 weeks first, cancelled and older ones not counted", async () => {
    const now = new Date("2030-06-01T12:00:00.000Z");
    const [often, twice, cancelling, longAgo] = [await card("Częsta"), await card("Dwa Razy"), await card("Odwołująca"), await card("Dawna")];
    for (const day of ["2030-05-06", "2030-05-13", "2030-05-20"]) await session(often, "trening-personalny", `${day}T17:00:00.000Z`);
    for (const day of ["2030-05-07", "2030-06-04"]) await session(twice, "trening-personalny", `${day}T17:00:00.000Z`, "confirmed");
    for (const day of ["2030-05-08", "2030-05-15", "2030-05-22"]) await session(cancelling, "trening-personalny", `${day}T17:00:00.000Z`, "cancelled");
    for (const day of ["2030-01-07", "2030-01-14", "2030-01-21", "2030-01-28"]) await session(longAgo, "trening-personalny", `${day}T17:00:00.000Z`);
    expect((await regularClients(test.db, now)).map((client) => client.name)).toEqual(["Częsta", "Dwa Razy"]);
  });

  it("gives a booking without a client the service the trainer last booked herself, not one booked online", async () => {
    const id = await card("Telefoniczna");
    await session(id, "trening-personalny", "2031-01-07T17:00:00.000Z");
    await test.db.updateTable("bookings").set({ origin: "trainer" }).where("client_id", "=", id).execute();
    await session(id, "konsultacja", "2031-01-08T17:00:00.000Z");
    expect(await lastTrainerService(test.db)).toBe("trening-personalny");
  });
});

// What the group sessions' request spec and browser spec share: a session
// written into the test server's database, ten days ahead at 18:00 Warsaw
// time, and a seat of it taken as another visitor would have. Rows, not the
// app's openGroupSessions: its module graph does not load outside the build.
// The seats' pages read only these rows (the trainer's time, its cells, is the calendar's).
import { randomUUID } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { withServerDatabase } from "./server-database";

export const GROUP = { title: "Zdrowy kręgosłup", place: "Studio, ul. Sportowa 1", price: 60 };

/** Opens a one-off session `daysAhead` days from now with `seats` seats (and a minimum decided a day before, if given); its id. */
export function openSession(databaseUrl: string, { seats, daysAhead = 10, minSeats = null }: { seats: number; daysAhead?: number; minSeats?: number | null }) {
  const start = Temporal.Now.zonedDateTimeISO("Europe/Warsaw").add({ days: daysAhead }).with({ hour: 18, minute: 0, second: 0, millisecond: 0 });
  const iso = (moment: Temporal.ZonedDateTime) => new Date(moment.epochMilliseconds).toISOString();
  return withServerDatabase(databaseUrl, async (db) => {
    const { id } = await db
      .insertInto("group_sessions")
      .values({
        title: GROUP.title,
        service_slug: "trening-personalny",
        place: GROUP.place,
        starts_at: iso(start),
        ends_at: iso(start.add({ hours: 1 })),
        claimed_until: iso(start.add({ minutes: 75 })),
        seats,
        min_seats: minSeats,
        price: GROUP.price,
        weekly_key: null,
        status: "open",
        decide_at: minSeats === null ? null : iso(start.subtract({ hours: 24 })),
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** Seat 1 of session `id` taken by a booking of someone else's. */
export function takeSeat(databaseUrl: string, id: number) {
  return withServerDatabase(databaseUrl, async (db) => {
    const session = await db.selectFrom("group_sessions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const booking = await db
      .insertInto("bookings")
      .values({
        service_slug: session.service_slug,
        service_name: session.title,
        place: session.place,
        price: session.price,
        starts_at: session.starts_at,
        ends_at: session.ends_at,
        claimed_until: session.ends_at,
        name: "Inna Osoba",
        email: "inna@example.com",
        phone: "+48600100200",
        notes: "",
        status: "confirmed",
        sequence: 0,
        submission_key: randomUUID(),
        network_hash: "test",
        created_at: new Date().toISOString(),
        group_session_id: id,
        seats: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("group_seats").values({ group_session_id: id, seat_number: 1, booking_id: booking.id }).execute();
  });
}

/** Sessions the trainer booked for a regular client (origin "trainer"), on the `count` mornings after tomorrow. */
export function trainerBookedSessions(databaseUrl: string, { email, count }: { email: string; count: number }) {
  const morning = Temporal.Now.zonedDateTimeISO("Europe/Warsaw").with({ hour: 9, minute: 0, second: 0, millisecond: 0 });
  return withServerDatabase(databaseUrl, async (db) => {
    for (let day = 2; day < 2 + count; day++) {
      const start = morning.add({ days: day });
      await db
        .insertInto("bookings")
        .values({
          service_slug: "trening-personalny",
          service_name: "Trening personalny",
          place: GROUP.place,
          price: 150,
          starts_at: new Date(start.epochMilliseconds).toISOString(),
          ends_at: new Date(start.add({ hours: 1 }).epochMilliseconds).toISOString(),
          claimed_until: new Date(start.add({ hours: 1 }).epochMilliseconds).toISOString(),
          name: "Stała Klientka",
          email,
          phone: "+48600100300",
          notes: "",
          status: "confirmed",
          sequence: 0,
          submission_key: randomUUID(),
          created_at: new Date().toISOString(),
          origin: "trainer",
        })
        .execute();
    }
  });
}

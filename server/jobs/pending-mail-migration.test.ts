// Mail queued by the code before app/notifications/ (migration 0016's
// outbox) survives the upgrade: the server stops with mail pending, the
// database is migrated, and the new worker delivers each mail once, in
// today's words.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { bookSession } from "~/bookings/booking-store.server";
import { timestamp } from "~/db/database.server";
import { migrateTo, migrateToLatest } from "~/db/migrations.server";
import { formatSession } from "~/scheduling/warsaw-time";
import { DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { HOUR, MINUTE, outboxTestKit } from "../../tests/support/outbox-test-kit";

describe.each(DIALECTS)("pending mail across migration 0017 on %s", (dialect) => {
  let test: TestDatabase;
  let now: Date;
  const { sink, transportTo, worker, save, settle } = outboxTestKit(dialect, {
    clock: () => now,
    setClock: (date) => (now = date),
    setDatabase: (database) => (test = database),
  });

  it("delivers a confirmation, a reminder due later and an enquiry's copy, each once", async () => {
    const start = Math.ceil((now.getTime() + 3 * 24 * HOUR) / HOUR) * HOUR;
    const outcome = await bookSession(
      test.db,
      {
        service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
        place: "Studio, ul. Sportowa 1, Przykładowo",
        start,
        end: start + HOUR,
        bufferMs: 15 * MINUTE,
        name: "Łucja Żółtowska",
        email: "lucja@example.com",
        phone: "+48 600 100 200",
        notes: "",
        submissionKey: randomUUID(),
      },
      now,
    );
    if (outcome.kind !== "booked") throw new Error(outcome.kind);
    const booking = outcome.booking;
    const enquiryId = await save();
    // The subjects stay; their mails are written again below, as the code before 0017 wrote them.
    await test.db.deleteFrom("outbox").execute();

    await migrateTo(test.db, "0016-private-calendar-report");
    const old = test.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const queued = timestamp(now);
    const remindAt = timestamp(new Date(start - 24 * HOUR));
    const pending = { status: "pending", attempts: 0 };
    await old
      .insertInto("outbox")
      .values([
        ...["booking_confirmed_visitor", "booking_confirmed_trainer"].map((kind) => ({
          booking_id: booking.id,
          enquiry_id: null,
          kind,
          ...pending,
          next_attempt_at: queued,
          created_at: queued,
        })),
        { booking_id: booking.id, enquiry_id: null, kind: "booking_reminder", ...pending, next_attempt_at: remindAt, created_at: remindAt },
      ])
      .execute();
    await old
      .insertInto("outbox")
      .values({ enquiry_id: enquiryId, kind: "notify_trainer", ...pending, next_attempt_at: queued, created_at: queued })
      .execute();

    // The new version starts on its own connection and migrates, as the server does at boot.
    const upgraded = test.open();
    await migrateToLatest(upgraded);
    const rows = await upgraded.selectFrom("outbox").select(["kind", "channel", "recipient", "status"]).orderBy("id").execute();
    expect(rows).toEqual([
      { kind: "booking_confirmed_visitor", channel: "email", recipient: "client", status: "pending" },
      { kind: "booking_confirmed_trainer", channel: "email", recipient: "trainer", status: "pending" },
      { kind: "booking_reminder", channel: "email", recipient: "client", status: "pending" },
      { kind: "notify_trainer", channel: "email", recipient: "trainer", status: "pending" },
    ]);

    const smtp = await sink();
    worker(transportTo(smtp.url), { db: upgraded });
    const sent = async () => (await upgraded.selectFrom("outbox").select("status").where("status", "=", "sent").execute()).length;
    await waitFor(async () => (await sent()) === 3, { what: "the three mails due now" });
    now = new Date(start - 24 * HOUR);
    await waitFor(async () => (await sent()) === 4, { what: "the reminder" });
    await settle();

    const when = formatSession(booking.starts_at, booking.ends_at);
    expect(smtp.messages.map((mail) => [mail.envelope.to[0], mail.header("Subject")]).sort()).toEqual(
      [
        ["lucja@example.com", `Potwierdzenie rezerwacji: Trening personalny, ${when}`],
        ["trener@trener.example", `Nowa rezerwacja: Trening personalny — Łucja Żółtowska, ${when}`],
        ["lucja@example.com", expect.stringMatching(/^Przypomnienie: Trening personalny jutro o \d\d:00$/)],
        ["trener@trener.example", "Nowe zapytanie: Plan treningowy — Anna Nowak"],
      ].sort(),
    );
    expect(smtp.messages.find((mail) => mail.header("Subject")?.startsWith("Potwierdzenie"))!.text).toContain("potwierdzam rezerwację:");
  });
});

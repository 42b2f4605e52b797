// A client signed in at /moje-treningi joins a weekly group for the coming
// weeks in one tap: a seat in each week that has one, each date's fate said,
// the seats then among their sessions. Sent again, it books nothing twice.
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { expectNoAxeViolations } from "./admin";
import { expectFitsThePhone } from "./phone-fit";
import { withServerDatabase } from "./server-database";
import { signedIn } from "./signed-in-clients";

test.use({ viewport: { width: 390, height: 844 } });

test("a weekly group joined for the coming weeks from the client's page: a seat where one is free, each date said", async ({ page, baseURL }) => {
  const { clientId, cookies } = signedIn("Wanda Tygodniowa", 1);
  // A Sunday evening half a year ahead, at a time no other spec books; the second week is full.
  const day = Temporal.Now.plainDateISO("Europe/Warsaw").add({ weeks: 26 });
  const sunday = day.add({ days: (7 - day.dayOfWeek) % 7 });
  const title = `Stretching ${clientId}`;
  // As the trainer opens it in the panel (app/groups/group-sessions.server.ts): three Sundays of one weekly group.
  await withServerDatabase(TEST_DATABASE_FILE, async (db) => {
    const weekly_key = `weekly-${clientId}`;
    const ids: number[] = [];
    for (const week of [0, 1, 2]) {
      const start = Temporal.PlainDateTime.from(`${sunday.add({ weeks: week })}T20:40`).toZonedDateTime("Europe/Warsaw").epochMilliseconds;
      const at = (ms: number) => new Date(ms).toISOString();
      const { id } = await db
        .insertInto("group_sessions")
        .values({
          title,
          service_slug: "trening-personalny",
          place: "Studio",
          starts_at: at(start),
          ends_at: at(start + 45 * 60_000),
          claimed_until: at(start + 45 * 60_000),
          seats: 1,
          min_seats: null,
          price: 40,
          weekly_key,
          status: "open",
          decide_at: null,
          created_at: at(Date.now()),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    // Someone else holds the second week's only seat.
    const other = await db
      .insertInto("bookings")
      .values({
        service_slug: "trening-personalny",
        service_name: title,
        place: "Studio",
        price: 40,
        starts_at: "2099-01-01T00:00:00.000Z",
        ends_at: "2099-01-01T00:45:00.000Z",
        claimed_until: "2099-01-01T00:45:00.000Z",
        name: "Ktoś",
        email: "ktos@example.com",
        phone: "",
        notes: "",
        status: "confirmed",
        sequence: 0,
        kept_outside_rules_at: null,
        submission_key: `other-${clientId}`,
        network_hash: null,
        cancel_reason: null,
        cancelled_at: null,
        created_at: new Date().toISOString(),
        group_session_id: ids[1]!,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("group_seats").values({ group_session_id: ids[1]!, seat_number: 1, booking_id: other.id }).execute();
  });
  await page.context().addCookies([{ name: "client-session", value: cookies[0]!, url: baseURL! }]);
  await page.goto("/moje-treningi");

  const groups = page.getByRole("region", { name: "Zajęcia w grupie" });
  const group = groups.getByRole("listitem").filter({ hasText: title });
  await expect(group).toContainText("w niedziele o 20:40");
  await expect(group).toContainText("Przed nami 3 terminy, wolne miejsca: 2 terminy.");
  await group.getByRole("button", { name: "Zapisz mnie na kolejne tygodnie" }).click();

  await expect(page.getByRole("status")).toHaveText(new RegExp(`^Zapisano Cię na zajęcia „${title}”: 2\\snowe\\sterminy\\.`));
  const dates = page.getByRole("main").getByRole("listitem");
  await expect(dates).toHaveText([/: masz miejsce$/, /: brak wolnych miejsc$/, /: masz miejsce$/]);
  await expectFitsThePhone(page, "the answer to joining a weekly group");
  await expectNoAxeViolations(page);

  // Sent again (a reload of the answer), nothing is booked twice.
  await page.reload();
  await page.goto("/moje-treningi");
  await expect(group).toContainText("Twoje miejsca: 2 terminy.");
  const seats = await withServerDatabase(TEST_DATABASE_FILE, (db) =>
    db.selectFrom("bookings").select("id").where("client_id", "=", clientId).where("status", "=", "confirmed").execute(),
  );
  expect(seats).toHaveLength(2);
  await expect(page.getByRole("region", { name: "Najbliższe treningi" }).getByRole("listitem").filter({ hasText: title })).toHaveCount(2);
});

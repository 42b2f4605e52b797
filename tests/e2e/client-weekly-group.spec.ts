// A client signed in at /moje-treningi joins a weekly group over December:
// first its summary (each date's fate, the seats, their total and the
// contract's facts; nothing booked yet), then one tap: a seat in each week
// that has one, none on Christmas Eve (a public holiday), each date's fate
// said at the top of the answer, one confirmation mail; the seats then among
// their sessions. Sent again, it books nothing twice.
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expectNoAxeViolations } from "./admin";
import { expectFitsThePhone } from "./phone-fit";
import { withServerDatabase } from "./server-database";
import { signedIn } from "./signed-in-clients";
import { ownServer } from "./site";
import { withDatabase } from "./admin";
import { openSession } from "./group-sessions-setup";

test.use({ viewport: { width: 390, height: 844 } });

// A server of its own: the group sessions written here would otherwise be on the shared server's /zajecia for every later spec.
const server = ownServer({});

test("a weekly group joined over December from the client's page: a seat where one is free, none on Christmas Eve, each date said, one mail", async ({
  page,
}) => {
  const { clientId, cookies } = signedIn("Wanda Tygodniowa", 1, server.databaseFile);
  // The weekday of the next Christmas Eve still a week ahead, at an evening time no other spec books: the week
  // before it, Christmas Eve itself (a public holiday) and New Year's Eve, whose only seat someone else holds.
  const today = Temporal.Now.plainDateISO("Europe/Warsaw");
  const thisYears = Temporal.PlainDate.from({ year: today.year, month: 12, day: 24 });
  const christmasEve = Temporal.PlainDate.compare(thisYears.subtract({ weeks: 1 }), today) > 0 ? thisYears : thisYears.add({ years: 1 });
  const title = `Stretching ${clientId}`;
  // As the trainer opens it in the panel (app/groups/group-sessions.server.ts): three weeks of one weekly group.
  await withServerDatabase(server.databaseFile, async (db) => {
    const weekly_key = `weekly-${clientId}`;
    const ids: number[] = [];
    for (const week of [-1, 0, 1]) {
      const start = Temporal.PlainDateTime.from(`${christmasEve.add({ weeks: week })}T20:40`).toZonedDateTime("Europe/Warsaw").epochMilliseconds;
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
    // Someone else holds New Year's Eve's only seat.
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
        group_session_id: ids[2]!,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("group_seats").values({ group_session_id: ids[2]!, seat_number: 1, booking_id: other.id }).execute();
  });
  await page.context().addCookies([{ name: "client-session", value: cookies[0]!, url: server.url }]);
  await page.goto(`${server.url}/moje-treningi`);

  const groups = page.getByRole("region", { name: "Zajęcia w grupie" });
  const group = groups.getByRole("listitem").filter({ hasText: title });
  await expect(group).toContainText("o 20:40");
  await group.getByRole("link", { name: "Zapisz mnie na kolejne tygodnie" }).click();

  // Before the button that obliges to pay: each date and what joining does with it, the seats and their total.
  await expect(page.getByRole("main").getByRole("listitem")).toHaveText([
    /: zapiszesz się$/,
    /: bez zajęć\s—\sWigilia\sBożego\sNarodzenia$/,
    /: brak wolnych miejsc$/,
  ]);
  const facts = page.locator(".booking-contract");
  await expect(facts.locator("div").filter({ hasText: "Zamawiasz" }).locator("dd")).toHaveText(
    new RegExp(`^Stretching ${clientId}, co tydzień: 1\\smiejsce \\(terminy wyżej\\)\\s—\\sStudio$`),
  );
  await expect(facts.locator("div").filter({ hasText: "Łączna cena" }).locator("dd")).toHaveText(/^40\szł za 1\stermin \(po 40\szł\)$/);
  await expect(facts.getByText("Odstąpienie od umowy", { exact: true })).toBeVisible();
  await expectFitsThePhone(page, "the summary of joining a weekly group", { rule: "wcag" });
  await expectNoAxeViolations(page);
  expect(withDatabase(server.databaseFile, (db) => db.prepare("select count(*) as count from bookings where client_id = ?").get(clientId))).toEqual({
    count: 0,
  });
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();

  // The answer opens at its top: what was booked is on the first screen.
  const status = page.getByRole("status");
  await expect(status).toHaveText(new RegExp(`^Zapisano Cię na zajęcia „${title}”: 1\\snowy\\stermin\\.`));
  await expect(status).toBeInViewport();
  const dates = page.getByRole("main").getByRole("listitem");
  await expect(dates).toHaveText([/: masz miejsce$/, /: nie zapisano\s—\sWigilia\sBożego\sNarodzenia$/, /: brak wolnych miejsc$/]);
  // One confirmation to the client, not one a week.
  const mails = withDatabase(server.databaseFile, (db) =>
    db
      .prepare("select count(*) as count from outbox where kind = 'booking_confirmed_visitor' and booking_id in (select id from bookings where client_id = ?)")
      .get(clientId),
  );
  expect(mails).toEqual({ count: 1 });
  await expectFitsThePhone(page, "the answer to joining a weekly group");
  await expectNoAxeViolations(page);

  // Sent again (a reload of the answer), nothing is booked twice.
  await page.reload();
  await page.goto(`${server.url}/moje-treningi`);
  await expect(group).toContainText("Masz miejsce w 1 z nich.");
  const seats = await withServerDatabase(server.databaseFile, (db) =>
    db.selectFrom("bookings").select("id").where("client_id", "=", clientId).where("status", "=", "confirmed").execute(),
  );
  expect(seats).toHaveLength(1);
  await expect(page.getByRole("region", { name: "Najbliższe treningi" }).getByRole("listitem").filter({ hasText: title })).toHaveCount(1);
});

test("a signed-in client's seat form starts with her details: one tap books the seat", async ({ page }) => {
  const { clientId, cookies } = signedIn("Sylwia Zalogowana", 1, server.databaseFile);
  const email = withDatabase(server.databaseFile, (db) => {
    db.prepare("update clients set phone = '+48600700800' where id = ?").run(clientId);
    return (db.prepare("select email from clients where id = ?").get(clientId) as { email: string }).email;
  });
  const id = await openSession(server.databaseFile, { seats: 3, daysAhead: 40 });
  await page.context().addCookies([{ name: "client-session", value: cookies[0]!, url: server.url }]);
  await page.goto(`${server.url}/zajecia/${id}`);
  await expect(page.getByLabel("Imię i nazwisko", { exact: true })).toHaveValue("Sylwia Zalogowana");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Telefon", { exact: true })).toHaveValue("+48600700800");
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page).toHaveURL(/\/rezerwacja\/[^/?]+\?nowa$/);

  // A personal session booked from her page starts with them too; a visitor's form (another browser) is empty.
  await page.goto(`${server.url}/rezerwacja?usluga=trening-personalny`);
  await page
    .getByRole("link", { name: /wolnych terminów|wolne terminy/ })
    .first()
    .click();
  await expect(page.getByLabel("Imię i nazwisko", { exact: true })).toHaveValue("Sylwia Zalogowana");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByLabel("Imię i nazwisko", { exact: true })).toHaveValue("");
  await visitor.close();
});

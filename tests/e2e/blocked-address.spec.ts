// An address the trainer blocked ("Odwołaj i zablokuj") books nothing from
// the site, by any way of booking: /rezerwacja (tests/requests/booking-api),
// the seat on /zajecia/:id and the weekly join on /moje-treningi ("Zapisz
// mnie na kolejne tygodnie"), each refused in Polish, nothing booked.
import { expect, test } from "@playwright/test";
import { withDatabase } from "./admin";
import { openSession } from "./group-sessions-setup";
import { expectFitsThePhone } from "./phone-fit";
import { withServerDatabase } from "./server-database";
import { signedIn } from "./signed-in-clients";
import { ownServer } from "./site";

test.use({ viewport: { width: 390, height: 844 } });

// The settings of client-weekly-group.spec.ts: one server per worker for both.
const server = ownServer({});

const REFUSAL = /^Na ten adres e-mail nie można zarezerwować terminu przez stronę\. Aby się umówić, zadzwoń: \+48\s500\s000\s000\.$/;

test("a blocked client gets no seat by the weekly join nor on the seat's page, and is told to call", async ({ page }) => {
  const { clientId, cookies } = signedIn("Barbara Zablokowana", 1, server.databaseFile);
  const email = withDatabase(server.databaseFile, (db) => {
    db.prepare("update clients set phone = '+48600700900' where id = ?").run(clientId);
    const { email } = db.prepare("select email from clients where id = ?").get(clientId) as { email: string };
    db.prepare("insert into blocked_booking_emails (email, created_at) values (?, ?)").run(email.toUpperCase(), new Date().toISOString());
    return email;
  });
  const title = `Joga ${clientId}`;
  const weekly = [await openSession(server.databaseFile, { seats: 4, daysAhead: 50 }), await openSession(server.databaseFile, { seats: 4, daysAhead: 57 })];
  await withServerDatabase(server.databaseFile, (db) =>
    db
      .updateTable("group_sessions")
      .set({ title, weekly_key: `weekly-${clientId}` })
      .where("id", "in", weekly)
      .execute(),
  );
  const single = await openSession(server.databaseFile, { seats: 3, daysAhead: 44 });
  const bookings = () => withDatabase(server.databaseFile, (db) => db.prepare("select count(*) as count from bookings where email = ?").get(email));
  await page.context().addCookies([{ name: "client-session", value: cookies[0]!, url: server.url }]);

  // The weekly join: its summary says why before any button, and a join sent anyway (an older page) is refused.
  await page.goto(`${server.url}/moje-treningi`);
  const group = page.getByRole("region", { name: "Zajęcia w grupie" }).getByRole("listitem").filter({ hasText: title });
  await group.getByRole("link", { name: "Zapisz mnie na kolejne tygodnie" }).click();
  await expect(page.getByRole("status")).toHaveText(REFUSAL);
  await expect(page.getByRole("button", { name: "Rezerwuję i płacę" })).toHaveCount(0);
  await expectFitsThePhone(page, "the weekly join refused to a blocked address", { rule: "wcag" });
  const sent = await page.request.post(page.url(), {
    form: { weeklyKey: `weekly-${clientId}`, submissionKey: `blocked-join-${clientId}` },
    headers: { Origin: server.url },
  });
  expect(sent.status()).toBe(403);
  expect(await sent.text()).toContain("Na ten adres e-mail nie można zarezerwować terminu przez stronę.");

  // The seat's page: her details filled in, one tap, refused.
  await page.goto(`${server.url}/zajecia/${single}`);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Na ten adres e-mail" })).toHaveText(REFUSAL);
  await expectFitsThePhone(page, "the seat refused to a blocked address", { rule: "wcag" });
  expect(bookings()).toEqual({ count: 0 });
});

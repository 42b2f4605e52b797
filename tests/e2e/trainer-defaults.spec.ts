// What the trainer's forms start from on a 390 px phone (issue 78): two
// clients of one name told apart by their e-mail wherever she picks one;
// "Nowe zajęcia" from the offer's service with places (or its first paid
// one) before her first group, then from her last group; a booking from a
// free hour from the service she booked last, and before that from the
// first paid one, never from the free consultation listed first.
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { signIn, withDatabase } from "./admin";
import { ownServerWithMail } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const { server } = ownServerWithMail();

function clientWithPlan(name: string, email: string): number {
  const now = new Date().toISOString();
  return withDatabase(server.databaseFile, (db) => {
    const { id } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '', '', ?, ?) returning id")
      .get(name, email, now, now) as { id: number };
    db.prepare("insert into training_plans (client_id, created_at, starts_on, version, weeks, body) values (?, ?, ?, 1, 8, ?)").run(
      id,
      now,
      now.slice(0, 10),
      JSON.stringify({ days: [{ name: "Dzień A", exercises: [] }] }),
    );
    return id;
  });
}

test("two clients of one name are told apart by their e-mail in “Kto trenuje” and in the plan's “Zacznij od”", async ({ page }) => {
  clientWithPlan("Katarzyna Lewandowska", "kasia.l@example.com");
  clientWithPlan("Katarzyna Lewandowska", "k.lewandowska@example.com");
  const newcomer = clientWithPlan("Zofia Nowa", "zofia@example.com");
  withDatabase(server.databaseFile, (db) => db.prepare("delete from training_plans where client_id = ?").run(newcomer));

  await signIn(page, server.url, "/admin/treningi");
  const main = page.getByRole("main");
  await expect(main).toContainText("Katarzyna Lewandowska (kasia.l@example.com)");
  await expect(main).toContainText("Katarzyna Lewandowska (k.lewandowska@example.com)");

  await page.goto(`${server.url}/admin/klienci/${newcomer}/plan`);
  const sources = page.getByLabel("Zacznij od").locator("option");
  await expect(sources.filter({ hasText: "Katarzyna Lewandowska (kasia.l@example.com)" })).toHaveCount(1);
  await expect(sources.filter({ hasText: "Katarzyna Lewandowska (k.lewandowska@example.com)" })).toHaveCount(1);
});

test("“Nowe zajęcia” starts from a paid service before the first group, then from the last group's service, hour, length, seats and price", async ({
  page,
}) => {
  await signIn(page, server.url, "/admin/zajecia");
  const service = page.getByLabel("Usługa", { exact: true });
  await expect(service.locator("option:checked")).not.toHaveText(/konsultacja/i);
  await expect(page.getByLabel("Cena za osobę (zł)")).not.toHaveValue("");

  const day = Temporal.Now.plainDateISO("Europe/Warsaw").add({ days: 20 });
  await page.getByLabel("Nazwa zajęć").fill("Zdrowy kręgosłup");
  await page.getByLabel("Data (pierwszych zajęć)").fill(day.toString());
  await page.getByLabel("Godzina").fill("06:15");
  await page.getByLabel("Czas trwania (minuty)").fill("45");
  await page.getByLabel("Liczba miejsc (2–20)").fill("4");
  await page.getByLabel("Cena za osobę (zł)").fill("45");
  await page.getByLabel("Co tydzień przez tyle tygodni (1: jednorazowo)").fill("1");
  await page.getByRole("button", { name: "Otwórz zajęcia" }).tap();
  await expect(page.getByRole("status").filter({ hasText: /otwarte/ })).toBeVisible();

  await expect(page.getByLabel("Nazwa zajęć")).toHaveValue("");
  await expect(page.getByLabel("Godzina")).toHaveValue("06:15");
  await expect(page.getByLabel("Czas trwania (minuty)")).toHaveValue("45");
  await expect(page.getByLabel("Liczba miejsc (2–20)")).toHaveValue("4");
  await expect(page.getByLabel("Cena za osobę (zł)")).toHaveValue("45");
});

test("a booking from a free hour starts from the first paid service, then from the service the trainer booked last", async ({ page }) => {
  withDatabase(server.databaseFile, (db) => db.prepare("delete from bookings").run());
  await signIn(page, server.url, "/admin/kalendarz/nowa");
  const service = page.getByLabel("Usługa", { exact: true });
  await expect(service.locator("option:checked")).toHaveText(/^Trening personalny/);

  // A session she booked by phone in the open air: the next one starts from it.
  const start = Date.now() + 30 * 86_400_000;
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        `insert into bookings (service_slug, service_name, place, price, starts_at, ends_at, claimed_until, name, email, phone, notes, status, sequence, submission_key, created_at, origin)
         values ('trening-w-plenerze', 'Trening w plenerze', 'W plenerze', 150, ?, ?, ?, 'Ola Plenerowa', 'ola@example.com', '', '', 'confirmed', 0, 'e2e-plener', ?, 'trainer')`,
      )
      .run(new Date(start).toISOString(), new Date(start + 3_600_000).toISOString(), new Date(start + 3_600_000).toISOString(), new Date().toISOString()),
  );
  await page.reload();
  await expect(service.locator("option:checked")).toHaveText(/^Trening\sw\splenerze/);
});

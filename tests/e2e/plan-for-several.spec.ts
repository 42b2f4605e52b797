// A plan written once for a few regulars who train together (issue 78): the
// fold under the plan lists the clients who train now, two of one name told
// apart by e-mail; ticked, each gets the plan as their next version with the
// same "Zapisz plan", and a form refused keeps the ticks.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, ownInboxServer, signIn, withDatabase } from "./admin";

const server = ownInboxServer();
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A card with a session ten days ago, as the agenda marks one attended. */
function regular(name: string, email: string): number {
  return withDatabase(server.databaseFile, (db) => {
    const now = new Date();
    const start = new Date(now.getTime() - 10 * 24 * 3_600_000);
    const end = new Date(start.getTime() + 3_600_000).toISOString();
    const { id } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '', '', ?, ?) returning id")
      .get(name, email, now.toISOString(), now.toISOString()) as { id: number };
    db.prepare(
      `insert into bookings (service_slug, service_name, place, price, starts_at, ends_at, claimed_until, name, email, phone, notes, status, sequence,
        submission_key, created_at, client_id) values ('trening', 'Trening personalny', 'Studio', 150, ?, ?, ?, ?, ?, '', '', 'attended', 0, ?, ?, ?)`,
    ).run(start.toISOString(), end, end, name, email, randomBytes(8).toString("hex"), start.toISOString(), id);
    return id;
  });
}

const versions = (clientId: number) =>
  withDatabase(server.databaseFile, (db) => db.prepare("select version from training_plans where client_id = ? order by version").all(clientId));

test("a plan saved once for three clients of a group, the ticks kept through a refusal", async ({ page }) => {
  const anna = regular("Anna Grupowa", "anna@example.com");
  const basia = regular("Basia Grupowa", "basia@example.com");
  const celina = regular("Celina Grupowa", "celina.a@example.com");
  const namesake = regular("Celina Grupowa", "celina.b@example.com");
  await signIn(page, "", `/admin/klienci/${anna}/plan`);
  const fold = page.locator("details.plan-picker").filter({ hasText: "Ten sam plan także dla innych klientów" });
  await fold.locator("summary").tap();
  await expect(fold.getByRole("checkbox", { name: "Anna Grupowa" })).toHaveCount(0);
  await fold.getByRole("checkbox", { name: "Basia Grupowa" }).tap();
  await fold.getByRole("checkbox", { name: "Celina Grupowa (celina.a@example.com)" }).tap();
  await expect(fold.getByRole("checkbox", { name: "Celina Grupowa (celina.b@example.com)" })).not.toBeChecked();
  await expectNoAxeViolations(page);

  // No exercise yet: refused, the ticks still there.
  await page.getByRole("button", { name: "Zapisz plan", exact: true }).tap();
  await expect(page.getByRole("alert").filter({ hasText: "Popraw zaznaczone pola" })).toBeVisible();
  await expect(fold.getByRole("checkbox", { name: "Basia Grupowa" })).toBeChecked();
  await expect(fold.getByRole("checkbox", { name: "Celina Grupowa (celina.a@example.com)" })).toBeChecked();

  const picker = page.locator("details.plan-picker").first();
  await picker.getByText(/Wybierz ćwiczenia do:/).tap();
  await picker.getByRole("checkbox", { name: /^Pompki klasyczne/ }).tap();
  await picker.getByRole("checkbox", { name: /^Most biodrowy/ }).tap();
  await picker.getByRole("button", { name: "Dodaj zaznaczone" }).tap();
  await page.getByRole("button", { name: "Zapisz plan", exact: true }).tap();
  const said = page.getByRole("status").filter({ hasText: "Plan zapisany: wersja 1." });
  await expect(said).toContainText("Ten sam plan zapisano też dla: Basia Grupowa, Celina Grupowa (celina.a@example.com).");
  expect([versions(anna), versions(basia), versions(celina), versions(namesake)]).toEqual([[{ version: 1 }], [{ version: 1 }], [{ version: 1 }], []]);

  // Basia's plan is the same plan, on her own card.
  await page.goto(`/admin/klienci/${basia}/plan/druk`);
  await expect(page.getByRole("row").filter({ hasText: /Pompki\sklasyczne/ })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: /Most\sbiodrowy/ })).toHaveCount(1);
});

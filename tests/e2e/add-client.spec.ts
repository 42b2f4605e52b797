// "Dodaj klienta" on a phone (390 × 844, touch): a card without a booking in
// three taps from the panel, each field's error said beside it with what was
// typed kept, and a known phone sent to its card instead of a second one. On
// a server of its own; the form without JavaScript is
// tests/requests/add-client.spec.ts.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, ownInboxServer, signIn } from "./admin";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const server = ownInboxServer();

test("a client is added without a booking in three taps, and the card opens ready for a booking", async ({ page }) => {
  await signIn(page, server.url);
  await page.getByRole("navigation").getByRole("link", { name: "Klienci", exact: true }).tap();
  await page.getByRole("link", { name: "Dodaj klienta" }).tap();
  await page.getByLabel("Imię i nazwisko").fill("Marek Z Siłowni");
  await page.getByLabel("Telefon").fill("502 503 504");
  await page.getByRole("button", { name: "Dodaj klienta" }).tap();

  await expect(page).toHaveURL(/\/admin\/klienci\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marek Z Siłowni");
  await expect(page.getByRole("status").filter({ hasText: "Dodano kartę: Marek Z Siłowni." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zarezerwuj trening" })).toBeVisible();

  await page.goto("/admin/klienci");
  await expect(page.getByRole("listitem").filter({ hasText: "Marek Z Siłowni" })).toContainText("+48 502 503 504");
});

test("a missing phone and e-mail is said beside the field, what was typed stays, and a known phone opens its card", async ({ page }) => {
  await signIn(page, server.url, "/admin/klienci/nowy");
  await page.getByLabel("Imię i nazwisko").fill("Marek Drugi");
  await page.getByRole("button", { name: "Dodaj klienta" }).tap();
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Marek Drugi");
  await expect(page.getByText("Podaj telefon albo e-mail klienta.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Telefon").fill("+48 502-503-504");
  await page.getByRole("button", { name: "Dodaj klienta" }).tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marek Z Siłowni");
  await expect(page.getByRole("status").filter({ hasText: "ma już karta klienta (Marek Z Siłowni)" })).toBeVisible();
  await page.goto("/admin/klienci?q=Marek");
  await expect(page.getByRole("listitem").filter({ hasText: "Marek" })).toHaveCount(1);
});

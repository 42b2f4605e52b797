// The exercise library on a phone (390 × 844, touch): the trainer finds the
// squats by "przysiady", rewrites one exercise's instructions, hides one, and
// adds her own with a film link (a link that is not YouTube's or Vimeo's is
// refused in Polish, what was typed kept). On a server of its own: it changes
// the library other specs read.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, ownInboxServer, signIn } from "./admin";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const server = ownInboxServer();

test("the trainer finds the squats, edits one, hides one and adds her own with a film", async ({ page }) => {
  await signIn(page, server.url, "/admin/cwiczenia");
  await page.getByRole("searchbox").fill("przysiady");
  await page.getByRole("button", { name: "Szukaj" }).tap();
  await expect(page).toHaveURL(/\?q=przysiady$/);
  const found = page.getByRole("main").getByRole("link");
  await expect(found.filter({ hasText: "Przysiad ze sztangą z tyłu" })).toBeVisible();
  await expect(found.filter({ hasText: "Przysiad bułgarski" })).toBeVisible();
  await expect(found.filter({ hasText: "Wyciskanie sztangi leżąc" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await found.filter({ hasText: "Przysiad bułgarski" }).tap();
  await page.getByLabel("Jak wykonać").fill("Tylna stopa na ławce. Schodź pionowo, kolano nad stopą.");
  await page.getByRole("button", { name: "Zapisz zmiany" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano zmiany." })).toBeVisible();
  await expect(page.getByLabel("Jak wykonać")).toHaveValue("Tylna stopa na ławce. Schodź pionowo, kolano nad stopą.");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Ukryj ćwiczenie" }).tap();
  await expect(page.getByText("To ćwiczenie jest ukryte")).toBeVisible();
  await page.getByRole("link", { name: "← Ćwiczenia" }).tap();
  // The categories come folded until a search.
  await page.getByRole("heading", { name: "Nogi i pośladki" }).tap();
  await expect(page.getByRole("link", { name: /Przysiad bułgarski/ })).toContainText("ukryte");

  await page.getByRole("link", { name: "Dodaj ćwiczenie" }).tap();
  await page.getByLabel("Nazwa").fill("Przysiad z pauzą");
  await page.getByLabel("Kategoria").selectOption({ label: "Nogi i pośladki" });
  await page.getByLabel(/^Film/).fill("https://example.com/przysiad.mp4");
  await page.getByRole("button", { name: "Dodaj ćwiczenie" }).tap();
  await expect(page.getByText("To nie jest adres filmu z YouTube ani z Vimeo.")).toBeVisible();
  await expect(page.getByLabel("Nazwa")).toHaveValue("Przysiad z pauzą");
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Film/).fill("https://youtu.be/dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Dodaj ćwiczenie" }).tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Przysiad z pauzą");
  const film = page.getByRole("link", { name: /Obejrzyj film/ });
  await expect(film).toHaveAttribute("href", "https://youtu.be/dQw4w9WgXcQ");
  await expect(film).toHaveAttribute("target", "_blank");
  await expect(film).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.locator("iframe")).toHaveCount(0);
});

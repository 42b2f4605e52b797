// "Postępy" on /moje-treningi at 390 px: the client consents to health data
// being kept, has two older measurements (put straight into the database,
// three and six months back) and enters a third through the form; the chart
// is drawn on the client's page and on the trainer's progress page of the
// card. What the server alone decides (the consent gate, the photos' access,
// metadata stripped) is tested beside the code in app/progress/.
import { expect, test } from "@playwright/test";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { expectNoAxeViolations, signIn, withDatabase } from "./admin";
import { expectFitsThePhone } from "./phone-fit";
import { signedIn } from "./signed-in-clients";

test.use({ viewport: { width: 390, height: 844 } });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function measuredBefore(clientId: number, entries: { days: number; weight: number }[]) {
  withDatabase(TEST_DATABASE_FILE, (db) => {
    for (const { days, weight } of entries)
      db.prepare("insert into measurements (client_id, measured_on, weight_kg, entered_by, submission_key, created_at) values (?, ?, ?, 'client', ?, ?)").run(
        clientId,
        daysAgo(days),
        weight,
        `e2e-${clientId}-${days}`,
        new Date().toISOString(),
      );
  });
}

test("the client consents, three measurements over six months draw a chart on their page and on the trainer's", async ({ page, browser, baseURL }) => {
  const { clientId, cookies } = signedIn("Paula Postępowa", 1);
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await phone.addCookies([{ name: "client-session", value: cookies[0]!, url: baseURL! }]);
  const client = await phone.newPage();
  await client.goto("/moje-treningi");
  const section = client.getByRole("region", { name: "Postępy" });
  await expect(section.getByLabel("Waga (kg)")).toHaveCount(0);
  await section.getByLabel("Zgadzam się na zapisywanie moich pomiarów ciała").check();
  await section.getByRole("button", { name: "Wyrażam zgodę" }).click();
  await expect(section.getByRole("status")).toContainText("zgoda zapisana");

  measuredBefore(clientId, [
    { days: 180, weight: 81.5 },
    { days: 90, weight: 78 },
  ]);
  await client.reload();
  await section.getByLabel("Waga (kg)").fill("75,5");
  await section.getByLabel("Obwód talii (cm)").fill("84");
  // Every measure: a table of nine columns, wider than the phone, scrolls within its box and not the page.
  await section.getByLabel("Obwód bioder (cm)").fill("98");
  await section.getByLabel("Obwód klatki piersiowej (cm)").fill("101");
  await section.getByLabel("Obwód ramienia (cm)").fill("33");
  await section.getByLabel("Obwód uda (cm)").fill("57");
  await section.getByLabel(/^Tkanka tłuszczowa/).fill("21,5");
  await section.getByRole("button", { name: "Zapisz pomiar" }).click();
  await expect(section.getByRole("status")).toContainText("Pomiar zapisany.");
  await expectFitsThePhone(client, "the client's page with a measurement of every kind", { rule: "wcag" });
  await expect(section.getByRole("table")).toContainText("75,5");
  await expect(section.getByRole("table").getByRole("row")).toHaveCount(4);
  // A typo corrected the same day: one row, the new weight, the waist kept.
  await section.getByLabel("Waga (kg)").fill("75,1");
  await section.getByRole("button", { name: "Zapisz pomiar" }).click();
  await expect(section.getByRole("table").getByRole("row")).toHaveCount(4);
  await expect(section.getByRole("table").getByRole("row").nth(1)).toContainText(/75,1.*84/);
  await expect(section.getByRole("table")).not.toContainText("75,5");
  await expect(section.getByRole("img", { name: "Wykres: Waga w czasie, ostatni rok" }).locator("canvas").first()).toBeVisible();
  // A month back from the newest measurement holds one: too few to draw; all of them are drawn again.
  const ranges = section.getByRole("group", { name: "Okres" });
  await ranges.getByRole("button", { name: "Miesiąc", exact: true }).click();
  await expect(ranges.getByRole("button", { name: "Miesiąc", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(section.getByText("W tym okresie jest mniej niż dwa pomiary: wybierz dłuższy.")).toBeVisible();
  await ranges.getByRole("button", { name: "Wszystko" }).click();
  await expect(section.getByRole("img", { name: "Wykres: Waga w czasie, wszystkie pomiary" }).locator("canvas").first()).toBeVisible();
  await expectNoAxeViolations(client);
  await phone.close();

  await signIn(page, "", `/admin/klienci/${clientId}/postepy`);
  await expect(page.getByRole("heading", { name: "Postępy: Paula Postępowa" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("81,5");
  // The trainer deletes the oldest day, entered by mistake.
  await page
    .getByRole("button", { name: /^Usuń pomiar z / })
    .last()
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Pomiar usunięty." })).toBeVisible();
  await expect(page.getByRole("table")).not.toContainText("81,5");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("img", { name: "Wykres: Waga w czasie, ostatni rok" }).locator("canvas").first()).toBeVisible();
  // And on the card itself.
  await page.goto(`/admin/klienci/${clientId}`);
  await expect(page.getByRole("img", { name: "Wykres: Waga w czasie, ostatni rok" }).locator("canvas").first()).toBeVisible();
});

test("each consent on its own: the diet's given beside the progress's, and withdrawing the progress's erases the measurements and leaves the diet's", async ({
  page,
  baseURL,
}) => {
  const { clientId, cookies } = signedIn("Celina Celowa", 1);
  await page.context().addCookies([{ name: "client-session", value: cookies[0]!, url: baseURL! }]);
  await page.goto("/moje-treningi");
  const section = page.getByRole("region", { name: "Postępy" });
  await section.getByLabel(/^Zgadzam się na zapisywanie diety i\slisty suplementów/).check();
  await section.getByRole("button", { name: "Zapisz zgodę na dietę" }).click();
  await expect(section.getByRole("status")).toContainText("Dieta i suplementy pojawią się tutaj");
  await section.getByLabel("Zgadzam się na zapisywanie moich pomiarów ciała").check();
  await section.getByRole("button", { name: "Wyrażam zgodę" }).click();
  await section.getByLabel("Waga (kg)").fill("70");
  await section.getByRole("button", { name: "Zapisz pomiar" }).click();
  await expect(section.getByRole("status")).toContainText("Pomiar zapisany.");
  await expectNoAxeViolations(page);

  await section.getByText("Wycofaj zgodę", { exact: true }).click();
  await expect(
    section.getByText(/usunie wszystkie Twoje pomiary, zdjęcia postępów i\sdziennik treningów\. Ankieta zdrowotna, dieta i\ssuplementy zostaną/),
  ).toBeVisible();
  await section.getByRole("button", { name: "Tak, wycofaj i usuń" }).click();
  await expect(section.getByRole("status")).toContainText("Twoje pomiary, zdjęcia postępów i dziennik treningów są usunięte.");
  await expect(section.getByRole("heading", { name: "Dieta i suplementy" })).toBeVisible();
  await expect(section.getByText("Wycofaj zgodę na dietę")).toBeVisible();

  const stored = withDatabase(TEST_DATABASE_FILE, (db) => ({
    card: db.prepare("select progress_consent_at is null as progress_gone, diet_consent_at is not null as diet_kept from clients where id = ?").get(clientId),
    measurements: db.prepare("select count(*) as count from measurements where client_id = ?").get(clientId),
    records: db
      .prepare("select purpose, given_by, withdrawn_at is not null as withdrawn, wording from health_consents where client_id = ? order by id")
      .all(clientId),
  }));
  expect(stored.card).toEqual({ progress_gone: 1, diet_kept: 1 });
  expect(stored.measurements).toEqual({ count: 0 });
  // The proof of both, who gave each and the words shown; the withdrawn one kept, marked.
  expect(stored.records).toEqual([
    { purpose: "diet", given_by: "client", withdrawn: 0, wording: expect.stringMatching(/^Zgadzam się na zapisywanie diety i listy suplementów/) },
    { purpose: "progress", given_by: "client", withdrawn: 1, wording: expect.stringMatching(/^Zgadzam się na zapisywanie moich pomiarów ciała/) },
  ]);
});

// What the trainer sells on the client's phone (issue 60): she writes a plan
// of two days from the starter library on the client's card, at 390 px; the
// client opens /moje-treningi, sees "Dzień A", loses signal (the page comes
// back from the phone), logs three sets, and when the signal returns they
// are sent; the card shows the three sets exactly once.
import { expect, test, type Page } from "@playwright/test";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { signIn, withDatabase } from "./admin";
import { signedIn, withHealthConsent } from "./signed-in-clients";

test.use({ viewport: { width: 390, height: 844 } });

/** Picks the first exercise of the library whose name matches, in the row's select. */
async function choose(page: Page, select: string, name: RegExp) {
  // The names are typeset: a one-letter word keeps to the next with a no-break space.
  const options = await page
    .locator(`select[name="${select}"] option`)
    .evaluateAll((all) => all.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent!.replaceAll("\u00a0", " ") })));
  const found = options.find((option) => name.test(option.text));
  expect(found, `an exercise like ${name} in the library`).toBeTruthy();
  await page.locator(`select[name="${select}"]`).selectOption(found!.value);
}

async function row(page: Page, day: number, index: number, name: RegExp, reps: string, kg: string) {
  // A row just added takes the cursor, as the next tap goes there.
  if (index > 0 || day > 0) await expect(page.locator(`select[name="d${day}-e${index}-exercise"]`)).toBeFocused();
  await choose(page, `d${day}-e${index}-exercise`, name);
  await page.locator(`[name="d${day}-e${index}-reps"]`).fill(reps);
  await page.locator(`[name="d${day}-e${index}-kg"]`).fill(kg);
}

const storedSets = (clientId: number) =>
  withDatabase(TEST_DATABASE_FILE, (db) =>
    db.prepare("select weight_kg, reps, set_number from workout_sets where client_id = ? order by set_number").all(clientId),
  );

test("a plan of two days written on the card; three sets logged without signal reach the card once", async ({ page, browser, baseURL }) => {
  test.slow(); // Two people's journeys in two browsers, a service worker's install and a reload without signal.
  const { clientId, cookies } = signedIn("Wiktoria Wyciskająca", 1);
  withHealthConsent(clientId);

  const started = Date.now();
  await signIn(page, "", `/admin/klienci/${clientId}/plan`);
  await expect(page.getByRole("heading", { name: "Plan treningowy: Wiktoria Wyciskająca" })).toBeVisible();
  await row(page, 0, 0, /^Przysiad ze sztangą z tyłu$/, "8", "60");
  await page.getByRole("button", { name: "Dodaj ćwiczenie do: Dzień A" }).click();
  await row(page, 0, 1, /^Wyciskanie sztangi leżąc$/, "8–10", "40");
  await page.getByRole("button", { name: "Dodaj ćwiczenie do: Dzień A" }).click();
  await row(page, 0, 2, /^Wiosłowanie hantlem$/, "10", "20");
  await page.getByRole("button", { name: "Dodaj dzień" }).click();
  await expect(page.locator('[name="d1-name"]')).toHaveValue("Dzień B");
  await row(page, 1, 0, /^Martwy ciąg klasyczny$/, "5", "80");
  await page.getByRole("button", { name: "Dodaj ćwiczenie do: Dzień B" }).click();
  await row(page, 1, 1, /^Wykroki chodzone$/, "10", "");
  await page.getByRole("button", { name: "Zapisz plan", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Plan zapisany: wersja 1." })).toBeVisible();
  console.log(`The plan of two days took ${((Date.now() - started) / 1000).toFixed(1)} s of scripted taps.`);

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });
  await phone.addCookies([{ name: "client-session", value: cookies[0]!, url: baseURL! }]);
  const client = await phone.newPage();
  await client.goto("/moje-treningi");
  const workout = client.getByRole("region", { name: "Dzisiejszy trening" });
  await expect(workout.getByRole("heading", { name: "Dzień A" })).toBeVisible();
  // The worker keeps the page: it opens again without signal.
  await expect.poll(() => client.evaluate(async () => !!(await (await caches.open("client-page-v1")).match("/moje-treningi")))).toBe(true);
  await phone.setOffline(true);
  await client.reload();
  await expect(workout.getByRole("heading", { name: "Dzień A" })).toBeVisible();

  const squat = workout.getByRole("listitem").filter({ has: client.getByRole("heading", { name: /^Przysiad/ }) });
  for (const set of [1, 2, 3]) {
    // The plan's 60 kg, and one tap up: each set's row is the first one left.
    await squat.getByRole("button", { name: "Więcej: Ciężar (kg)" }).first().click();
    await squat.getByRole("button", { name: `Zapisz serię ${set}` }).click();
  }
  await expect(workout.getByRole("status")).toContainText("3 serie czekają na wysłanie");
  await expect(squat.getByText("Seria 3 zapisana: 62,5 kg × 8")).toBeVisible();
  expect(storedSets(clientId)).toEqual([]);
  // Reloaded still without signal, the page the phone kept shows the three sets done: none is offered again.
  await client.reload();
  for (const set of [1, 2, 3]) await expect(squat.getByText(`Seria ${set} zapisana: 62,5 kg × 8`)).toBeVisible();
  await expect(squat.getByRole("button", { name: /^Zapisz serię/ })).toHaveCount(0);
  await expect(workout.getByRole("status")).toContainText("3 serie czekają na wysłanie");

  await phone.setOffline(false);
  // Chromium 150 tells a page its service worker served offline nothing when the signal is back (no `online` event):
  // the page tries the waiting sets again every 5 s (workout-queue.ts), so the answer may take that long.
  await expect(workout.getByRole("status")).toContainText("Wszystkie serie wysłane.", { timeout: 15_000 });
  expect(storedSets(clientId)).toEqual([1, 2, 3].map((set) => ({ weight_kg: 62.5, reps: 8, set_number: set })));
  await page.goto(`/admin/klienci/${clientId}`);
  const log = page.getByRole("region", { name: "Plan i dziennik treningów" });
  await expect(log).toContainText("W tym tygodniu: 1 trening.");
  await expect(log.getByRole("listitem").filter({ hasText: /^Przysiad/ })).toHaveText(/^Przysiad[^:]*: 62,5\skg\s×\s8, 62,5\skg\s×\s8, 62,5\skg\s×\s8$/);

  // A set waits offline while the client withdraws her consent on another device, then gives it again: the
  // withdrawal erased the log, and the waiting set, logged under the consent withdrawn, is never stored.
  await phone.setOffline(true);
  const bench = workout.getByRole("listitem").filter({ has: client.getByRole("heading", { name: /^Wyciskanie/ }) });
  await bench.getByRole("button", { name: "Zapisz serię 1" }).click();
  await expect(workout.getByRole("status")).toContainText("1 seria czeka na wysłanie");
  const laptop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await laptop.addCookies([{ name: "client-session", value: cookies[0]!, url: baseURL! }]);
  const elsewhere = await laptop.newPage();
  await elsewhere.goto("/moje-treningi#postepy");
  await elsewhere.getByText("Wycofaj zgodę", { exact: true }).click();
  // What will go can be downloaded first, from the question itself.
  const withdrawal = elsewhere.locator("details").filter({ has: elsewhere.getByRole("button", { name: "Tak, wycofaj i usuń" }) });
  await expect(withdrawal.getByRole("link", { name: "Pobierz moje dane" })).toHaveAttribute("href", "/moje-treningi/dane.json");
  await elsewhere.getByRole("button", { name: "Tak, wycofaj i usuń" }).click();
  await expect(elsewhere.getByText(/pomiary, zdjęcia postępów i\sdziennik treningów są usunięte/)).toBeVisible();
  await elsewhere.getByLabel(/^Zgadzam się na zapisywanie moich pomiarów/).check();
  await elsewhere.getByRole("button", { name: "Wyrażam zgodę" }).click();
  await expect(elsewhere.getByText(/zgoda zapisana\. Możesz dodawać pomiary i\szdjęcia/)).toBeVisible();
  await laptop.close();
  expect(storedSets(clientId)).toEqual([]);
  await phone.setOffline(false);
  await expect(workout.getByRole("status")).toContainText("Wszystkie serie wysłane.", { timeout: 15_000 });
  expect(storedSets(clientId)).toEqual([]);
  await phone.close();

  await page.reload();
  // The withdrawal erased the log: the card has no workout this week.
  await expect(log).not.toContainText("W tym tygodniu: 1 trening.");
});

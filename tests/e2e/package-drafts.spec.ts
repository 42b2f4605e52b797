// The package forms on a phone keep what the trainer types until the server
// has it (decision 022), each under its own key: a sale half typed (its
// select, radio and checkbox too) survives a reload without the page's
// submission key, and once recorded the form starts again with nothing
// kept; a removal's reason survives a reload under its package's id and is
// gone once the package is removed. Both posts come back to the same page.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, ownInboxServer, signIn, withDatabase } from "./admin";
import { kept, newCard, offered, reloaded } from "./drafts";
import { untilPageCodeRuns } from "./site";

const server = ownInboxServer();
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

test("a package sale half typed survives a reload without its key; recorded once, the form starts again and nothing is kept", async ({ page }) => {
  const id = newCard(server.databaseFile, "Kasia Pakietowa");
  await signIn(page, "", `/admin/klienci/${id}/pakiety`);
  const sale = page.locator(".packages-sale");
  await sale.getByText("Sprzedaj pakiet").tap();
  await sale.getByLabel("Pakiet z cennika").selectOption("pakiet-12-treningow");
  await sale.getByText("Inne warunki niż w cenniku").tap();
  await sale.getByLabel("Cena (zł)").fill("1300");
  await sale.getByLabel("Dnia sprzedaży").check();
  await sale.getByLabel("opłacony przelewem").check();
  const firstKey = await sale.locator('input[name="saleKey"]').inputValue();
  // Kept as typed, never the page's key: once the page's code runs (on a busy CI the typing came before it, and a
  // read at once found nothing yet: what was typed before is kept when the code starts, decision 018).
  await expect
    .poll(async () => JSON.parse((await kept(page, `pakiet-${id}`)) ?? "null")?.values)
    .toMatchObject({
      offer: "pakiet-12-treningow",
      price: "1300",
      from: "sale",
      paid: "transfer",
    });
  expect(await kept(page, `pakiet-${id}`)).not.toContain(firstKey);

  await reloaded(page);
  await expect(page.getByText(/Na tym urządzeniu czeka niezapisana sprzedaż pakietu/)).toBeVisible();
  await expectNoAxeViolations(page);
  await offered(page).tap();
  await expect(sale.getByLabel("Pakiet z cennika")).toHaveValue("pakiet-12-treningow");
  await expect(sale.getByLabel("Cena (zł)")).toHaveValue("1300");
  await expect(sale.getByLabel("Dnia sprzedaży")).toBeChecked();
  await expect(sale.getByLabel("opłacony przelewem")).toBeChecked();
  // The key is the one this page brought, not the first page's.
  await expect(sale.locator('input[name="saleKey"]')).not.toHaveValue(firstKey);

  await sale.getByRole("button", { name: "Zapisz sprzedaż" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano sprzedaż: Pakiet 12 treningów." })).toBeVisible();
  const sold = withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        "select offer_slug, price, method, amount, valid_from from client_packages join ledger_entries on ledger_entries.package_id = client_packages.id where client_id = ?",
      )
      .all(id),
  );
  expect(sold).toEqual([{ offer_slug: "pakiet-12-treningow", price: 1300, method: "transfer", amount: 1300, valid_from: "sale" }]);
  // Back on the same page: the form as the price list has it, nothing kept, nothing offered.
  await expect(sale.getByLabel("Pakiet z cennika")).toHaveValue("pakiet-8-treningow");
  await expect(sale.getByLabel("Cena (zł)")).toHaveValue("");
  await expect(sale.getByLabel("do zapłaty")).toBeChecked();
  expect(await kept(page, `pakiet-${id}`)).toBeNull();
  await reloaded(page);
  await expect(offered(page)).toHaveCount(0);
});

test("a removal's reason survives a reload under its package's id, the fold open again; removed, nothing is kept", async ({ page }) => {
  const id = newCard(server.databaseFile, "Ola Pomyłkowa");
  await signIn(page, "", `/admin/klienci/${id}/pakiety`);
  await page.getByText("Sprzedaj pakiet").tap();
  await page.getByRole("button", { name: "Zapisz sprzedaż" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano sprzedaż" })).toBeVisible();
  const packageId = withDatabase(server.databaseFile, (db) => (db.prepare("select id from client_packages where client_id = ?").get(id) as { id: number }).id);
  await page.getByText("Usuń pakiet…").tap();
  await page.getByLabel(/^Powód/).fill("zapisany przez pomyłkę");
  await expect.poll(() => kept(page, `usuniecie-pakietu-${packageId}`)).toContain("zapisany przez pomyłkę");

  await reloaded(page);
  await expect(page.getByText(/czeka niezapisany powód usunięcia tego pakietu/)).toBeVisible();
  await offered(page).tap();
  await expect(page.getByLabel(/^Powód/)).toBeVisible();
  await expect(page.getByLabel(/^Powód/)).toHaveValue("zapisany przez pomyłkę");
  // On a slow phone (the CPU 20 times slower) the page went from the post straight to the answer, and the removal's
  // form, no longer drawn, never saw its post taken: the reason stayed on the device (3 of 4 runs, as once on CI).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  await page.getByRole("button", { name: "Usuń pakiet", exact: true }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Pakiet usunięty." })).toBeVisible({ timeout: 20_000 });
  // The slow phone's part is over: the reload below at full speed (at a twentieth it took most of the test's 12 s).
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  expect(await kept(page, `usuniecie-pakietu-${packageId}`)).toBeNull();
  await reloaded(page);
  await expect(offered(page)).toHaveCount(0);
});

test("leaving the card with its notes and a package sale half typed asks once; Zostań keeps both, Odrzuć drops both", async ({ page }) => {
  const id = newCard(server.databaseFile, "Basia Wychodząca");
  await signIn(page, "", `/admin/klienci/${id}`);
  await untilPageCodeRuns(page);
  await page.getByLabel(/Twoje notatki/).fill("Woli poranki.");
  const sale = page.locator(".packages-sale");
  await sale.getByText("Sprzedaj pakiet").tap();
  await sale.getByText("Inne warunki niż w cenniku").tap();
  await sale.getByLabel("Cena (zł)").fill("990");

  const leave = () => page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Kalendarz" }).tap();
  await leave();
  // Two forms hold something: the page asks once, in words for both.
  const question = page.getByRole("dialog", { name: "Zmiany nie są zapisane" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Zostań" }).tap();
  await expect(page).toHaveURL(new RegExp(`/admin/klienci/${id}$`));
  await expect(sale.getByLabel("Cena (zł)")).toHaveValue("990");

  await leave();
  await question.getByRole("button", { name: "Odrzuć" }).tap();
  await expect(page).toHaveURL(/\/admin\/kalendarz/);
  expect([await kept(page, `notatki-${id}`), await kept(page, `pakiet-${id}`)]).toEqual([null, null]);
});

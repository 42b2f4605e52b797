// The trainer edits on a phone between sessions: an edit is never lost by a
// tap on the menu, a reload or a second device, publishing stays where it was,
// and days off are picked with the phone's own date picker.
// A day off added without JavaScript: tests/requests/editor-drafts.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { ownInboxServer, signIn } from "./admin";
import { openItem, openPart } from "./editor-parts";

const server = ownInboxServer();
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

async function packagePrice(page: Page, line: RegExp) {
  return (await openItem(await openPart(page, "Pakiety i ceny"), line)).getByLabel("Cena", { exact: true });
}

async function publicPrices(): Promise<string> {
  return (await (await fetch(`${server.url}/oferta`)).text()).replaceAll("\u00a0", " ");
}

test("an edit survives a tap on the menu: the question is asked, Zostań keeps it, Odrzuć drops it", async ({ page }) => {
  await signIn(page, "", "/admin/tresci/oferta");
  const price = await packagePrice(page, /Pakiet 8 treningów/);
  await price.fill("1111");
  await page.getByRole("link", { name: "Kalendarz" }).tap();
  const question = page.getByRole("dialog", { name: "Zmiany nie są opublikowane" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Zostań" }).tap();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/tresci\/oferta$/);
  await expect(price).toHaveValue("1111");

  await page.getByRole("link", { name: "Kalendarz" }).tap();
  await question.getByRole("button", { name: "Odrzuć" }).tap();
  await expect(page).toHaveURL(/\/admin\/kalendarz$/);
  await page.goto("/admin/tresci/oferta");
  await expect(page.getByRole("button", { name: "Przywróć zmiany" })).toHaveCount(0);
  await expect(await packagePrice(page, /Pakiet 8 treningów/)).toHaveValue("1040");
});

test("after a reload the draft is offered back, and once published it is gone", async ({ page }) => {
  await signIn(page, "", "/admin/tresci/oferta");
  await (await packagePrice(page, /Pakiet 8 treningów/)).fill("1222");
  // The browser's own question before a reload; the trainer reloads anyway.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText(/Na tym urządzeniu czekają nieopublikowane zmiany tej sekcji/)).toBeVisible();
  // The list of sections says where a draft waits.
  await page.getByRole("link", { name: "← Wszystkie treści" }).tap();
  await expect(page.getByRole("link", { name: /Oferta i cennik/ })).toContainText("Nieopublikowane zmiany na tym urządzeniu");
  await expect(page.getByRole("link", { name: /Strona główna/ })).not.toContainText("Nieopublikowane zmiany");
  await page.getByRole("link", { name: /Oferta i cennik/ }).tap();
  await page.getByRole("button", { name: "Przywróć zmiany" }).tap();
  const price = await packagePrice(page, /Pakiet 8 treningów/);
  await expect(price).toHaveValue("1222");

  await page.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "1040 zł → 1222 zł" })).toBeVisible();
  // Back where the trainer was: the part and the item stay open, the page is not reloaded to its top.
  await expect(price).toBeVisible();
  await expect(price).toHaveValue("1222");
  expect(await publicPrices()).toContain("1222 zł");
  await page.reload();
  await expect(page.getByRole("button", { name: "Przywróć zmiany" })).toHaveCount(0);
});

test("publishing says Publikuję… while it works", async ({ page }) => {
  await signIn(page, "", "/admin/tresci/oferta");
  await (await packagePrice(page, /Pakiet 8 treningów/)).fill("1040");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/tresci/oferta**", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(page.getByRole("button", { name: "Publikuję…" })).toBeDisabled();
  release();
  await expect(page.getByRole("button", { name: "Opublikuj" })).toBeEnabled();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toBeVisible();
});

test("two devices keep their own drafts, and a stale publish is refused and then carried onto the newer version", async ({ browser }) => {
  // Two browsers, two sign-ins and three publishes: 15 s of work alone on the
  // 2-core CI machine, twice that beside the other worker. Each step keeps its
  // own 5 s; the test as a whole gets the time its work takes.
  test.slow();
  const devices = await Promise.all(
    [0, 1].map(() => browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: server.url })),
  );
  const [phone, tablet] = await Promise.all(devices.map((device) => device.newPage()));
  for (const page of [phone!, tablet!]) {
    await signIn(page, "", "/admin/tresci/oferta");
  }
  await (await packagePrice(phone!, /Pakiet 8 treningów/)).fill("1300");
  await tablet!.reload();
  await expect(tablet!.getByRole("button", { name: "Przywróć zmiany" })).toHaveCount(0);

  await (await packagePrice(tablet!, /Trening personalny/)).fill("160");
  await tablet!.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(tablet!.getByRole("status").filter({ hasText: "150 zł → 160 zł" })).toBeVisible();

  await phone!.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(phone!.getByRole("alert").filter({ hasText: /Nie opublikowano: w\smiędzyczasie/ })).toBeVisible();
  expect(await publicPrices()).not.toContain("1300 zł");
  await phone!.getByRole("link", { name: "Otwórz sekcję ponownie" }).tap();
  await expect(phone!.getByText(/W\smiędzyczasie opublikowano nowszą wersję sekcji/)).toBeVisible();
  await phone!.getByRole("button", { name: "Przywróć zmiany" }).tap();
  await expect(await packagePrice(phone!, /Pakiet 8 treningów/)).toHaveValue("1300");
  await expect(await packagePrice(phone!, /Trening personalny/)).toHaveValue("160");
  await phone!.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(phone!.getByRole("status").filter({ hasText: "1040 zł → 1300 zł" })).toBeVisible();
  const prices = await publicPrices();
  expect(prices).toContain("1300 zł");
  expect(prices).toContain("160 zł");
  await Promise.all(devices.map((device) => device.close()));
});

test("a day off is entered as a range with the date pickers, said in words, and published", async ({ page }) => {
  await signIn(page, "", "/admin/tresci/rezerwacje");
  const daysOff = await openPart(page, /Wyjątki/);
  await daysOff.getByRole("button", { name: "+ Dodaj wyjątek" }).tap();
  // The new item opens by itself; its line changes as the dates are filled in.
  const item = daysOff.locator("details.editor-item-part").last();
  await expect(item.locator(":scope > summary")).toHaveText(/dzień wolny: wpisz daty/);
  await expect(item).toHaveAttribute("open", "");
  await expect(item.getByLabel("Od dnia")).toHaveAttribute("type", "date");
  await item.getByLabel("Od dnia").fill("2026-12-24");
  await item.getByLabel("Do dnia (włącznie)").fill("2026-12-31");
  await item.getByLabel("Notatka (tylko dla Ciebie)").fill("urlop");
  await expect(item.locator(":scope > summary")).toHaveText(/urlop: 24–31\sgrudnia\s2026, 8\sdni/);
  await page.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Dodano wyjątek" })).toBeVisible();
  await page.reload();
  await expect(
    (await openPart(page, /Wyjątki/)).locator("details.editor-item-part > summary").filter({ hasText: /urlop: 24–31\sgrudnia\s2026, 8\sdni/ }),
  ).toBeVisible();
});

// A photo added where it is used: from the gallery's own photo field on a
// phone, with its progress, selected there, published; the same photo again
// refused with the place of the first; the library with thumbnails, sizes and
// places. On a server of its own (the other specs read the initial gallery).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, ownInboxServer, signIn } from "./admin";
import { openItemAt } from "./editor-parts";
import { photo, UPLOADED } from "./photo-field-setup";
import { site } from "./site";

// A server of its own: the other specs read the initial gallery.
ownInboxServer();
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const third = site.gallery[2]!;

/** The photo field of the gallery's item `index` (from 0), its folded item opened as the trainer opens it. */
async function photoField(page: Page, index: number): Promise<Locator> {
  return (await openItemAt(page.locator("form.editor-form"), index)).getByRole("group", { name: "Zdjęcie", exact: true });
}
const checkedPhoto = (field: Locator) => field.locator("input[type=radio]:checked");
const libraryItems = (page: Page) => page.getByRole("list", { name: "Zdjęcia w bibliotece" }).getByRole("listitem");

async function openGallery(page: Page) {
  await page.goto("/admin/tresci/galeria");
}

/** Taps "Dodaj nowe zdjęcie" in `field` and picks `file` in the phone's file chooser. */
async function uploadFromField(page: Page, field: Locator, file: Buffer) {
  const chooser = page.waitForEvent("filechooser");
  await field.getByRole("button", { name: "Dodaj nowe zdjęcie" }).tap();
  await (await chooser).setFiles({ name: "IMG_3001.jpg", mimeType: "image/jpeg", buffer: file });
}

let uploaded = "";

// An upload whose variants the server's photo queue encodes, then a publish: the encoding is most of its time.
test("a photo uploaded from the gallery's own field shows its progress, is selected there, and reaches /galeria once published", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await openGallery(page);
  const field = await photoField(page, 2);
  await expect(checkedPhoto(field)).toHaveValue(third.photo);

  // Each step held until the test has seen it: the photo on its way, then being prepared.
  let sent!: () => void;
  const sending = new Promise<void>((resolve) => (sent = resolve));
  await page.route(
    (url) => url.pathname === "/admin/zdjecia/dodaj" && !url.search,
    async (route) => {
      await sending;
      await route.continue();
    },
  );
  let prepared!: () => void;
  const preparing = new Promise<void>((resolve) => (prepared = resolve));
  await page.route(
    (url) => url.pathname === "/admin/zdjecia/dodaj" && url.searchParams.has("zdjecie"),
    async (route) => {
      await preparing;
      await route.continue();
    },
  );

  await uploadFromField(page, field, await photo("#2f6fb0"));
  await expect(field.getByRole("progressbar", { name: "Wysyłanie zdjęcia" })).toBeVisible();
  await expect(field.getByRole("status")).toContainText(/Wysłano \d+%/);
  await expect(field.getByRole("button", { name: "Dodaj nowe zdjęcie" })).toBeDisabled();
  sent();
  await expect(field.getByRole("progressbar", { name: "Przygotowanie zdjęcia" })).toBeVisible();
  await expect(field.getByRole("status")).toContainText("trwa jego przygotowanie");
  prepared();

  await expect(field.getByRole("status")).toContainText("Zdjęcie dodane i wybrane w tym polu.", { timeout: 60_000 });
  uploaded = (await checkedPhoto(field).getAttribute("value"))!;
  expect(uploaded).toMatch(UPLOADED);
  // The chosen photo's thumbnail stands at the top of the field, made from the new photo's files.
  await expect(field.locator(".photo-field-current img")).toHaveAttribute("src", `/zdjecia/${uploaded.slice(0, 14)}-400.webp`);
  // The photo went on its own: nothing of it is in the editor's form.
  expect(await page.locator("form.editor-form input[type=file]").count()).toBe(0);
  // Every other photo field offers it too, without reloading the editor.
  await expect((await photoField(page, 0)).locator(`input[type=radio][value="${uploaded}"]`)).toHaveCount(1);

  await page.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toBeVisible();
  await page.goto("/galeria");
  const image = page.getByRole("img", { name: third.alt });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(`/zdjecia/${uploaded.slice(0, 14)}-`);
});

test("the same photo again, from another field, is refused as a new one: the field says where the first is used and selects it", async ({ page }) => {
  await signIn(page);
  await openGallery(page);
  const field = await photoField(page, 0);
  await uploadFromField(page, field, await photo("#2f6fb0"));
  await expect(field.getByRole("status")).toContainText(
    // The page keeps one-letter words with the next by a no-break space: \s takes either.
    /^To\szdjęcie\sjest\sjuż\sw\sbibliotece:\sdodane\s\d{1,2}\s\p{L}+\s\d{4},\s\d{2}:\d{2},\sużywane\sw:\sGaleria,\szdjęcie\s3\.\sJest\steraz\swybrane\sw\stym\spolu\.$/u,
  );
  await expect(checkedPhoto(field)).toHaveValue(uploaded);
  await expect(field.locator(".photo-field-current img")).toHaveAttribute("src", `/zdjecia/${uploaded.slice(0, 14)}-400.webp`);

  await page.goto("/admin/zdjecia");
  await expect(libraryItems(page).filter({ hasText: "Dodane" })).toHaveCount(1);
});

// Uploads whose variants the server's photo queue encodes: the encoding is most of its time.
test("the library shows each photo's thumbnail, size and places, refuses a copy at its field, and empties the field after an upload", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "", "/admin/zdjecia");
  const item = libraryItems(page).filter({ hasText: "Dodane" });
  await expect(item.locator("img")).toHaveAttribute("src", `/zdjecia/${uploaded.slice(0, 14)}-400.webp`);
  await expect(item).toContainText(/1200\s×\s900, \d+\skB/);
  await expect(item).toContainText("Używane: Galeria, zdjęcie 3");
  const own = libraryItems(page).filter({ hasText: "Zdjęcie z plików strony" });
  await expect(own.first().locator("img")).toBeVisible();
  await expect(own.filter({ hasText: "Używane: O mnie, zdjęcie portretowe" })).toHaveCount(1);

  const input = page.getByLabel("Zdjęcie", { exact: true });
  await input.setInputFiles({ name: "IMG_3001.jpg", mimeType: "image/jpeg", buffer: await photo("#2f6fb0") });
  await page.getByRole("button", { name: "Dodaj zdjęcie" }).tap();
  await expect(page.getByRole("alert")).toContainText("To zdjęcie jest już w bibliotece");
  await expect(page.getByRole("alert")).toContainText("używane w: Galeria, zdjęcie 3.");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(libraryItems(page).filter({ hasText: "Dodane" })).toHaveCount(1);

  // The photo on its way, held until the test has seen its progress bar.
  let sent!: () => void;
  const sending = new Promise<void>((resolve) => (sent = resolve));
  await page.route(
    (url) => url.pathname === "/admin/zdjecia/dodaj",
    async (route) => {
      await sending;
      await route.continue();
    },
  );
  await input.setInputFiles({ name: "IMG_3002.jpg", mimeType: "image/jpeg", buffer: await photo("#b0412f") });
  await page.getByRole("button", { name: "Dodaj zdjęcie" }).tap();
  await expect(page.getByRole("progressbar", { name: "Wysyłanie zdjęcia" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Wysyłanie…" })).toBeDisabled();
  sent();
  await expect(page.getByRole("status").filter({ hasText: "Zdjęcie dodane" })).toBeVisible();
  await expect(input).toHaveValue("");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(libraryItems(page).filter({ hasText: "Dodane" })).toHaveCount(2);
  // "przygotowuje się…" until its files are made, then its thumbnail.
  await expect(libraryItems(page).filter({ hasText: "Dodane" }).filter({ hasText: "Nieużywane" }).locator("img")).toHaveCount(1, { timeout: 60_000 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a photo is chosen from the grid and published by the plain form, and the library's form refuses a copy", async ({ page }) => {
    await signIn(page, "", "/admin/tresci/galeria");
    const field = await photoField(page, 1);
    // Without the page's script, "Dodaj nowe zdjęcie" opens the library in a new tab: what is typed here stays.
    await expect(field.getByRole("link", { name: "Dodaj nowe zdjęcie" })).toHaveAttribute("href", "/admin/zdjecia");
    await expect(field.getByRole("link", { name: "Dodaj nowe zdjęcie" })).toHaveAttribute("target", "_blank");
    await field.getByText("Zmień zdjęcie").tap();
    await field
      .getByRole("radio", { name: /^Dodane / })
      .first()
      .tap();
    const chosen = (await checkedPhoto(field).getAttribute("value"))!;
    expect(chosen).toMatch(UPLOADED);
    await page.getByRole("button", { name: "Opublikuj" }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toBeVisible();
    await expect(checkedPhoto(await photoField(page, 1))).toHaveValue(chosen);

    await page.goto("/admin/zdjecia");
    await page.getByLabel("Zdjęcie", { exact: true }).setInputFiles({ name: "IMG_3001.jpg", mimeType: "image/jpeg", buffer: await photo("#2f6fb0") });
    await page.getByRole("button", { name: "Dodaj zdjęcie" }).tap();
    await expect(page.getByRole("alert")).toContainText("To zdjęcie jest już w bibliotece");
    await expect(page.getByRole("alert")).toContainText("Galeria, zdjęcie 3");
  });
});

test("every control of a photo field is at least 44 × 44 px, nothing scrolls sideways at 390 px, and axe finds nothing on either page", async ({ page }) => {
  // Two axe-core scans of the panel's largest pages: 9 s alone, 29.5 s of the
  // default 30 beside the other worker in a fresh-clone run.
  test.slow();
  await signIn(page);
  await openGallery(page);
  const field = await photoField(page, 0);
  await field.getByText("Zmień zdjęcie").tap();
  const controls = field.locator("summary, a, button, input[type=radio]");
  expect(await controls.count()).toBeGreaterThan(10);
  for (const box of await controls.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.goto("/admin/zdjecia");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

// A photo from the trainer's phone, from upload to the gallery, on a server
// of its own (other specs read the initial gallery). Uploads refused before
// any page shows them: tests/requests/content-photos.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { hasGpsTags, sidewaysPhonePhoto } from "../support/photo-fixtures";
import { ownInboxServer, signIn } from "./admin";
import { openItemAt } from "./editor-parts";

const server = ownInboxServer();
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const libraryItems = (page: Page) => page.getByRole("list", { name: "Zdjęcia w bibliotece" }).getByRole("listitem");
const uploadedInLibrary = (page: Page) => libraryItems(page).filter({ hasText: "Dodane" });

// An upload whose variants the server's photo queue encodes, then a publish: the encoding is most of its time.
test("an upright, metadata-free photo reaches the gallery from a sideways phone JPEG with GPS tags", async ({ page }) => {
  test.setTimeout(90_000);
  const original = await sidewaysPhonePhoto();
  expect(hasGpsTags((await sharp(original).metadata()).exif)).toBe(true);
  await signIn(page, "", "/admin/zdjecia");
  await page.getByLabel("Zdjęcie").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: original });
  await page.getByRole("button", { name: "Dodaj zdjęcie" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zdjęcie dodane" })).toBeVisible();
  // "przygotowuje się…" while the files are made, then the photo itself.
  await expect(uploadedInLibrary(page).locator("img")).toHaveCount(1, { timeout: 60_000 });

  await page.goto("/admin/tresci/galeria");
  await page.getByRole("button", { name: "+ Dodaj zdjęcie" }).click();
  // The new photo's item opens by itself, to be filled in; a new item has no photo yet: its field opens with every photo to choose from.
  const item = page.locator("details.editor-item-part").last();
  await expect(item).toHaveAttribute("open", "");
  const photo = item.getByRole("radio", { name: /^Dodane / }).last();
  const uploaded = (await photo.getAttribute("value"))!;
  expect(uploaded).toMatch(/^u-[0-9a-f]{12}-3333x5000\.jpg$/);
  await photo.check();
  await item.getByLabel("Opis zdjęcia dla osób niewidomych").fill("Trener pokazuje ćwiczenie z gumą oporową");
  await item.getByLabel("Podpis pod zdjęciem").fill("Guma oporowa w studiu");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dodano zdjęcie „Guma oporowa w studiu”" })).toBeVisible();

  await page.goto("/galeria");
  const image = page.getByRole("img", { name: "Trener pokazuje ćwiczenie z gumą oporową" });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty("complete", true);
  const drawn = await image.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, height: element.naturalHeight, src: element.currentSrc }));
  expect(drawn.height).toBeGreaterThan(drawn.width);

  const id = uploaded.slice(0, 14);
  for (const format of ["avif", "webp", "jpg"]) {
    for (const width of [400, 800, 1200, 1600]) {
      const response = await fetch(`${server.url}/zdjecia/${id}-${width}.${format}`);
      expect(response.status, `${format} ${width}`).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, `${format} ${width}`).toBeUndefined();
      expect(metadata.height!).toBeGreaterThan(metadata.width!);
      // The widest file a phone gets (390 px at 3×).
      if (width === 1200) expect(bytes.byteLength, `${format} ${width}`).toBeLessThanOrEqual(200 * 1024);
    }
  }
});

test("a new first photo in the gallery gives the offer page a new picture for sharing", async ({ page }) => {
  const picture = async () => Buffer.from(await (await fetch(`${server.url}/og/offer.jpg`)).arrayBuffer());
  const before = await picture();
  await signIn(page, "", "/admin/tresci/galeria");
  const first = (await openItemAt(page.locator("form.editor-form"), 0)).getByRole("group", { name: "Zdjęcie", exact: true });
  await first.getByText("Zmień zdjęcie").click();
  await first.getByRole("radio", { name: /^Dodane / }).check();
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toBeVisible();
  const after = await picture();
  expect(after.equals(before)).toBe(false);
  expect(await sharp(after).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
});

test("a text file named .jpg is refused with a Polish message, and nothing is stored", async ({ page }) => {
  await signIn(page, "", "/admin/zdjecia");
  const before = await libraryItems(page).count();
  await page.getByLabel("Zdjęcie").setInputFiles({ name: "wakacje.jpg", mimeType: "image/jpeg", buffer: Buffer.from("to tylko tekst udający zdjęcie") });
  await page.getByRole("button", { name: "Dodaj zdjęcie" }).click();
  await expect(page.getByRole("alert")).toContainText("To nie jest zdjęcie w formacie JPEG, PNG ani WebP");
  await page.goto("/admin/zdjecia");
  await expect(libraryItems(page)).toHaveCount(before);
});

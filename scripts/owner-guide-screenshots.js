// `npm run docs:screenshots`: the pictures of docs/owner-guide.md, taken from
// the production build at phone size (390 × 844) in Chromium, as WebP. Run it
// again after changing the editor; the guide's text names what each shows.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { bookableDays, bookingForm, postBooking } from "./booking-requests.js";
import { ensureBuild } from "./ensure-build.js";
import { serveBuild } from "./serve-build.js";

const PORT = 4183;
const OUT = "docs/owner-guide";
// The test administrator (playwright.config.ts): this server is thrown away after.
const EMAIL = "trener@example.com";
const PASSWORD = "Hasło testowe panelu 2025";
const PASSWORD_HASH = "scrypt$32768$8$1$sHIiccsWjjqavRKMfGFN1Q$ZEvxXZ1MhBy0ukPlWllUDDRMC7OKRLdy6dDZhCkNiaY";

await ensureBuild();
mkdirSync(OUT, { recursive: true });
const server = await serveBuild({ port: PORT, env: { SITE_URL: `http://127.0.0.1:${PORT}`, ADMIN_PASSWORD_HASH: PASSWORD_HASH, ADMIN_EMAIL: EMAIL } });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const shot = async (name) => {
    await sharp(await page.screenshot())
      .webp({ quality: 72 })
      .toFile(path.join(OUT, `${name}.webp`));
    console.log(`${OUT}/${name}.webp`);
  };
  await page.goto(`${server.base}/admin/logowanie`);
  await page.getByLabel("E-mail").fill(EMAIL);
  await page.getByLabel("Hasło").fill(PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await page.waitForURL(/\/admin$/);

  await page.getByRole("link", { name: "Treści", exact: true }).click();
  await page.waitForURL(/\/admin\/tresci$/);
  await shot("1-tresci");

  // Changing a price.
  await page.getByRole("link", { name: /Oferta i cennik/ }).click();
  const price = page.getByLabel("Cena", { exact: true }).nth(1);
  await price.scrollIntoViewIfNeeded();
  await price.fill("1100");
  await page.evaluate(() => window.scrollBy(0, -250));
  await shot("2-cena");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await page.getByRole("status").filter({ hasText: "Opublikowano" }).waitFor();
  await shot("3-opublikowano");

  // Adding a photo, from the gallery's own photo field.
  await page.goto(`${server.base}/admin/tresci/galeria`);
  await page.getByRole("button", { name: "+ Dodaj zdjęcie" }).click();
  const photo = page.getByRole("group", { name: "Zdjęcie", exact: true }).last();
  // A button once the page's script runs (a link to the library until then).
  const upload = photo.getByRole("button", { name: "Dodaj nowe zdjęcie" });
  await upload.waitFor();
  const chooser = page.waitForEvent("filechooser");
  await upload.click();
  await (await chooser).setFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: readFileSync("content/photos/kettlebell.jpg") });
  await photo.getByText("Zdjęcie dodane i wybrane w tym polu.").waitFor({ timeout: 60_000 });
  // The field at the top, below the panel's header.
  const showPhotoField = () => photo.evaluate((field) => window.scrollTo(0, field.getBoundingClientRect().top + window.scrollY - 130));
  await showPhotoField();
  await shot("4-zdjecia");
  await page.getByLabel("Opis zdjęcia dla osób niewidomych").last().fill("Podopieczna unosi odważnik kettlebell w studiu");
  await page.getByLabel("Podpis pod zdjęciem").last().fill("Kettlebell w studiu");
  await showPhotoField();
  await shot("5-galeria");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await page.getByRole("status").filter({ hasText: "Opublikowano" }).waitFor();

  // Undoing a mistake.
  await page.goto(`${server.base}/admin/tresci/oferta/historia`);
  await shot("6-historia");

  // Booking: the settings, and the agenda with a client's booking.
  await page.goto(`${server.base}/admin/tresci/rezerwacje`);
  await page.getByText("Godziny w tygodniu").first().scrollIntoViewIfNeeded();
  await shot("7-rezerwacje");
  await page.locator('[name="services[2].package"]').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -160));
  await shot("9-pozycja-cennika");
  const day = (await bookableDays(server.base, "trening-personalny")).find(({ label }) => label.startsWith("środa")).date;
  const form = await bookingForm(server.base, "trening-personalny", day);
  await new Promise((resolve) => setTimeout(resolve, 3100));
  await postBooking(server.base, {
    service: "trening-personalny",
    start: form.starts[4],
    submissionKey: form.submissionKey,
    stamp: form.stamp,
    name: "Anna Nowak",
    email: "anna@example.com",
  });
  await page.goto(`${server.base}/admin/kalendarz?od=${day}`);
  await shot("8-kalendarz");
} finally {
  await browser.close();
  server.stop();
}

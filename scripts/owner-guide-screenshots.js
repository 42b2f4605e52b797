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
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: "pl-PL" });
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

  // Changing a price: the section's parts, one opened, one package opened in it.
  await page.getByRole("link", { name: /Oferta i cennik/ }).click();
  await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith("__react")));
  const unfold = async (details) => {
    if (!(await details.evaluate((element) => element.open))) await details.locator(":scope > summary").click();
  };
  const part = (title) => page.locator("details.editor-part:not(.editor-item-part)").filter({ has: page.locator(":scope > summary", { hasText: title }) });
  const item = (inPart, line) => inPart.locator("details.editor-item-part").filter({ has: page.locator(":scope > summary", { hasText: line }) });
  const packages = part("Pakiety i ceny");
  await unfold(packages);
  const eight = item(packages, "Pakiet 8 treningów");
  await unfold(eight);
  const price = eight.getByLabel("Cena", { exact: true });
  await price.fill("1100");
  await eight.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 60));
  await shot("2-cena");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await page.getByRole("status").filter({ hasText: "Opublikowano" }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot("3-opublikowano");

  // Changes not yet published: the question before leaving, and the draft offered back.
  await price.fill("1150");
  await page.getByRole("link", { name: "Kalendarz", exact: true }).click();
  const question = page.getByRole("dialog", { name: "Zmiany nie są opublikowane" });
  await question.waitFor();
  await shot("10-pytanie");
  await question.getByRole("button", { name: "Zostań" }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole("button", { name: "Przywróć zmiany" });
  await offer.waitFor();
  await shot("11-szkic");
  await page.getByRole("button", { name: "Odrzuć je" }).click();

  // Adding a photo, from the gallery's own photo field.
  await page.goto(`${server.base}/admin/tresci/galeria`);
  await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith("__react")));
  await page.getByRole("button", { name: "+ Dodaj zdjęcie" }).click();
  const newItem = page.locator("details.editor-item-part").last();
  const photo = newItem.getByRole("group", { name: "Zdjęcie", exact: true });
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
  await newItem.getByLabel("Opis zdjęcia dla osób niewidomych").fill("Podopieczna unosi odważnik kettlebell w studiu");
  await newItem.getByLabel("Podpis pod zdjęciem").fill("Kettlebell w studiu");
  await showPhotoField();
  await shot("5-galeria");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await page.getByRole("status").filter({ hasText: "Opublikowano" }).waitFor();

  // Undoing a mistake.
  await page.goto(`${server.base}/admin/tresci/oferta/historia`);
  await shot("6-historia");

  // Booking: the week's hours, a holiday entered with the date pickers, a service from the price list.
  await page.goto(`${server.base}/admin/tresci/rezerwacje`);
  await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith("__react")));
  const week = part("Godziny w tygodniu");
  await unfold(week);
  await week.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 20));
  await shot("7-rezerwacje");
  const daysOff = part("Wyjątki");
  await unfold(daysOff);
  await daysOff.getByRole("button", { name: "+ Dodaj wyjątek" }).click();
  const holiday = daysOff.locator("details.editor-item-part").last();
  await holiday.getByLabel("Od dnia").fill("2026-12-24");
  await holiday.getByLabel("Do dnia (włącznie)").fill("2026-12-31");
  await holiday.getByLabel("Notatka (tylko dla Ciebie)").fill("urlop");
  await holiday.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 20));
  await shot("12-urlop");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await page.getByRole("status").filter({ hasText: "Opublikowano" }).waitFor();
  const services = part("Usługi do rezerwacji");
  await unfold(services);
  const personal = item(services, "Trening personalny");
  await unfold(personal);
  await personal.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 20));
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
  // The bookings in the phone's own calendar: the address, its copy button and the one-tap link.
  const feed = page.getByRole("heading", { name: /Rezerwacje w\sTwoim kalendarzu/ });
  await feed.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 20));
  await shot("13-kalendarz-w-telefonie");
} finally {
  await browser.close();
  server.stop();
}

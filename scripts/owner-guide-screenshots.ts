/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// `npm run docs:screenshots`: the pictures of docs/owner-guide.md, taken from
// the production build at phone size (390 × 844) in Chromium, as WebP. Run it
// again after changing the editor; the guide's text names what each shows.
import { mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import Database from "better-sqlite3";
import sharp from "sharp";
import { bookableDays, bookingForm, postBooking } from "./booking-requests.ts";
import { ensureBuild } from "./ensure-build.ts";
import { serveBuild } from "./serve-build.ts";

const PORT = 4183;
const OUT = "docs/owner-guide";
// The test administrator (playwright.config.ts): this server is thrown away after.
const EMAIL = "trener@example.com";
const PASSWORD = "Hasło testowe panelu 2025";
const PASSWORD_HASH = "scrypt$32768$8$1$sHIiccsWjjqavRKMfGFN1Q$ZEvxXZ1MhBy0ukPlWllUDDRMC7OKRLdy6dDZhCkNiaY";

await ensureBuild();
mkdirSync(OUT, { recursive: true });
// The private calendar fetched every second: its status is real by the time the picture is taken.
const server = await serveBuild({
  port: PORT,
  env: { SITE_URL: `http://127.0.0.1:${PORT}`, ADMIN_PASSWORD_HASH: PASSWORD_HASH, ADMIN_EMAIL: EMAIL, PRIVATE_CALENDAR_POLL_MS: "1000" },
});
// The trainer's private calendar, served as Google serves its secret address; its one event is set below.
let privateCalendar = "";
const calendarServer = createServer((request, response) => void response.writeHead(200, { "Content-Type": "text/calendar" }).end(privateCalendar));
await new Promise((resolve) => calendarServer.listen(0, "127.0.0.1", resolve));
// Date and time fields read as on a Polish phone (24.12.2026, 18:00) once Debian's chromium-l10n is installed; without it, in US form.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--lang=pl"],
  env: { ...process.env, LANGUAGE: "pl" },
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: "pl-PL" });
  const shot = async (name, options) => {
    await sharp(await page.screenshot(options))
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

  // Clients and bookings taken by phone: a new client from a free time in the agenda.
  const hydrated = () => page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith("__react")));
  const scrollTo = (locator, above) =>
    locator.evaluate((element, gap) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - gap), above);
  await page.goto(`${server.base}/admin/kalendarz?od=2027-03-15`);
  const tuesday = page.getByRole("region", { name: /wtorek, 16 marca/i });
  await tuesday.getByText(/Więcej wolnych godzin/).click();
  await tuesday.getByRole("link", { name: /^18:00/ }).click();
  await page.getByRole("heading", { name: "Nowa rezerwacja" }).waitFor();
  await hydrated();
  await page.getByLabel("Usługa").selectOption("trening-personalny");
  await page.getByLabel("Imię i nazwisko").fill("Tomasz Nowak");
  await page.getByLabel("Telefon", { exact: true }).fill("600 300 400");
  await scrollTo(page.getByRole("radio", { name: "18:00" }), 160);
  await shot("16-nowa-rezerwacja");
  await page.getByRole("button", { name: "Zarezerwuj" }).click();
  await page.waitForURL(/\/admin\/kalendarz\?od=2027-03-16$/);

  // A regular from her card: 8 Tuesdays at 18:00 from 2 March 2027, across the clock change and Tomasz's booking.
  await page.goto(`${server.base}/admin/klienci?q=nowak`);
  await shot("14-klienci");
  await page
    .locator(".client-list")
    .getByRole("link", { name: /Anna Nowak/ })
    .click();
  await page.waitForURL(/\/admin\/klienci\/\d+$/);
  const card = page.url();
  const clientId = card.split("/").pop();
  await page.goto(`${server.base}/admin/kalendarz/nowa?klient=${clientId}&dzien=2027-03-02&usluga=trening-personalny`);
  await hydrated();
  await page.getByRole("radio", { name: "18:00" }).check();
  await page.getByText("Co tydzień (seria)").click();
  await page.getByLabel("Powtarzaj o tej samej godzinie").check();
  await page.getByLabel("Liczba terminów").fill("8");
  await page.getByRole("button", { name: "Sprawdź terminy" }).click();
  const series = page.getByRole("region", { name: "Terminy serii" });
  // From the list's head to the clock change (30 March), past the collision: taller than the phone's screen.
  const fates = series.getByRole("listitem");
  await fates.nth(7).waitFor();
  const top = await series.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const bottom = await fates.nth(4).evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await shot("17-co-tydzien", { fullPage: true, clip: { x: 0, y: top - 10, width: 390, height: bottom - top + 20 } });
  await series.getByRole("button", { name: "Zapisz serię" }).click();
  await page.waitForURL(/\/admin\/kalendarz\?od=2027-03-02$/);

  // A package: three sessions of hers taken by phone, moved into the past in the database (a running
  // server's clock cannot be turned, as in tests/e2e/packages.spec.ts), sold a package, marked "Odbyła się".
  for (const date of ["2027-02-22", "2027-02-23", "2027-02-24"]) {
    await page.goto(`${server.base}/admin/kalendarz/nowa?klient=${clientId}&dzien=${date}&usluga=trening-personalny`);
    await page.getByRole("radio", { name: "09:00" }).check();
    await page.getByRole("button", { name: "Zarezerwuj" }).click();
    await page.waitForURL(/\/admin\/kalendarz\?od=/);
  }
  const database = new Database(server.databaseFile);
  const sessions = database
    .prepare("select id from bookings where client_id = ? and starts_at between '2027-02-22' and '2027-02-25' order by starts_at")
    .all(clientId);
  const today = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  sessions.forEach(({ id }, index) => {
    const start = today - (sessions.length - index) * 2 * 86_400_000 + 8 * 3_600_000;
    database
      .prepare("update bookings set starts_at = ?, ends_at = ? where id = ?")
      .run(new Date(start).toISOString(), new Date(start + 3_600_000).toISOString(), id);
  });
  database.close();
  await page.goto(`${card}/pakiety`);
  await page.getByText("Sprzedaj pakiet").click();
  await page.getByLabel("Pakiet z cennika").selectOption({ label: "Pakiet 8 treningów — 1100 zł, ważny 8 tygodni" });
  await page.getByRole("button", { name: "Zapisz sprzedaż" }).click();
  await page.getByRole("status").filter({ hasText: "Zapisano sprzedaż" }).waitFor();
  await page.goto(`${server.base}/admin/kalendarz`);
  const toMark = page.locator("section.agenda-to-mark");
  for (let left = sessions.length; left > 0; left--) {
    await toMark.getByRole("heading", { name: `Do oznaczenia (${left})` }).waitFor();
    await toMark.getByRole("listitem").first().getByRole("button", { name: "Odbyła się" }).click();
  }
  await toMark.waitFor({ state: "detached" });
  await page.goto(`${card}/pakiety`);
  await page.getByText("Historia pakietu").click();
  await scrollTo(page.locator(".packages-item"), 70);
  await shot("18-pakiet");
  await page.goto(card);
  await shot("15-karta-klienta");

  // The private calendar: its secret address saved and shortened, and its event in the agenda.
  const busy = Date.parse(form.starts[1]);
  const utc = (instant) => new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, "");
  privateCalendar = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VEVENT",
    "UID:dentysta@google.com",
    `DTSTAMP:${utc(Date.now())}`,
    `DTSTART:${utc(busy)}`,
    `DTEND:${utc(busy + 90 * 60_000)}`,
    "SUMMARY:Dentysta",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const { port } = calendarServer.address();
  await page.goto(`${server.base}/admin/kalendarz-prywatny`);
  await hydrated();
  await page.getByLabel("Tajny adres kalendarza").fill(`http://127.0.0.1:${port}/calendar/ical/trener%40gmail.com/private-5ecret0token/basic.ics`);
  await page.getByRole("button", { name: "Zapisz adres" }).click();
  const fetched = page.locator("#kalendarz-prywatny").getByRole("status").filter({ hasText: "ostatnio pobrany" });
  for (let attempt = 0; (await fetched.count()) === 0; attempt++) {
    if (attempt === 50) throw new Error("the private calendar was not fetched");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await page.reload();
  }
  // Without the message about the save, which would cover the status.
  await page.reload();
  await shot("19-kalendarz-prywatny");
  // The agenda: the calendar's status over the days, and the day with its event (Anna's session after it).
  await page.goto(`${server.base}/admin/kalendarz?od=${day}`);
  const from = await page.locator(".private-calendar-status").evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const busyDay = page.locator("section.agenda-day", { has: page.locator(`#dzien-${day}`) });
  const to = await busyDay.locator("li.agenda-entry", { hasText: "Anna Nowak" }).evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await shot("20-zajete", { fullPage: true, clip: { x: 0, y: from - 10, width: 390, height: to - from + 20 } });
} finally {
  await browser.close();
  server.stop();
  calendarServer.close();
}

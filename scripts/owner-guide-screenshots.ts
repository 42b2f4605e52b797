// `npm run docs:screenshots`: the pictures of docs/owner-guide.md, taken from
// the production build at phone size (390 × 844) in Chromium, as WebP. Run it
// again after changing the editor; the guide's text names what each shows
// (owner-guide/: the chapters, in the order below).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
// The test administrator: its password hash is public, and this server is thrown away after.
import { TEST_ADMIN } from "../playwright.config.ts";
import { ensureBuild } from "./ensure-build.ts";
import { camera, OUT } from "./owner-guide/camera.ts";
import { bookingSettings, galleryPhotoAndHistory, priceAndDraft, signInAndSections } from "./owner-guide/content-editor.ts";
import { bookedWeek, bookingByPhone, weeklySeries } from "./owner-guide/diary.ts";
import { soldPackage } from "./owner-guide/package.ts";
import { privateCalendar, startCalendarServer } from "./owner-guide/private-calendar.ts";
import { serveBuild } from "./serve-build.ts";

const PORT = 4183;

ensureBuild();
mkdirSync(OUT, { recursive: true });
// The private calendar fetched every second, from the calendar server below on 127.0.0.1, which the
// outbound guard refuses unless allowed: its status is real by the time the picture is taken.
const server = await serveBuild({
  port: PORT,
  env: {
    SITE_URL: `http://127.0.0.1:${PORT}`,
    ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash,
    ADMIN_EMAIL: TEST_ADMIN.email,
    PRIVATE_CALENDAR_POLL_MS: "1000",
    OUTBOUND_ALLOWED_HOSTS: "127.0.0.1",
  },
});
const calendar = await startCalendarServer();
// Date and time fields read as on a Polish phone (24.12.2026, 18:00) once Debian's chromium-l10n is installed; without it, in US form.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--lang=pl"],
  env: { ...process.env, LANGUAGE: "pl" },
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: "pl-PL" });
  const phone = camera(page, server.base);
  await signInAndSections(phone, TEST_ADMIN);
  await priceAndDraft(phone);
  await galleryPhotoAndHistory(phone);
  await bookingSettings(phone);
  const { day, form } = await bookedWeek(phone);
  await bookingByPhone(phone);
  const { card, clientId } = await weeklySeries(phone);
  await soldPackage(phone, { card, clientId, databaseFile: server.databaseFile });
  await privateCalendar(phone, calendar, { busyAt: Date.parse(form.starts[1]!), day });
} finally {
  await browser.close();
  server.stop();
  calendar.server.close();
}

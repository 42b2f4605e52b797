// `npm run docs:screenshots`: the pictures of docs/owner-guide.md, taken from
// the production build at phone size (390 × 844) in Chromium, as WebP. Run it
// again after changing a page they show; the guide's text names what each
// shows (owner-guide/: the chapters, in the order below). The data is made as
// the trainer makes it, through the panel (and a visitor's booking through
// the site's form), on dates counted from today.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
// The test administrator: its password hash is public, and this server is thrown away after.
import { TEST_ADMIN } from "../playwright.config.ts";
import { ensureBuild } from "./ensure-build.ts";
import { FULL_CHROMIUM } from "./chromium-paths.ts";
import { camera, OUT } from "./owner-guide/camera.ts";
import { bookingSettings, galleryPhotoAndHistory, priceAndDraft, signInAndSections } from "./owner-guide/content-editor.ts";
import { agendaViews } from "./owner-guide/agenda.ts";
import { tuesdayBeforeClockChange, workingWeekday } from "./owner-guide/dates.ts";
import { PHONE_USER_AGENT, signedInDevices } from "./owner-guide/devices.ts";
import { bookedWeek, bookingByPhone, weeklySeries } from "./owner-guide/diary.ts";
import { soldPackage } from "./owner-guide/package.ts";
import { payments } from "./owner-guide/payments.ts";
import { pushNotifications } from "./owner-guide/notifications.ts";
import { clientPage } from "./owner-guide/client-page.ts";
import { privateCalendar, startCalendarServer } from "./owner-guide/private-calendar.ts";
import { termsAndPayments } from "./owner-guide/terms.ts";
import { trainingPlan } from "./owner-guide/training.ts";
import { groupSessions } from "./owner-guide/groups.ts";
import { clientImport, giftVoucher, healthQuestionnaire, qrCodes } from "./owner-guide/growth.ts";
import { dayOff } from "./owner-guide/working-hours.ts";
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
  executablePath: FULL_CHROMIUM,
  args: ["--lang=pl"],
  env: { ...process.env, LANGUAGE: "pl" },
});
try {
  // The trainer's Android phone: the list of signed-in devices names it so.
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: "pl-PL", userAgent: PHONE_USER_AGENT });
  const phone = camera(page, server.base);
  await signInAndSections(phone, TEST_ADMIN);
  await priceAndDraft(phone);
  await galleryPhotoAndHistory(phone);
  await bookingSettings(phone);
  const { day, form } = await bookedWeek(phone);
  const wednesday = Temporal.PlainDate.from(day);
  // A regular's Tuesdays across the next clock change; Tomasz takes the third by phone first.
  const series = tuesdayBeforeClockChange(2);
  await bookingByPhone(phone, series.add({ weeks: 2 }));
  const { card } = await weeklySeries(phone, series);
  await soldPackage(phone, card);
  await trainingPlan(phone, card);
  // A week after the day off and the holidays the guide's agenda shows.
  await groupSessions(phone, wednesday.add({ weeks: 5 }));
  await dayOff(phone, workingWeekday(wednesday.add({ weeks: 2 })));
  await agendaViews(phone, wednesday);
  await signedInDevices(phone, browser, TEST_ADMIN);
  await privateCalendar(phone, calendar, { busyAt: Date.parse(form.starts[1]!), day });
  await termsAndPayments(phone);
  await payments(phone, wednesday);
  await pushNotifications(phone, browser);
  await clientPage(phone, browser, server.databaseFile);
  await giftVoucher(phone, browser);
  await qrCodes(phone);
  await healthQuestionnaire(phone, card);
  await clientImport(phone, workingWeekday(wednesday.add({ weeks: 3 })));
} finally {
  await browser.close();
  server.stop();
  calendar.server.close();
}

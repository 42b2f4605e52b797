// `npm run bench:tasks`: the trainer's fifteen everyday tasks of issue 43
// (and the sick day of issue 58), her coaching and sales tasks and her
// clients' tasks of issue 78, on two years of data (`seed:years 2`, made
// afresh in a temporary file), on a 390 × 844 touch phone in Chromium's
// headless shell against the production build, its mail sent to a real SMTP
// server on 127.0.0.1. Each of the trainer's starts from the page the panel
// opens on (the agenda), each of a client's from /moje-treningi, and is measured as the person meets it:
// taps, the screens scrolled to reach what it taps (thumb.ts), and its time. Prints a
// table, and exits non-zero when a task needs more than two screens of
// scrolling (issue 58) or more taps than issue 43 allows.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
// The test administrator: its password hash is public, and this server is thrown away after.
import { TEST_ADMIN } from "../playwright.config.ts";
import { AGENDA_TASKS } from "./bench-tasks/agenda-tasks.ts";
import { CARD_TASKS } from "./bench-tasks/card-tasks.ts";
import { CLIENT_TASKS } from "./bench-tasks/client-tasks.ts";
import { COACHING_TASKS } from "./bench-tasks/coaching-tasks.ts";
import { SALES_TASKS } from "./bench-tasks/sales-tasks.ts";
import type { TaskContext } from "./bench-tasks/task.ts";
import { SCREEN, thumb } from "./bench-tasks/thumb.ts";
import { HEADLESS_SHELL } from "./chromium-paths.ts";
import { ensureBuild } from "./ensure-build.ts";
import { freePort } from "./free-port.ts";
import { serveBuild } from "./serve-build.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";

const MAX_SCREENS = 2;

ensureBuild();
const databaseFile = path.join(tmpdir(), `bench-tasks-${process.pid}.db`);
execFileSync(process.execPath, ["scripts/seed-years.ts", "2"], { env: { ...process.env, DATABASE_URL: databaseFile }, stdio: "inherit" });
const port = await freePort();
const sink = await startSmtpSink();
const server = await serveBuild({
  port,
  env: {
    DATABASE_URL: databaseFile,
    ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash,
    ADMIN_EMAIL: TEST_ADMIN.email,
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: sink.url,
    OUTBOX_POLL_MS: "200",
  },
});
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL });
const rows: string[][] = [];
let over = 0;
try {
  const phone = { viewport: SCREEN, hasTouch: true, isMobile: true, locale: "pl-PL" };
  const page = await browser.newPage(phone);
  const client = await browser.newPage(phone);
  await page.goto(`${server.base}/admin/logowanie`);
  await page.getByLabel("E-mail").fill(TEST_ADMIN.email);
  await page.getByLabel("Hasło").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await page.waitForURL(/\/admin\/kalendarz$/);
  const mails = () => sink.messages.map((message) => ({ to: message.envelope.to, text: message.text }));
  const trainers: TaskContext = { page, client, mails, base: server.base, today: Temporal.Now.plainDateISO("Europe/Warsaw"), databaseFile, kept: new Map() };
  for (const task of [...AGENDA_TASKS, ...CARD_TASKS, ...COACHING_TASKS, ...SALES_TASKS, ...CLIENT_TASKS]) {
    const context = task.as === "client" ? { ...trainers, page: client } : trainers;
    await task.setup?.(context);
    // A fresh visit: the same address opened again is a reload to Chromium, which keeps the earlier scroll.
    if (!task.continues) await context.page.goto("about:blank");
    if (!task.continues) await context.page.goto(`${server.base}${task.as === "client" ? "/moje-treningi" : "/admin/kalendarz"}`);
    const measured = thumb(context.page);
    const started = performance.now();
    await task.run(measured, context).catch(async (error: unknown) => {
      const shot = path.join(tmpdir(), "bench-tasks-failed.png");
      await context.page.screenshot({ path: shot, fullPage: true });
      const alerts = await context.page.locator("[role=alert], .field-error").allInnerTexts();
      console.error(`${task.name}: failed; the page as it was: ${shot}; its alerts: ${JSON.stringify(alerts)}`);
      throw error;
    });
    const ms = Math.round(performance.now() - started);
    const fails = measured.screens > (task.screens ?? MAX_SCREENS) || measured.taps > task.budget;
    if (fails) over++;
    rows.push([task.name, `${measured.taps} (≤ ${task.budget})`, measured.screens.toFixed(1), `${ms} ms`, fails ? "OVER" : ""]);
  }
} finally {
  await browser.close();
  server.stop();
  await sink.close();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(databaseFile + suffix, { force: true });
}
const widths = [0, 1, 2, 3].map((column) => Math.max(...[["zadanie", "stuknięcia", "przewinięte ekrany", "czas"], ...rows].map((row) => row[column]!.length)));
for (const row of [["zadanie", "stuknięcia", "przewinięte ekrany", "czas", ""], ...rows])
  console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
process.exit(over ? 1 : 0);

// Reminders that cost nothing (issue 46): a client whose own phone took push
// gets the reminder a day before by push only (its payload decrypted here,
// RFC 8291, from a push service on 127.0.0.1), one without push by e-mail;
// and a client with only a phone number is reminded from the trainer's
// phone: tomorrow's day in the agenda offers "Przypomnij", an sms: link with
// the time, the place and the client's page, and a tap marks them reminded;
// from 18:00 today's day offers it too ("Przypomnij jutrzejszym"). Every
// booking's line says whether and how its client was reminded. The server's
// clock is moved, not waited for. On a server of its own.
import { expect, test, type Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { PAGE_NOTICES } from "../../app/client-account/client-account.messages";
import { MIN_FILL_MS } from "../../app/forms/form-stamp.server";
import { holidayOn } from "../../app/scheduling/polish-holidays";
import { warsawInstant } from "../../app/scheduling/warsaw-time";
import { startPushReceiver } from "../support/push-receiver";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { waitFor } from "../support/wait-for";
import { ADMIN_ENV, signIn, withDatabase } from "./admin";
import { askForSignInLink, enterWithLink } from "./client-sign-in";
import { escapeRegExp, ownServer, untilPageCodeRuns } from "./site";

test.describe.configure({ mode: "serial" });

let sink: SmtpSink;
let phone: Awaited<ReturnType<typeof startPushReceiver>>;

const server = ownServer(
  async () => {
    sink = await startSmtpSink();
    phone = await startPushReceiver();
    return { ...ADMIN_ENV, SMTP_URL: sink.url, CONTACT_TO: "trener@example.com", OUTBOX_POLL_MS: "200", OUTBOUND_ALLOWED_HOSTS: "127.0.0.1" };
  },
  { clock: true },
);
test.afterAll(async () => {
  await sink?.close();
  await phone?.close();
});

/** A weekday at least two days ahead, no holiday: its 10:00, 12:00 and 14:00 are free. */
function sessionDay(): Temporal.PlainDate {
  for (let date = Temporal.Now.plainDateISO("Europe/Warsaw").add({ days: 2 }); ; date = date.add({ days: 1 })) {
    if (date.dayOfWeek <= 5 && !holidayOn(date)) return date;
  }
}
const day = sessionDay();
const at = (hour: number) => warsawInstant(day, hour * 60)!;
const DAY_MS = 24 * 3_600_000;

/** How far the server's clock runs ahead of the real one: it moves forward only, by what each test adds. */
let ahead = 0;
async function serverClockAt(instant: number) {
  const by = instant - (Date.now() + ahead);
  expect(by, "the server's clock moves forward only").toBeGreaterThan(0);
  await server.advanceClock(by);
  ahead += by;
}

/** A booking's one line in the day's list (its summary), where the agenda marks who has been reminded. */
const lineOf = (page: Page, name: string) => page.locator("li.agenda-booking").filter({ hasText: name }).locator("summary.agenda-line");

const withPush = { name: "Anna Powiadomiona", phone: "600 100 201", email: "anna.push@example.com" };
const byMail = { name: "Beata Mailowa", phone: "600 100 202", email: "beata.mail@example.com" };
const phoneOnly = { name: "Celina Telefon", phone: "600 100 203", email: "" };

async function bookByPhone(page: Page, hour: string, client: { name: string; phone: string; email: string }) {
  await page.goto(`/admin/kalendarz/nowa?dzien=${day}&usluga=trening-personalny`);
  await page.getByRole("radio", { name: hour }).check();
  await page.getByLabel("Imię i nazwisko").fill(client.name);
  await page.getByLabel("Telefon", { exact: true }).fill(client.phone);
  if (client.email) await page.getByLabel("E-mail", { exact: true }).fill(client.email);
  await page.getByRole("button", { name: "Zarezerwuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Zarezerwowano/ })).toBeVisible({ timeout: 15_000 });
}

const bookingOf = (name: string) =>
  withDatabase(server.databaseFile, (db) => db.prepare("select client_id, service_name, place from bookings where name = ?").get(name)) as {
    client_id: number;
    service_name: string;
    place: string;
  };

test("the reminder a day before goes by push to a client whose phone took it, and by e-mail to one without", async ({ page }) => {
  await signIn(page, server.url);
  await bookByPhone(page, "10:00", withPush);
  await bookByPhone(page, "12:00", byMail);
  await bookByPhone(page, "14:00", phoneOnly);
  // Anna turned push on after booking (as /moje-treningi stores it): her reminder is decided when it is due.
  const anna = bookingOf(withPush.name);
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare("insert into push_subscriptions (endpoint, p256dh, auth, name, topics, created_at, client_id) values (?, ?, ?, '', '[]', ?, ?)")
      .run(phone.endpoint, phone.keys.p256dh, phone.keys.auth, new Date().toISOString(), anna.client_id),
  );

  // A day before Beata's 12:00, a minute on: both reminders are due, neither session has begun.
  await serverClockAt(at(12) - DAY_MS + 60_000);
  const [push] = await waitFor(() => phone.received.length > 0 && phone.received, { what: "the push reminder" });
  expect(phone.decrypt(push!)).toEqual({
    title: "Przypomnienie o rezerwacji",
    body: `${anna.service_name} jutro o 10:00, ${anna.place}`,
    url: "/moje-treningi",
  });
  const reminders = () => sink.messages.filter((mail) => mail.header("Subject")?.startsWith("Przypomnienie:"));
  await waitFor(() => reminders().length > 0, { what: "the reminder e-mail" });
  expect(reminders().map((mail) => mail.envelope.to)).toEqual([[byMail.email]]);
  // Anna's row went by push, once: no e-mail follows it.
  const pending = () =>
    withDatabase(server.databaseFile, (db) =>
      db.prepare("select count(*) as n from outbox where kind = 'booking_reminder' and status in ('pending', 'sending')").get(),
    ) as {
      n: number;
    };
  await waitFor(() => pending().n === 0, { what: "the reminders to be done" });
  expect(phone.received).toHaveLength(1);
  expect(reminders().some((mail) => mail.envelope.to.includes(withPush.email))).toBe(false);

  // The agenda says on each line how the site reminded its client (signed in again: a day passed).
  await signIn(page, server.url, `/admin/kalendarz?od=${day}`);
  await expect(lineOf(page, withPush.name)).toContainText(/Przypomnienie wysłane powiadomieniem \d{1,2} \p{L}+ o \d{2}:\d{2}/u);
  await expect(lineOf(page, byMail.name)).toContainText(/Przypomnienie wysłane e-mailem \d{1,2} \p{L}+ o \d{2}:\d{2}/u);
  await expect(lineOf(page, phoneOnly.name)).not.toContainText("Przypom");
});

test("tomorrow's day offers 'Przypomnij' for a client with only a phone: the time, the place and the page's link; a tap marks them reminded", async ({
  page,
}) => {
  await signIn(page, server.url, `/admin/kalendarz?od=${day}`);
  const reminders = page.getByRole("region", { name: "Przypomnij", exact: true });
  const link = reminders.getByRole("link", { name: `Przypomnij SMS-em: ${phoneOnly.name}` });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^sms:\+48600100203\?&body=/);
  const text = decodeURIComponent(href.slice(href.indexOf("body=") + 5));
  const { place } = bookingOf(phoneOnly.name);
  expect(text).toContain(`o 14:00 (Trening personalny, ${place})`);
  // Her booking's own page: without e-mail she cannot sign in to /moje-treningi.
  expect(text).toMatch(new RegExp(`Twoja rezerwacja: ${escapeRegExp(server.url)}/rezerwacja/[\\w-]+$`));
  expect(await reminders.getByRole("link", { name: /SMS-em/ }).count()).toBe(1);

  // The phone's messages open elsewhere; the page stays and its code records the tap (without it, the link only opens them).
  await untilPageCodeRuns(page);
  await link.click();
  await expect(reminders.getByRole("status")).toHaveText(/^Przypomniano \d{2}:\d{2}$/);
  const reminded = withDatabase(server.databaseFile, (db) => db.prepare("select reminded_at from bookings where name = ?").get(phoneOnly.name)) as {
    reminded_at: string | null;
  };
  expect(reminded.reminded_at).not.toBeNull();
});

test("from 18:00 today's day offers 'Przypomnij jutrzejszym': the sms: link with the time, the place and the page; a tap marks the client on the booking's line", async ({
  page,
}) => {
  const evening = { name: "Dorota Wieczorna", phone: "600 100 204", email: "" };
  const today = day.subtract({ days: 1 });
  // 17:55 the day before the session: tomorrow's day lists her, today's not yet.
  await serverClockAt(warsawInstant(today, 17 * 60 + 55)!);
  await signIn(page, server.url);
  await bookByPhone(page, "16:00", evening);
  await page.goto(`/admin/kalendarz?od=${day}`);
  await expect(page.getByRole("region", { name: "Przypomnij", exact: true }).getByRole("link", { name: `Przypomnij SMS-em: ${evening.name}` })).toBeVisible();
  await page.goto("/admin/kalendarz");
  await expect(page.getByRole("heading", { name: /^Dziś, / })).toContainText(String(today.day));
  await expect(page.getByRole("region", { name: "Przypomnij jutrzejszym" })).toHaveCount(0);

  await serverClockAt(warsawInstant(today, 18 * 60)!);
  await page.goto("/admin/kalendarz");
  const reminders = page.getByRole("region", { name: "Przypomnij jutrzejszym" });
  const link = reminders.getByRole("link", { name: `Przypomnij SMS-em: ${evening.name}` });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^sms:\+48600100204\?&body=/);
  const text = decodeURIComponent(href.slice(href.indexOf("body=") + 5));
  expect(text).toContain(`o 16:00 (Trening personalny, ${bookingOf(evening.name).place})`);
  // Her booking's own page: without e-mail she cannot sign in to /moje-treningi.
  expect(text).toMatch(new RegExp(`Twoja rezerwacja: ${escapeRegExp(server.url)}/rezerwacja/[\\w-]+$`));

  await link.click();
  const client = reminders.getByRole("listitem").filter({ hasText: evening.name });
  await expect(client.getByRole("status")).toHaveText(/^Przypomniano 18:0\d$/);
  // Her booking's own line says so, in the day's list and in the week's grid.
  await page.goto(`/admin/kalendarz?od=${day}`);
  await expect(lineOf(page, evening.name)).toContainText(/Przypomniano z telefonu \d{1,2} \p{L}+ o 18:0\d/u);
  await page.goto(`/admin/kalendarz?od=${day}&widok=tydzien`);
  await expect(page.getByRole("link", { name: new RegExp(`^16:00 ${evening.name}\\b.*, przypomniano$`) })).toBeVisible();
});

test("on the client's page, the reminder 2 hours before is ticked anywhere on its row, a thumb's height at least; saved, the page says so where she looks", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/moje-treningi");
  // The sign-in form's time trap, passed on the server's clock (the test's own could not re-stamp a form from its future).
  await serverClockAt(Date.now() + ahead + MIN_FILL_MS);
  await askForSignInLink(page, byMail.email);
  const signInLink = /https?:\/\/[^\s]+\/moje-treningi\/wejscie\/[A-Za-z0-9_-]{43}/;
  const link = await waitFor(() => sink.messages.map((mail) => signInLink.exec(mail.text)?.[0]).find(Boolean), { what: "the sign-in link" });
  await enterWithLink(page, link);

  const row = page.locator("label").filter({ hasText: "Przypomnij też 2 godziny przed" });
  const box = (await row.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
  // Its far corner, away from the box and the words, ticks it too.
  await row.click({ position: { x: box.width - 4, y: box.height - 4 } });
  await expect(page.getByRole("checkbox", { name: "Przypomnij też 2 godziny przed" })).toBeChecked();

  // The form is far down the page: the answer is on the screen, and has focus (a screen reader reads it).
  await page.getByRole("region", { name: "Przypomnienia" }).getByRole("button", { name: "Zapisz", exact: true }).click();
  const saved = page.getByRole("status").filter({ hasText: PAGE_NOTICES.przypomnienia });
  await expect(saved).toBeInViewport();
  await expect(saved).toBeFocused();
  await expect(page.getByRole("checkbox", { name: "Przypomnij też 2 godziny przed" })).toBeChecked();
});

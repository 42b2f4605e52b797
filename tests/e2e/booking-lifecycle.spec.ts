// A booking's later life on a phone: the client moves it half an hour later
// (overlapping its own time), the trainer changes the hours and decides what
// happens to a booking left outside them, and a session on the night the
// clocks change reads with its real end. On a server of its own.
import { createHmac, randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { waitFor } from "../support/wait-for";
import { ADMIN_ENV, expectNoAxeViolations, signIn, withDatabase } from "./admin";
import { waitForHydration, ownServer } from "./site";
import { bookFirstFreeTime } from "./booking-helpers";
import { openPart } from "./editor-parts";

let sink: SmtpSink;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ mode: "serial" });

const server = ownServer(async () => {
  sink = await startSmtpSink();
  return {
    ...ADMIN_ENV,
    SMTP_URL: sink.url,
    CONTACT_TO: "trener@example.com",
    OUTBOX_POLL_MS: "200",
    BOOKING_RATE_LIMIT: "1000",
  };
});
test.afterAll(() => sink?.close());

const bookByRequest = (request: APIRequestContext, weekday: string, nth: number, person: { name: string; email: string }) =>
  bookFirstFreeTime(request, server, { weekday, nth, person });

const clock = (iso: string) => new Intl.DateTimeFormat("pl-PL", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Warsaw" }).format(new Date(iso));

test("a client moves the session half an hour later, onto part of its own time", async ({ page, request }) => {
  // Not this week's Thursday: on a Thursday its first free time may be the day's last, with no half hour after it.
  const booked = await bookByRequest(request, "czwartek", 1, { name: "Anna Nowak", email: "anna@example.com" });
  const later = new Date(Date.parse(booked.start) + 30 * 60_000).toISOString();
  await page.goto(booked.page);
  await page.getByRole("link", { name: "Zmień termin" }).tap();
  // The same day: its times include those overlapping the session's own.
  await page.locator(`a[href*="dzien=${booked.day}"]`).tap();
  await expect(page.getByRole("heading", { name: "Nowa godzina" })).toBeFocused();
  const halfHourLater = page.locator(`input[name="start"][value="${later}"]`);
  await expect(halfHourLater).toHaveCount(1);
  await halfHourLater.check();
  await page.getByRole("button", { name: "Przenieś na wybraną godzinę" }).tap();
  await expect(page).toHaveURL(/\?przeniesiona$/);
  await expect(page.getByText(/^Termin został zmieniony/)).toBeVisible();
  await expect(page.locator(".booking-summary")).toContainText(`${clock(later)}–`);
  await waitFor(
    () => sink.messages.find((message) => message.envelope.to.includes("anna@example.com") && /^Zmiana terminu/.test(message.header("subject") ?? "")),
    {
      what: "the new confirmation",
    },
  );
  await expect(page.locator("html")).toHaveJSProperty("scrollWidth", 390);
});

test("the trainer shortens a day's hours: the publish names the booking left outside, and the agenda moves it with one tap", async ({ page, request }) => {
  // A whole Wednesday ahead, so its first free time is the 07:00 opening: on a Wednesday, today's may already be past 10:00.
  const booked = await bookByRequest(request, "środa", 1, { name: "Ewa Nowicka", email: "ewa@example.com" });
  await signIn(page, server.url);
  await page.goto("/admin/tresci/rezerwacje");
  await waitForHydration(page);
  const wednesday = (await openPart(page, "Godziny w tygodniu")).getByRole("group", { name: "Środa" });
  await wednesday.getByLabel("Od").first().fill("10:00");
  await page.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toContainText("Jedna rezerwacja jest poza nowymi godzinami pracy");

  await page.goto("/admin/kalendarz");
  const decisions = page.getByRole("region", { name: /Do decyzji/ });
  const entry = decisions.getByRole("listitem").filter({ hasText: "Ewa Nowicka" });
  await expect(entry).toContainText("poza godzinami pracy");
  await expect(entry.getByRole("button", { name: "Zostaw ten termin" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.locator("html")).toHaveJSProperty("scrollWidth", 390);
  // Nothing changed for the client meanwhile.
  const stillThere = await (await request.get(booked.page)).text();
  expect(stillThere).toContain("potwierdzona");

  await entry.getByRole("button", { name: "Przenieś i powiadom klienta" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Przeniesiono. Nowy termin:" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Do decyzji/ })).toHaveCount(0);
  const mail = await waitFor(
    () => sink.messages.find((message) => message.envelope.to.includes("ewa@example.com") && /^Zmiana terminu/.test(message.header("subject") ?? "")),
    {
      what: "the client's mail about the new time",
    },
  );
  expect(mail.header("subject")).not.toContain(clock(booked.start));
});

test("a session on the night the clocks go forward reads with its real end, for the client and in the agenda", async ({ page }) => {
  const token = withDatabase(server.databaseFile, (db) => {
    db.prepare("insert into app_secrets (name, value, created_at) values ('booking-link', ?, ?) on conflict (name) do nothing").run(
      randomBytes(32).toString("base64url"),
      new Date().toISOString(),
    );
    const secret = (db.prepare("select value from app_secrets where name = 'booking-link'").get() as { value: string }).value;
    const { lastInsertRowid } = db
      .prepare(
        `insert into bookings (service_slug, service_name, place, price, starts_at, ends_at, claimed_until, name, email, phone, notes, status, sequence, submission_key, network_hash, created_at)
         values ('trening-personalny', 'Trening personalny', 'Studio', 150, '2027-03-28T00:30:00.000Z', '2027-03-28T01:30:00.000Z', '2027-03-28T01:45:00.000Z', 'Nocny Marek', 'marek@example.com', '', '', 'confirmed', 0, 'dst-night', 'n', ?)`,
      )
      .run(new Date().toISOString());
    const id = Number(lastInsertRowid);
    return `${id}-${createHmac("sha256", secret).update(`manage-booking:${id}`).digest("base64url").slice(0, 32)}`;
  });
  await page.goto(`/rezerwacja/${token}`);
  await expect(page.locator(".booking-summary")).toContainText("niedziela, 28 marca 2027, 01:30–03:30 (zmiana czasu na letni)");
  await signIn(page, server.url);
  await page.goto("/admin/kalendarz?od=2027-03-28");
  await expect(
    page
      .getByRole("region", { name: /niedziela, 28 marca/ })
      .getByRole("listitem")
      .filter({ hasText: "Nocny Marek" }),
  ).toContainText("01:30–03:30 (zmiana czasu na letni)");
});

test("an impossible date in the agenda's address is answered 400 in Polish, inside the panel", async ({ page }) => {
  await signIn(page, server.url);
  for (const date of ["2027-02-30", "9999-99-99", "2026-13-01", "1999-12-31", "2101-01-01", "+275760-09-14"]) {
    const response = await page.goto(`/admin/kalendarz?od=${encodeURIComponent(date)}`);
    expect(response!.status()).toBe(400);
    await expect(page.getByRole("main")).toContainText(`Nie ma takiej daty: „${date}”`);
    await expect(page.getByRole("link", { name: "Kalendarz" }).first()).toBeVisible();
  }
});

test("once the session has begun, the client's page says it is under way or took place, and offers no calendar file or changes", async ({ page, request }) => {
  const booked = await bookByRequest(request, "piątek", 0, { name: "Jan Zieliński", email: "jan@example.com" });
  const setTimes = (start: number) =>
    withDatabase(server.databaseFile, (db) =>
      db
        .prepare("update bookings set starts_at = ?, ends_at = ?, claimed_until = ? where email = ?")
        .run(new Date(start).toISOString(), new Date(start + 60 * 60_000).toISOString(), new Date(start + 75 * 60_000).toISOString(), "jan@example.com"),
    );
  setTimes(Date.now() - 10 * 60_000);
  await page.goto(booked.page);
  await expect(page.getByText("Spotkanie właśnie trwa.")).toBeVisible();
  await expect(page.locator(".booking-summary")).toContainText("trwa");
  await expect(page.getByRole("link", { name: "Dodaj do kalendarza" })).toHaveCount(0);
  await expect(page.getByText("Odwołaj rezerwację")).toHaveCount(0);
  await expect(page.getByText(/Do terminu zostało mniej niż/)).toHaveCount(0);
  setTimes(Date.now() - 3 * 60 * 60_000);
  await page.reload();
  await expect(page.getByText("To spotkanie już się odbyło.")).toBeVisible();
});

test("the client's cancel button asks first: one tap cancels nothing, the confirm button does, with JavaScript and without", async ({
  page,
  request,
  browser,
}) => {
  const first = await bookByRequest(request, "wtorek", 2, { name: "Iga Wrona", email: "iga@example.com" });
  await page.goto(first.page);
  await waitForHydration(page);
  await page.getByText("Odwołaj rezerwację", { exact: true }).tap();
  // "we wtorek": the weekday in the accusative, with the preposition it needs.
  await expect(page.getByText(new RegExp(`^Odwołać trening we\\swtorek \\d{1,2} \\S+ o\\s${clock(first.start)}\\?$`))).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Twoja rezerwacja");
  await page.getByText("Odwołaj rezerwację", { exact: true }).tap();
  await page.getByRole("button", { name: "Tak, odwołaj" }).tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezerwacja odwołana");

  const second = await bookByRequest(request, "poniedziałek", 2, { name: "Ola Sroka", email: "ola@example.com" });
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const plain = await noScript.newPage();
  await plain.goto(second.page);
  // The keyboard opens the question.
  await plain.getByText("Odwołaj rezerwację", { exact: true }).focus();
  await plain.keyboard.press("Enter");
  await expect(plain.getByText(/^Odwołać trening w\sponiedziałek /)).toBeVisible();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Twoja rezerwacja");
  await plain.getByRole("button", { name: "Tak, odwołaj" }).click();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Rezerwacja odwołana");
  await noScript.close();
});

// The trainer's side of booking, on a phone: the agenda at /admin/kalendarz,
// cancelling with a message, marking a session, blocking time, and the
// private calendar feed; on a server of its own.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { waitFor } from "../support/wait-for";
import { expectNoAxeViolations, openAgendaEntry, signIn, withDatabase } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { ownServerWithMail } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const { server, sink } = ownServerWithMail();

/** The private feed's address, as its read-only field shows it. */
const feedAddress = (page: Page) => page.getByLabel("Adres Twojego kalendarza").inputValue();

/** Books the first free time of the n-th bookable Wednesday (a full working day). */
const bookByRequest = (request: APIRequestContext, wednesday: number, person: { name: string; email: string }) =>
  bookFirstFreeTime(request, server, { weekday: "środa", nth: wednesday, person, notes: "Pierwszy raz na siłowni." });

/** Ewa's booking, made by the first test and cancelled by the second. */
let ewasDay = "";

test("the agenda shows who, what, where, with contact buttons, and no axe-core violations at 390 and 1280 px", async ({ page, request }) => {
  ({ day: ewasDay } = await bookByRequest(request, 0, { name: "Ewa Nowicka", email: "ewa@example.com" }));
  await signIn(page, server.url, `/admin/kalendarz?od=${ewasDay}`);
  const entry = page.getByRole("listitem").filter({ hasText: "Ewa Nowicka" });
  // One line in the day: the time, who and what; a tap unfolds the rest.
  await expect(entry.locator("summary.agenda-line")).toContainText("Trening personalny");
  await expect(entry.getByRole("link", { name: /Zadzwoń/ })).toHaveCount(0);
  await openAgendaEntry(entry);
  await expect(entry).toContainText("Trening personalny");
  await expect(entry).toContainText("Studio, ul. Sportowa 1");
  await expect(entry).toContainText("Pierwszy raz na siłowni.");
  await expect(entry.getByRole("link", { name: /Zadzwoń/ })).toHaveAttribute("href", "tel:+48600100200");
  await expect(entry.getByRole("link", { name: "Napisz e-mail" })).toHaveAttribute("href", /^mailto:ewa@example\.com/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
});

// Its own test: with the two axe-core scans above, one test took 22–30 s of the 30 s budget on a busy machine.
test("cancelling from the agenda sends the client the trainer's message, and „Zablokuj ten czas” fills the block form with the freed hours", async ({
  page,
}) => {
  await signIn(page, server.url, `/admin/kalendarz?od=${ewasDay}`);
  const entry = page.getByRole("listitem").filter({ hasText: "Ewa Nowicka" });
  await openAgendaEntry(entry);
  await entry.getByText("Odwołaj…").click();
  await entry.getByLabel("Wiadomość do klienta").fill("Przepraszam, zachorowałem. Zapraszam w przyszłym tygodniu.");
  await entry.getByRole("button", { name: "Odwołaj i powiadom" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Odwołano" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Ewa Nowicka" })).toContainText("odwołana");
  const mail = await waitFor(
    () => sink().messages.find((message) => message.envelope.to.includes("ewa@example.com") && /odwołana/.test(message.header("subject") ?? "")),
    {
      what: "the cancellation",
    },
  );
  expect(mail.text).toContain("Przepraszam, zachorowałem.");

  // The freed hours kept for herself: the block form below filled in with them, one tap away.
  const cancelled = page.getByRole("listitem").filter({ hasText: "Ewa Nowicka" });
  const [from, to] = (await cancelled.locator("summary.agenda-line").innerText()).match(/\d{2}:\d{2}/g)!;
  await openAgendaEntry(cancelled);
  await cancelled.getByRole("link", { name: "Zablokuj ten czas" }).click();
  await expect(page.getByLabel("Dzień", { exact: true })).toHaveValue(ewasDay);
  await expect(page.getByLabel("Od", { exact: true })).toHaveValue(from!);
  await expect(page.getByLabel("Do", { exact: true })).toHaveValue(to!);
  await expect(page.getByRole("heading", { name: "Zablokuj czas" })).toBeInViewport();
  await page.getByRole("button", { name: "Zablokuj", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zablokowano" })).toBeVisible();
  const times = await (await page.request.get(`/rezerwacja?usluga=trening-personalny&dzien=${ewasDay}`)).text();
  expect([...times.matchAll(/<span>(\d{2}:\d{2})<\/span>/g)].map((match) => match[1])).not.toContain(from);
});

test("a session that has begun is marked „odbyła się” or „nieobecność”, as the client's page says", async ({ browser, page, request }) => {
  await bookByRequest(request, 1, { name: "Piotr Wiśniewski", email: "piotr@example.com" });
  // Moved into the past in the database: a running server's clock cannot be turned forward.
  withDatabase(server.databaseFile, (db) =>
    db.prepare("update bookings set starts_at = '2020-01-07T06:00:00.000Z', ends_at = '2020-01-07T07:00:00.000Z' where email = ?").run("piotr@example.com"),
  );
  await signIn(page, server.url, "/admin/kalendarz?od=2020-01-06");
  const entry = page.getByRole("listitem").filter({ hasText: "Piotr Wiśniewski" });
  await openAgendaEntry(entry);
  await entry.getByRole("button", { name: "Nieobecność" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano: nieobecność klienta." })).toBeVisible();
  const marked = page.getByRole("listitem").filter({ hasText: "Piotr Wiśniewski" });
  await expect(marked.getByRole("button", { name: "Nieobecność" })).toHaveAttribute("aria-pressed", "true");
  await expect(marked.locator(".admin-badge").first()).toHaveText("nieobecność");

  // A tap before the page's code runs (or without JavaScript) posts the whole page: it comes back with the booking open.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto("/admin/kalendarz?od=2020-01-06");
  const line = plain.getByRole("listitem").filter({ hasText: "Piotr Wiśniewski" });
  await openAgendaEntry(line);
  await line.getByRole("button", { name: "Odbyła się" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Zapisano" })).toBeVisible();
  await expect(line.locator("details").first()).toHaveAttribute("open", "");
  await expect(line.getByRole("button", { name: "Odbyła się" })).toHaveAttribute("aria-pressed", "true");
  await noScript.close();
});

test("blocked time is not offered; the private feed lists bookings and a new address retires the old one", async ({ page, request }) => {
  const { day } = await bookByRequest(request, 2, { name: "Maria Zając", email: "maria@example.com" });
  await signIn(page, server.url);
  await page.getByLabel("Dzień", { exact: true }).fill(day);
  await page.getByLabel("Od", { exact: true }).fill("15:00");
  await page.getByLabel("Do", { exact: true }).fill("17:00");
  await page.getByRole("button", { name: "Zablokuj", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zablokowano" })).toBeVisible();
  const times = await (await request.get(`/rezerwacja?usluga=trening-personalny&dzien=${day}`)).text();
  const offered = [...times.matchAll(/<span>(\d{2}:\d{2})<\/span>/g)].map((match) => match[1]);
  for (const blocked of ["15:00", "15:30", "16:00", "16:30"]) expect(offered).not.toContain(blocked);
  expect(offered).toContain("17:00");

  const feedUrl = (await feedAddress(page)).replace(server.url, "");
  const feed = await request.get(feedUrl);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  // The minimal feed (the content's default): the first name, not the surname, phone or e-mail.
  const events = await feed.text();
  expect(events).toContain("Maria");
  for (const detail of ["Zając", "maria@example.com", "600 100 200"]) expect(events).not.toContain(detail);
  await page.getByRole("button", { name: /Utwórz nowy adres/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Nowy adres kalendarza" })).toBeVisible();
  expect((await request.get(feedUrl)).status()).toBe(404);
  const renewed = (await feedAddress(page)).replace(server.url, "");
  expect(renewed).not.toBe(feedUrl);
  expect((await request.get(renewed)).status()).toBe(200);
});

test("the trainer chooses the full feed beside its address; the feed and the privacy policy follow", async ({ page, request }) => {
  await bookByRequest(request, 3, { name: "Zofia Pełna", email: "zofia@example.com" });
  await signIn(page, server.url);
  const feedUrl = (await feedAddress(page)).replace(server.url, "");
  expect(await (await request.get(feedUrl)).text()).not.toContain("Pełna");

  await page.getByLabel("Czyj to kalendarz (firma)").fill("Apple Distribution International Ltd. (Kalendarz iCloud)");
  await page.getByRole("radio", { name: /Pełne dane/ }).check();
  await page.getByRole("button", { name: /^Zapisz/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "kalendarz dostanie pełne dane klientów" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Pełne dane/ })).toBeChecked();
  const full = (await (await request.get(feedUrl)).text()).replace(/\r\n /g, "");
  for (const detail of ["Zofia Pełna", "zofia@example.com"]) expect(full).toContain(detail);

  const policy = await (await request.get("/polityka-prywatnosci")).text();
  expect(policy).toContain("Apple Distribution International Ltd. (Kalendarz iCloud)");
  expect(policy.replace(/\u00A0/g, " ")).toContain("oraz Twoje imię i nazwisko, numer telefonu, adres e-mail, cenę i uwagi do rezerwacji");
});

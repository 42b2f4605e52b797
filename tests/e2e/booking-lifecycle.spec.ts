// A booking's later life on a phone: the client moves it half an hour later
// (overlapping its own time), the trainer changes the hours and decides what
// happens to a booking left outside them, and the client's cancel asks
// first, with JavaScript and without. On a server of its own; what the
// server alone shows is tests/requests/booking-lifecycle.spec.ts.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { waitFor } from "../support/wait-for";
import { expectNoAxeViolations, signIn } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { ownServerWithMail } from "./mail-server";
import { openPart } from "./editor-parts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ mode: "serial" });

const { server, sink } = ownServerWithMail();

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
  // On the phone's screen and focused, not screens above the button the thumb pressed (issue 58).
  const moved = page.getByRole("status").filter({ hasText: /^Termin został zmieniony/ });
  await expect(moved).toBeInViewport();
  await expect(moved).toBeFocused();
  await expect(page.locator(".booking-summary")).toContainText(`${clock(later)}–`);
  await waitFor(
    () => sink().messages.find((message) => message.envelope.to.includes("anna@example.com") && /^Zmiana terminu/.test(message.header("subject") ?? "")),
    {
      what: "the new confirmation",
    },
  );
  await expect(page.locator("html")).toHaveJSProperty("scrollWidth", 390);
});

test("the trainer shortens a day's hours: the publish names the booking left outside, and the agenda moves it with one tap", async ({ page, request }) => {
  // A whole Wednesday ahead, so its first free time is the 07:00 opening: on a Wednesday, today's may already be past 10:00.
  const booked = await bookByRequest(request, "środa", 1, { name: "Ewa Nowicka", email: "ewa@example.com" });
  await signIn(page, server.url, "/admin/tresci/rezerwacje");
  const wednesday = (await openPart(page, "Godziny w tygodniu")).getByRole("group", { name: "Środa" });
  await wednesday.getByLabel("Od").first().fill("10:00");
  await page.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toContainText("Jedna rezerwacja jest poza nowymi godzinami pracy");

  await page.goto("/admin/kalendarz");
  // Folded under one counted line, opened with a tap.
  const decisions = page.getByRole("region", { name: "1 rezerwacja do decyzji: poza nowymi zasadami" });
  await decisions.getByText("1 rezerwacja do decyzji").tap();
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
  await expect(page.getByRole("region", { name: /do decyzji/ })).toHaveCount(0);
  const mail = await waitFor(
    () => sink().messages.find((message) => message.envelope.to.includes("ewa@example.com") && /^Zmiana terminu/.test(message.header("subject") ?? "")),
    {
      what: "the client's mail about the new time",
    },
  );
  expect(mail.header("subject")).not.toContain(clock(booked.start));
});

test("the client's cancel button asks first: one tap cancels nothing, the confirm button does, with JavaScript and without", async ({
  page,
  request,
  browser,
}) => {
  const first = await bookByRequest(request, "wtorek", 2, { name: "Iga Wrona", email: "iga@example.com" });
  await page.goto(first.page);
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

// The trainer's booking habits on a phone (390 × 844, touch), taps counted
// from the agenda: a booking made weekly in 4 (its line, "Powtarzaj co
// tydzień", "Sprawdź terminy", "Zapisz serię"): 8 sessions, one mail with the
// 7 new dates; and last week's session entered in 4 (its line, "Karta
// klienta", "Wpisz trening, który się odbył", "Zapisz trening", the day and
// time set to the client's usual ones): the package
// one session lower, no mail. Dates count from the server's real today. On a server of its own.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { holidayOn } from "../../app/scheduling/polish-holidays";
import { formatDay } from "../../app/scheduling/warsaw-time";
import { waitFor } from "../support/wait-for";
import { expectNoAxeViolations, signIn, withDatabase } from "./admin";
import { tapCounter } from "./tap-counter";
import { ownServerWithMail, saleMailsDueNow } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const { server, sink } = ownServerWithMail();

const client = { name: "Marta Stała", phone: "600 700 800", email: "marta.stala@example.com" };

/**
 * The first weekday at least two days ahead whose next 8 weeks hold no
 * public holiday (working hours 07:00–21:00 on weekdays): every date of the
 * series is free, whenever the test runs.
 */
function firstDate(): Temporal.PlainDate {
  for (let date = Temporal.Now.plainDateISO("Europe/Warsaw").add({ days: 2 }); ; date = date.add({ days: 1 })) {
    const weeks = Array.from({ length: 8 }, (_, week) => date.add({ weeks: week }));
    if (date.dayOfWeek <= 5 && weeks.every((day) => !holidayOn(day))) return date;
  }
}
const first = firstDate();

/**
 * Her usual weekday at 10:00 at its latest date gone by, as the form offers
 * it: a week before `first`, or a week earlier while that one is still to
 * come (before 10:00 on the day, or when holidays put `first` a week or more ahead).
 */
function lastSessionGoneBy(): Temporal.PlainDate {
  let date = first.subtract({ weeks: 1 });
  const at10 = (day: Temporal.PlainDate) => day.toZonedDateTime({ timeZone: "Europe/Warsaw", plainTime: Temporal.PlainTime.from("10:00") }).epochMilliseconds;
  while (at10(date) > Date.now()) date = date.subtract({ weeks: 1 });
  return date;
}

/** The client's booking on the agenda's day of `first`, as a line. */
async function agendaLine(page: Page): Promise<Locator> {
  await page.goto(`/admin/kalendarz?od=${first}`);
  return page
    .getByRole("region", { name: new RegExp(formatDay(first, false), "i") })
    .getByRole("listitem")
    .filter({ hasText: client.name });
}

test("a booking made weekly in 4 taps from the agenda: 8 sessions, the first the booking itself, one mail with the new dates", async ({ page }) => {
  await signIn(page, server.url);
  // The booking, taken by phone: Marta Stała at 10:00, with a package of 8 sessions sold on her card.
  await page.goto(`/admin/kalendarz/nowa?dzien=${first}&usluga=trening-personalny`);
  await page.getByRole("radio", { name: "10:00" }).check();
  await page.getByLabel("Imię i nazwisko").fill(client.name);
  await page.getByLabel("Telefon", { exact: true }).fill(client.phone);
  await page.getByLabel("E-mail", { exact: true }).fill(client.email);
  await page.getByRole("button", { name: "Zarezerwuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Zarezerwowano/ })).toBeVisible();
  const clientId = withDatabase(server.databaseFile, (db) => (db.prepare("select id from clients where email = ?").get(client.email) as { id: number }).id);
  await page.goto(`/admin/klienci/${clientId}/pakiety`);
  await page.getByText("Sprzedaj pakiet").click();
  await page.getByLabel("Pakiet z cennika").selectOption({ label: "Pakiet 8 treningów — 1040 zł, ważny 6 tygodni" });
  await page.getByRole("button", { name: "Zapisz sprzedaż" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano sprzedaż: Pakiet 8 treningów." })).toBeVisible();
  saleMailsDueNow(server.databaseFile);

  const taps = tapCounter();
  const line = await agendaLine(page);
  await taps.tap(line.locator("summary.agenda-line"));
  await taps.tap(line.getByRole("link", { name: "Powtarzaj co tydzień" }));
  await expect(page.getByRole("heading", { name: "Powtarzaj co tydzień" })).toBeVisible();
  await expect(page.getByText(/8\stygodni, licząc ten termin/)).toBeVisible();
  await expectNoAxeViolations(page);
  await taps.tap(page.getByRole("button", { name: "Sprawdź terminy" }));
  const rows = page.getByRole("region", { name: "Terminy serii" }).getByRole("listitem");
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toContainText(new RegExp(`${formatDay(first.add({ weeks: 1 }))}, 10:00`));
  for (const index of [0, 1, 2, 3, 4, 5, 6]) await expect(rows.nth(index).getByRole("radio", { name: "Zapisz" })).toBeChecked();
  await taps.tap(page.getByRole("button", { name: "Zapisz serię" }));

  await expect(page.getByRole("status").filter({ hasText: /powtarza się co tydzień/ })).toContainText(/zapisano 7\skolejnych treningów/);
  expect(taps.count).toBe(4);
  // Eight sessions on the card, the booking itself the first; no date twice.
  await page.goto(`/admin/klienci/${clientId}`);
  const coming = page.getByRole("region", { name: "Najbliższe treningi" }).getByRole("listitem");
  await expect(coming).toHaveCount(8);
  const sessions = withDatabase(
    server.databaseFile,
    (db) =>
      db.prepare("select starts_at, series_id from bookings where client_id = ? order by starts_at").all(clientId) as {
        starts_at: string;
        series_id: number;
      }[],
  );
  expect(new Set(sessions.map((session) => session.starts_at)).size).toBe(8);
  expect(new Set(sessions.map((session) => session.series_id))).toEqual(new Set([sessions[0]!.series_id]));
  // One mail with the 7 new dates, as a new series' confirmation lists its dates; the booking's own came before.
  const toClient = () => sink().messages.filter((message) => message.envelope.to.includes(client.email));
  const mail = await waitFor(() => toClient().find((message) => /7\sterminów od/.test(message.header("subject") ?? "")), { what: "the new dates' mail" });
  expect(mail.text).toContain(`${formatDay(first.add({ weeks: 1 }))}, 10:00–11:00`);
  expect(mail.text).toContain(`${formatDay(first.add({ weeks: 7 }))}, 10:00–11:00`);
  expect(mail.text).not.toContain(`${formatDay(first)}, 10:00–11:00`);
  // Besides it: the booking's own confirmation and the package's, sent when it was sold (issue 44); nothing else.
  await waitFor(() => toClient().some((message) => message.header("subject") === "Potwierdzenie zakupu: Pakiet 8 treningów"), { what: "the sale's mail" });
  expect(toClient()).toHaveLength(3);
});

test("last week's session entered in 4 taps from the agenda: marked attended, the package one session lower, no mail", async ({ page }) => {
  await signIn(page, server.url);
  // Every mail is a row of the outbox first, written in the change's own transaction.
  const outboxRows = () => withDatabase(server.databaseFile, (db) => (db.prepare("select count(*) as n from outbox").get() as { n: number }).n);
  const before = outboxRows();
  const taps = tapCounter();
  const line = await agendaLine(page);
  await expect(line.locator(".agenda-line-package")).toHaveText(/8 z\s8/);
  await taps.tap(line.locator("summary.agenda-line"));
  await taps.tap(line.getByRole("link", { name: "Karta klienta" }));
  await taps.tap(page.getByRole("link", { name: "Wpisz trening, który się odbył" }));
  await expect(page.getByRole("heading", { name: "Trening, który się odbył" })).toBeVisible();
  // Her usual weekday and time at its latest date gone by: last week's session.
  await expect(page.getByLabel("Dzień")).toHaveValue(lastSessionGoneBy().toString());
  await expect(page.getByLabel("Godzina")).toHaveValue("10:00");
  await expect(page.getByLabel("Usługa")).toHaveValue("trening-personalny");
  await expectNoAxeViolations(page);
  await taps.tap(page.getByRole("button", { name: "Zapisz trening" }));

  await expect(page.getByRole("status").filter({ hasText: /Wpisano trening, który się odbył/ })).toContainText(/Odliczono go z\spakietu/);
  expect(taps.count).toBe(4);
  await expect(page.getByText(/zostało 7 z\s8/).first()).toBeVisible();
  const entered = withDatabase(
    server.databaseFile,
    (db) => db.prepare("select status, mail_client from bookings where starts_at < ? and email = ?").all(new Date().toISOString(), client.email) as unknown[],
  );
  expect(entered).toEqual([{ status: "attended", mail_client: 0 }]);
  expect(outboxRows()).toBe(before);
  await expect((await agendaLine(page)).locator(".agenda-line-package")).toHaveText(/7 z\s8/);
});

// Issue 81: a session paid online at booking, at 390 px, through the
// Przelewy24 double's page (tests/support/przelewy24-double.ts). The trainer
// sets the rule in the editor; a client pays by BLIK and is confirmed with
// the payment's record; a payment abandoned holds the time until its limit,
// then frees it (the server's clock moved, not waited for); the trainer
// cancels a prepaid session and the money goes back through Przelewy24,
// recorded and mailed; a group paid seat by seat and called off below its
// minimum gives every seat's money back.
import { expect, test, type Page } from "@playwright/test";
import { openAgendaEntry, signIn } from "./admin";
import { openItem, openPart } from "./editor-parts";
import { openSession } from "./group-sessions-setup";
import { TRAINER } from "./mail-server";
import { ownServerWithPrzelewy24 } from "./payment-servers";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const HOLD_MINUTES = 10;
/** The day of the session paid in the first test, cancelled by the trainer in the last. */
let paidDay = "";
const { server, mailsTo, double: p24 } = ownServerWithPrzelewy24({ clock: true });

/** The n-th day with free times for "Trening personalny" (with the package `query` orders), its first free time chosen, the person's details typed. */
async function chooseTime(page: Page, nth: number, person: { name: string; email: string }, query = "") {
  await page.goto(`${server.url}/rezerwacja?usluga=trening-personalny${query}`);
  await page
    .getByRole("link", { name: /wolnych terminów|wolne terminy|wolny termin/ })
    .nth(nth)
    .click();
  const time = page
    .locator("label")
    .filter({ has: page.getByRole("radio") })
    .first();
  const label = (await time.innerText()).trim();
  await time.getByRole("radio").check();
  await page.getByLabel("Imię i nazwisko").fill(person.name);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Telefon").fill("600 100 200");
  return { day: new URL(page.url()).searchParams.get("dzien")!, time: label.trim() };
}

test("the trainer asks for payment at booking in the editor; a client pays by BLIK on Przelewy24's page and is confirmed with its record", async ({ page }) => {
  await signIn(page, server.url, "/admin/tresci/rezerwacje");
  const service = await openItem(await openPart(page, "Usługi do rezerwacji"), /Trening personalny/);
  await service.getByLabel("Płatność").selectOption({ label: "Online przy rezerwacji: całość" });
  // The trainer's own time for the payment, shorter than the server's 15 minutes.
  await (await openPart(page, "Zasady rezerwacji")).getByLabel("Czas na płatność online przy rezerwacji").fill(String(HOLD_MINUTES));
  await page.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toBeVisible();
  await page.context().clearCookies();

  paidDay = (await chooseTime(page, 0, { name: "Zofia Żak", email: "blik@example.com" })).day;
  const summary = page.getByRole("region", { name: "5. Podsumowanie" });
  await expect(summary).toContainText(/150\sz\u0142 online przy rezerwacji, przez Przelewy24 \(BLIK, szybki przelew lub karta\)/);
  await expect(summary).toContainText(`Termin czeka na płatność ${HOLD_MINUTES} min`);
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();

  // The provider's page, not ours: a redirect, no script of the provider's on the booking page.
  await expect(page.getByText("Przelewy24 (atrapa testowa)")).toBeVisible();
  expect(new URL(page.url()).origin).toBe(p24().base);
  await page.getByRole("button", { name: "Zapłać" }).click();

  await expect(page).toHaveURL(/\/rezerwacja\/[^/?]+\?nowa$/);
  await expect(page.getByRole("status")).toContainText("Zarezerwowano!");
  await expect(page.locator(".booking-summary")).toContainText("potwierdzona");
  await expect(page.locator(".booking-summary")).toContainText("Przelewy24");
  await expect(page.locator("html")).toHaveJSProperty("scrollWidth", 390);

  const [confirmation] = await mailsTo("blik@example.com");
  expect(confirmation!.text.replace(/\u00a0/g, " ")).toMatch(/Zapłacono online: Przelewy24, \d{1,2} \S+ \d{4}, 150 zł, transakcja \d+\./);
  // The trainer is told of the booking at once, as of any other.
  expect((await mailsTo(TRAINER)).some((mail) => /Zofia Żak/.test(mail.header("Subject") ?? ""))).toBe(true);
});

test("a package set to be paid at its order is paid on Przelewy24's page with its first session, and confirmed with its record", async ({ page }) => {
  await signIn(page, server.url, "/admin/tresci/oferta");
  const item = await openItem(await openPart(page, "Pakiety i ceny"), /Pakiet 8 treningów/);
  await item.getByLabel("Płatność przy zamówieniu przez stronę").selectOption({ label: "Online przy rezerwacji: całość" });
  await page.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toBeVisible();
  await page.context().clearCookies();

  await chooseTime(page, 2, { name: "Paulina Pakietowa", email: "pakiet.online@example.com" }, "&pakiet=pakiet-8-treningow");
  // The first free days are within the 14 days for withdrawal: the package starts early only when asked.
  await page.getByRole("checkbox", { name: /Proszę o rozpoczęcie/ }).check();
  const summary = page.getByRole("region", { name: "5. Podsumowanie" });
  await expect(summary).toContainText(/1040\sz\u0142 online przy rezerwacji, przez Przelewy24/);
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByText("Przelewy24 (atrapa testowa)")).toBeVisible();
  await expect(page.getByText(/1040[,.]00/)).toBeVisible();
  await page.getByRole("button", { name: "Zapłać" }).click();

  await expect(page.getByRole("status")).toContainText("Zarezerwowano!");
  await expect(page.locator(".booking-summary")).toContainText("potwierdzona");
  const [confirmation] = await mailsTo("pakiet.online@example.com");
  expect(confirmation!.text.replace(/\u00a0/g, " ")).toMatch(/Zapłacono online: Przelewy24, \d{1,2} \S+ \d{4}, 1040 zł, transakcja \d+\./);
  // The trainer's copy says the package is paid, not owed.
  await expect
    .poll(async () => (await mailsTo(TRAINER)).some((mail) => mail.text.replace(/\u00a0/g, " ").includes("Pakiet 8 treningów, 1040 zł (zapłacono online)")))
    .toBe(true);
});

test("a payment abandoned holds the time until its limit, then the time is free again", async ({ page }) => {
  const chosen = await chooseTime(page, 1, { name: "Irena Porzucona", email: "porzucona@example.com" });
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page.getByText("Przelewy24 (atrapa testowa)")).toBeVisible();
  await page.getByRole("button", { name: "Porzuć" }).click();

  // Back on the booking's page: how long the time waits, and the way back to the payment.
  await expect(page.getByRole("status")).toContainText(/Termin czeka na Twoją płatność online do \d{1,2}:\d{2}/);
  await expect(page.getByRole("link", { name: "Zapłać teraz" })).toHaveAttribute("href", new RegExp(`^${p24().base}/trnRequest/`));
  await expect(page.locator(".booking-summary")).toContainText("czeka na płatność");
  const bookingPage = page.url();
  // Nobody else is offered the held time.
  const day = `${server.url}/rezerwacja?usluga=trening-personalny&dzien=${chosen.day}`;
  await page.goto(day);
  await expect(page.getByRole("radio", { name: chosen.time })).toHaveCount(0);

  // The trainer's agenda marks it, with no payment buttons (its money is on its way online).
  await signIn(page, server.url, `/admin/kalendarz?od=${chosen.day}`);
  const entry = page.getByRole("listitem").filter({ hasText: "Irena Porzucona" });
  await expect(entry).toContainText("czeka na płatność online");
  await openAgendaEntry(entry);
  await expect(entry.getByRole("button", { name: "Gotówka" })).toHaveCount(0);
  await page.context().clearCookies();

  await server.advanceClock((HOLD_MINUTES + 3) * 60_000);
  await page.goto(day);
  await expect(page.getByRole("radio", { name: chosen.time })).toHaveCount(1);
  await page.goto(bookingPage);
  await expect(page.getByRole("status")).toContainText("Płatność nie doszła w wyznaczonym czasie, więc termin wrócił do wolnych.");
  await expect(page.getByRole("link", { name: "Zapłać teraz" })).toHaveCount(0);
  await signIn(page, server.url, `/admin/kalendarz?od=${chosen.day}`);
  await expect(page.getByRole("listitem").filter({ hasText: "Irena Porzucona" })).toContainText("bez płatności w czasie: termin zwolniony");
});

test("the trainer cancels a prepaid session: Przelewy24 refunds it, the books show it and the client's mail says so", async ({ page }) => {
  await signIn(page, server.url, `/admin/kalendarz?od=${paidDay}`);
  const entry = page.getByRole("listitem").filter({ hasText: "Zofia Żak" });
  await openAgendaEntry(entry);
  await entry.getByText("Odwołaj…").click();
  await entry.getByLabel("Wiadomość do klienta").fill("Przepraszam, muszę odwołać ten termin.");
  await entry.getByRole("button", { name: "Odwołaj i powiadom" }).click();
  // The toast says the money is on its way back, asked of Przelewy24 as the cancel committed.
  await expect(page.getByRole("status").filter({ hasText: "Odwołano." })).toContainText(/Zwrot 150\sz\u0142 jest zlecony w\sPrzelewy24/);

  const cancelled = (await mailsTo("blik@example.com", 2)).find((mail) => /^Rezerwacja odwołana/.test(mail.header("Subject") ?? ""));
  expect(cancelled?.text.replace(/\u00a0/g, " ")).toContain("Zwrot 150 zł jest zlecony w Przelewy24");
  await expect.poll(() => [...p24().transactions.values()].filter((payment) => payment.refunded === 15_000).length).toBe(1);
  // The books: the payment and its refund, each with its provider (the month's CSV for the accountant).
  const csv = await (await page.request.get(`${server.url}/admin/platnosci.csv`)).text();
  const rows = csv.split("\n").filter((row) => row.includes("Zofia Żak"));
  expect(rows.filter((row) => row.includes("wpłata") && row.includes("Przelewy24"))).toHaveLength(1);
  expect(rows.filter((row) => row.includes("zwrot") && row.includes("Przelewy24"))).toHaveLength(1);
});

test("a group below its minimum, called off by the trainer, refunds every seat through Przelewy24 and each person's mail says so", async ({ page }) => {
  // A session of "Trening personalny" (paid at booking since the first test): 60 zł a seat, at least 3 people.
  const id = await openSession(server.databaseFile, { seats: 6, minSeats: 3 });
  const people = [
    { name: "Alicja Grupowa", email: "alicja.grupa@example.com" },
    { name: "Beata Grupowa", email: "beata.grupa@example.com" },
  ];
  for (const person of people) {
    await page.goto(`${server.url}/zajecia/${id}`);
    await expect(page.getByText(/60\sz\u0142 online przy rezerwacji, przez Przelewy24/)).toBeVisible();
    await page.getByLabel("Imię i nazwisko", { exact: true }).fill(person.name);
    await page.getByLabel("E-mail", { exact: true }).fill(person.email);
    await page.getByLabel("Telefon", { exact: true }).fill("600 300 400");
    await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
    await expect(page.getByText("Przelewy24 (atrapa testowa)")).toBeVisible();
    await page.getByRole("button", { name: "Zapłać" }).click();
    await expect(page.getByRole("status")).toContainText("Zarezerwowano!");
  }

  await signIn(page, server.url, `/admin/zajecia/${id}`);
  await page.getByLabel("Wiadomość do uczestników (trafi do e-maila o odwołaniu)").fill("Za mało chętnych — zapraszam w przyszłym tygodniu.");
  await page.getByRole("button", { name: "Odwołaj zajęcia" }).click();
  await expect(page.getByText("Powiadomiono 2 osoby.")).toBeVisible();
  for (const person of people) {
    const cancelled = (await mailsTo(person.email, 2)).find((mail) => /^Rezerwacja odwołana/.test(mail.header("Subject") ?? ""));
    expect(cancelled?.text.replace(/\u00a0/g, " "), person.name).toContain("Zwrot 60 zł jest zlecony w Przelewy24");
  }
  // Every seat's payment, not only the first one's.
  const seats = [...p24().transactions.values()].filter((payment) => people.some((person) => payment.email === person.email));
  expect(seats).toHaveLength(2);
  await expect.poll(() => seats.filter((payment) => payment.refunded === 6_000).length).toBe(2);
});

// Issue 81 with Stripe instead of Przelewy24: the trainer asks for a 50 zł
// deposit at booking; a client pays it on Stripe Checkout's page (the
// double's, tests/support/stripe-double.ts, its events signed by the official
// package) and is confirmed with the payment's record and the rest to pay at
// the session; cancelling in time, the deposit goes back through Stripe;
// cancelled too late by phone, the trainer keeps it as the terms say.
import { expect, test, type Page } from "@playwright/test";
import { openAgendaEntry, signIn } from "./admin";
import { openItem, openPart } from "./editor-parts";
import { ownServerWithStripe } from "./payment-servers";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const { server, mailsTo, double: stripe } = ownServerWithStripe();

/** The first free time of the n-th day with free times, the person's details typed; the day. */
async function chooseTime(page: Page, nth: number, name: string, email: string) {
  await page.goto(`${server.url}/rezerwacja?usluga=trening-personalny`);
  await page
    .getByRole("link", { name: /wolnych terminów|wolne terminy|wolny termin/ })
    .nth(nth)
    .click();
  await page.getByRole("radio").first().check();
  await page.getByLabel("Imię i nazwisko").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefon").fill("600 100 200");
  return new URL(page.url()).searchParams.get("dzien")!;
}

test("a 50 zł deposit paid on Stripe's page at booking, the rest at the session; cancelled in time, the deposit goes back", async ({ page }) => {
  await signIn(page, server.url, "/admin/tresci/rezerwacje");
  const service = await openItem(await openPart(page, "Usługi do rezerwacji"), /Trening personalny/);
  await service.getByLabel("Płatność").selectOption({ label: "Online przy rezerwacji: zadatek, reszta na miejscu" });
  await service.getByLabel("Zadatek (tylko przy zadatku)").fill("50");
  await page.getByRole("button", { name: "Opublikuj" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toBeVisible();
  await page.context().clearCookies();

  await chooseTime(page, 0, "Karolina Karta", "karta@example.com");
  const summary = page.getByRole("region", { name: "5. Podsumowanie" });
  await expect(summary).toContainText(/Zadatek 50\sz\u0142 online przy rezerwacji, przez Stripe .*, reszta \(100\sz\u0142\) na miejscu/);
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();

  await expect(page.getByText("Stripe (atrapa testowa)")).toBeVisible();
  expect(new URL(page.url()).origin).toBe(stripe().base);
  await page.getByRole("button", { name: "Zapłać" }).click();
  await expect(page.getByRole("status")).toContainText("Zarezerwowano!");
  await expect(page.locator("html")).toHaveJSProperty("scrollWidth", 390);

  const [confirmation] = await mailsTo("karta@example.com");
  const text = confirmation!.text.replace(/\u00a0/g, " ");
  expect(text).toMatch(/Zapłacono online: Stripe, \d{1,2} \S+ \d{4}, 50 zł, transakcja cs_test_\w+\./);
  expect(text).toContain("Do zapłaty: 100 zł");

  // The client cancels in time from the booking's page: the deposit goes back through Stripe, and the mail says so.
  await page.getByText("Odwołaj rezerwację", { exact: true }).tap();
  await page.getByRole("button", { name: "Tak, odwołaj" }).tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezerwacja odwołana");
  const cancelled = (await mailsTo("karta@example.com", 2)).find((mail) => /^Rezerwacja odwołana/.test(mail.header("Subject") ?? ""));
  expect(cancelled?.text.replace(/\u00a0/g, " ")).toContain("Zwrot 50 zł jest zlecony w Stripe");
  await expect.poll(() => [...stripe().sessions.values()].map((session) => session.refunded)).toEqual([5_000]);
});

test("the agenda shows the rest due after the deposit; cancelled too late by phone, the trainer keeps the deposit and the client is told", async ({ page }) => {
  const day = await chooseTime(page, 1, "Lena Późna", "pozna@example.com");
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await page.getByRole("button", { name: "Zapłać" }).click();
  await expect(page.getByRole("status")).toContainText("Zarezerwowano!");

  await signIn(page, server.url, `/admin/kalendarz?od=${day}`);
  const entry = page.getByRole("listitem").filter({ hasText: "Lena Późna" });
  await openAgendaEntry(entry);
  // What she still pays at the session, and no "Cofnij opłacenie" for the money Stripe took.
  await expect(entry).toContainText(/do zapłaty: 100\sz\u0142 \(zadatek 50\sz\u0142: Stripe \(online\)\)/);
  await expect(entry.getByRole("button", { name: "Cofnij opłacenie" })).toHaveCount(0);
  await entry.getByText("Odwołaj…").click();
  await entry.getByLabel(/Klient odwołał później, niż pozwala regulamin: zadatek 50\sz\u0142 zostaje/).check();
  await entry.getByRole("button", { name: "Odwołaj i powiadom" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Odwołano." })).toContainText("Zadatek zostaje, jak mówi regulamin");

  const cancelled = (await mailsTo("pozna@example.com", 2)).find((mail) => /^Rezerwacja odwołana/.test(mail.header("Subject") ?? ""));
  expect(cancelled?.text.replace(/\u00a0/g, " ")).toContain("Zadatek 50 zł (Stripe) nie wraca");
  const hers = [...stripe().sessions.values()].filter((session) => session.customer_email === "pozna@example.com");
  expect(hers.map((session) => session.refunded)).toEqual([0]);
});

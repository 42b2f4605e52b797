// Every page of the panel fits a phone (tests/e2e/phone-fit.ts): every
// control a thumb's target, nothing wider than 390 px, the text typeset.
// Every page is opened once and measured with what a working week puts in it
// (an enquiry with a failed e-mail, spam, a booking ahead and one past, a
// photo, a section with history to restore, a package running out), and in
// the states that show an answer (a toast, a refused form, a refused date),
// on a server of its own.
import { expect, test, type Page } from "@playwright/test";
import { sections } from "../../app/site-content/sections";
import { PANEL_ENV, adminRoutePaths, SIGN_IN_PATH, withDatabase } from "./admin";
import { freePort } from "../support/server-process";
import { expectFitsThePhone, PHONE_WIDTH, smallTargets } from "./phone-fit";
import { ownServer } from "./site";
import { seedWorkingWeek } from "./working-week";

test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, hasTouch: true, isMobile: true });
// In order, in one worker: one server for the file (a failure still lets the next test run).
test.describe.configure({ mode: "default" });

const server = ownServer(PANEL_ENV);

/** Opens an address the way a link would; false for a file or an action's address (it has no page to measure). */
async function open(page: Page, path: string): Promise<boolean> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  if (!/^text\/html/.test(response.headers()["content-type"] ?? "") && !response.headers().location) return false;
  await page.goto(path);
  return true;
}

test("the measure finds a control smaller than a thumb", async ({ page }) => {
  await page.goto(SIGN_IN_PATH);
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "/admin", textContent: "mały" });
    link.style.cssText = "display: inline-block; min-height: 0; min-width: 0; height: 20px; width: 30px";
    document.querySelector("main")!.append(link);
  });
  expect(await smallTargets(page)).toContainEqual({ what: '<a> "mały"', width: 30, height: 20 });
});

test("the sign-in page, also with its error", async ({ page }) => {
  await page.goto(SIGN_IN_PATH);
  await expectFitsThePhone(page, "the sign-in page");
  await page.getByLabel("E-mail").fill("ktos@example.com");
  await page.getByLabel("Hasło").fill("nie to hasło");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectFitsThePhone(page, "the sign-in page with an error");
});

// Every page of the panel opened and measured, after a working week's data is put in.
test("every page of the panel, with what a working week puts in it", async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const { enquiryId, bookingId, bookingWeek, clientId, otherClientId, session, packagesPath } = await seedWorkingWeek(request, server);
  await context.addCookies([{ name: "admin-session", value: session, url: server.url }]);

  // Every address in the route table (parameters as 1: a missing enquiry, an unknown section).
  for (const { path, file } of adminRoutePaths().filter(({ path }) => path !== SIGN_IN_PATH)) {
    await test.step(`${path} (${file})`, async () => {
      if (await open(page, path)) await expectFitsThePhone(page, path);
    });
  }
  // And the states that show the pages' controls.
  const states: [name: string, path: string][] = [
    ["the inbox's spam", "/admin?status=spam"],
    ["the inbox, nobody found", "/admin?q=nikt-taki"],
    ["an enquiry", `/admin/zapytania/${enquiryId}`],
    ["erasing an enquiry", `/admin/zapytania/${enquiryId}/usun`],
    ["the data of an enquiry's client", `/admin/dane-klienta/zapytanie/${enquiryId}`],
    ["the data of a booking's client", `/admin/dane-klienta/rezerwacja/${bookingId}`],
    ["the week of a booking", `/admin/kalendarz?od=${bookingWeek}`],
    ["a week with a session to mark", "/admin/kalendarz?od=2020-01-06"],
    ["the clients", "/admin/klienci"],
    ["the clients, searched", "/admin/klienci?q=nowicka"],
    ["the clients, nobody found", "/admin/klienci?q=nikt-taki"],
    ["a client's card", `/admin/klienci/${clientId}`],
    ["merging a card: choosing", `/admin/klienci/${clientId}/polacz`],
    ["merging a card: the question", `/admin/klienci/${clientId}/polacz?z=${otherClientId}`],
    ["moving rows to a new card", `/admin/klienci/${clientId}/podziel`],
    ["erasing a client's card", `/admin/klienci/${clientId}/usun`],
    ["the data of a client's card", `/admin/dane-klienta/klient/${clientId}`],
    ["a client's packages, one running out", packagesPath],
    ["a new booking at a free time", `/admin/kalendarz/nowa?start=${encodeURIComponent("2027-03-02T17:00:00.000Z")}`],
    ["a new booking for a client found", "/admin/kalendarz/nowa?szukaj=ewa"],
    ...sections.flatMap(({ slug, title }): [string, string][] => [
      [`the editor of „${title}”`, `/admin/tresci/${slug}`],
      [`the history of „${title}”`, `/admin/tresci/${slug}/historia`],
    ]),
  ];
  for (const [name, path] of states) {
    await test.step(name, async () => {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await expectFitsThePhone(page, `${name} (${path})`);
    });
  }
  await test.step("the vouchers: one paid with its change forms, one cancelled with its history", async () => {
    withDatabase(server.databaseFile, (db) => {
      const now = new Date().toISOString();
      const insert = db.prepare(
        `insert into vouchers (code, kind, title, item_slug, amount, price, valid_months, buyer_name, buyer_email, buyer_phone, ordered_at, paid_at, valid_until, cancelled_at, submission_key)
         values (?, 'amount', 'Bon na 200 zł', null, 200, 200, 6, 'Jan Kupujący', 'jan@example.com', '600 200 300', ?, ?, '2099-01-31', ?, ?) returning id`,
      );
      insert.run("BON-2222-4444", now, now, null, "targets-paid");
      const { id } = insert.get("BON-2222-5555", now, now, now, "targets-cancelled") as { id: number };
      db.prepare(
        "insert into voucher_changes (voucher_id, kind, reason, at, changed_by, valid_until, refund) values (?, 'cancelled', 'Kupujący odstąpił od umowy w ciągu 14 dni', ?, 'trainer', null, 200)",
      ).run(id, now);
    });
    await page.goto("/admin/bony");
    await expect(page.getByText(/anulowany, zwrot 200\szł: Kupujący odstąpił/)).toBeVisible();
    await expectFitsThePhone(page, "the vouchers with their changes");
  });
  await test.step("a new booking's weekly series, its dates to check", async () => {
    await page.goto(`/admin/kalendarz/nowa?start=${encodeURIComponent("2027-03-02T17:00:00.000Z")}`);
    await page.getByLabel("Imię i nazwisko").fill("Stała Klientka");
    await page.getByLabel("Telefon", { exact: true }).fill("600 200 300");
    await page.getByText("Co tydzień (seria)").click();
    await page.getByRole("button", { name: "Sprawdź terminy" }).click();
    await expect(page.getByRole("heading", { name: "Terminy serii" })).toBeVisible();
    await expectFitsThePhone(page, "a series' dates to check");
  });
  await test.step("a toast, with its close button", async () => {
    await page.goto(`/admin/zapytania/${enquiryId}`);
    await page.getByRole("button", { name: "w toku" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status zmieniony" })).toBeVisible();
    await expectFitsThePhone(page, "an enquiry with a toast");
  });
  await test.step("the photos page refusing a file that is not a photo", async () => {
    await page.goto("/admin/zdjecia");
    await page.getByLabel("Zdjęcie").setInputFiles({ name: "notatki.txt", mimeType: "text/plain", buffer: Buffer.from("To nie jest zdjęcie.") });
    await page.getByRole("button", { name: "Dodaj zdjęcie" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectFitsThePhone(page, "the photos page with a refused file");
  });
  await test.step("the agenda refusing 30 February, on a page of its own", async () => {
    const refused = await page.goto("/admin/kalendarz?od=2027-02-30");
    expect(refused?.status()).toBe(400);
    await expect(page.getByText("Nie ma takiej daty")).toBeVisible();
    await expectFitsThePhone(page, "the agenda refusing 30 February");
  });
  await test.step("the working hours with a line they cannot read", async () => {
    await page.goto("/admin/kalendarz/godziny");
    await page.getByLabel("Sobota", { exact: true }).fill("w weekend");
    await page.getByRole("button", { name: "Zapisz godziny" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Wpisz godziny" })).toBeVisible();
    await expectFitsThePhone(page, "the working hours with a line it cannot read");
  });
  await test.step("the private calendar saved (its address not answering), and an address refused", async () => {
    const saved = await request.post("/admin/kalendarz-prywatny", {
      headers: { Origin: server.url, Cookie: `admin-session=${session}` },
      // A port the system has just found free: nothing answers there.
      form: { intent: "save", url: `http://127.0.0.1:${await freePort()}/kalendarz.ics`, back: "/admin/kalendarz-prywatny" },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);
    for (const path of ["/admin/kalendarz-prywatny", "/admin/tresci/rezerwacje", "/admin/kalendarz"]) {
      await page.goto(path);
      await expect(page.getByRole("status").filter({ hasText: "Kalendarz prywatny nie odpowiada" })).toBeVisible();
      await expectFitsThePhone(page, `${path} with the private calendar failing`);
    }
    await page.goto("/admin/kalendarz-prywatny");
    await page.getByText("Zmień adres").click();
    await page.getByLabel("Tajny adres kalendarza").fill("nie adres");
    await page.getByRole("button", { name: "Zapisz adres" }).click();
    await expect(page.getByRole("alert")).toHaveText(/^To nie jest adres kalendarza/);
    await expectFitsThePhone(page, "an address refused");
  });
});

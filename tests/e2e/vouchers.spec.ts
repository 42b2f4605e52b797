// Issue 62's first "Done when": a visitor on a phone orders a voucher for one
// session on /bon-podarunkowy, gets the order's mail with the terms attached,
// the trainer taps "Opłacony" in the panel, the buyer's next mail carries the
// voucher as a PDF whose text has its code; the recipient books with the code
// while a second tab sends it at the same moment (one booking, one refusal),
// and an expired code is refused with its date.
import { expect, test, type Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { extractText, getDocumentProxy } from "unpdf";
import { formatDate } from "../../app/scheduling/warsaw-time";
import { openAgendaEntry, signIn, withDatabase } from "./admin";
import { ownServerWithMail, TRAINER } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 } });

const { server, mailsTo, mailTo } = ownServerWithMail();
const BUYER = "kupujacy@example.com";

test("a voucher for one session ordered, paid, mailed as a PDF with its code, and booked with once; an expired code refused with its date", async ({
  page,
}) => {
  await page.goto(`${server.url}/bon-podarunkowy`);
  await expect(page.getByRole("link", { name: /Bon na trening personalny/ })).toHaveAttribute("aria-current", "true");
  await page.getByLabel("Imię i nazwisko", { exact: true }).fill("Łucja Żółtowska");
  await page.getByLabel("E-mail").fill(BUYER);
  await page.getByLabel("Telefon").fill("600 100 200");
  await page.getByLabel("Imię obdarowanej osoby").fill("Małgorzata");
  // Before the button: the voucher's own right of withdrawal (issue 79), not the package's whose form it shares.
  await expect(page.getByRole("definition").filter({ hasText: /kod bonu zostanie wtedy anulowany/ })).toBeVisible();
  await page.getByText("Prawo odstąpienia od umowy").click();
  await expect(page.getByText(/^Od umowy o\sbon podarunkowy możesz odstąpić/)).toBeVisible();
  await expect(page.getByText(/^Kod bonu zostanie wtedy anulowany/)).toBeVisible();
  await expect(page.getByText(/Od umowy o\spakiet treningów/)).toHaveCount(0);
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByRole("status")).toContainText("Zamówienie bonu jest przyjęte");

  const order = await mailTo(BUYER);
  expect(order.header("Subject")).toBe("Zamówienie: Bon na trening personalny");
  expect(order.text).toContain("przed wysłaniem bonu");
  expect(order.attachments.map((file) => file.filename)).toEqual(["regulamin.html"]);
  expect(order.text).toContain("Od umowy o bon podarunkowy możesz odstąpić");
  expect(order.text).not.toContain("Od umowy o pakiet treningów");
  expect((await mailTo(TRAINER)).header("Subject")).toMatch(/^Zamówiony bon: Bon na trening personalny/);

  await signIn(page, server.url, "/admin/bony");
  await page.getByRole("button", { name: /^Opłacony/ }).click();
  await expect(page.getByText(/Bon opłacony, ważny do/)).toBeVisible();

  const voucher = (await mailsTo(BUYER, 2))[1]!;
  expect(voucher.header("Subject")).toBe("Twój bon podarunkowy: Bon na trening personalny");
  const pdf = voucher.attachments.find((file) => file.contentType === "application/pdf")!;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
  const code = /BON-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)?.[0];
  expect(code).toBeDefined();
  expect(pdf.filename).toBe(`bon-podarunkowy-${code}.pdf`);
  expect(voucher.text).toContain(code);
  expect(text).toContain("BON PODARUNKOWY");
  expect(text).toContain("Małgorzata");

  // Two tabs, two times of the first free day, one code, both sent at once.
  const tabs = [page, await page.context().newPage()];
  for (const [index, tab] of tabs.entries()) {
    await fillBooking(tab, index, code!);
    // The summary before the button says what the voucher leaves to pay, and the button no longer says "i płacę".
    await applyVoucher(tab, { takesOff: "−150 zł", toPay: "0 zł" });
  }
  await Promise.all(tabs.map((tab) => tab.getByRole("button", { name: "Rezerwuję", exact: true }).click()));
  // Each tab ends on its answer: the booking's page, or the form with a refusal.
  // (Not the voucher field's own status, which says what the code pays before the button.)
  for (const tab of tabs) await expect(tab.getByRole("alert").or(tab.getByRole("status").filter({ hasText: /\S/, hasNotText: /^Bon BON-/ }))).toBeVisible();
  const landed = tabs.map((tab) => /\?nowa$/.test(tab.url()));
  expect(landed.filter(Boolean)).toHaveLength(1);
  const refused = tabs[landed.indexOf(false)]!;
  await expect(refused.getByRole("alert")).toHaveText(/^Ten bon został (już|przed chwilą) wykorzystany/);
  // The voucher paid for the session: neither the booking's page nor its confirmation calls it free.
  const booked = landed.indexOf(true);
  await expect(tabs[booked]!.getByText("opłacona bonem podarunkowym")).toBeVisible();
  expect((await mailTo(`malgorzata${booked}@example.com`)).text).toMatch(/Cena:\s+opłacona bonem podarunkowym/);

  // A copy of the voucher whose last day was yesterday.
  const yesterday = Temporal.Now.plainDateISO("Europe/Warsaw").subtract({ days: 1 });
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        `insert into vouchers (code, kind, title, item_slug, amount, price, valid_months, buyer_name, buyer_email, buyer_phone, ordered_at, paid_at, valid_until, submission_key)
         select 'BON-2222-3333', kind, title, item_slug, amount, price, valid_months, buyer_name, buyer_email, buyer_phone, ordered_at, paid_at, ?, 'expired-voucher' from vouchers where code = ?`,
      )
      .run(yesterday.toString(), code),
  );
  await refused.getByLabel(/Mam bon podarunkowy/).fill("bon-2222-3333");
  await refused.getByRole("button", { name: "Zastosuj bon" }).click();
  await expect(refused.getByRole("alert")).toHaveText(`Bon był ważny do ${formatDate(yesterday)} r.`);
});

/** "Zastosuj bon": the summary before the button then says what the voucher takes off and what is left to pay. */
async function applyVoucher(tab: Page, { takesOff, toPay }: { takesOff: RegExp | string; toPay: string }) {
  await tab.getByRole("button", { name: "Zastosuj bon" }).click();
  const summary = tab.locator(".booking-contract");
  const fact = (label: string) =>
    summary
      .locator("div")
      .filter({ has: tab.locator("dt", { hasText: label }) })
      .locator("dd");
  await expect(fact("Bon podarunkowy")).toHaveText(typeof takesOff === "string" ? new RegExp(`^${takesOff.replace(" ", "\\s")}`) : takesOff);
  await expect(fact("Do zapłaty")).toHaveText(new RegExp(`^${toPay.replace(" ", "\\s")}$`));
}

/** The recipient's booking of one session on the first day with free times, its first time (`nth` 0) or its last, with the voucher's code. */
async function fillBooking(tab: Page, nth: number, code: string, person = { name: "Małgorzata Nowak", mailbox: `malgorzata${nth}` }, ordering = "") {
  await tab.goto(`${server.url}/rezerwacja?usluga=trening-personalny${ordering}`);
  // As the other booking specs do: the day is chosen on the hydrated page. Once (npm test, 27 November) a tab
  // ended on the service's page without its day or an answer after both were sent; not reproduced in 3 repeats.
  await tab
    .getByRole("link", { name: /wolnych terminów|wolne terminy/ })
    .first()
    .click();
  // The first and the last time of the day: they never overlap, so only the code can refuse one.
  await (nth === 0 ? tab.getByRole("radio").first() : tab.getByRole("radio").last()).check();
  await tab.getByLabel("Imię i nazwisko").fill(person.name);
  await tab.getByLabel("E-mail").fill(`${person.mailbox}@example.com`);
  await tab.getByLabel("Telefon").fill("600 100 300");
  await tab.getByLabel(/Mam bon podarunkowy/).fill(code);
}

test("a 200 zł voucher pays a 150 zł session, then 50 zł of a package; the session cancelled by the trainer, 150 zł are on it again", async ({ page }) => {
  const code = "BON-4444-5555";
  const today = Temporal.Now.plainDateISO("Europe/Warsaw");
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        `insert into vouchers (code, kind, title, item_slug, amount, pays_packages, price, valid_months, buyer_name, buyer_email, buyer_phone, ordered_at, paid_at, valid_until, submission_key)
         values (?, 'amount', 'Bon na 200 zł', null, 200, 1, 200, 6, 'Jan Kupujący', 'jan@example.com', '600 200 300', ?, ?, ?, 'amount-voucher')`,
      )
      .run(code, new Date().toISOString(), new Date().toISOString(), today.add({ months: 6 }).toString()),
  );
  const leftOn = () =>
    withDatabase(server.databaseFile, (db) =>
      db
        .prepare(
          "select 200 - coalesce(sum(case when ledger_entries.kind = 'payment' then ledger_entries.amount else -ledger_entries.amount end), 0) as value from ledger_entries join vouchers on vouchers.id = paid_with_voucher_id where code = ? and voided_at is null",
        )
        .get(code),
    ) as { value: number };

  await fillBooking(page, 0, code, { name: "Piotr Pierwszy", mailbox: "pierwszy" });
  await applyVoucher(page, { takesOff: "−150 zł", toPay: "0 zł" });
  await page.getByRole("button", { name: "Rezerwuję", exact: true }).click();
  await expect(page.getByText("opłacona bonem podarunkowym")).toBeVisible();
  expect(leftOn().value).toBe(50);

  // The 50 zł left go to a package of 8 (1040 zł) ordered with its first session.
  await fillBooking(page, 1, code, { name: "Paweł Drugi", mailbox: "drugi" }, "&pakiet=pakiet-8-treningow");
  await applyVoucher(page, { takesOff: "−50 zł", toPay: "990 zł" });
  // The first free day is within the 14 days for withdrawal: the package starts then only at the client's request.
  await page.getByRole("checkbox", { name: /Proszę o rozpoczęcie/ }).check();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page).toHaveURL(/\?nowa$/);
  expect(leftOn().value).toBe(0);
  const sold = withDatabase(server.databaseFile, (db) =>
    db.prepare("select price from client_packages where name = 'Pakiet 8 treningów' order by id desc").get(),
  ) as {
    price: number;
  };
  expect(sold.price).toBe(990);

  // The trainer calls the first session off: what the voucher paid goes back on it.
  const first = withDatabase(server.databaseFile, (db) => db.prepare("select starts_at from bookings where email = 'pierwszy@example.com'").get()) as {
    starts_at: string;
  };
  const day = Temporal.Instant.from(first.starts_at).toZonedDateTimeISO("Europe/Warsaw").toPlainDate().toString();
  await signIn(page, server.url, `/admin/kalendarz?od=${day}`);
  const entry = page.getByRole("listitem").filter({ hasText: "Piotr Pierwszy" });
  await openAgendaEntry(entry);
  await entry.getByText("Odwołaj…").click();
  await entry.getByLabel("Wiadomość do klienta").fill("Przepraszam, muszę odwołać. Bon jest znowu do wykorzystania.");
  await entry.getByRole("button", { name: "Odwołaj i powiadom" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Odwołano" })).toBeVisible();
  expect(leftOn().value).toBe(150);
  await page.goto("/admin/bony");
  await expect(page.getByRole("listitem").filter({ hasText: code })).toContainText(/zostało 150\szł/);
});

test("a code typed and Enter pressed in a field books nothing yet: the summary first says what the voucher leaves to pay", async ({ page }) => {
  const code = "BON-6666-7777";
  const today = Temporal.Now.plainDateISO("Europe/Warsaw");
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        `insert into vouchers (code, kind, title, item_slug, amount, price, valid_months, buyer_name, buyer_email, buyer_phone, ordered_at, paid_at, valid_until, submission_key)
         values (?, 'amount', 'Bon na 100 zł', null, 100, 100, 6, 'Jan Kupujący', 'jan@example.com', '600 200 300', ?, ?, ?, 'enter-voucher')`,
      )
      .run(code, new Date().toISOString(), new Date().toISOString(), today.add({ months: 6 }).toString()),
  );
  await fillBooking(page, 0, code, { name: "Ewa Entera", mailbox: "entera" });
  await page.getByLabel("Telefon").press("Enter");
  await expect(page.getByRole("alert")).toHaveText(/^Bon zmienia kwotę do zapłaty/);
  const summary = page.locator(".booking-contract");
  await expect(
    summary
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: "Do zapłaty" }) })
      .locator("dd"),
  ).toHaveText(/^50\szł$/);
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page).toHaveURL(/\?nowa$/);
  await expect(page.getByText(/do zapłaty: 50\szł/).first()).toBeVisible();
});

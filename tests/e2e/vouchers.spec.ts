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
  for (const [index, tab] of tabs.entries()) await fillBooking(tab, index, code!);
  await Promise.all(tabs.map((tab) => tab.getByRole("button", { name: "Rezerwuję i płacę" }).click()));
  // Each tab ends on its answer: the booking's page, or the form with a refusal.
  for (const tab of tabs) await expect(tab.getByRole("alert").or(tab.getByRole("status").filter({ hasText: /\S/ }))).toBeVisible();
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
  await refused.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(refused.getByRole("alert")).toHaveText(`Bon był ważny do ${formatDate(yesterday)} r.`);
});

/** The recipient's booking of one session on the first day with free times, its first time (`nth` 0) or its last, with the voucher's code. */
async function fillBooking(tab: Page, nth: number, code: string, person = { name: "Małgorzata Nowak", mailbox: `malgorzata${nth}` }) {
  await tab.goto(`${server.url}/rezerwacja?usluga=trening-personalny`);
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

test("a 200 zł voucher pays a 150 zł session, then 50 zł of the next; the first cancelled by the trainer, 150 zł are on it again", async ({ page }) => {
  const code = "BON-4444-5555";
  const today = Temporal.Now.plainDateISO("Europe/Warsaw");
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        `insert into vouchers (code, kind, title, item_slug, amount, price, valid_months, buyer_name, buyer_email, buyer_phone, ordered_at, paid_at, valid_until, submission_key)
         values (?, 'amount', 'Bon na 200 zł', null, 200, 200, 6, 'Jan Kupujący', 'jan@example.com', '600 200 300', ?, ?, ?, 'amount-voucher')`,
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
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page.getByText("opłacona bonem podarunkowym")).toBeVisible();
  expect(leftOn().value).toBe(50);

  await fillBooking(page, 1, code, { name: "Paweł Drugi", mailbox: "drugi" });
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page).toHaveURL(/\?nowa$/);
  await expect(page.getByText(/do zapłaty: 100\szł/).first()).toBeVisible();
  expect(leftOn().value).toBe(0);

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

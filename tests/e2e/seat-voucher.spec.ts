// A gift voucher on a seat's page (/zajecia/:id) at 390 px: an amount's
// voucher sold to pay seats pays two seats (a companion's too) and the
// summary before the button says what is left; the seat cancelled, the
// voucher has its value again; a voucher sold for sessions only is refused
// with why, and nothing is booked.
import { expect, test, type Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { withDatabase } from "./admin";
import { GROUP, openSession } from "./group-sessions-setup";
import { ownServerWithMail } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 } });

const { server } = ownServerWithMail();

/** A paid amount's voucher of `amount` zł, paying seats (`paysSeats`) or not. */
function amountVoucher(code: string, amount: number, paysSeats: boolean) {
  const today = Temporal.Now.plainDateISO("Europe/Warsaw");
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        `insert into vouchers (code, kind, title, item_slug, amount, pays_packages, pays_seats, price, valid_months, buyer_name, buyer_email, buyer_phone, ordered_at, paid_at, valid_until, submission_key)
         values (?, 'amount', ?, null, ?, 0, ?, ?, 6, 'Jan Kupujący', 'jan@example.com', '600 200 300', ?, ?, ?, ?)`,
      )
      .run(
        code,
        `Bon na ${amount} zł`,
        amount,
        paysSeats ? 1 : 0,
        amount,
        new Date().toISOString(),
        new Date().toISOString(),
        today.add({ months: 6 }).toString(),
        code,
      ),
  );
}

/** What is left on the voucher: its amount less its uses that count, from the ledger. */
const leftOn = (code: string) =>
  (
    withDatabase(server.databaseFile, (db) =>
      db
        .prepare(
          "select vouchers.amount - coalesce(sum(case when ledger_entries.kind = 'payment' then ledger_entries.amount else -ledger_entries.amount end), 0) as value from vouchers left join ledger_entries on vouchers.id = paid_with_voucher_id and voided_at is null where code = ? group by vouchers.id",
        )
        .get(code),
    ) as { value: number }
  ).value;

async function fillSeat(page: Page, id: number, code: string) {
  await page.goto(`${server.url}/zajecia/${id}`);
  await page.getByLabel("Imię i nazwisko", { exact: true }).fill("Ola Bonowa");
  await page.getByLabel("E-mail").fill("ola.bonowa@example.com");
  await page.getByLabel("Telefon").fill("600 300 400");
  await page.getByLabel("Przyjdę z osobą towarzyszącą").check();
  await page.getByLabel(/nazwisko osoby towarzyszącej/).fill("Adam Bonowy");
  await page.getByLabel(/Mam bon podarunkowy/).fill(code);
  await page.getByRole("button", { name: "Zastosuj bon" }).click();
}

const summaryFact = (page: Page, label: string) =>
  page
    .locator(".booking-contract div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");

test("a 100 zł voucher that pays seats pays two seats of 60 zł, 20 zł are left to pay; the seat cancelled, 100 zł are on it again", async ({ page }) => {
  const id = await openSession(server.databaseFile, { seats: 4 });
  const code = "BON-6666-7777";
  amountVoucher(code, 100, true);

  await fillSeat(page, id, code);
  await expect(page.getByRole("status").filter({ hasText: `Bon ${code} opłaca` })).toContainText(/opłaca 100\szł\. Do zapłaty zostaje 20\szł\./);
  await expect(summaryFact(page, "Bon podarunkowy")).toHaveText(/^−100\szł/);
  await expect(summaryFact(page, "Do zapłaty")).toHaveText(/^20\szł$/);
  expect(leftOn(code)).toBe(100);

  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page).toHaveURL(/\/rezerwacja\/[^/?]+\?nowa$/);
  expect(leftOn(code)).toBe(0);
  const booking = withDatabase(server.databaseFile, (db) => db.prepare("select price, notes from bookings where email = 'ola.bonowa@example.com'").get()) as {
    price: number;
    notes: string;
  };
  expect(booking).toEqual({ price: 2 * GROUP.price - 100, notes: expect.stringContaining(code) });

  await page.getByText("Odwołaj rezerwację", { exact: true }).click();
  await page.getByRole("button", { name: "Tak, odwołaj" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezerwacja odwołana");
  expect(leftOn(code)).toBe(100);
});

test("a voucher sold for sessions only is refused on a seat with why, and books nothing", async ({ page }) => {
  const id = await openSession(server.databaseFile, { seats: 4 });
  const code = "BON-8888-9999";
  amountVoucher(code, 200, false);

  await fillSeat(page, id, code);
  await expect(page.getByRole("alert")).toHaveText(/^Ten bon nie opłaca miejsc na zajęciach w\sparach i\sgrupach\./);
  // Said by the field too, which the reader announces with it.
  await expect(page.getByLabel(/Mam bon podarunkowy/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(/Mam bon podarunkowy/)).toHaveAccessibleDescription(/Ten bon nie opłaca miejsc/);
  await expect(summaryFact(page, "Bon podarunkowy")).toHaveCount(0);
  // What was typed is kept.
  await expect(page.getByLabel(/nazwisko osoby towarzyszącej/)).toHaveValue("Adam Bonowy");
  expect(leftOn(code)).toBe(200);
  expect(withDatabase(server.databaseFile, (db) => db.prepare("select count(*) as count from bookings where email = 'ola.bonowa@example.com'").get())).toEqual({
    count: 0,
  });
});

// Payments the trainer follows, on a phone: a package sold unpaid (its
// client gets the confirmation with the package's facts) and a session held
// unpaid are listed at /admin/platnosci; one tap marks each paid, and the
// month's CSV adds up to what the test recorded, as the database has it.
// Under the trainer's "Przed treningiem" a session is owed, and listed, from
// the moment it is booked.
import { expect, test } from "@playwright/test";
import { parseCsv } from "../support/parse-csv";
import { waitFor } from "../support/wait-for";
import { expectNoAxeViolations, signIn, withDatabase } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { saleMailsDueNow } from "./mail-server";
import { paymentsServer } from "./payments-setup";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "default" });

const { server, sink, sessionYesterday } = paymentsServer();

const held = { name: "Anna Kowalska", email: "anna.kowalska@example.com" };
const buyer = { name: "Łucja Żółtowska", email: "lucja@example.com" };

test("an unpaid package and an unpaid session: listed, paid in one tap each, the month's CSV adds up; the sale's mail arrives", async ({ page, request }) => {
  // Many steps on a machine shared with other runs.
  test.setTimeout(90_000);
  const session = await sessionYesterday(request, held);
  const clientId = withDatabase(server.databaseFile, (db) => {
    const at = new Date().toISOString();
    return (
      db
        .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '', '', ?, ?) returning id")
        .get(buyer.name, buyer.email, at, at) as { id: number }
    ).id;
  });
  await signIn(page, server.url);

  // Sold unpaid in the panel: the client's confirmation carries the package's facts, how to pay, the withdrawal and the terms.
  await page.goto(`/admin/klienci/${clientId}/pakiety`);
  await page.getByText("Sprzedaj pakiet").click();
  const offers = page.getByLabel("Pakiet z cennika");
  await offers.selectOption((await offers.locator("option", { hasText: "Pakiet 8 treningów" }).getAttribute("value"))!);
  await expect(page.getByLabel("do zapłaty")).toBeChecked();
  await page.getByRole("button", { name: "Zapisz sprzedaż" }).click();
  await expect(page.locator(".packages-item .payment-due")).toHaveText(/^do zapłaty: 1040\szł$/);
  saleMailsDueNow(server.databaseFile);
  const mail = await waitFor(() => sink().messages.find((message) => message.envelope.to.includes(buyer.email)), { what: "the sale's mail" });
  expect(mail.header("subject")).toBe("Potwierdzenie zakupu: Pakiet 8 treningów");
  for (const fact of [
    /Pakiet: Pakiet 8 treningów/,
    /Treningi: 8 treningów/,
    /Ważność: \d+ tygodni(e)? od pierwszego treningu/,
    /Cena: 1040\szł/,
    /Płatność: do zapłaty: 1040\szł/,
  ]) {
    expect(mail.text).toMatch(fact);
  }
  expect(mail.text).toMatch(/Do zapłaty: 1040\szł/);
  expect(mail.text).toContain("w ciągu 14 dni");
  expect(mail.text).toContain("Wzór formularza odstąpienia od umowy");
  expect(mail.text).toMatch(/Regulamin: https?:\/\/\S+\/regulamin/);

  // Both listed by person, the package's buyer (sold today) after the client of the session held yesterday; a tap opens their lines.
  await page.getByRole("link", { name: "Płatności" }).first().click();
  await expect(page).toHaveURL(/\/admin\/platnosci$/);
  const people = page.locator(".payments-person");
  await expect(people).toHaveCount(2);
  await expect(people.nth(0).locator("summary")).toContainText(`${held.name} 1 trening, 150\u00A0zł`);
  await expect(people.nth(1).locator("summary")).toContainText(buyer.name);
  await people.nth(1).locator("summary").click();
  await expect(people.nth(1).locator(".payments-item")).toContainText("Pakiet 8 treningów");
  await people.nth(0).locator("summary").click();
  await expectNoAxeViolations(page);

  // One tap: the session in cash at its price; the package by BLIK with the amount typed.
  await people.nth(0).getByRole("button", { name: "Gotówka" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano płatność." })).toBeVisible();
  await expect(people).toHaveCount(1);
  await expect(people.nth(0)).toContainText(buyer.name);
  const item = people.nth(0).locator(".payments-item");
  if (!(await item.isVisible())) await people.nth(0).locator("summary").click();
  await item.getByLabel("Kwota (zł)").fill("1000");
  await item.getByRole("button", { name: "BLIK" }).click();
  await expect(page.getByText("Wszystko opłacone.")).toBeVisible();

  // The month's CSV against the database: one row per entry of the ledger with its sale's number, its sum the page's total.
  const link = page.getByRole("link", { name: /Pobierz płatności miesiąca/ });
  const csv = await (await page.request.get((await link.getAttribute("href"))!)).text();
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(csv.slice(1));
  expect(header).toEqual(["Nr dokumentu", "Data", "Rodzaj", "Klient", "Za co", "Miejsca", "Termin lub data sprzedaży", "Sposób", "Kwota (zł)"]);
  const recorded = withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        "select sum(amount) as total from ledger_entries where kind = 'payment' and voided_at is null and method != 'voucher' and (booking_id is not null or package_id is not null)",
      )
      .get(),
  ) as { total: number };
  // A session's payment names its seats (one here), a package's none.
  expect(rows.map((row) => [row[0]!.replace(/\d+$/, "N"), row[2], row[3], row[5], row[7], row[8]])).toEqual(
    expect.arrayContaining([
      ["T-N", "wpłata", held.name, "1", "gotówka", String(session.price)],
      ["P-N", "wpłata", buyer.name, "", "BLIK", "1000"],
    ]),
  );
  expect(rows.reduce((sum, row) => sum + Number(row[8]), 0)).toBe(recorded.total);
  expect(recorded.total).toBe(session.price + 1000);
  await expect(page.locator("[data-total]")).toHaveText(new RegExp(`^${session.price + 1000}\\szł$`));

  // "Cofnij opłacenie" on the card puts the package back on the list.
  await page.goto(`/admin/klienci/${clientId}/pakiety`);
  await page.locator(".packages-item").getByRole("button", { name: "Cofnij opłacenie" }).click();
  await expect(page.locator(".packages-item .payment-due")).toHaveText(/^do zapłaty: 1040\szł$/);
});

test("under 'Przed treningiem' paid sessions booked ahead are owed from their booking: listed under the client, and all paid in one tap", async ({
  page,
  request,
}) => {
  // The trainer's rule, as a publish of "Regulamin i płatności" stores it.
  withDatabase(server.databaseFile, (db) => {
    const newest = db.prepare("select version, document from content_revisions where section = 'terms' order by version desc limit 1").get() as {
      version: number;
      document: string;
    };
    const document = JSON.parse(newest.document) as { payment: { due: string } };
    document.payment.due = "before_session";
    db.prepare(
      "insert into content_revisions (section, version, document, summary, author, restored_from, created_at) values ('terms', ?, ?, 'Płatne przed treningiem', 'test', null, ?)",
    ).run(newest.version + 1, JSON.stringify(document), new Date().toISOString());
  });
  await signIn(page, server.url);
  await expect.poll(async () => (await page.request.get("/admin/platnosci")).text(), { timeout: 10_000 }).toContain("bo płaci się za nie przed treningiem");

  const marta = { name: "Marta Nowicka", email: "marta@example.com" };
  const booked = await bookFirstFreeTime(request, server, { weekday: "czwartek", nth: 1, person: marta });
  await bookFirstFreeTime(request, server, { weekday: "czwartek", nth: 2, person: marta });
  expect(await (await request.get(booked.page)).text()).toMatch(/do zapłaty: 150\szł/);

  // Her two sessions under her name, with what she owes in all; both paid with one tap.
  await page.goto("/admin/platnosci");
  const person = page.locator(".payments-person", { hasText: marta.name });
  await expect(person.locator("summary")).toHaveText(`${marta.name} 2 treningi, 300\u00A0zł`);
  await expect(page.getByText("Wszystko opłacone.")).toHaveCount(0);
  await person.locator("summary").click();
  await expect(person.locator(".payments-item")).toHaveCount(2);
  await person.getByRole("group", { name: "Wszystko naraz (300\u00A0zł) opłacone:" }).getByRole("button", { name: "Gotówka" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano 2 płatności." })).toBeVisible();
  await expect(person).toHaveCount(0);
  const paid = withDatabase(server.databaseFile, (db) =>
    db.prepare("select method, amount from ledger_entries join bookings on bookings.id = booking_id where email = ?").all(marta.email),
  ) as { method: string; amount: number }[];
  expect(paid).toEqual([
    { method: "cash", amount: 150 },
    { method: "cash", amount: 150 },
  ]);
  expect(await (await request.get(booked.page)).text()).toMatch(/opłacone: gotówka, 150\szł/);
});

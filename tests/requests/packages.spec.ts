// A package without JavaScript: sold, corrected and marked paid through the
// card's plain forms, each sent as a browser without JavaScript sends it.
// (The phone's journeys with the package: tests/e2e/packages.spec.ts.)
import { expect, test } from "@playwright/test";
import { openPage } from "../support/html-page";
import { ownInboxServer, signInByRequest, withDatabase } from "../e2e/admin";
import { bookFirstFreeTime } from "../e2e/booking-helpers";

const server = ownInboxServer();

test("without JavaScript a package is sold, corrected and marked paid with plain forms", async ({ request }) => {
  const buyer = { name: "Ola Zielińska", email: "ola.zielinska@example.com" };
  await bookFirstFreeTime(request, server, { weekday: "sobota", nth: 0, person: buyer });
  const clientId = withDatabase(server.databaseFile, (db) => {
    const at = new Date().toISOString();
    const { id } = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '', '', ?, ?) returning id")
      .get(buyer.name, buyer.email, at, at) as { id: number };
    db.prepare("update bookings set client_id = ? where email = ?").run(id, buyer.email);
    return id;
  });
  await signInByRequest(request, server.url);

  const sold = await (
    await openPage(request, `/admin/klienci/${clientId}/pakiety`)
  )
    .formOf("Zapisz sprzedaż")
    .fill("Pakiet z cennika", "Pakiet 12 treningów — 1440 zł, ważny 8 tygodni")
    .fill("Cena (zł)", "1300")
    .submit("Zapisz sprzedaż");
  expect(sold.text(".packages-balance")).toMatch(/^Pakiet 12 treningów: zostało 12 z 12, ważny 8 tygodni od pierwszego treningu$/);
  expect(sold.text(".packages-item")).toContain("1300 zł");

  const corrected = await sold.formOf("Zapisz poprawkę").fill("Treningów", "10").submit("Zapisz poprawkę");
  expect(corrected.text(".packages-balance")).toMatch(/zostało 10 z 10/);
  const paid = await corrected.formOf("Przelew").submit("Przelew");
  expect(paid.text(".packages-item .payment-badge")).toMatch(/^opłacone: przelew, 1300 zł$/);
  expect(paid.texts(".packages-history li")).toEqual([
    expect.stringMatching(/oznaczono jako opłacony/),
    expect.stringMatching(/zmieniono: treningów: 10/),
    expect.stringMatching(/sprzedano: Pakiet 12 treningów, 1300 z/),
  ]);
});

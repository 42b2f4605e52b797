// A booking by phone without JavaScript: the trainer finds a client's card
// by a piece of their name and books them a free time through the plain
// forms, each sent as a browser without JavaScript sends it. (The phone's
// journeys: tests/e2e/trainer-booking.spec.ts.)
import { expect, test } from "@playwright/test";
import { openPage, readable } from "../support/html-page";
import { ownInboxServer, signInByRequest, withDatabase } from "../e2e/admin";

const server = ownInboxServer();

test("without JavaScript the trainer finds a client's card by a piece of their name and books them a free time", async ({ request }) => {
  withDatabase(server.databaseFile, (db) => {
    const at = new Date().toISOString();
    db.prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, '', ?, '', ?, ?)").run(
      "Jan Telefoniczny",
      "600 111 222",
      at,
      at,
    );
  });
  await signInByRequest(request, server.url);

  const start = await openPage(request, "/admin/kalendarz/nowa?dzien=2027-03-03&usluga=trening-personalny");
  const found = await start
    .formOf("Szukaj")
    .fill(/Klient z listy/, "telefon")
    .submit("Szukaj");
  const chosen = await openPage(request, found.region("Znalezieni klienci").link(/Jan Telefoniczny/));
  expect(chosen.link("Zmień klienta")).toBeTruthy();
  // The service the trainer chose stays chosen (its field is the day chooser's, beside the booking's form).
  const service = [...chosen.document.querySelectorAll("select")].find((select) => readable(select.labels?.[0]?.textContent) === "Usługa");
  expect(service?.value).toBe("trening-personalny");
  const agenda = await chosen.formOf("Zarezerwuj").check("09:00").submit("Zarezerwuj");

  expect(agenda.url).toMatch(/\/admin\/kalendarz\?od=2027-03-03$/);
  const day = agenda.region(/środa, 3 marca/i).texts("li");
  expect(day.find((line) => line.includes("Jan Telefoniczny"))).toContain("09:00–10:00");
  const cards = withDatabase(server.databaseFile, (db) => db.prepare("select distinct client_id from bookings where name = ?").all("Jan Telefoniczny"));
  expect(cards).toHaveLength(1);
});

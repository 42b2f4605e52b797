// The trainer takes bookings in the panel, on a phone (390 × 844, touch): a
// new client by phone from a free time in the agenda; an 8-week series on
// Tuesdays at 18:00 from 2 March 2027 with each date's fate (the clock
// change, a collision named) before saving; and "ten i następne" cancelled
// with one mail to the client naming the dates. On a server of its own.
// (Without JavaScript: tests/requests/trainer-booking.spec.ts.)
import { expect, test } from "@playwright/test";
import { CHECK_SERIES } from "../../app/agenda/trainer-booking.messages";
import { waitFor } from "../support/wait-for";
import { expectNoAxeViolations, openAgendaEntry, signIn, withDatabase } from "./admin";
import { ownServerWithMail } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const { server, sink } = ownServerWithMail();

test("a booking by phone for a new client, from a free time in the agenda: in the agenda, with the client's card", async ({ page }) => {
  await signIn(page, server.url, "/admin/kalendarz?od=2027-03-15");
  const tuesday = page.getByRole("region", { name: /wtorek, 16 marca/i });
  // The evening's times are folded under the first few.
  await tuesday.getByText(/Więcej wolnych godzin/).click();
  await tuesday.getByRole("link", { name: /^18:00/ }).click();
  await expect(page.getByRole("heading", { name: "Nowa rezerwacja" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The usual session instead of the consultation: the time tapped stays chosen.
  await page.getByLabel("Usługa").selectOption("trening-personalny");
  await expect(page.getByLabel("Usługa")).toHaveValue("trening-personalny");
  await expect(page.getByRole("radio", { name: "18:00" })).toBeChecked();
  await page.getByLabel("Imię i nazwisko").fill("Jan Telefoniczny");
  await page.getByLabel("Telefon", { exact: true }).fill("600 300 400");
  await page.getByRole("button", { name: "Zarezerwuj" }).click();

  await expect(page).toHaveURL(/\/admin\/kalendarz\?od=2027-03-16$/);
  await expect(page.getByRole("status").filter({ hasText: /Zarezerwowano/ })).toContainText(/nie\sdostanie e-maila/);
  const entry = page.getByRole("listitem").filter({ hasText: "Jan Telefoniczny" });
  await openAgendaEntry(entry);
  await expect(entry).toContainText("18:00–19:00");
  await expect(entry).toContainText("Trening personalny");
  await expect(entry.getByRole("link", { name: /Zadzwoń/ })).toHaveAttribute("href", "tel:+48600300400");
  await expect(entry.getByRole("link", { name: "Napisz e-mail" })).toHaveCount(0);

  // The client's card, made in the booking's transaction: one tap from the agenda, with the booking on it.
  await entry.getByRole("link", { name: "Karta klienta" }).click();
  await expect(page.getByRole("heading", { name: "Jan Telefoniczny" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Zadzwoń/ })).toHaveAttribute("href", "tel:+48600300400");
  const coming = page.getByRole("listitem").filter({ hasText: "Trening personalny" });
  await expect(coming).toContainText(/16\smarca/);
  await expect(coming).toContainText("18:00");
  // And in the list of clients, found by a piece of the phone number.
  await page.getByRole("navigation").getByRole("link", { name: "Klienci" }).click();
  await page.getByRole("searchbox").fill("300 400");
  await page.getByRole("button", { name: "Szukaj" }).click();
  await expect(page.getByRole("link", { name: /Jan Telefoniczny/ })).toBeVisible();

  const { card, booking } = withDatabase(server.databaseFile, (db) => ({
    card: db.prepare("select id, name, email, phone from clients where phone = ?").get("+48 600 300 400") as { id: number; name: string; email: string },
    booking: db.prepare("select client_id, origin, mail_client from bookings where name = ?").get("Jan Telefoniczny") as Record<string, unknown>,
  }));
  expect(card).toMatchObject({ name: "Jan Telefoniczny", email: "" });
  expect(booking).toEqual({ client_id: card.id, origin: "trainer", mail_client: 0 });
});

test("an 8-week series on Tuesdays at 18:00 from 2 March 2027: each date's fate first, then the free ones saved", async ({ page }) => {
  await signIn(page, server.url, "/admin/kalendarz/nowa?dzien=2027-03-02&usluga=trening-personalny");
  await page.getByRole("radio", { name: "18:00" }).check();
  await page.getByLabel("Imię i nazwisko").fill("Anna Stała");
  await page.getByLabel("Telefon", { exact: true }).fill("600 500 600");
  await page.getByLabel("E-mail", { exact: true }).fill("anna.stala@example.com");
  await page.getByText("Co tydzień (seria)").click();
  await page.getByLabel("Powtarzaj o tej samej godzinie").check();
  await page.getByLabel("Liczba terminów").fill("8");
  await page.getByRole("button", { name: "Sprawdź terminy" }).click();
  // The dates listed are an answer, said as such, not an error drawn red (issue 58).
  await expect(page.getByRole("status").filter({ hasText: CHECK_SERIES })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: CHECK_SERIES })).toHaveCount(0);

  const list = page.getByRole("region", { name: "Terminy serii" });
  const rows = list.getByRole("listitem");
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(0)).toContainText(/wtorek, 2\smarca 2027, 18:00/);
  await expect(rows.nth(0)).toContainText("wolne");
  // Booked in the test before: named, and skipped unless the trainer picks another time.
  await expect(rows.nth(2)).toContainText(/zajęte: Jan Telefoniczny, Trening personalny 18:00–19:00/);
  await expect(rows.nth(2).getByRole("radio", { name: "Pomiń" })).toBeChecked();
  // The clocks go forward on 28 March: the time stays 18:00.
  await expect(rows.nth(4)).toContainText(/wtorek, 30\smarca 2027, 18:00/);
  await expect(rows.nth(4)).toContainText(/zmiana czasu na letni\s—\snadal 18:00/);
  // No Polish public holiday falls on these Tuesdays (Easter Monday is 29 March): every other date is free.
  await expect(list.getByText(/święto/)).toHaveCount(0);
  for (const index of [0, 1, 3, 4, 5, 6, 7]) await expect(rows.nth(index).locator(".series-fate")).toHaveText("wolne");
  await expectNoAxeViolations(page);
  await list.getByRole("button", { name: "Zapisz serię" }).click();

  await expect(page).toHaveURL(/\/admin\/kalendarz\?od=2027-03-02$/);
  await expect(page.getByRole("status").filter({ hasText: /Zapisano serię/ })).toContainText(/7\sterminów od 2\smarca/);
  await expect(
    page
      .getByRole("region", { name: /wtorek, 2 marca/i })
      .getByRole("listitem")
      .filter({ hasText: "Anna Stała" }),
  ).toContainText("18:00–19:00");
  await page.goto("/admin/kalendarz?od=2027-03-30");
  await expect(
    page
      .getByRole("region", { name: /wtorek, 30 marca/i })
      .getByRole("listitem")
      .filter({ hasText: "Anna Stała" }),
  ).toContainText("18:00–19:00");

  const mail = await waitFor(() => sink().messages.find((message) => message.envelope.to.includes("anna.stala@example.com")), {
    what: "the series' confirmation",
  });
  expect(mail.header("subject")).toBe("Potwierdzenie rezerwacji: Trening personalny, 7 terminów od 2 marca 2027");
  expect(mail.text).toContain("wtorek, 20 kwietnia 2027, 18:00–19:00");
  expect(sink().messages.filter((message) => message.envelope.to.includes("anna.stala@example.com"))).toHaveLength(1);
});

test("cancelling „ten i następne” from 23 March: one mail to the client naming every date", async ({ page }) => {
  await signIn(page, server.url, "/admin/kalendarz?od=2027-03-23");
  const entry = page
    .getByRole("region", { name: /wtorek, 23 marca/i })
    .getByRole("listitem")
    .filter({ hasText: "Anna Stała" });
  await openAgendaEntry(entry);
  await entry.getByText("Odwołaj…").click();
  await entry.getByRole("radio", { name: /Ten i następne \(5\sterminów\)/ }).check();
  await entry.getByLabel("Wiadomość do klienta").fill("Zmieniam grafik od kwietnia, zadzwonię.");
  await entry.getByRole("button", { name: "Odwołaj i powiadom" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Odwołano 5\sterminów od 23\smarca/ })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /wtorek, 23 marca/i })
      .getByRole("listitem")
      .filter({ hasText: "Anna Stała" }),
  ).toContainText("odwołana");
  await page.goto("/admin/kalendarz?od=2027-03-16");
  await expect(
    page
      .getByRole("region", { name: /wtorek, 16 marca/i })
      .getByRole("listitem")
      .filter({ hasText: "Anna Stała" }),
  ).toHaveCount(0);
  await page.goto("/admin/kalendarz?od=2027-03-09");
  await expect(
    page
      .getByRole("region", { name: /wtorek, 9 marca/i })
      .getByRole("listitem")
      .filter({ hasText: "Anna Stała" }),
  ).toContainText("potwierdzona");

  const mail = await waitFor(
    () => sink().messages.find((message) => message.envelope.to.includes("anna.stala@example.com") && /^Odwołano/.test(message.header("subject") ?? "")),
    { what: "the group's cancellation" },
  );
  expect(mail.header("subject")).toBe("Odwołano 5 terminów od 23 marca 2027: Trening personalny");
  for (const day of ["23 marca", "30 marca", "6 kwietnia", "13 kwietnia", "20 kwietnia"]) expect(mail.text).toContain(`wtorek, ${day} 2027, 18:00–19:00`);
  expect(mail.text).toContain("Zmieniam grafik od kwietnia");
  const cancellations = sink().messages.filter(
    (message) => message.envelope.to.includes("anna.stala@example.com") && /Odwoł/.test(message.header("subject") ?? ""),
  );
  expect(cancellations).toHaveLength(1);
});

test("the client cancels the rest of the series from the link in the confirmation: one mail to each side", async ({ page }) => {
  const confirmation = sink().messages.find(
    (message) => message.envelope.to.includes("anna.stala@example.com") && /^Potwierdzenie/.test(message.header("subject") ?? ""),
  );
  const link = confirmation?.text.match(/http:\/\/127\.0\.0\.1:\d+\/rezerwacja\/\S+/)?.[0];
  expect(link, "the personal link in the series' confirmation").toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText(/wtorek, 2\smarca 2027/)).toBeVisible();
  await page.getByText(/Odwołaj ten i\snastępne \(2\sterminy\)/).click();
  await expect(page.getByText(/^Odwołać 2\sterminy, od\swtorku 2\smarca o\s18:00\?$/)).toBeVisible();
  await page.getByRole("button", { name: "Tak, odwołaj" }).last().click();
  await expect(page.getByRole("heading", { name: "Rezerwacja odwołana" })).toBeVisible();

  const toClient = await waitFor(
    () => sink().messages.find((message) => message.envelope.to.includes("anna.stala@example.com") && /^Odwołano 2/.test(message.header("subject") ?? "")),
    { what: "the client's confirmation of the cancellation" },
  );
  expect(toClient.header("subject")).toBe("Odwołano 2 terminy od 2 marca 2027: Trening personalny");
  expect(toClient.text).toContain("wtorek, 9 marca 2027, 18:00–19:00");
  const toTrainer = await waitFor(
    () => sink().messages.find((message) => message.envelope.to.includes("trener@example.com") && /^Odwołane rezerwacje/.test(message.header("subject") ?? "")),
    { what: "the trainer's notice" },
  );
  expect(toTrainer.header("subject")).toBe("Odwołane rezerwacje: Trening personalny — Anna Stała, 2 terminy od 2 marca 2027");
});

test("moving „ten i następne” to another day and hour: one mail to the client naming every new date", async ({ page }) => {
  await signIn(page, server.url, "/admin/kalendarz/nowa?dzien=2027-04-01&usluga=trening-personalny");
  await page.getByRole("radio", { name: "10:00" }).check();
  await page.getByLabel("Imię i nazwisko").fill("Ewa Przenosi");
  await page.getByLabel("E-mail", { exact: true }).fill("ewa.przenosi@example.com");
  await page.getByText("Co tydzień (seria)").click();
  await page.getByLabel("Powtarzaj o tej samej godzinie").check();
  await page.getByLabel("Liczba terminów").fill("3");
  await page.getByRole("button", { name: "Sprawdź terminy" }).click();
  await page.getByRole("region", { name: "Terminy serii" }).getByRole("button", { name: "Zapisz serię" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Zapisano serię/ })).toBeVisible();

  await page.goto("/admin/kalendarz?od=2027-04-08");
  const entry = page
    .getByRole("region", { name: /czwartek, 8 kwietnia/i })
    .getByRole("listitem")
    .filter({ hasText: "Ewa Przenosi" });
  await openAgendaEntry(entry);
  await entry.getByText("Przenieś…").click();
  await entry.getByRole("radio", { name: /Ten i następne \(2\sterminy\)/ }).check();
  await entry.getByLabel("Nowy dzień").fill("2027-04-09");
  await entry.getByLabel("Nowa godzina").fill("11:00");
  await entry.getByRole("button", { name: "Przenieś", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /Przeniesiono 2\sterminy/ })).toContainText("Klient dostanie e-mail.");

  const moved = await waitFor(
    () =>
      sink().messages.find((message) => message.envelope.to.includes("ewa.przenosi@example.com") && /^Zmiana terminu/.test(message.header("subject") ?? "")),
    { what: "the group's change of dates" },
  );
  expect(moved.header("subject")).toBe("Zmiana terminu: Trening personalny, 2 terminy od 9 kwietnia 2027");
  expect(moved.text).toContain("piątek, 9 kwietnia 2027, 11:00–12:00\npiątek, 16 kwietnia 2027, 11:00–12:00");
  // The first date, not moved, is not in it; and no mail of its own is queued for the other moved date.
  expect(moved.text).not.toContain("1 kwietnia");
  const confirmations = withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        `select b.starts_at from outbox o join bookings b on b.id = o.booking_id
         where b.name = 'Ewa Przenosi' and o.kind = 'booking_confirmed_visitor' and o.status <> 'skipped' order by o.id`,
      )
      .all(),
  );
  // The series' confirmation (on 1 April) and the move's (on the first moved date).
  expect(confirmations).toEqual([{ starts_at: "2027-04-01T08:00:00.000Z" }, { starts_at: "2027-04-09T09:00:00.000Z" }]);
});

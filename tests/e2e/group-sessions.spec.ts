// Group sessions as the trainer runs them (issue 61): she opens a weekly
// group of 4 for 3 weeks in the panel; three clients take seats (one whose
// package pays for the service), one cancels his own from his booking's page
// and the others stay ("2/4");
// the agenda at 390 px shows the session once with "2/4" and the names; she
// cancels that week with a message: each remaining participant gets exactly
// one cancel mail, and the package still has every session.
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expectNoAxeViolations, signIn } from "./admin";
import { ownServerWithMail } from "./mail-server";
import { expectFitsThePhone } from "./phone-fit";
import { withServerDatabase } from "./server-database";

test.use({ viewport: { width: 390, height: 844 } });

const { server, mailsTo, sink } = ownServerWithMail();
const PEOPLE = [
  { name: "Alicja Pakietowa", email: "alicja@example.com" },
  { name: "Bartek Rezygnuje", email: "bartek@example.com" },
  { name: "Celina Zostaje", email: "celina@example.com" },
];

test("the trainer opens a weekly group, three join, one leaves, she cancels a week: each told once, the package intact", async ({ page }) => {
  const first = Temporal.Now.plainDateISO("Europe/Warsaw").add({ days: 8 });
  await signIn(page, "", "/admin/zajecia");
  await page.getByLabel("Nazwa zajęć").fill("Zdrowy kręgosłup");
  await page.getByLabel("Data (pierwszych zajęć)").fill(first.toString());
  await page.getByLabel("Godzina").fill("06:15");
  await page.getByLabel("Liczba miejsc (2–20)").fill("4");
  await page.getByLabel("Cena za osobę (zł)").fill("50");
  await page.getByLabel("Co tydzień przez tyle tygodni (1: jednorazowo)").fill("3");
  await page.getByRole("button", { name: "Otwórz zajęcia" }).click();
  await expect(page.getByText("Otwarto 3 terminy zajęć.", { exact: false })).toBeVisible();
  const list = page.getByRole("region", { name: "Najbliższe zajęcia" }).getByRole("listitem");
  await expect(list.filter({ hasText: "Zdrowy kręgosłup" })).toHaveCount(3);
  await expectNoAxeViolations(page);

  // Alicja's card has a package that pays for the group's service; the other two are typed in.
  const { sessionId, clientId } = await withServerDatabase(server.databaseFile, async (db) => {
    const session = await db.selectFrom("group_sessions").selectAll().orderBy("starts_at").executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const card = { name: PEOPLE[0]!.name, email: PEOPLE[0]!.email, phone: "", notes: "", created_at: now, last_activity_at: now };
    const { id } = await db.insertInto("clients").values(card).returning("id").executeTakeFirstOrThrow();
    await db
      .insertInto("client_keys")
      .values({ key: `e:${PEOPLE[0]!.email}`, client_id: id })
      .execute();
    const sale = { client_id: id, offer_slug: "pakiet-8-treningow", name: "Pakiet 8 treningów", sessions: 8, price: 1040, valid_weeks: 8 };
    const pack = await db
      .insertInto("client_packages")
      .values({ ...sale, valid_from: "sale", sold_on: now.slice(0, 10), sequence: 0, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("package_services").values({ package_id: pack.id, service_slug: session.service_slug }).execute();
    return { sessionId: session.id, clientId: id };
  });
  const here = `/admin/zajecia/${sessionId}`;
  await page.goto(`${here}?klient=${clientId}`);
  await page.getByRole("button", { name: "Dodaj uczestnika" }).click();
  await expect(page.getByText(`Dopisano: ${PEOPLE[0]!.name}.`)).toBeVisible();
  for (const person of PEOPLE.slice(1)) {
    await page.getByLabel("Imię i nazwisko").fill(person.name);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(person.email);
    await page.getByRole("button", { name: "Dodaj uczestnika" }).click();
    await expect(page.getByText(`Dopisano: ${person.name}.`)).toBeVisible();
  }
  await expect(page.getByText("3 z 4 miejsc")).toBeVisible();
  // Bartek cancels his own seat, from his booking's page (the link in his confirmation): his seat only is freed.
  const [confirmation] = await mailsTo(PEOPLE[1]!.email);
  await page.goto(/\/rezerwacja\/\d+-[A-Za-z0-9_-]{32}/.exec(confirmation!.text)![0]);
  await page.getByText("Odwołaj rezerwację", { exact: true }).click();
  await page.getByRole("button", { name: "Tak, odwołaj" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezerwacja odwołana");
  await page.goto(here);
  const participant = (name: string) => page.locator("[data-participant]").filter({ hasText: name });
  await expect(page.getByText("2 z 4 miejsc")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsThePhone(page, "a group session with its participants");
  await expect(participant(PEOPLE[0]!.name)).toContainText("8 z 8");
  await expect(participant(PEOPLE[2]!.name)).toBeVisible();

  // On Alicja's card the seat links to its session and is not moved on its own.
  await page.goto(`/admin/klienci/${clientId}`);
  const seat = page.locator("[data-booking]").filter({ hasText: "Zdrowy kręgosłup" });
  await expect(seat.getByRole("link", { name: "Zajęcia grupowe" })).toHaveAttribute("href", here);
  await expect(seat.getByText("Przenieś…")).toHaveCount(0);

  // The agenda at 390 px: the session once, "2/4" and the two names, no seat listed on its own.
  await page.goto(`/admin/kalendarz?od=${first.toString()}&widok=dzien`);
  const entry = page.locator(`[data-group="${sessionId}"]`);
  await expect(entry).toContainText("Zdrowy kręgosłup");
  await expect(entry).toContainText("2/4");
  await expect(entry).toContainText(`${PEOPLE[0]!.name}, ${PEOPLE[2]!.name}`);
  await expectFitsThePhone(page, "the agenda with a group session");
  await expect(page.locator(".agenda-booking").filter({ hasText: PEOPLE[2]!.name })).toHaveCount(0);

  // She cancels this week with a message.
  await entry.getByRole("link").click();
  await page.getByLabel("Wiadomość do uczestników (trafi do e-maila o odwołaniu)").fill("Choroba — widzimy się za tydzień.");
  await page.getByRole("button", { name: "Odwołaj zajęcia" }).click();
  await expect(page.getByText("Powiadomiono 2 osoby.")).toBeVisible();
  for (const person of [PEOPLE[0]!, PEOPLE[2]!]) {
    const mails = await mailsTo(person.email, 2);
    expect(mails.filter((mail) => mail.text.includes("Choroba — widzimy się za tydzień."))).toHaveLength(1);
  }
  expect(sink().messages.filter((mail) => mail.envelope.to.includes(PEOPLE[1]!.email) && mail.text.includes("Choroba"))).toHaveLength(0);
  await withServerDatabase(server.databaseFile, async (db) => {
    const statuses = await db.selectFrom("bookings").select("status").where("group_session_id", "=", sessionId).execute();
    expect(statuses.map((row) => row.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
  });
  // The package's sessions are all there: a cancelled booking uses none.
  await expect(participant(PEOPLE[0]!.name)).toContainText("8 z 8");
});

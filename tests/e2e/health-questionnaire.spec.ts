// The first visit done right (issue 62): a first booking's confirmation links
// to the health questionnaire; the client, signed out, asks there for a sign-in
// link, which leads back to it; she answers "Tak" to a risk
// question; the agenda marks the session "przed treningiem: zgoda lekarza",
// the trainer is told once (a second answer with the same risk tells her
// nothing new); the card shows the answers, the export holds them, and the
// card's erasure takes them. On the mail specs' server (SQLite); the store on
// both databases: app/questionnaire/.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn, withDatabase } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { askForSignInLink, enterWithLink } from "./client-sign-in";
import { ownServerWithMail, TRAINER } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 } });

const CLIENT = { name: "Hanna Ankietowa", email: "hanna.ankieta@example.com" };
const { server, mailsTo } = ownServerWithMail();
const SIGN_IN_LINK = /https?:\/\/[^\s]+\/moje-treningi\/wejscie\/[A-Za-z0-9_-]{43}\?dalej=ankieta/;

const told = () =>
  withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select count(*) as n from outbox where kind = 'questionnaire_risk' and channel = 'email'").get() as { n: number }).n,
  );

test("the mail leads to the questionnaire, a “Tak” marks the session and tells the trainer once, the card and export show it, erasure takes it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const { day } = await bookFirstFreeTime(request, server, { weekday: "wtorek", nth: 1, person: CLIENT });
  const [confirmation] = await mailsTo(CLIENT.email);
  const link = `${server.url}/moje-treningi/ankieta`;
  expect(confirmation!.text).toContain(link);
  const clientId = withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select client_id from bookings where email = ?").get(CLIENT.email) as { client_id: number }).client_id,
  );

  // Signed out, from the mail: the sign-in link asked for on the way leads back to the questionnaire.
  const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const client = await phone.newPage();
  await client.goto(link);
  await client.getByRole("link", { name: "Zaloguj się" }).click();
  await askForSignInLink(client, CLIENT.email);
  const signInMail = (await mailsTo(CLIENT.email, 2))[1]!;
  await enterWithLink(client, SIGN_IN_LINK.exec(signInMail.text)![0], link);
  const answer = async () => {
    await client.goto(link);
    for (const question of await client.locator("fieldset fieldset").all()) await question.getByLabel("Nie").check();
    await client
      .getByRole("group", { name: /chorobę serca/ })
      .getByLabel("Tak")
      .check();
    await client.getByLabel("Co chcesz osiągnąć dzięki treningom").fill("Zdrowy kręgosłup");
    const consent = client.getByLabel(/^Zgadzam się na zapisywanie moich odpowiedzi z\sankiety zdrowotnej/);
    if (await consent.count()) await consent.check();
    // No box of the terms: a health form is saved without them (issue 80).
    await expect(client.getByRole("checkbox", { name: /regulamin/i })).toHaveCount(0);
    await client.getByRole("button", { name: "Zapisz ankietę" }).click();
    await expect(client.getByRole("status")).toHaveText("Dziękuję, ankieta jest zapisana.");
  };
  await client.goto(link);
  await expectNoAxeViolations(client);
  await answer();
  // The booking's copy and the questionnaire's news: the trainer's only two mails.
  const subjects = (await mailsTo(TRAINER, 2)).map((mail) => mail.header("subject"));
  // The subject says the answers wait, not what they say (issue 80): a list of mails is no place for health data.
  expect(subjects).toContain(`Ankieta zdrowotna: ${CLIENT.name} — przejrzyj przed treningiem`);
  await answer();
  expect(told()).toBe(1);
  await phone.close();

  await signIn(page, server.url, `/admin/kalendarz?od=${day}`);
  await expect(page.getByRole("listitem").filter({ hasText: CLIENT.name })).toContainText("przed treningiem: zgoda lekarza");
  // The week's grid marks the session too, and reads the note out.
  await page.goto(`/admin/kalendarz?od=${day}&widok=tydzien`);
  await expect(page.getByRole("link", { name: /Hanna.*przed treningiem: zgoda lekarza/ })).toBeVisible();
  await page.goto(`/admin/klienci/${clientId}`);
  const card = page.getByRole("region", { name: "Ankieta zdrowotna" });
  await expect(card).toContainText("przez klienta");
  await expect(card).toContainText("Zdrowy kręgosłup");
  const exported = await (await page.request.get(`/admin/dane-klienta/klient/${clientId}/dane.json`)).json();
  expect(exported.questionnaire).toMatchObject({ filledBy: "client", risk: true, answers: { heart: "tak", goals: "Zdrowy kręgosłup" } });

  await page.getByRole("link", { name: "Usuń dane klienta" }).click();
  await page.getByRole("button", { name: "Usuń na zawsze" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dane klienta usunięte" })).toBeVisible();
  expect(withDatabase(server.databaseFile, (db) => (db.prepare("select count(*) as n from health_questionnaires").get() as { n: number }).n)).toBe(0);
});

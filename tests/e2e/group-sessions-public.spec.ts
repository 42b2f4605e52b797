// A visitor on a phone books a seat of a group session for themselves and a
// companion from /zajecia, by keyboard only: the companion's name is asked
// for in Polish when missing, the booking's page opens, and the list then
// counts two seats fewer. The server's side is tests/requests/group-sessions.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { hasBreakableOneLetterWord } from "../../app/lib/typeset";
import { expectNoAxeViolations, withDatabase } from "./admin";
import { smallTargets } from "./phone-fit";
import { readableTextNodes } from "./polish-text";
import { openSession, trainerBookedSessions } from "./group-sessions-setup";
import { ownServerWithMail } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 } });

const { server, mailsTo } = ownServerWithMail();

/** What the site's pages all pass, here with sessions listed: axe, 44 px tap targets, no one-letter word ending a line. */
async function expectSoundPage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await smallTargets(page, { rule: "wcag" })).toEqual([]);
  expect((await page.evaluate(readableTextNodes, false)).filter(hasBreakableOneLetterWord)).toEqual([]);
}

test("books a seat with a companion from /zajecia by keyboard alone; the list then says two seats fewer", async ({ page }) => {
  const id = await openSession(server.databaseFile, { seats: 4 });
  await page.goto(`${server.url}/zajecia`);
  await expect(page.getByText("zostały 4 miejsca")).toBeVisible();
  await expectSoundPage(page);

  const book = page.getByRole("link", { name: /^Zarezerwuj miejsce/ });
  await book.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/zajecia/${id}$`));
  await expectSoundPage(page);

  const type = async (label: string, text: string) => {
    await page.getByLabel(label, { exact: true }).focus();
    await page.keyboard.type(text);
  };
  await type("Imię i nazwisko", "Ewa Nowak");
  await type("E-mail", "ewa@example.com");
  await type("Telefon", "600 100 200");
  await page.getByLabel("Przyjdę z osobą towarzyszącą").focus();
  await page.keyboard.press("Space");
  // The review request's box, unticked until she ticks it (issue 80).
  const reviewBox = page.getByRole("checkbox", { name: /poprosić mnie raz o\sopinię/ });
  await expect(reviewBox).not.toBeChecked();
  await reviewBox.focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Podaj imię i nazwisko osoby towarzyszącej.")).toBeVisible();

  await type("Imię i nazwisko osoby towarzyszącej (gdy przyjdziesz z kimś)", "Jan Nowak");
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/rezerwacja\/[^/?]+\?nowa$/);

  await page.goto(`${server.url}/zajecia`);
  await expect(page.getByText("zostały 2 miejsca")).toBeVisible();
  const agreed = withDatabase(server.databaseFile, (db) =>
    db.prepare("select review_consent_at is not null as agreed from clients where email = 'ewa@example.com'").get(),
  );
  expect(agreed).toEqual({ agreed: 1 });
});

test("a regular with three sessions the trainer booked for her fills the seat form by autofill and sends it at once: the seat is hers", async ({ page }) => {
  const id = await openSession(server.databaseFile, { seats: 4 });
  await trainerBookedSessions(server.databaseFile, { email: "stala@example.com", count: 3 });
  // No time trap set aside: the form is sent as fast as an autofill and a tap send it.
  await page.goto(`${server.url}/zajecia/${id}`);
  await page.getByLabel("Imię i nazwisko", { exact: true }).fill("Stała Klientka");
  await page.getByLabel("E-mail", { exact: true }).fill("stala@example.com");
  await page.getByLabel("Telefon", { exact: true }).fill("600 100 300");
  const [sent] = await Promise.all([
    page.waitForRequest((request) => request.method() === "POST"),
    page.getByRole("button", { name: "Rezerwuję i płacę" }).click(),
  ]);
  await expect(page).toHaveURL(/\/rezerwacja\/[^/?]+\?nowa$/);
  // The stamp's first part is when the form was shown: sent faster than the 3 s a form posted by a script must wait.
  const shownAt = Number(new URLSearchParams(sent.postData() ?? "").get("stamp")?.split(".")[0]);
  expect(Date.now() - shownAt).toBeLessThan(3_000);
});

test("a session with a minimum says so before its button: how many, by when it is decided, and that a session called off costs nothing", async ({ page }) => {
  const id = await openSession(server.databaseFile, { seats: 6, minSeats: 3 });
  await page.goto(`/zajecia/${id}`);
  const minimum = page.locator(".group-session-facts div").filter({ has: page.locator("dt", { hasText: "Minimum" }) });
  await expect(minimum.locator("dd")).toHaveText(
    /^Zajęcia odbędą się, jeśli zapiszą się co najmniej 3\sosoby\. Jeśli do \d{1,2}\s\p{L}+ \d{4}, 18:00 chętnych będzie mniej, zajęcia zostaną odwołane, a\szapisani dostaną wiadomość e-mailem\. Za odwołane zajęcia nic nie płacisz\.$/u,
  );
  // Before the button that books.
  const [said, button] = await Promise.all([minimum.boundingBox(), page.getByRole("button", { name: /Rezerwuję/ }).boundingBox()]);
  expect(said!.y).toBeLessThan(button!.y);
  await expectSoundPage(page);
  // Booked, the confirmation says it again.
  await page.getByLabel("Imię i nazwisko", { exact: true }).fill("Marta Minimum");
  await page.getByLabel("E-mail", { exact: true }).fill("marta.minimum@example.com");
  await page.getByLabel("Telefon", { exact: true }).fill("600 300 400");
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page).toHaveURL(/\/rezerwacja\/[^/?]+\?nowa$/);
  const [confirmation] = (await mailsTo("marta.minimum@example.com")).filter((mail) => /^Potwierdzenie rezerwacji/.test(mail.header("subject") ?? ""));
  expect(confirmation!.text.replace(/\s+/g, " ")).toMatch(/Zajęcia odbędą się, jeśli zapiszą się co najmniej 3 osoby\. Jeśli do .+ chętnych będzie mniej/);
  // The list keeps to its short facts.
  await page.goto("/zajecia");
  await expect(page.locator("dt", { hasText: "Minimum" })).toHaveCount(0);
});

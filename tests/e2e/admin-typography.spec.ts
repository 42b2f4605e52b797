// The panel typeset as the public pages are, read off every panel page on a
// phone's width: no one-letter word left at a line's end (typeset() puts a
// no-break space after it) and no "godz." in running text. On a server of its
// own, with an enquiry, bookings, a failed e-mail and a refused photo in it.
import { expect, test, type Page } from "@playwright/test";
import { hasBreakableOneLetterWord } from "../../app/lib/typeset";
import { PANEL_ENV, SIGN_IN_PATH, signIn, withDatabase } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { formTokens, pastTheTimeTrap, ownServer } from "./site";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const server = ownServer(PANEL_ENV);

/** Every text node a reader sees: not scripts, styles, nor what the trainer types into a text area (that is content, kept as typed). */
async function textNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template, textarea")) continue;
      if (node.textContent?.trim()) texts.push(node.textContent);
    }
    return texts;
  });
}

async function expectTypeset(page: Page, what: string) {
  const texts = await textNodes(page);
  expect(texts.length, `${what}: the page has text`).toBeGreaterThan(3);
  // Soft: one run lists every page's offenders.
  expect.soft(texts.filter(hasBreakableOneLetterWord), `${what}: text nodes with a one-letter word followed by a plain space`).toEqual([]);
  expect
    .soft(
      texts.filter((text) => /\bgodz\./u.test(text)),
      `${what}: "godz." in running text`,
    )
    .toEqual([]);
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expectTypeset(page, path);
}

test("the sign-in page, also with its error, is typeset", async ({ page }) => {
  await visit(page, SIGN_IN_PATH);
  await page.getByLabel("E-mail").fill("ktos@example.com");
  await page.getByLabel("Hasło").fill("nie to hasło");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectTypeset(page, "the sign-in page with an error");
});

test("every panel page, with what a working week puts in it, is typeset at 390 px", async ({ page, request }) => {
  test.setTimeout(120_000);
  // An enquiry as the contact form sends it, and its notice to the trainer failed.
  const tokens = await pastTheTimeTrap(await formTokens(request, server.url), server.databaseFile);
  const sent = await request.post("/kontakt", {
    headers: { Origin: server.url },
    form: {
      name: "Anna Nowak",
      email: "anna@example.com",
      phone: "600 100 200",
      service: "",
      message: "Chcę zacząć trenować w studiu i w domu, a w weekendy z mężem. Czy u Pana jest o tej porze wolny termin?",
      website: "",
      ...tokens,
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const enquiryId = withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select id from enquiries where email = ?").get("anna@example.com") as { id: number }).id,
  );
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare("update outbox set status = 'failed', attempts = 3, last_error = '550 Skrzynka o tym adresie nie istnieje w tej domenie' where enquiry_id = ?")
      .run(enquiryId),
  );
  // A booking this week, and one that has already taken place.
  const { day } = await bookFirstFreeTime(request, server, {
    weekday: "środa",
    nth: 0,
    person: { name: "Ewa Nowicka", email: "ewa@example.com" },
    notes: "Pierwszy raz w studiu, z kontuzją kolana i z pytaniem o dietę.",
  });
  await bookFirstFreeTime(request, server, { weekday: "środa", nth: 1, person: { name: "Piotr Wiśniewski", email: "piotr@example.com" } });
  withDatabase(server.databaseFile, (db) =>
    db.prepare("update bookings set starts_at = '2020-01-07T06:00:00.000Z', ends_at = '2020-01-07T07:00:00.000Z' where email = ?").run("piotr@example.com"),
  );

  await signIn(page, server.url);
  await expectTypeset(page, "/admin");
  await visit(page, "/admin?q=nikt-taki");
  await visit(page, `/admin/zapytania/${enquiryId}`);
  // A toast, typeset too.
  await page.getByRole("button", { name: "w toku" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status zmieniony" })).toBeVisible();
  await expectTypeset(page, "the enquiry with a toast");
  await visit(page, `/admin/zapytania/${enquiryId}/usun`);
  await visit(page, `/admin/dane-klienta/zapytanie/${enquiryId}`);
  await visit(page, "/admin/spam/usun");

  await visit(page, "/admin/tresci");
  const editors = await page.locator("a.editor-section-link").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(editors.length).toBeGreaterThanOrEqual(10);
  for (const editor of editors) {
    await visit(page, editor);
    await visit(page, `${editor}/historia`);
  }

  await visit(page, "/admin/zdjecia");
  await page.getByLabel("Zdjęcie").setInputFiles({ name: "notatki.txt", mimeType: "text/plain", buffer: Buffer.from("To nie jest zdjęcie.") });
  await page.getByRole("button", { name: "Dodaj zdjęcie" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectTypeset(page, "the photos page with a refused file");

  await visit(page, `/admin/kalendarz?od=${day}`);
  await expect(page.getByText("Ewa Nowicka")).toBeVisible();
  await visit(page, "/admin/kalendarz?od=2020-01-06");
  await expect(page.getByText("Piotr Wiśniewski")).toBeVisible();
  // A day that does not exist is refused (400) on a page of its own, typeset as every other.
  const refused = await page.goto("/admin/kalendarz?od=2027-02-30");
  expect(refused?.status()).toBe(400);
  await expect(page.getByText("Nie ma takiej daty")).toBeVisible();
  await expectTypeset(page, "the agenda refusing 30 February");

  await visit(page, "/admin/kalendarz/godziny");
  await page.getByLabel("Sobota", { exact: true }).fill("w weekend");
  await page.getByRole("button", { name: "Zapisz godziny" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Wpisz godziny" })).toBeVisible();
  await expectTypeset(page, "the working hours with a line it cannot read");

  // Everyone above gave one phone: one card, with their enquiry and bookings.
  await visit(page, "/admin/klienci");
  await visit(page, "/admin/klienci?q=nikt-taki");
  const card = withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select client_id from bookings where email = ?").get("ewa@example.com") as { client_id: number }).client_id,
  );
  for (const path of ["", "/polacz", "/podziel", "/usun"]) await visit(page, `/admin/klienci/${card}${path}`);
  await visit(page, `/admin/dane-klienta/klient/${card}`);
});

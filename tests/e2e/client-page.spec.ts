// "Moje treningi": a client asks for a sign-in link with their e-mail, gets
// it by mail (read from the test SMTP server), opens it (the page uses
// nothing until "Wejdź") and sees their sessions and package; the page
// answers an unknown address alike and sends it nothing; a used or expired
// link is refused; a cancel there asks first and frees the time for
// /rezerwacja. The sign-in form works by keyboard (and without JavaScript:
// tests/requests/client-page.spec.ts).
// All of it on SQLite and on PostgreSQL, each a server of its own.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { clientPageServer, SENT } from "./client-page-setup";
import { askForSignInLink } from "./client-sign-in";
import { withServerDatabase } from "./server-database";
import { smallTargets } from "./phone-fit";

test.use({ viewport: { width: 390, height: 844 } });

const CLIENT = { name: "Klara Klientka", email: "klara@example.com" };
const LINK = /https?:\/\/[^\s]+\/moje-treningi\/wejscie\/[A-Za-z0-9_-]{43}/;

for (const database of ["sqlite", "postgres"] as const) {
  test.describe(database === "sqlite" ? "on SQLite" : "on PostgreSQL", () => {
    test.describe.configure({ mode: "serial" });

    const { server, mailsTo } = clientPageServer(database);

    let later: { day: string; start: string; page: string };
    let signedIn: Awaited<ReturnType<BrowserContext["cookies"]>> = [];

    async function askForLink(page: Page, email: string) {
      await page.goto("/moje-treningi");
      await askForSignInLink(page, email);
    }

    /** The link in the `count`-th mail to the client. */
    async function linkInMail(count: number): Promise<string> {
      const mail = (await mailsTo(CLIENT.email, count)).filter((one) => LINK.test(one.text)).at(-1)!;
      return LINK.exec(mail.text)![0];
    }

    const signInMails = () =>
      withServerDatabase(server.databaseFile, async (db) => {
        const { count } = await db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("kind", "=", "client_sign_in_link")
          .executeTakeFirstOrThrow();
        return Number(count);
      });

    // Two bookings and their mails, a sign-in link used in two browsers, and the client's page: a whole journey.
    test("the link comes by mail, signs in only on “Wejdź”, once, and the page shows the sessions and the package", async ({ page, request, browser }) => {
      test.setTimeout(90_000);
      const first = await bookFirstFreeTime(request, server, { weekday: "wtorek", nth: 1, person: CLIENT });
      later = await bookFirstFreeTime(request, server, { weekday: "czwartek", nth: 2, person: CLIENT });
      // Every mail to a client links to their page.
      expect((await mailsTo(CLIENT.email, 2))[0]!.text).toContain(`${server.url}/moje-treningi`);
      await withServerDatabase(server.databaseFile, async (db) => {
        const { client_id } = await db.selectFrom("bookings").select("client_id").where("email", "=", CLIENT.email).executeTakeFirstOrThrow();
        await db
          .insertInto("client_packages")
          // paid and sequence: the columns' defaults.
          .values({
            client_id: client_id!,
            offer_slug: "pakiet-8-treningow",
            name: "Pakiet 8 treningów",
            sessions: 8,
            price: 1040,
            valid_weeks: 8,
            valid_from: "sale",
            sold_on: new Date().toISOString().slice(0, 10),
            sequence: 0,
            created_at: new Date().toISOString(),
          })
          .execute();
      });

      await askForLink(page, CLIENT.email);
      const link = await linkInMail(3);
      await page.goto(link);
      // Opening the link (as a mail scanner does) uses nothing.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wejście na stronę „Moje treningi”");
      await page.getByRole("button", { name: "Wejdź" }).click();
      await expect(page).toHaveURL(/\/moje-treningi$/);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: "Najbliższe treningi" })).toBeVisible();
      await expect(main.getByRole("region", { name: "Najbliższe treningi" }).getByRole("listitem")).toHaveCount(2);
      await expect(main).toContainText("Pakiet 8 treningów");
      await expect(main).toContainText("8 z 8");
      await expect(main).toContainText("Do zapłaty: 1040 zł");
      await expect(main.getByRole("link", { name: "Zarezerwuj kolejny trening" })).toHaveAttribute("href", "/rezerwacja?usluga=trening-personalny");
      await expect(main.getByRole("link", { name: "Zmień termin" }).first()).toHaveAttribute("href", new RegExp(`^${first.page}\\?zmien$`));
      await expectNoAxeViolations(page);
      expect(await smallTargets(page, { rule: "wcag" })).toEqual([]);

      signedIn = await page.context().cookies();
      const cookie = signedIn.find((one) => one.name === "client-session")!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

      // The data download and the own feed: this client's only.
      const data = (await (await page.request.get("/moje-treningi/dane.json")).json()) as { card: { email: string }; bookings: unknown[] };
      expect(data.card.email).toBe(CLIENT.email);
      expect(data.bookings).toHaveLength(2);
      const feedUrl = (await main.locator("code").textContent())!;
      const feed = await (await request.get(feedUrl)).text();
      expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      // The address's 32-character key with its first character changed. Base64url: a "-" may be among them, last
      // one run in 64, where a pattern stopping at the last "-" left the address as it was (the stress run of 27 November).
      const key = /-([\w-]{32})\.ics$/.exec(feedUrl)![1]!;
      const forged = feedUrl.replace(`${key}.ics`, `${key.startsWith("A") ? "B" : "A"}${key.slice(1)}.ics`);
      expect((await request.get(forged)).status()).toBe(404);

      // Used: refused in another browser, with a way to a new one.
      const other = await browser.newPage();
      await other.goto(link);
      await expect(other.getByRole("alert")).toHaveText("Ten link został już użyty: każdy działa tylko raz. Wyślij sobie nowy.");
      await other.getByRole("link", { name: "Wyślij nowy link" }).click();
      await expect(other.getByLabel("Twój e-mail")).toBeVisible();
      await other.close();
    });

    test("an unknown address gets the same answer and no mail", async ({ page }) => {
      const before = await signInMails();
      await askForLink(page, "nikt-tu-nie-trenuje@example.com");
      expect(await signInMails()).toBe(before);
    });

    test("an expired link is refused", async ({ page }) => {
      await askForLink(page, CLIENT.email);
      const link = await linkInMail(4);
      // 30 minutes on: its end moved into the past, as the clock would.
      await withServerDatabase(server.databaseFile, (db) =>
        db
          .updateTable("client_sign_in_links")
          .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
          .where("used_at", "is", null)
          .execute(),
      );
      await page.goto(link);
      await expect(page.getByRole("alert")).toHaveText("Ten link wygasł: działa 30 minut od wysłania. Wyślij sobie nowy.");
      await expect(page.getByRole("button", { name: "Wejdź" })).toHaveCount(0);
    });

    test("a cancel there asks first and frees the time at /rezerwacja", async ({ page }) => {
      await page.context().addCookies(signedIn);
      const freeTime = () => page.goto(`/rezerwacja?usluga=trening-personalny&dzien=${later.day}`).then(() => page.locator(`input[value="${later.start}"]`));
      await expect(await freeTime()).toHaveCount(0);
      await page.goto("/moje-treningi");
      const session = page.getByRole("region", { name: "Najbliższe treningi" }).getByRole("listitem").last();
      await session.getByText("Odwołaj rezerwację").click();
      await expect(session).toContainText("Odwołać trening");
      await session.getByRole("button", { name: "Tak, odwołaj" }).click();
      await expect(page.getByRole("status")).toHaveText("Termin odwołany: jest znów wolny dla innych.");
      await expect(page.getByRole("region", { name: "Najbliższe treningi" }).getByRole("listitem")).toHaveCount(1);
      await expect(page.getByRole("region", { name: "Wcześniejsze i odwołane" }).getByRole("listitem")).toContainText("Status: odwołana");
      await expect(await freeTime()).toHaveCount(1);
    });

    test("asking for erasure tells the trainer at once and the client what happens next; “Wyloguj” ends the session", async ({ page }) => {
      await page.context().addCookies(signedIn);
      await page.goto("/moje-treningi");
      await page.getByText("Poproś o usunięcie danych").click();
      await page.getByRole("button", { name: "Tak, poproś o usunięcie" }).click();
      await expect(page.getByRole("status")).toContainText("Prośba o usunięcie danych jest wysłana.");
      // After the trainer's two confirmations and the cancellation.
      const mails = await mailsTo("trener@example.com", 4);
      expect(mails.map((one) => one.header("subject"))).toContain(`Prośba o usunięcie danych: ${CLIENT.name}`);
      await page.getByRole("button", { name: "Wyloguj" }).click();
      await expect(page.getByLabel("Twój e-mail")).toBeVisible();
      await page.context().addCookies(signedIn);
      await page.goto("/moje-treningi");
      await expect(page.getByLabel("Twój e-mail")).toBeVisible();
    });

    test.describe("the sign-in form", () => {
      test("by keyboard: the error beside the field, then Enter sends it", async ({ page }) => {
        await page.goto("/moje-treningi");
        const field = page.getByLabel("Twój e-mail");
        await field.focus();
        await page.keyboard.type("nie-adres");
        await page.keyboard.press("Tab");
        await expect(page.getByRole("button", { name: "Wyślij link" })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription("Podaj poprawny adres e-mail, np. jan@example.com.");
        await expect(field).toHaveValue("nie-adres");
        await field.fill("ktos@example.com");
        await page.keyboard.press("Enter");
        await expect(page.getByRole("status")).toContainText(SENT);
      });
    });
  });
}

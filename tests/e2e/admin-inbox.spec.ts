// The trainer's day in the inbox, on a laptop and on a phone: a visitor
// writes, the trainer finds the enquiry, sorts it, notes, exports, erases,
// and signs out. On a server of its own, so that erasing all spam touches
// no other test's data.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { TOAST_HIDE_AFTER_MS } from "../../app/admin/toast";
import { parseCsv } from "../support/parse-csv";
import { expectNoAxeViolations, signInWithForm, SIGN_IN_PATH, ownInboxServer, withDatabase } from "./admin";
import { formTokens } from "./site";

const server = ownInboxServer();
test.describe.configure({ mode: "serial" });

/** Nothing is wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const phone = viewport.width < 768;

  test(`sign in, find, sort, note, export, erase, sign out at ${viewport.width} px`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    // The page's clock runs as usual until the toast's step stops it.
    await page.clock.install();
    await page.setViewportSize(viewport);
    const tag = `t${viewport.width}${Date.now().toString(36)}`;
    const name = `Łucja Żółć-Gęślą ${tag}`;
    const message = `Zażółć gęślą jaźń: chcę trenować trzy razy w tygodniu (${tag}).`;
    const spamName = `Kupon Bot ${tag}`;

    await test.step("sign in to an empty inbox", async () => {
      await page.goto("/admin");
      await expect(page).toHaveURL(SIGN_IN_PATH);
      await expectNoAxeViolations(page);
      await signInWithForm(page);
      await page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Zapytania" }).click();
      await expect(page.getByText("Skrzynka jest pusta.")).toBeVisible();
      await expect(page).toHaveTitle("Skrzynka zapytań — panel trenera");
      await expect(page.getByRole("banner")).toContainText("Wyloguj się");
      await expect(page.getByRole("navigation", { name: "Główna" })).toHaveCount(0);
    });

    await test.step("a visitor writes through the contact form, a bot too", async () => {
      const visitor = await context.newPage();
      await visitor.setViewportSize(viewport);
      await visitor.goto("/kontakt");
      await visitor.getByLabel("Imię i nazwisko").fill(name);
      await visitor.getByLabel("E-mail").fill("lucja@example.com");
      await visitor.getByLabel(/Telefon/).fill("601 202 303");
      await visitor.getByLabel("Wiadomość").fill(message);
      await visitor.getByRole("button", { name: "Wyślij wiadomość" }).click();
      await expect(visitor).toHaveURL("/dziekujemy");
      await visitor.close();
      // Posted at once: taken for a bot, kept as spam.
      const bot = await request.post("/kontakt", {
        form: { name: spamName, email: "bot@example.com", message: "Tanie kupony, kliknij teraz!", ...(await formTokens(request)) },
        maxRedirects: 0,
      });
      expect(bot.status()).toBe(303);
    });

    await test.step("see the just-sent enquiry, newest first, the count of new ones in the title", async () => {
      await page.reload();
      await expect(page).toHaveTitle("Skrzynka zapytań (1 nowe) — panel trenera");
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row).toContainText("nowe");
      await expect(row).toContainText("Bezpłatna konsultacja");
      await expect(page.getByRole("link", { name: spamName })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });

    await test.step("filter by status", async () => {
      const statusNav = page.getByRole("navigation", { name: "Status zapytań" });
      await statusNav.getByRole("link", { name: /^spam/ }).click();
      await expect(page).toHaveURL(/status=spam/);
      await expect(page.getByRole("link", { name: spamName })).toBeVisible();
      await expect(page.getByRole("link", { name })).toHaveCount(0);
      await statusNav.getByRole("link", { name: /^w toku/ }).click();
      await expect(page.getByText("Brak zapytań ze statusem „w toku”.")).toBeVisible();
      await statusNav.getByRole("link", { name: /^nowe/ }).click();
      await expect(page.getByRole("link", { name })).toBeVisible();
      await statusNav.getByRole("link", { name: /^bez spamu/ }).click();
      await expect(page).toHaveURL(/\/admin$/);
    });

    await test.step("search, in small letters, Polish ones included", async () => {
      await page.getByRole("searchbox").fill(`łucja żółć-gęślą ${tag}`);
      await page.getByRole("button", { name: "Szukaj" }).click();
      await expect(page).toHaveURL(/q=/);
      await expect(page.getByRole("link", { name })).toBeVisible();
      await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
      await page.getByRole("searchbox").fill("nikt-taki-nie-pisał");
      await page.getByRole("button", { name: "Szukaj" }).click();
      await expect(page.getByText("Żadne zapytanie nie pasuje do „nikt-taki-nie-pisał”.")).toBeVisible();
      await page.getByRole("searchbox").fill("601202303");
      await page.getByRole("button", { name: "Szukaj" }).click();
      await expect(page.getByRole("link", { name })).toBeVisible();
    });

    await test.step("open it: the whole message, call, reply", async () => {
      await page.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByText(message)).toBeVisible();
      const call = page.getByRole("link", { name: "Zadzwoń" });
      const reply = page.getByRole("link", { name: "Odpowiedz e-mailem" });
      await expect(call).toHaveAttribute("href", "tel:+48601202303");
      await expect(reply).toHaveAttribute("href", /^mailto:lucja@example\.com\?subject=Odpowied%C5%BA%20na%20Twoje%20zapytanie/);
      if (phone) {
        // Under the thumb: both in the lower part of the screen, big enough to hit.
        for (const link of [call, reply]) {
          const box = (await link.boundingBox())!;
          expect(box.y).toBeGreaterThan(viewport.height / 2);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }
      }
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });

    await test.step("send a failed e-mail again", async () => {
      const enquiryId = Number(page.url().match(/zapytania\/(\d+)/)![1]);
      withDatabase(server.databaseFile, (db) =>
        db.prepare("update outbox set status = 'failed', last_error = '550 Skrzynka nie istnieje' where enquiry_id = ?").run(enquiryId),
      );
      await page.goto("/admin");
      const notice = page.getByRole("region", { name: "Nie udało się wysłać 1 e-maila" });
      await expect(notice).toContainText(name);
      await expect(notice).toContainText("550 Skrzynka nie istnieje");
      await expect(page.getByRole("row").filter({ hasText: name })).toContainText("nie wysłano");
      await notice.getByRole("button", { name: "Wyślij ponownie" }).click();
      await expect(page.getByRole("status")).toContainText("E-mail zostanie za chwilę wysłany ponownie.");
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole("row").filter({ hasText: name })).toContainText("czeka na wysłanie");
      expect(withDatabase(server.databaseFile, (db) => db.prepare("select status from outbox where enquiry_id = ?").all(enquiryId))).toEqual([
        { status: "pending" },
      ]);
      await page.getByRole("link", { name }).click();
    });

    await test.step("change the status", async () => {
      await page.getByRole("button", { name: "w toku" }).click();
      await expect(page.getByRole("status")).toContainText("Status zmieniony na „w toku”.");
      await expect(page.getByRole("button", { name: "w toku" })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("button", { name: "nowe" })).toHaveAttribute("aria-pressed", "false");
    });

    await test.step("add a note, kept after a reload", async () => {
      await page.getByLabel(/Twoja notatka/).fill("Oddzwonić w piątek; woli poranki — ćwiczy z żoną");
      // The toast's time passes only when the test says so, however busy the machine is.
      if (!phone) await page.clock.pauseAt(Date.now() + 1000);
      await page.getByRole("button", { name: "Zapisz notatkę" }).click();
      const toast = page.getByRole("status").getByText("Notatka zapisana.");
      await expect(toast).toBeVisible();
      if (!phone) {
        // The toast waits while the pointer is on it, then hides (5 s, never sooner than 1 s).
        await toast.hover();
        await page.clock.runFor(TOAST_HIDE_AFTER_MS + 1000);
        await expect(toast).toBeVisible();
        await page.mouse.move(0, 0);
        await page.clock.runFor(900);
        await expect(toast).toBeVisible();
        await page.clock.runFor(TOAST_HIDE_AFTER_MS - 1000);
        await expect(toast).toBeVisible();
        await page.clock.runFor(100);
        await expect(toast).toBeHidden();
        await page.clock.resume();
      }
      await page.reload();
      await expect(page.getByLabel(/Twoja notatka/)).toHaveValue("Oddzwonić w piątek; woli poranki — ćwiczy z żoną");
    });

    await test.step("export the current filter as CSV, Polish letters intact", async () => {
      await page.goto(`/admin?q=${encodeURIComponent(tag)}`);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Pobierz listę (plik do Excela)" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^zapytania-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(bytes.subarray(3).toString("utf8"));
      expect(rows[0]).toEqual(["Nr", "Otrzymano", "Imię i nazwisko", "E-mail", "Telefon", "Usługa", "Status", "Wiadomość", "Notatka"]);
      // The filter holds the visitor (searched by the tag), not the bot: spam stays out unless asked for.
      expect(rows).toHaveLength(2);
      const [, received, csvName, email, csvPhone, service, status, csvMessage, note] = rows[1]!;
      expect(received).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect({ csvName, email, csvPhone, service, status, csvMessage, note }).toEqual({
        csvName: name,
        email: "lucja@example.com",
        csvPhone: "'+48 601 202 303",
        service: "Bezpłatna konsultacja",
        status: "w toku",
        csvMessage: message,
        note: "Oddzwonić w piątek; woli poranki — ćwiczy z żoną",
      });
    });

    await test.step("erase it, after a confirmation", async () => {
      await page.getByRole("link", { name }).click();
      await page.getByRole("link", { name: "Usuń zapytanie" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Usunąć to zapytanie?");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Usuń na zawsze" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("status")).toContainText("Zapytanie usunięte na zawsze.");
      await expect(page.getByRole("link", { name })).toHaveCount(0);
      const left = withDatabase(server.databaseFile, (db) => ({
        enquiries: db.prepare("select count(*) as n from enquiries where name = ?").get(name),
        mails: db.prepare("select count(*) as n from outbox where enquiry_id not in (select id from enquiries)").get(),
      }));
      expect(left).toEqual({ enquiries: { n: 0 }, mails: { n: 0 } });
    });

    await test.step("erase all spam", async () => {
      await page.goto("/admin?status=spam");
      await expect(page.getByRole("link", { name: spamName })).toBeVisible();
      await page.getByRole("link", { name: "Usuń cały spam" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Usunąć cały spam?");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Usuń cały spam" }).click();
      await expect(page).toHaveURL(/status=spam/);
      await expect(page.getByRole("status")).toContainText("Spam usunięty: 1 zapytanie.");
      await expect(page.getByText("Brak zapytań ze statusem „spam”.")).toBeVisible();
      expect(withDatabase(server.databaseFile, (db) => db.prepare("select count(*) as n from enquiries where status = 'spam'").get())).toEqual({ n: 0 });
    });

    await test.step("sign out: the session is over on the server too", async () => {
      const session = (await context.cookies()).find((cookie) => cookie.name === "admin-session")!;
      expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      await page.getByRole("button", { name: "Wyloguj się" }).click();
      await expect(page).toHaveURL(SIGN_IN_PATH);
      await expect(page.getByRole("status")).toContainText("Wylogowano.");
      await page.goto("/admin");
      await expect(page).toHaveURL(SIGN_IN_PATH);
      // The old cookie, replayed as if copied before the sign-out, opens nothing.
      const replayed = await request.get("/admin", { headers: { Cookie: `admin-session=${session.value}` }, maxRedirects: 0 });
      expect(replayed.status()).toBe(302);
      expect(replayed.headers().location).toBe(SIGN_IN_PATH);
    });
  });
}

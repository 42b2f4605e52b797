// The trainer changes the site from a phone: /admin/tresci, on a server of its
// own (the other specs read the initial content).
import { expect, test, type Page } from "@playwright/test";
import { ownInboxServer, signIn, withDatabase } from "./admin";
import { openAdvanced, openItemAt, openPart } from "./editor-parts";

const server = ownInboxServer();
test.use({ viewport: { width: 390, height: 844 } });

type JsonLdOffer = { name: string; price: string };

async function publicOffer() {
  const html = await (await fetch(`${server.url}/oferta`)).text();
  const graph = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as {
    "@graph": { hasOfferCatalog?: { itemListElement: JsonLdOffer[] } }[];
  };
  const offers = graph["@graph"][0]!.hasOfferCatalog!.itemListElement;
  // The page keeps one-letter words with the next by a no-break space.
  return { html: html.replaceAll("\u00a0", " "), price: (name: string) => offers.find((offer) => offer.name === name)?.price };
}

async function openSection(page: Page, title: string) {
  await page.goto("/admin");
  await page.getByRole("link", { name: "Treści", exact: true }).click();
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** The n-th package (from 0) of the price list, opened as the trainer opens it. */
async function openPackage(page: Page, index: number) {
  return openItemAt(await openPart(page, "Pakiety i ceny"), index);
}

async function packagePrice(page: Page, index: number) {
  return (await openPackage(page, index)).getByLabel("Cena", { exact: true });
}

test.describe.configure({ mode: "serial" });

test("a new price is on /oferta and in its JSON-LD at once, and Przywróć brings the old one back", async ({ page }) => {
  await signIn(page);
  await openSection(page, "Oferta i cennik");
  const price = await packagePrice(page, 1);
  await expect(price).toHaveValue("1040");
  await price.fill("1100");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cena pozycji cennika „Pakiet 8 treningów”: 1040 zł → 1100 zł" })).toBeVisible();
  // No rebuild, no restart: the page that answers next shows it.
  await expect.poll(async () => (await publicOffer()).price("Pakiet 8 treningów"), { timeout: 2_000 }).toBe("1100");
  await page.goto("/oferta");
  await expect(page.getByRole("listitem").filter({ hasText: "Pakiet 8 treningów" }).getByText("1100 zł")).toBeVisible();

  await page.goto("/admin/tresci/oferta/historia");
  const first = page.getByRole("listitem").filter({ hasText: "Treść początkowa" });
  await first.getByRole("button", { name: "Przywróć tę wersję" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Przywrócono wersję" })).toBeVisible();
  await expect.poll(async () => (await publicOffer()).price("Pakiet 8 treningów"), { timeout: 2_000 }).toBe("1040");
  // The restore is itself a revision: nothing left the history.
  await expect(page.getByRole("listitem").filter({ hasText: "Cena pozycji cennika „Pakiet 8 treningów”: 1040 zł → 1100 zł" })).toBeVisible();
});

test("an FAQ entry added and moved up shows on the home page in its place", async ({ page }) => {
  await signIn(page);
  await openSection(page, "Strona główna");
  const faq = await openPart(page, "Pytania i odpowiedzi");
  const questions = faq.getByLabel("Pytanie", { exact: true });
  const before = await questions.count();
  await faq.getByRole("button", { name: "+ Dodaj pytanie" }).click();
  await expect(questions).toHaveCount(before + 1);
  await questions.last().fill("Czy potrzebuję karnetu na siłownię?");
  await faq.getByLabel("Odpowiedź", { exact: true }).last().fill("Nie. Trenujemy w moim studiu, w plenerze albo online — karnet nie jest potrzebny.");
  await faq.getByRole("button", { name: `W górę: pytanie ${before + 1}` }).click();
  await expect(questions.nth(before - 1)).toHaveValue("Czy potrzebuję karnetu na siłownię?");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dodano pytanie „Czy potrzebuję karnetu na siłownię?”" })).toBeVisible();

  await page.goto("/");
  const summaries = page.locator("details summary");
  await expect(summaries).toHaveCount(before + 1);
  await expect(summaries.nth(before - 1)).toHaveText("Czy potrzebuję karnetu na siłownię?");
});

test("Podgląd shows the draft to the owner only; the public page stays as it is", async ({ page, context }) => {
  await signIn(page);
  await openSection(page, "Oferta i cennik");
  await (await packagePrice(page, 0)).fill("175");
  const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Podgląd" }).click()]);
  await preview.waitForLoadState();
  await expect(preview.getByText("Podgląd zmian, których jeszcze nie opublikowano")).toBeVisible();
  await expect(preview.getByRole("listitem").filter({ hasText: "Trening personalny" }).getByText("175 zł")).toBeVisible();
  await expect(preview.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  expect((await publicOffer()).price("Trening personalny")).toBe("150");
  // Not for anyone else: without the session the preview address is the sign-in page.
  const anonymous = await fetch(`${server.url}/admin/tresci/oferta/podglad`, { method: "POST", headers: { Origin: server.url }, redirect: "manual" });
  expect(anonymous.status).toBeGreaterThanOrEqual(300);
  expect(anonymous.status).toBeLessThan(500);
  expect(await anonymous.text()).not.toContain("175 zł");
});

test("each bad value gets a Polish message by its field, the first takes the focus, and nothing is published", async ({ page }) => {
  await signIn(page);
  await openSection(page, "Oferta i cennik");
  const second = await openPackage(page, 1);
  const secondPrice = second.getByLabel("Cena", { exact: true });
  await (await openAdvanced(second)).getByLabel("Identyfikator w adresie").fill("dieta");
  await secondPrice.fill("149,50");
  const first = await openPackage(page, 0);
  const firstName = first.getByLabel("Nazwa", { exact: true });
  const firstPrice = first.getByLabel("Cena", { exact: true });
  await firstName.fill("");
  await firstPrice.fill("-150");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  // Both packages with a bad value are open, each message by its field.
  await expect(first.getByText("To pole trzeba wypełnić.")).toBeVisible();
  await expect(first.getByText("cena musi być większa od zera")).toBeVisible();
  await expect(second.getByText("podaj cenę brutto w złotych, np. 150")).toBeVisible();
  await expect(firstName).toBeFocused();
  await expect(firstPrice).toHaveAttribute("aria-invalid", "true");

  await firstName.fill("Trening personalny");
  await firstPrice.fill("150");
  await secondPrice.fill("1040");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByText("identyfikator „dieta” ma już inna pozycja oferty")).toBeVisible();
  expect((await publicOffer()).html).toContain("pakiet-8-treningow");

  // The refused edit is left unpublished: the browser asks before leaving, and the trainer leaves.
  page.once("dialog", (dialog) => void dialog.accept());
  await openSection(page, "Dane kontaktowe");
  await (await openPart(page, "Nazwa, NIP i kontakt")).getByLabel("Telefon").fill("12 34");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByText("numer telefonu musi mieć postać +48 500 000 000")).toBeVisible();
  await page.getByLabel("Telefon").fill("600100200");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Telefon: „+48 500 000 000” → „+48 600 100 200”" })).toBeVisible();
});

test("a publish from a stale version is refused with the other change shown, and overwrites nothing", async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const laptop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  for (const tab of [phone, laptop]) {
    await signIn(tab, server.url);
    await openSection(tab, "Oferta i cennik");
  }
  await (await packagePrice(phone, 2)).fill("1500");
  await phone.getByRole("button", { name: "Opublikuj" }).click();
  await expect(phone.getByRole("status").filter({ hasText: "1440 zł → 1500 zł" })).toBeVisible();

  const laptopPrice = await packagePrice(laptop, 2);
  await laptopPrice.fill("1300");
  await laptop.getByRole("button", { name: "Opublikuj" }).click();
  await expect(laptop.getByRole("alert")).toContainText("Nie opublikowano: w międzyczasie ktoś");
  await expect(laptop.getByText("Cena pozycji cennika „Pakiet 12 treningów”: 1440 zł → 1500 zł")).toBeVisible();
  await expect(laptopPrice).toHaveValue("1300");
  expect((await publicOffer()).price("Pakiet 12 treningów")).toBe("1500");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a list item is added and an invalid price comes back with its message and everything typed", async ({ page }) => {
    await signIn(page, "", "/admin/tresci/oferta");
    const notes = page.getByLabel(/^Uwaga \d/);
    const count = await notes.count();
    await (await openPart(page, "Uwagi pod cennikiem")).getByRole("button", { name: "+ Dodaj uwagę" }).click();
    await expect(notes).toHaveCount(count + 1);
    // The page comes back from the server with the notes open again.
    await notes.last().fill("Pierwszy trening w pakiecie można przełożyć bez opłaty.");
    const price = await packagePrice(page, 3);
    await price.fill("0");
    await page.getByRole("button", { name: "Opublikuj" }).click();
    await expect(page.getByText("cena musi być większa od zera")).toBeVisible();
    await expect(notes.last()).toHaveValue("Pierwszy trening w pakiecie można przełożyć bez opłaty.");
    await expect(price).toBeFocused();
    await price.fill("400");
    await page.getByRole("button", { name: "Opublikuj" }).click();
    await expect(page.getByText(/Opublikowano\./)).toBeVisible();
    expect((await publicOffer()).html).toContain("Pierwszy trening w pakiecie można przełożyć bez opłaty.");
  });
});

test("a renamed package's old link preselects nothing, and an enquiry that named it still shows it", async ({ page }) => {
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare("insert into enquiries (created_at, name, email, phone, service, message, status, submission_key) values (?, ?, ?, ?, ?, ?, 'new', ?)")
      .run(
        new Date().toISOString(),
        "Ewa Zdalna",
        "ewa@example.com",
        null,
        "prowadzenie-online",
        "Czy prowadzenie online obejmuje dietę?",
        "klucz-prowadzenie-online",
      ),
  );
  await signIn(page);
  await openSection(page, "Oferta i cennik");
  await (await openAdvanced(await openPackage(page, 3))).getByLabel("Identyfikator w adresie").fill("prowadzenie-zdalne");
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toBeVisible();
  await page.goto("/kontakt?usluga=prowadzenie-online");
  await expect(page.getByLabel("Usługa")).toHaveValue("");
  await page.goto("/kontakt?usluga=prowadzenie-zdalne");
  await expect(page.getByLabel("Usługa")).toHaveValue("prowadzenie-zdalne");
  await page.goto("/admin");
  await expect(page.getByRole("row").filter({ hasText: "Ewa Zdalna" })).toContainText("prowadzenie-online");
});

// Without JavaScript, the same round trip: tests/requests/content-editor.spec.ts.
test.describe("with JavaScript", () => {
  test("every section's form sends back its published content unchanged", async ({ page }) => {
    await signIn(page, "", "/admin/tresci");
    const titles = await page.locator(".editor-sections .admin-subheading").allTextContents();
    expect(titles).toHaveLength(11);
    // Three page loads per section: a budget per section, not 30 s for all eleven (CI's 2 busy cores took more).
    test.setTimeout(titles.length * 8_000);
    for (const title of titles) {
      await page.goto("/admin/tresci");
      await page
        .locator(".editor-sections a")
        .filter({ has: page.locator(".admin-subheading", { hasText: new RegExp(`^${title}$`) }) })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.getByRole("button", { name: "Opublikuj" }).click();
      // Every field of every section (lists, checkboxes, choices, an empty optional field) survives the round trip.
      await expect(page.getByRole("status").filter({ hasText: "Nic się nie zmieniło" }), title).toBeVisible();
    }
  });
});

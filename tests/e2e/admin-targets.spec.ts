// Every control in the panel is a thumb's target on a phone: at least
// 44 × 44 CSS px (WCAG 2.5.5), and no page scrolls sideways at 390 px. Every
// page of the panel is measured, with what a working week puts in it (an
// enquiry with a failed e-mail, spam, a booking ahead and one past, a photo,
// a section with history to restore, a package running out), on a server of
// its own.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { sections } from "../../app/site-content/sections";
import { PANEL_ENV, adminRoutePaths, SIGN_IN_PATH, signInByRequest, withDatabase } from "./admin";
import { freePort } from "../support/server-process";
import { bookFirstFreeTime } from "./booking-helpers";
import { formTokens, pastTheTimeTrap, waitForHydration, ownServer } from "./site";

const PHONE_WIDTH = 390;
/** WCAG 2.5.5 (target size, enhanced). */
const MIN_TARGET = 44;

test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, hasTouch: true, isMobile: true });
// In order, in one worker: one server for the file (a failure still lets the next test run).
test.describe.configure({ mode: "default" });

const server = ownServer(PANEL_ENV);

/** What a working week puts in the panel; returns what the seeded data is reached by, and a signed-in session. */
async function seedWorkingWeek(request: APIRequestContext) {
  // An enquiry as the contact form sends it, its notice to the trainer failed (a "Wyślij ponownie" button).
  const tokens = await pastTheTimeTrap(await formTokens(request, server.url), server.databaseFile);
  const sent = await request.post("/kontakt", {
    headers: { Origin: server.url },
    form: {
      name: "Anna Nowak",
      email: "anna@example.com",
      phone: "600 100 200",
      service: "",
      message: "Chcę zacząć trenować od przyszłego tygodnia.",
      website: "",
      ...tokens,
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const enquiryId = withDatabase(server.databaseFile, (db) => {
    const { id } = db.prepare("select id from enquiries where email = ?").get("anna@example.com") as { id: number };
    db.prepare("update outbox set status = 'failed', attempts = 3, last_error = '550 Brak takiej skrzynki' where enquiry_id = ?").run(id);
    // Spam, for "Usuń cały spam".
    db.prepare("insert into enquiries (created_at, name, email, message, status, submission_key) values (?, ?, ?, ?, 'spam', ?)").run(
      new Date().toISOString(),
      "Kupon Bot",
      "bot@example.com",
      "Tanie kupony, kliknij tutaj.",
      randomUUID(),
    );
    return id;
  });

  // A booking ahead ("Odwołaj…"), and one that has taken place (its outcome buttons).
  const ahead = await bookFirstFreeTime(request, server, {
    weekday: "środa",
    nth: 0,
    person: { name: "Ewa Nowicka", email: "ewa@example.com" },
    notes: "Kolano.",
  });
  await bookFirstFreeTime(request, server, { weekday: "środa", nth: 1, person: { name: "Piotr Wiśniewski", email: "piotr@example.com" } });
  const bookingId = withDatabase(server.databaseFile, (db) => {
    db.prepare("update bookings set starts_at = '2020-01-07T06:00:00.000Z', ends_at = '2020-01-07T07:00:00.000Z' where email = ?").run("piotr@example.com");
    // A second version of the gallery, so that its history offers "Przywróć tę wersję".
    db.prepare(
      "insert into content_revisions (section, version, document, summary, author, created_at) select section, version + 1, document, 'Bez zmian', author, ? from content_revisions where section = 'gallery' order by version desc limit 1",
    ).run(new Date().toISOString());
    return (db.prepare("select id from bookings where email = ?").get("ewa@example.com") as { id: number }).id;
  });
  // Everyone above gave one phone: one card. A second card, for the merge's question.
  const [clientId, otherClientId] = withDatabase(server.databaseFile, (db) => {
    const card = db.prepare("select client_id from bookings where email = ?").get("ewa@example.com") as { client_id: number };
    const now = new Date().toISOString();
    const other = db
      .prepare("insert into clients (name, email, phone, notes, created_at, last_activity_at) values (?, ?, '', '', ?, ?)")
      .run("Ewa Nowicka-Kowalska", "ewa.nowicka.kowalska.praca@przyklad-firmy.pl", now, now);
    return [card.client_id, Number(other.lastInsertRowid)];
  });

  const session = await signInByRequest(request, server.url);
  // A photo in the library, as the upload form sends it.
  const upload = await request.post("/admin/zdjecia", {
    headers: { Origin: server.url, Cookie: `admin-session=${session}` },
    multipart: { photo: { name: "kettlebell.jpg", mimeType: "image/jpeg", buffer: readFileSync("content/photos/kettlebell.jpg") } },
    maxRedirects: 0,
  });
  expect(upload.status()).toBe(303);

  // A package of 2 sold to the client of the past session, and that session marked: one left, a notice, a history.
  const headers = { Origin: server.url, Cookie: `admin-session=${session}` };
  const past = withDatabase(server.databaseFile, (db) =>
    db.prepare("select id, client_id, sequence from bookings where email = ?").get("piotr@example.com"),
  ) as {
    id: number;
    client_id: number;
    sequence: number;
  };
  const sold = await request.post(`/admin/klienci/${past.client_id}/pakiety`, {
    headers,
    form: {
      intent: "sell",
      offer: "pakiet-8-treningow",
      sessions: "2",
      from: "first_session",
      back: `/admin/klienci/${past.client_id}/pakiety`,
      saleKey: "sprzedaz-tygodnia-pracy",
    },
    maxRedirects: 0,
  });
  expect(sold.status()).toBe(303);
  const marked = await request.post("/admin/kalendarz", {
    headers,
    form: { intent: "attended", id: String(past.id), version: String(past.sequence) },
    maxRedirects: 0,
  });
  expect(marked.status()).toBe(303);
  return {
    enquiryId,
    bookingId,
    bookingWeek: ahead.day,
    clientId: clientId!,
    otherClientId: otherClientId!,
    session,
    packagesPath: `/admin/klienci/${past.client_id}/pakiety`,
  };
}

type Offender = { what: string; width: number; height: number };

/**
 * Every control a finger can meet, every <details> opened first: links,
 * buttons, fields (each checkbox and radio itself, and the label around
 * one), summaries and anything focusable. A link broken over two lines is
 * measured line by line: each piece is a target of its own.
 */
function smallTargets(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    // Every part at once, measured before the page hears of it: without its name a part no longer closes the others.
    for (const details of document.querySelectorAll("details")) {
      details.removeAttribute("name");
      details.open = true;
    }
    const selector = [
      "a[href]",
      "button",
      'input:not([type="hidden"])',
      "select",
      "textarea",
      "summary",
      '[role="button"]',
      '[tabindex]:not([tabindex="-1"])',
      'label:has(input[type="checkbox"], input[type="radio"])',
    ].join(", ");
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = [...element.classList].map((name) => `.${name}`).join("");
      const text = (element.textContent?.trim() || element.getAttribute("aria-label") || element.getAttribute("name") || "").replace(/\s+/g, " ").slice(0, 60);
      return `<${element.localName}${id}${classes}${element.localName === "input" ? ` type=${(element as HTMLInputElement).type}` : ""}> "${text}"`;
    };
    const offenders: Offender[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      for (const box of element.getClientRects()) {
        if (box.width < min || box.height < min) {
          offenders.push({ what: describe(element), width: Math.round(box.width), height: Math.round(box.height) });
          break;
        }
      }
    }
    return offenders;
  }, MIN_TARGET);
}

async function expectThumbSized(page: Page, what: string) {
  const offenders = (await smallTargets(page)).map(({ what: element, width, height }) => `${element}: ${width}×${height}`);
  expect.soft(offenders, `${what}: controls smaller than ${MIN_TARGET}×${MIN_TARGET} px`).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `${what}: the page is wider than the phone (${scrollWidth} px)`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Opens an address the way a link would; false for a file or an action's address (it has no page to measure). */
async function open(page: Page, path: string): Promise<boolean> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  if (!/^text\/html/.test(response.headers()["content-type"] ?? "") && !response.headers().location) return false;
  await page.goto(path);
  return true;
}

test("the measure finds a control smaller than a thumb", async ({ page }) => {
  await page.goto(SIGN_IN_PATH);
  // After React has taken the page over: its hydration would drop a link the server did not send.
  await waitForHydration(page);
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "/admin", textContent: "mały" });
    link.style.cssText = "display: inline-block; min-height: 0; min-width: 0; height: 20px; width: 30px";
    document.querySelector("main")!.append(link);
  });
  expect(await smallTargets(page)).toContainEqual({ what: '<a> "mały"', width: 30, height: 20 });
});

test("the sign-in page, also with its error", async ({ page }) => {
  await page.goto(SIGN_IN_PATH);
  await expectThumbSized(page, "the sign-in page");
  await page.getByLabel("E-mail").fill("ktos@example.com");
  await page.getByLabel("Hasło").fill("nie to hasło");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectThumbSized(page, "the sign-in page with an error");
});

// Every page of the panel opened and its targets measured, after a working week's data is put in.
test("every page of the panel, with what a working week puts in it", async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const { enquiryId, bookingId, bookingWeek, clientId, otherClientId, session, packagesPath } = await seedWorkingWeek(request);
  await context.addCookies([{ name: "admin-session", value: session, url: server.url }]);

  // Every address in the route table (parameters as 1: a missing enquiry, an unknown section).
  for (const { path, file } of adminRoutePaths().filter(({ path }) => path !== SIGN_IN_PATH)) {
    await test.step(`${path} (${file})`, async () => {
      if (await open(page, path)) await expectThumbSized(page, path);
    });
  }
  // And the states that show the pages' controls.
  const states: [name: string, path: string][] = [
    ["the inbox's spam", "/admin?status=spam"],
    ["an enquiry", `/admin/zapytania/${enquiryId}`],
    ["erasing an enquiry", `/admin/zapytania/${enquiryId}/usun`],
    ["the data of an enquiry's client", `/admin/dane-klienta/zapytanie/${enquiryId}`],
    ["the data of a booking's client", `/admin/dane-klienta/rezerwacja/${bookingId}`],
    ["the week of a booking", `/admin/kalendarz?od=${bookingWeek}`],
    ["a week with a session to mark", "/admin/kalendarz?od=2020-01-06"],
    ["the clients", "/admin/klienci"],
    ["the clients, searched", "/admin/klienci?q=nowicka"],
    ["the clients, nobody found", "/admin/klienci?q=nikt-taki"],
    ["a client's card", `/admin/klienci/${clientId}`],
    ["merging a card: choosing", `/admin/klienci/${clientId}/polacz`],
    ["merging a card: the question", `/admin/klienci/${clientId}/polacz?z=${otherClientId}`],
    ["moving rows to a new card", `/admin/klienci/${clientId}/podziel`],
    ["erasing a client's card", `/admin/klienci/${clientId}/usun`],
    ["the data of a client's card", `/admin/dane-klienta/klient/${clientId}`],
    ["a client's packages, one running out", packagesPath],
    ["a new booking at a free time", `/admin/kalendarz/nowa?start=${encodeURIComponent("2027-03-02T17:00:00.000Z")}`],
    ["a new booking for a client found", "/admin/kalendarz/nowa?szukaj=ewa"],
    ...sections.flatMap(({ slug, title }): [string, string][] => [
      [`the editor of „${title}”`, `/admin/tresci/${slug}`],
      [`the history of „${title}”`, `/admin/tresci/${slug}/historia`],
    ]),
  ];
  for (const [name, path] of states) {
    await test.step(name, async () => {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await expectThumbSized(page, `${name} (${path})`);
    });
  }
  await test.step("a new booking's weekly series, its dates to check", async () => {
    await page.goto(`/admin/kalendarz/nowa?start=${encodeURIComponent("2027-03-02T17:00:00.000Z")}`);
    await page.getByLabel("Imię i nazwisko").fill("Stała Klientka");
    await page.getByLabel("Telefon", { exact: true }).fill("600 200 300");
    await page.getByText("Co tydzień (seria)").click();
    await page.getByRole("button", { name: "Sprawdź terminy" }).click();
    await expect(page.getByRole("heading", { name: "Terminy serii" })).toBeVisible();
    await expectThumbSized(page, "a series' dates to check");
  });
  await test.step("a toast, with its close button", async () => {
    await page.goto(`/admin/zapytania/${enquiryId}`);
    await page.getByRole("button", { name: "w toku" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status zmieniony" })).toBeVisible();
    await expectThumbSized(page, "an enquiry with a toast");
  });
  await test.step("the private calendar saved (its address not answering), and an address refused", async () => {
    const saved = await request.post("/admin/kalendarz-prywatny", {
      headers: { Origin: server.url, Cookie: `admin-session=${session}` },
      // A port the system has just found free: nothing answers there.
      form: { intent: "save", url: `http://127.0.0.1:${await freePort()}/kalendarz.ics`, back: "/admin/kalendarz-prywatny" },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);
    for (const path of ["/admin/kalendarz-prywatny", "/admin/tresci/rezerwacje", "/admin/kalendarz"]) {
      await page.goto(path);
      await expect(page.getByRole("status").filter({ hasText: "Kalendarz prywatny nie odpowiada" })).toBeVisible();
      await expectThumbSized(page, `${path} with the private calendar failing`);
    }
    await page.goto("/admin/kalendarz-prywatny");
    await waitForHydration(page);
    await page.getByText("Zmień adres").click();
    await page.getByLabel("Tajny adres kalendarza").fill("nie adres");
    await page.getByRole("button", { name: "Zapisz adres" }).click();
    await expect(page.getByRole("alert")).toHaveText(/^To nie jest adres kalendarza/);
    await expectThumbSized(page, "an address refused");
  });
});

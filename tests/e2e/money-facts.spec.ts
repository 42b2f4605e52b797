// Money facts from one source (issue 44): a package's price and validity, the
// cancellation window and the no-show rule, read where a client or the
// trainer reads them (/oferta, /rezerwacja, the client's booking page, the
// confirmation mail, the panel's sale form), agree with the facts before the
// trainer changes them and after; a booking confirmed before the change
// keeps the window it was promised, on its page and in its next mail. On a
// server of its own.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn, withDatabase } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { openItem, openPart } from "./editor-parts";
import { ownServerWithMail } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 } });

const { server, mailsTo } = ownServerWithMail();

/** Words as a person reads them: no tags, no-break spaces as spaces. */
const readable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&nbsp;", " ")
    .replaceAll("\u00a0", " ")
    .replace(/\s+/g, " ");

const pageText = async (path: string) => readable(await (await fetch(`${server.url}${path}`)).text());

/** The newest mail to an address, once it has come (the n-th one). */
async function mailTo(address: string, count = 1): Promise<string> {
  return readable(String((await mailsTo(address, count)).at(-1)!.text));
}

/** The panel's sale form offers the price list's packages with their validity: "Pakiet 8 treningów — 1040 zł, ważny 6 tygodni". */
async function saleFormText(page: Page, email: string): Promise<string> {
  const clientId = withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select client_id from bookings where email = ?").get(email) as { client_id: number }).client_id,
  );
  return readable(await (await page.request.get(`/admin/klienci/${clientId}/pakiety`)).text());
}

async function publishSection(page: Page, title: string, change: (page: Page) => Promise<void>) {
  await page.goto("/admin/tresci");
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await change(page);
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toBeVisible();
}

/** The client moves their own booking to another free time that day, from their page. */
async function moveOwnBooking(request: APIRequestContext, booked: { page: string; day: string; start: string }) {
  const choices = await (await request.get(`${booked.page}?zmien&dzien=${booked.day}`)).text();
  const other = [...choices.matchAll(/name="start" value="([^"]+)"/g)].map((match) => match[1]!).find((start) => start !== booked.start)!;
  const moved = await request.post(booked.page, { headers: { Origin: server.url }, form: { intent: "move", start: other, version: "0" }, maxRedirects: 0 });
  expect(moved.status()).toBe(303);
}

test("each money fact reads the same everywhere, changes everywhere with the facts, and a confirmed booking keeps its window", async ({ page, request }) => {
  test.setTimeout(120_000);
  // Before: 150 zł a session, 8 sessions in 6 weeks, 12 hours, no rule about no-shows.
  const offer = await pageText("/oferta");
  expect(offer).toContain("8 treningów do wykorzystania w ciągu 6 tygodni");
  expect(offer).toContain("12 treningów do wykorzystania w ciągu 8 tygodni");
  expect(offer).not.toMatch(/bez opłaty|Nieobecność|kartą/);
  // How to pay is the terms' fact ("Regulamin i płatności"), not a note of the price list's.
  expect(offer).toContain("Za pojedynczy trening płacisz na miejscu, w dniu treningu, za pakiet na pierwszym treningu: gotówką, przelewem lub BLIK-iem.");
  expect(await (await fetch(`${server.url}/oferta`)).text()).toContain('href="/rezerwacja?usluga=trening-personalny&amp;pakiet=pakiet-8-treningow"');
  const booking = await pageText("/rezerwacja?usluga=trening-personalny");
  expect(booking).toContain("150 zł za pojedynczy trening albo w cenie pakietu");
  expect(booking).toContain("odwołasz lub przełożysz najpóźniej 12 godzin przed terminem");
  expect(booking).not.toMatch(/bez opłaty|Nieobecność|Cena 150 zł/);

  const early = await bookFirstFreeTime(request, server, { weekday: "czwartek", nth: 1, person: { name: "Ewa Zając", email: "ewa@example.com" } });
  const earlyMail = await mailTo("ewa@example.com");
  expect(earlyMail).toContain("12 godzin przed rozpoczęciem");
  expect(earlyMail).not.toContain("Nieobecność");
  const earlyPage = await pageText(early.page);
  expect(earlyPage).toContain("(12 godzin przed spotkaniem)");
  expect(earlyPage).toContain("do zapłaty: 150 zł");
  expect(earlyPage).not.toContain("Nieobecność");
  await signIn(page);
  expect(await saleFormText(page, "ewa@example.com")).toContain("Pakiet 8 treningów — 1040 zł, ważny 6 tygodni");

  // The trainer changes each fact once: 160 zł, 7 weeks, 6 hours, a no-show counts.
  await publishSection(page, "Oferta i cennik", async () => {
    const prices = await openPart(page, "Pakiety i ceny");
    await (await openItem(prices, /Trening personalny/)).getByLabel("Cena", { exact: true }).fill("160");
    await (await openItem(prices, /Pakiet 8 treningów/)).getByLabel("W ciągu ilu tygodni można wykorzystać treningi").fill("7");
  });
  await publishSection(page, "Godziny pracy i rezerwacje", async () => {
    const rules = await openPart(page, "Zasady rezerwacji");
    await expect(rules.getByText("Nowy termin odwołania dotyczy rezerwacji zrobionych od teraz; potwierdzone wcześniej zachowują swój.")).toBeVisible();
    await rules.getByLabel(/^Najpóźniej na ile godzin przed terminem klient może go odwołać/).fill("6");
    await rules.getByLabel("Nieobecność bez odwołania liczy się jako trening").check();
  });

  const rule = "Nieobecność bez odwołania liczy się jak trening, który się odbył: zużywa trening z pakietu.";
  const newOffer = await pageText("/oferta");
  expect(newOffer).toContain("8 treningów do wykorzystania w ciągu 7 tygodni");
  expect(newOffer).not.toContain("w ciągu 6 tygodni");
  expect(newOffer).toContain(rule);
  expect(newOffer).toContain("najpóźniej 6 godzin przed terminem");
  const newBooking = await pageText("/rezerwacja?usluga=trening-personalny");
  expect(newBooking).toContain("160 zł za pojedynczy trening albo w cenie pakietu");
  expect(newBooking).toContain(`odwołasz lub przełożysz najpóźniej 6 godzin przed terminem`);
  expect(newBooking).toContain(rule);
  expect(await saleFormText(page, "ewa@example.com")).toContain("Pakiet 8 treningów — 1040 zł, ważny 7 tygodni");

  // A new booking gets the new facts, in its mail and on its page.
  const late = await bookFirstFreeTime(request, server, { weekday: "piątek", nth: 1, person: { name: "Olga Lis", email: "olga@example.com" } });
  const lateMail = await mailTo("olga@example.com");
  expect(lateMail).toContain("6 godzin przed rozpoczęciem");
  expect(lateMail).toContain(rule);
  const latePage = await pageText(late.page);
  expect(latePage).toContain("(6 godzin przed spotkaniem)");
  expect(latePage).toContain("do zapłaty: 160 zł");
  expect(latePage).toContain(rule);

  // The booking confirmed before keeps the window it was promised, on its page and in the mail of its next change.
  const keptPage = await pageText(early.page);
  expect(keptPage).toContain("(12 godzin przed spotkaniem)");
  expect(keptPage).not.toContain("6 godzin przed spotkaniem");
  expect(keptPage).toContain("do zapłaty: 150 zł");
  await moveOwnBooking(request, early);
  const movedMail = await mailTo("ewa@example.com", 2);
  expect(movedMail).toContain("12 godzin przed rozpoczęciem");
  expect(movedMail).not.toContain("6 godzin przed rozpoczęciem");
});

// The guide's chapters on growing the business (issue 62): a visitor orders
// a gift voucher on her phone and the trainer marks it paid; the QR codes
// and the "Zarezerwuj" link; the health questionnaire the trainer fills in
// with a client on her phone (Anna, the regular of diary.ts), with a "Tak"
// that marks her sessions; a sheet of clients from Booksy, its columns and
// its preview.
import type { Browser } from "@playwright/test";
import type { Temporal } from "temporal-polyfill";
import { camera, type Camera } from "./camera.ts";
import { PHONE_USER_AGENT } from "./devices.ts";

/** The form's time trap refuses a form sent sooner after it was shown: a person takes longer. */
const PERSON_FILLING_MS = 3_100;

export async function giftVoucher(trainer: Camera, browser: Browser): Promise<void> {
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: "pl-PL", userAgent: PHONE_USER_AGENT });
  const page = await visitor.newPage();
  const buyer = camera(page, trainer.base);
  await page.goto(`${trainer.base}/bon-podarunkowy`);
  await buyer.hydrated();
  await page.getByLabel("Imię i nazwisko", { exact: true }).fill("Łucja Żółtowska");
  await page.getByLabel("E-mail").fill("lucja@example.com");
  await page.getByLabel("Telefon").fill("600 100 200");
  await page.getByLabel("Imię obdarowanej osoby").fill("Małgorzata");
  await buyer.scrollTo(page.getByRole("heading", { name: "Twoje dane" }), 80);
  await buyer.shot("62-bon-zamowienie");
  await page.waitForTimeout(PERSON_FILLING_MS);
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await page.getByRole("status").filter({ hasText: "Zamówienie bonu jest przyjęte" }).waitFor();
  await visitor.close();

  await trainer.page.goto(`${trainer.base}/admin/bony`);
  await trainer.hydrated();
  await trainer.shot("63-bony-do-oplacenia");
}

export async function qrCodes({ page, base, ...trainer }: Camera): Promise<void> {
  await page.goto(`${base}/admin/polecanie`);
  await trainer.hydrated();
  await trainer.shot("64-kody-qr");
}

export async function healthQuestionnaire(trainer: Camera, card: string): Promise<void> {
  const { page } = trainer;
  await page.goto(card);
  await page.getByRole("link", { name: "Wypełnij z klientem" }).click();
  await page.getByRole("heading", { level: 1 }).waitFor();
  await trainer.hydrated();
  for (const question of await page.locator("fieldset fieldset").all()) await question.getByLabel("Nie").check();
  await page
    .getByRole("group", { name: /z kośćmi, stawami albo kręgosłupem/ })
    .getByLabel("Tak")
    .check();
  await page.getByLabel("Co chcesz osiągnąć dzięki treningom").fill("Silniejsze plecy, bez bólu przy pracy w ogrodzie");
  await trainer.shot("65-ankieta-z-klientem");
  // The client's consent to health data, ticked by them at the trainer's side (the form asks for it until given).
  const consent = page.getByLabel(/Zgadzam się na zapisywanie moich odpowiedzi z\sankiety zdrowotnej/);
  if (await consent.count()) await consent.check();
  await page.getByRole("button", { name: "Zapisz ankietę" }).click();
  // Saved, the form sends her back to the card (a refusal would stay on the form with its reasons).
  await page.waitForURL(card);
  await trainer.dismissToast();
  const answers = page.getByRole("region", { name: "Ankieta zdrowotna" });
  await trainer.scrollTo(answers, 20);
  await trainer.shot("66-ankieta-na-karcie");
}

/** A few clients as Booksy exports them (Polish Excel: a BOM, semicolons), one of them Anna of diary.ts by her e-mail, one with a visit. */
function booksySheet(day: string): Buffer {
  const lines = [
    "Imię;Nazwisko;Telefon;Email;Notatki;Data wizyty;Godzina;Usługa",
    '"Zofia";"Wiśniewska";"600 300 401";zofia.w@example.com;"kolano po operacji";;;',
    '"Jędrzej";"Łukasik";"600 300 402";jedrzej@example.com;;' + `${day};10:00;Trening personalny`,
    '"Anna";"Nowak";"600 300 403";anna@example.com;;;;',
    '"Marek";"Żak";"600 300 404";;"woli rano";;;',
  ];
  return Buffer.from(`\ufeff${lines.join("\r\n")}\r\n`, "utf8");
}

/** The visit's day as a Polish sheet writes it: "02.12.2026". */
const sheetDate = (day: Temporal.PlainDate) => `${String(day.day).padStart(2, "0")}.${String(day.month).padStart(2, "0")}.${day.year}`;

export async function clientImport(trainer: Camera, visitDay: Temporal.PlainDate): Promise<void> {
  const { page, base } = trainer;
  await page.goto(`${base}/admin/klienci/import`);
  await trainer.hydrated();
  await page
    .getByLabel("Plik z klientami (CSV albo vCard)")
    .setInputFiles({ name: "klienci-booksy.csv", mimeType: "text/csv", buffer: booksySheet(sheetDate(visitDay)) });
  await page.getByRole("button", { name: "Wczytaj plik" }).click();
  await page.getByRole("button", { name: "Pokaż podgląd" }).waitFor();
  await trainer.shot("67-import-kolumny");
  await page.getByRole("button", { name: "Pokaż podgląd" }).click();
  const counts = page.locator(".import-counts").first();
  await counts.waitFor();
  await trainer.scrollTo(counts, 80);
  await trainer.shot("68-import-podglad");
}

// The information clause under the contact form and the privacy policy, read
// off the pages as the server sends them against RODO art. 13 and 21, filled
// in with the trainer's own data from content/. (That the pages set no
// cookie, scripts included: tests/e2e/privacy-notice.spec.ts.)
import { expect, test } from "@playwright/test";
import { afterDays, afterYears, forDays, forMonths, forYears, hoursBefore } from "../../app/lib/polish-phrases";
import { site } from "../e2e/site";
import { accessibleText, openPage, readable } from "../support/html-page";

const { business, trainer, privacy } = site;
const { address } = business;

test("the notice under the form names the controller, the purposes and bases, says the data is voluntary, and sets the right to object apart", async ({
  request,
}) => {
  const form = (await openPage(request, "/kontakt")).document.querySelector("form.enquiry-form")!;
  const paragraphs = (words: string) =>
    [...form.querySelectorAll("p")].map((paragraph) => readable(paragraph.textContent)).filter((text) => text.includes(words));
  expect(paragraphs("Administratorem")).toHaveLength(1);
  const notice = paragraphs("Administratorem")[0]!;
  for (const part of [trainer.name, business.legalName, address.street, `${address.postalCode} ${address.locality}`, business.email, business.phone]) {
    expect(notice, part).toContain(part);
  }
  expect(notice).toContain("art. 6 ust. 1 lit. b RODO");
  expect(notice).toContain("art. 6 ust. 1 lit. f RODO");
  expect(notice).toContain("ustalenia, dochodzenia lub obrony roszczeń");
  expect(notice).toContain("Podanie danych jest dobrowolne, ale bez nich nie mogę odpowiedzieć.");
  // Not "only to answer": the policy names further purposes.
  expect(notice).not.toMatch(/\b(?:tylko|wyłącznie)\b/);
  const links = [...form.querySelectorAll("a")].filter((link) => accessibleText(link).toLowerCase().includes("polityce prywatności"));
  expect(links.map((link) => link.getAttribute("href"))).toEqual(["/polityka-prywatnosci"]);

  // Art. 21(4): the right to object, clearly and separately from the rest.
  expect(paragraphs("sprzeciwić")).toHaveLength(1);
  const objectionText = paragraphs("sprzeciwić")[0]!;
  expect(objectionText).toContain("art. 21 RODO");
  expect(objectionText).toContain(business.email);
  expect(objectionText).not.toContain("Administratorem");
});

test("the privacy policy has every element of art. 13, from the trainer's own data", async ({ request }) => {
  const main = (await openPage(request, "/polityka-prywatnosci")).document.querySelector("main")!;
  const text = readable(main.textContent);
  /** The text after the heading that names `heading`: its next sibling if `selector` matches it (as `h2:has-text(heading) + selector`), or the first one `selector` matches (`~`). */
  const after = (heading: string, selector: string, { adjacent = true } = {}) => {
    const title = [...main.querySelectorAll("h2")].find((h2) => readable(h2.textContent).toLowerCase().includes(readable(heading).toLowerCase()))!;
    let next = title.nextElementSibling;
    while (!adjacent && next && !next.matches(selector)) next = next.nextElementSibling;
    expect(next?.matches(selector), `${selector} after "${heading}"`).toBe(true);
    return readable(next!.textContent);
  };
  const section = (heading: string) => after(heading, "*");

  // The controller: a sole trader is a person, with the business name as "firma".
  expect(section("administratorem")).toContain(
    `Administratorem Twoich danych osobowych jest ${trainer.name} (działalność gospodarcza pod firmą „${business.legalName}”, ${address.street}, ${address.postalCode} ${address.locality}, NIP ${business.taxId}).`,
  );
  expect(text).toContain(business.email);
  expect(text).toContain(business.phone);

  // Purposes with their bases, the claims purpose named.
  expect(text).toContain("art. 6 ust. 1 lit. b RODO");
  expect(text).toContain("art. 6 ust. 1 lit. c RODO");
  expect(text).toContain("ustalenie, dochodzenie lub obrona roszczeń: art. 6 ust. 1 lit. f RODO");
  expect(text).toContain("Podanie danych jest dobrowolne, ale bez imienia i nazwiska, adresu e-mail i treści wiadomości nie mogę odpowiedzieć");

  // The right to object, under its own heading.
  const objection = section("Prawo sprzeciwu");
  expect(objection).toContain("W każdej chwili możesz wnieść sprzeciw");
  expect(objection).toContain("art. 21 ust. 1 RODO");

  // Recipients: processors under art. 28, the accounting office, authorities.
  const recipients = after("Komu przekazuję dane", "ul");
  for (const part of ["art. 28 RODO", privacy.hostingProvider, privacy.emailProvider, privacy.accountingOffice!, "Organom publicznym"]) {
    expect(recipients, part).toContain(part);
  }

  // Concrete periods, with the law behind each (the test server keeps enquiries 24 months).
  const periods = after("Jak długo przechowuję dane", "ul");
  expect(periods).toContain(`Zapytania z formularza i korespondencję o nie: ${forMonths(24)} od otrzymania zapytania`);
  expect(periods).toContain(
    `do przedawnienia roszczeń z niej (${afterYears(privacy.claimsYears)}, licząc do końca roku kalendarzowego; art. 118 Kodeksu cywilnego)`,
  );
  expect(periods).toContain(
    `${forYears(privacy.taxRecordsYears)} od końca roku kalendarzowego, w którym upłynął termin zapłaty podatku (art. 86 § 1 Ordynacji podatkowej)`,
  );

  // Bookings, the block of an address and a network's hash, each with its period from the configuration and the content.
  expect(periods).toContain(`Rezerwacje, razem z e-mailami o nich i zapisem, czy spotkanie się odbyło: ${forMonths(24)} od terminu spotkania`);
  expect(periods).toContain(`Blokadę rezerwacji z adresu e-mail: ${forMonths(privacy.blockMonths!)} od zablokowania`);
  expect(periods).toContain(
    "Skrót adresu IP, z którego rezerwujesz, zmieniasz lub odwołujesz termin albo zapisujesz się na listę oczekujących: przez godzinę, bo tyle obejmuje limit rezerwacji",
  );
  // The waitlist's address goes with the day it waits for.
  expect(periods).toContain("Adres e-mail na liście oczekujących, z dniem i usługą: do końca dnia, na który czekasz; potem strona usuwa go w ciągu 5 minut");
  expect(periods).toContain("potem strona usuwa go w ciągu 5 minut");
  expect(text).toContain("Strona usuwa automatycznie tylko to, co sama przechowuje.");
  expect(text).toContain(`Termin przeniesiesz albo odwołasz linkiem z e-maila najpóźniej ${hoursBefore(site.booking.cancelCutoffHours)} przed nim`);
  expect(text).toContain("zapis po spotkaniu, czy się odbyło, aby rozliczyć pakiety treningów");
  expect(text).toContain(
    "blokada rezerwacji przez stronę z adresu e-mail osoby, która nie przychodzi na umówione spotkania albo nadużywa rezerwacji, aby terminy zostały dla tych, którzy na nie przychodzą (mój prawnie uzasadniony interes): art. 6 ust. 1 lit. f RODO",
  );

  // The calendar the trainer subscribes to gets the first name only (the content's default), and the video calls' provider is named.
  expect(recipients).toContain(privacy.calendarProvider!);
  expect(recipients).toContain(
    "usługę i Twoje imię; nazwisko, telefon, adres e-mail i uwagi do rezerwacji widzę w panelu strony (po zalogowaniu) i w powiadomieniu e-mail o rezerwacji, nie w kalendarzu",
  );
  expect(recipients).toContain(privacy.videoCallProvider!);
  expect(recipients).toContain("potwierdzenie rezerwacji, przypomnienie dzień przed spotkaniem i wiadomość o zmianie lub odwołaniu terminu");
  expect(text).not.toContain("nie przekazuję ich poza Europejski Obszar Gospodarczy");
  expect(text).toContain("standardowych klauzulach umownych");

  // Access and portability, and what an erasure removes.
  const rights = after("Twoje prawa", "ul", { adjacent: false });
  expect(rights).toContain("czytelne zestawienie i plik JSON");
  // Each period once: the backups' in the periods, the erasure's own paragraph pointing there.
  expect(periods).toContain(`Kopie zapasowe bazy (na serwerze): usunięte dane znikają także z nich, najpóźniej ${afterDays(privacy.backupDays)}.`);
  expect(text.split(afterDays(privacy.backupDays))).toHaveLength(2);
  expect(text).toContain("Z kopii zapasowych znikną w terminie podanym wyżej.");
  expect(text).not.toContain("od razu, razem z nimi");

  // Every kind of data the site keeps has its basis and its period: the client's page, push, the logs.
  expect(text).toContain(
    "strona „Moje treningi”, na którą logujesz się linkiem z e-maila, i kalendarz do subskrypcji z Twoimi treningami: art. 6 ust. 1 lit. b RODO",
  );
  expect(text).toMatch(/powiadomienia push, jeśli je włączysz: .*: art\. 6 ust\. 1 lit\. b RODO/);
  expect(periods).toContain(
    "Skróty linku do logowania na stronę „Moje treningi” i sesji po zalogowaniu: link przez 30 minut (działa tylko raz), sesję przez 30 dni albo do wylogowania",
  );
  expect(periods).toContain("Subskrypcję powiadomień push");
  expect(periods).toContain(`Dziennik serwera: ${forDays(privacy.serverLogDays)}`);
  expect(text.split("przez 30 minut")).toHaveLength(2);

  // The browser push services and WhatsApp are named recipients.
  for (const name of ["Google LLC", "Mozilla Corporation", "Apple Inc.", "Microsoft Corporation", "WhatsApp Ireland Limited"]) {
    expect(recipients, name).toContain(name);
  }

  // Cookies as they are, and the IP addresses the rate limit and the logs use.
  const cookies = section("Ciasteczka i adresy IP");
  expect(cookies).toContain("Publiczne strony i formularz kontaktowy nie zapisują w Twojej przeglądarce żadnych ciasteczek");
  expect(text).toContain("skrót adresu IP");
  expect(text).toContain("z adresem IP bez ostatniej części");
  expect(text).toContain(forDays(privacy.serverLogDays));
  // This server takes enquiries without a limit (ENQUIRY_RATE_LIMIT=0): the policy then claims no address is remembered for it.
  expect(text).not.toContain("Gdy wysyłasz formularz kontaktowy");
  expect(text).toContain("łącznie najwyżej 5 rezerwacji, zmian i odwołań");
});

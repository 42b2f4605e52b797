import type { Route } from "./+types/privacy";
import { PageIntro } from "~/components/page-intro";
import { env } from "~/env.server";
import { formatDate } from "~/lib/format";
import { afterDays, afterYears, forDays, forMonths, forYears } from "~/lib/polish-phrases";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset as t } from "~/lib/typeset";
import { dataController, type DataController } from "~/site-content/data-controller";
import type { Privacy } from "~content/schema";
import { contentFor } from "~/site-content/live-content.server";
import { serverSections } from "~/lib/server-sections.server";
import { ServerSection, useServerSections } from "~/components/server-section";

export const meta: Route.MetaFunction = metaFromLoader;

export function loader({ context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const { pages, privacy } = content;
  const { title, description, ...intro } = pages.privacy;
  return {
    meta: sitePageMeta(context, { title, description }, "/polityka-prywatnosci", { ogImage: "privacy" }),
    // The whole policy is static: it goes to the HTML only.
    ...serverSections(context, {
      intro: <PageIntro eyebrow="RODO" {...intro} />,
      policy: (
        <PrivacyPolicy
          privacy={privacy}
          business={dataController(content)}
          updated={formatDate(`${privacy.updated}T12:00:00Z`)}
          retentionMonths={env.RETENTION_MONTHS}
        />
      ),
    }),
  };
}

/** A name from the content closes the sentence: "s.c." takes no second full stop. */
const endSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

type PrivacyPolicyProps = { privacy: Privacy; business: DataController; updated: string; retentionMonths: number };

/** RODO art. 13 and 21, filled in from content/ (the trainer's own data) and RETENTION_MONTHS. */
function PrivacyPolicy({ privacy, business, updated, retentionMonths }: PrivacyPolicyProps) {
  const { address } = business;
  const mail = <a href={`mailto:${business.email}`}>{business.email}</a>;
  return (
    <>
      <h2 id="administrator">{t("Kto jest administratorem Twoich danych")}</h2>
      <p>
        {t(`Administratorem Twoich danych osobowych jest ${business.name} (działalność gospodarcza pod firmą „${business.legalName}”, `)}
        {t(`${address.street}, ${address.postalCode} ${address.locality}, NIP ${business.taxId}). `)}
        {t("W sprawach danych osobowych napisz na ")}
        {mail}
        {t(` albo zadzwoń pod numer ${business.phone}. Inspektor ochrony danych nie został wyznaczony, bo przepisy tego nie wymagają.`)}
      </p>

      <h2 id="skad-dane">{t("Skąd mam Twoje dane i czy musisz je podać")}</h2>
      <p>
        {t(
          "Dane pochodzą od Ciebie: z formularza kontaktowego, z e-maila albo z rozmowy. Podanie danych jest dobrowolne, ale bez imienia i nazwiska, adresu e-mail i treści wiadomości nie mogę odpowiedzieć na zapytanie; numer telefonu podajesz tylko wtedy, gdy wolisz rozmowę. Jeśli zawrzemy umowę, dane potrzebne do jej wykonania są warunkiem jej zawarcia, a dane do rachunku lub faktury wymagają przepisy podatkowe.",
        )}
      </p>
      <p>
        {t(
          "Rezerwując termin przez stronę, podajesz imię i nazwisko, adres e-mail i numer telefonu: bez nich nie mogę przyjąć rezerwacji, potwierdzić jej ani zawiadomić Cię o zmianie. Uwagi do rezerwacji są dobrowolne.",
        )}
      </p>
      <p>{t("Proszę, nie wpisuj do formularzy informacji o zdrowiu: porozmawiamy o nich na konsultacji.")}</p>

      <h2 id="cele">{t("Po co przetwarzam dane i na jakiej podstawie")}</h2>
      <ul>
        <li>
          {t("odpowiedź na zapytanie i przygotowanie oferty na Twoją prośbę, przed zawarciem umowy: ")}
          <strong>art. 6 ust. 1 lit. b RODO</strong>;
        </li>
        <li>
          {t("rezerwacja terminu konsultacji lub treningu na Twoją prośbę: jego potwierdzenie, przypomnienie dzień wcześniej, odwołanie lub zmiana: ")}
          <strong>art. 6 ust. 1 lit. b RODO</strong>;
        </li>
        <li>
          {t("zawarcie i wykonanie umowy o treningi lub plan, jeśli zostaniesz moim klientem: ")}
          <strong>art. 6 ust. 1 lit. b RODO</strong>;
        </li>
        <li>
          {t("wystawienie rachunku lub faktury i przechowywanie dokumentacji podatkowej, czyli obowiązek prawny: ")}
          <strong>art. 6 ust. 1 lit. c RODO</strong>;
        </li>
        <li>
          {t(
            "mój prawnie uzasadniony interes: prowadzenie korespondencji i jej archiwum, ochrona strony przed spamem i nadużyciami oraz ustalenie, dochodzenie lub obrona roszczeń: ",
          )}
          <strong>art. 6 ust. 1 lit. f RODO</strong>.
        </li>
      </ul>

      <h2 id="sprzeciw">Prawo sprzeciwu</h2>
      <p>
        <strong>
          {t(
            "W każdej chwili możesz wnieść sprzeciw wobec przetwarzania Twoich danych w moim prawnie uzasadnionym interesie (art. 21 ust. 1 RODO), z przyczyn związanych z Twoją szczególną sytuacją.",
          )}
        </strong>{" "}
        {t("Wystarczy napisać na ")}
        {mail}
        {t(
          ". Przestanę wtedy przetwarzać dane w tym celu, chyba że wykażę ważne prawnie uzasadnione podstawy, nadrzędne wobec Twoich interesów, praw i wolności, albo podstawy do ustalenia, dochodzenia lub obrony roszczeń.",
        )}
      </p>

      <h2 id="odbiorcy">{t("Komu przekazuję dane")}</h2>
      <ul>
        <li>
          {t("Firmom, które przetwarzają dane w moim imieniu, na podstawie umów powierzenia (art. 28 RODO):")}
          <ul>
            <li>{t(`dostawcy hostingu, na którego serwerze działa strona i baza zapytań: ${privacy.hostingProvider};`)}</li>
            <li>
              {t(
                privacy.accountingOffice
                  ? `dostawcy poczty e-mail, przez którego dostaję powiadomienia o zapytaniach: ${privacy.emailProvider};`
                  : endSentence(`dostawcy poczty e-mail, przez którego dostaję powiadomienia o zapytaniach: ${privacy.emailProvider}`),
              )}
            </li>
            {privacy.accountingOffice && (
              <li>{t(endSentence(`biuru rachunkowemu, które prowadzi moje księgi, jeśli zostaniesz moim klientem: ${privacy.accountingOffice}`))}</li>
            )}
          </ul>
        </li>
        <li>
          {t("Organom publicznym i innym podmiotom, gdy obowiązek przekazania danych wynika z przepisów prawa (na przykład urzędowi skarbowemu albo sądowi).")}
        </li>
      </ul>
      <p>{t("Nie sprzedaję danych i nie przekazuję ich poza Europejski Obszar Gospodarczy.")}</p>

      <h2 id="okresy">{t("Jak długo przechowuję dane")}</h2>
      <ul>
        <li>
          {t(`Zapytania z formularza i korespondencję o nie: ${forMonths(retentionMonths)} od otrzymania zapytania; potem strona usuwa je automatycznie.`)}
        </li>
        <li>{t(`Rezerwacje: ${forMonths(retentionMonths)} od terminu spotkania (także odwołane); potem strona usuwa je automatycznie.`)}</li>
        <li>
          {t(
            `Dane z umowy: przez czas jej wykonywania, a potem do przedawnienia roszczeń z niej (${afterYears(privacy.claimsYears)}, licząc do końca roku kalendarzowego; art. 118 Kodeksu cywilnego).`,
          )}
        </li>
        <li>
          {t(
            `Rachunki, faktury i inną dokumentację podatkową: ${forYears(privacy.taxRecordsYears)} od końca roku kalendarzowego, w którym upłynął termin zapłaty podatku (art. 86 § 1 Ordynacji podatkowej).`,
          )}
        </li>
        <li>{t(`Kopie zapasowe bazy: usunięte dane znikają także z nich, najpóźniej ${afterDays(privacy.backupDays)}.`)}</li>
      </ul>

      <h2 id="prawa">Twoje prawa</h2>
      <p>Masz prawo:</p>
      <ul>
        <li>{t("dostępu do swoich danych i otrzymania ich kopii;")}</li>
        <li>{t("sprostowania danych, ich usunięcia albo ograniczenia przetwarzania;")}</li>
        <li>{t("przeniesienia danych, które przetwarzam na podstawie umowy;")}</li>
        <li>
          {t("sprzeciwu wobec przetwarzania w prawnie uzasadnionym interesie (zobacz ")}
          <a href="#sprzeciw">prawo sprzeciwu</a>);
        </li>
        <li>
          {t(
            "wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa), jeśli uznasz, że przetwarzam dane niezgodnie z prawem.",
          )}
        </li>
      </ul>
      <p>{t("Aby skorzystać z tych praw, napisz do mnie. Odpowiem najpóźniej w ciągu miesiąca.")}</p>

      <h2 id="profilowanie">Decyzje automatyczne</h2>
      <p>{t("Nie podejmuję wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu danych i nie profiluję Cię.")}</p>

      <h2 id="ciasteczka">{t("Ciasteczka i adresy IP")}</h2>
      <p>
        {t(
          "Publiczne strony i formularz kontaktowy nie zapisują w Twojej przeglądarce żadnych ciasteczek i nie wczytują niczego z serwerów innych firm. Ciasteczka ustawia tylko panel, do którego loguje się właściciel strony (sesja logowania i oznaczenie zaufanej przeglądarki); są niezbędne do jego działania, więc nie wymagają zgody.",
        )}
      </p>
      <p>
        {t(
          `Gdy wysyłasz formularz, serwer przez 10 minut pamięta adres IP, z którego przyszedł, aby ograniczyć liczbę wiadomości z jednego adresu (ochrona przed spamem, art. 6 ust. 1 lit. f RODO). Dziennik serwera zapisuje każde wejście na stronę z adresem IP bez ostatniej części (na przykład 203.0.113.0), bez imienia, e-maila, telefonu i treści wiadomości; przechowuję go ${forDays(privacy.serverLogDays)}, wyłącznie do wykrywania błędów i nadużyć.`,
        )}
      </p>

      <p className="text-sm text-muted">Ostatnia aktualizacja: {updated}.</p>
    </>
  );
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const sections = useServerSections(loaderData.sections);
  return (
    <main id="tresc" className="flex-1">
      <ServerSection as="header" className="page-intro" html={sections.intro} />
      <ServerSection as="div" className="prose-site container-page py-12" html={sections.policy} />
    </main>
  );
}

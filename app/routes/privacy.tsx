import type { Route } from "./+types/privacy";
import { PageIntro } from "~/components/page-intro";
import { env } from "~/env.server";
import { formatDate } from "~/lib/format";
import { afterDays, afterYears, forDays, forMonths, forYears, hoursBefore, monthCount } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";
import { ENQUIRY_RATE_WINDOW_MINUTES } from "~/enquiries/enquiry-limits";
import { BOOKING_RATE_WINDOW_MINUTES, NETWORK_SWEEP_MINUTES } from "~/bookings/booking-rate-limit.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset as t } from "~/lib/typeset";
import { dataController, type DataController } from "~/site-content/data-controller";
import type { SiteContent } from "~/site-content/sections";
import { contentFor } from "~/site-content/live-content.server";
import { REVISION_MONTHS } from "~/site-content/revision-retention.server";
import { UNUSED_PHOTO_DAYS } from "~/photos/photo-store.server";

export const meta: Route.MetaFunction = metaFromLoader;

export function loader({ context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const { pages } = content;
  const { title, description, ...intro } = pages.privacy;
  const { updated, ...privacy } = content.privacy;
  return {
    meta: sitePageMeta(content.business, { title, description }, "/polityka-prywatnosci", { ogImage: "privacy" }),
    intro,
    policy: {
      privacy,
      business: dataController(content),
      // Written here: the page's code then needs no Intl formatter.
      updated: formatDate(`${updated}T12:00:00Z`),
      figures: {
        retentionMonths: env.RETENTION_MONTHS,
        revisionMonths: REVISION_MONTHS,
        unusedPhotoDays: UNUSED_PHOTO_DAYS,
        enquiries: env.ENQUIRY_RATE_LIMIT,
        enquiryWindowMinutes: ENQUIRY_RATE_WINDOW_MINUTES,
        bookings: env.BOOKING_RATE_LIMIT,
        bookingWindowMinutes: BOOKING_RATE_WINDOW_MINUTES,
        sweepMinutes: NETWORK_SWEEP_MINUTES,
        acknowledgesEnquiries: env.SEND_ACKNOWLEDGEMENT,
        cancelCutoffHours: content.booking.cancelCutoffHours,
      },
    },
  };
}

/** A name from the content closes the sentence: "s.c." takes no second full stop. */
const endSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** "przez 10 minut", "przez godzinę", "przez 2 godziny": a window, in hours when it is whole hours. */
const forMinutes = (minutes: number) =>
  minutes % 60 === 0
    ? countedPhrase(minutes / 60, { one: "przez godzinę", few: "przez {count} godziny", many: "przez {count} godzin" })
    : countedPhrase(minutes, { one: "przez minutę", few: "przez {count} minuty", many: "przez {count} minut" });

/** "w ciągu 10 minut", "w ciągu godziny", "w ciągu 2 godzin". */
const withinMinutes = (minutes: number) =>
  minutes % 60 === 0
    ? countedPhrase(minutes / 60, { one: "w ciągu godziny", few: "w ciągu {count} godzin", many: "w ciągu {count} godzin" })
    : countedPhrase(minutes, { one: "w ciągu minuty", few: "w ciągu {count} minut", many: "w ciągu {count} minut" });

/** What one address may send: "najwyżej jedną wiadomość", "najwyżej 5 wiadomości". */
const atMostMessages = (count: number) =>
  countedPhrase(count, { one: "najwyżej jedną wiadomość", few: "najwyżej {count} wiadomości", many: "najwyżej {count} wiadomości" });

/** What one network may do: "łącznie najwyżej 5 rezerwacji, zmian i odwołań". */
const atMostBookings = (count: number) =>
  countedPhrase(count, {
    one: "najwyżej jedną rezerwację, zmianę albo odwołanie",
    few: "łącznie najwyżej {count} rezerwacje, zmiany i odwołania",
    many: "łącznie najwyżej {count} rezerwacji, zmian i odwołań",
  });

/** The numbers the policy states, from the configuration and the content: never typed into the text. */
type PolicyFigures = {
  /** RETENTION_MONTHS. */
  retentionMonths: number;
  /** How long the content's earlier versions are kept, and a photo none of them shows. */
  revisionMonths: number;
  unusedPhotoDays: number;
  /** ENQUIRY_RATE_LIMIT (0: off) over its window. */
  enquiries: number;
  enquiryWindowMinutes: number;
  /** BOOKING_RATE_LIMIT over its window, and how often the job forgets the networks past it. */
  bookings: number;
  bookingWindowMinutes: number;
  sweepMinutes: number;
  /** SEND_ACKNOWLEDGEMENT: the visitor gets a confirmation of an enquiry. */
  acknowledgesEnquiries: boolean;
  /** The booking settings' cancelCutoffHours. */
  cancelCutoffHours: number;
};

type PrivacyPolicyProps = { privacy: Omit<SiteContent["privacy"], "updated">; business: DataController; updated: string; figures: PolicyFigures };

/** RODO art. 13, 15, 20 and 21, filled in from content/ (the trainer's own data and choices) and the configuration. */
function PrivacyPolicy({ privacy, business, updated, figures }: PrivacyPolicyProps) {
  const { address } = business;
  const mail = <a href={`mailto:${business.email}`}>{business.email}</a>;
  const { calendarProvider, videoCallProvider, accountingOffice } = privacy;
  const processors = [
    `dostawcy hostingu, na którego serwerze działa strona i jej baza danych (zapytania, rezerwacje, karty klientów i e-maile czekające na wysłanie): ${privacy.hostingProvider}`,
    `dostawcy poczty e-mail, przez którego strona wysyła wiadomości — mnie powiadomienia o zapytaniach i rezerwacjach, a Tobie ${
      figures.acknowledgesEnquiries ? "potwierdzenie otrzymania zapytania, " : ""
    }potwierdzenie rezerwacji, przypomnienie dzień przed spotkaniem i wiadomość o zmianie lub odwołaniu terminu, z plikiem do kalendarza — i u którego mam skrzynkę: ${privacy.emailProvider}`,
    ...(videoCallProvider
      ? [
          `dostawcy usługi do spotkań online, jeśli umówisz się na konsultację lub trening online (przetwarza Twoje imię, obraz i głos w czasie rozmowy): ${videoCallProvider}`,
        ]
      : []),
    ...(accountingOffice ? [`biuru rachunkowemu, które prowadzi moje księgi, jeśli zostaniesz moim klientem: ${accountingOffice}`] : []),
  ];
  const outsideTheEea = [calendarProvider && "dostawca kalendarza", videoCallProvider && "dostawca usługi do spotkań online"].filter(Boolean).join(" lub ");
  const cutoff =
    figures.cancelCutoffHours > 0 ? `najpóźniej ${hoursBefore(figures.cancelCutoffHours)} przed nim; później — telefonicznie` : "aż do jego rozpoczęcia";
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
          `Rezerwując termin przez stronę, podajesz imię i nazwisko, adres e-mail i numer telefonu: bez nich nie mogę przyjąć rezerwacji, potwierdzić jej ani zawiadomić Cię o zmianie. Uwagi do rezerwacji są dobrowolne. Termin przeniesiesz albo odwołasz linkiem z e-maila ${cutoff}. Po spotkaniu zapisuję przy rezerwacji, czy się odbyło. Gdy umawiamy się telefonicznie lub w wiadomości, rezerwację wpisuję do panelu strony ja, z Twoim imieniem oraz numerem telefonu lub adresem e-mail.`,
        )}
      </p>
      <p>
        {t(
          "W panelu strony, widocznym tylko dla mnie, prowadzę kartę klienta: Twoje zapytania i rezerwacje w jednym miejscu, kupione pakiety treningów (ile spotkań zostało, do kiedy są ważne, czy są opłacone, które spotkania je rozliczyły) i moje notatki o treningach.",
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
          {t(
            "rezerwacja terminu konsultacji lub treningu na Twoją prośbę: jego potwierdzenie, przypomnienie dzień wcześniej, zmiana lub odwołanie oraz wpisanie spotkania do mojego kalendarza: ",
          )}
          <strong>art. 6 ust. 1 lit. b RODO</strong>;
        </li>
        <li>
          {t("zapis po spotkaniu, czy się odbyło, aby rozliczyć pakiety treningów i płatności za nie: ")}
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
            "blokada rezerwacji przez stronę z adresu e-mail osoby, która nie przychodzi na umówione spotkania albo nadużywa rezerwacji, aby terminy zostały dla tych, którzy na nie przychodzą (mój prawnie uzasadniony interes): ",
          )}
          <strong>art. 6 ust. 1 lit. f RODO</strong>;
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
            {processors.map((text, index) => (
              <li key={text}>{t(index === processors.length - 1 ? endSentence(text) : `${text};`)}</li>
            ))}
          </ul>
        </li>
        {calendarProvider && (
          <li>
            {t(
              `${endSentence(`Dostawcy kalendarza, w którym prowadzę swój terminarz: ${calendarProvider}`)} Strona przekazuje tam dzień, godzinę i miejsce spotkania, usługę ${
                privacy.calendarFeedFull
                  ? "oraz Twoje imię i nazwisko, numer telefonu, adres e-mail, cenę i uwagi do rezerwacji."
                  : "i Twoje imię; nazwisko, telefon, adres e-mail i uwagi do rezerwacji widzę w panelu strony (po zalogowaniu) i w powiadomieniu e-mail o rezerwacji, nie w kalendarzu."
              }`,
            )}
          </li>
        )}
        <li>
          {t("Organom publicznym i innym podmiotom, gdy obowiązek przekazania danych wynika z przepisów prawa (na przykład urzędowi skarbowemu albo sądowi).")}
        </li>
      </ul>
      <p>
        {t(
          outsideTheEea
            ? `Nie sprzedaję danych. Poza Europejski Obszar Gospodarczy mogą one trafić tylko wtedy, gdy ${outsideTheEea} przetwarza je na serwerach poza nim (na przykład w USA); przekazanie opiera się wtedy na decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony danych (EU-U.S. Data Privacy Framework) albo na standardowych klauzulach umownych przyjętych przez Komisję (art. 45 i 46 RODO). Kopię tych zabezpieczeń prześlę Ci na prośbę.`
            : "Nie sprzedaję danych i nie przekazuję ich poza Europejski Obszar Gospodarczy.",
        )}
      </p>

      <h2 id="okresy">{t("Jak długo przechowuję dane")}</h2>
      <ul>
        <li>
          {t(
            `Zapytania z formularza i korespondencję o nie: ${forMonths(figures.retentionMonths)} od otrzymania zapytania; potem strona usuwa je automatycznie.`,
          )}
        </li>
        <li>
          {t(
            `Rezerwacje, razem z e-mailami o nich i zapisem, czy spotkanie się odbyło: ${forMonths(figures.retentionMonths)} od terminu spotkania (także odwołanego), a spotkanie rozliczone z pakietu — tak długo jak pakiet; potem strona usuwa je automatycznie.`,
          )}
        </li>
        <li>
          {t(
            `Pakiety treningów, z ich historią: ${forMonths(figures.retentionMonths)} od ostatniego dnia ważności pakietu; potem strona usuwa je automatycznie.`,
          )}
        </li>
        <li>
          {t(
            `Godziny zablokowane w moim kalendarzu, z notatkami do nich: ${forMonths(figures.retentionMonths)} od końca blokady; potem strona usuwa je automatycznie.`,
          )}
        </li>
        <li>
          {t(
            `Teksty i zdjęcia strony (na przykład opinie klientów) w historii zmian: każdą wcześniejszą wersję ${forMonths(figures.revisionMonths)} od jej opublikowania, a zdjęcie, którego nie pokazuje już żadna zachowana wersja, jeszcze ${forDays(figures.unusedPhotoDays)}; potem strona usuwa je automatycznie.`,
          )}
        </li>
        <li>
          {t(
            "Kartę klienta (imię, dane kontaktowe i moje notatki): dopóki strona przechowuje Twoje zapytania, rezerwacje albo pakiety; potem strona usuwa ją automatycznie, a gdy poprosisz o usunięcie danych — od razu, razem z nimi.",
          )}
        </li>
        <li>
          {t(
            `Blokadę rezerwacji z adresu e-mail: ${monthCount(privacy.blockMonths)} od zablokowania; potem strona usuwa ją automatycznie, a gdy poprosisz o usunięcie swoich danych — od razu, razem z nimi.`,
          )}
        </li>
        <li>
          {t(
            `Skrót adresu IP, z którego rezerwujesz, zmieniasz lub odwołujesz termin: ${forMinutes(figures.bookingWindowMinutes)}, bo tyle obejmuje limit rezerwacji; potem strona usuwa go ${withinMinutes(figures.sweepMinutes)}.`,
          )}
        </li>
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
      <p>
        {t(
          `Strona usuwa automatycznie tylko to, co sama przechowuje. Powiadomienia o zapytaniach i rezerwacjach w mojej skrzynce e-mail oraz wydarzenia, które z nich dodaję do swojego kalendarza, usuwam ręcznie w tych samych terminach, a gdy poprosisz o usunięcie danych — razem z danymi na stronie.${
            calendarProvider ? " Rezerwacja usunięta ze strony znika też z mojego kalendarza przy jego najbliższym odświeżeniu (zwykle w ciągu doby)." : ""
          }`,
        )}
      </p>

      <h2 id="prawa">Twoje prawa</h2>
      <p>Masz prawo:</p>
      <ul>
        <li>
          {t(
            "dostępu do swoich danych i otrzymania ich kopii: wszystko, co strona przechowuje o Twoim adresie e-mail, dostaniesz jako czytelne zestawienie i plik JSON;",
          )}
        </li>
        <li>{t("sprostowania danych, ich usunięcia albo ograniczenia przetwarzania;")}</li>
        <li>
          {t(
            "przeniesienia danych, które przetwarzam na podstawie umowy (zapytań i rezerwacji): plik JSON odczyta inny program, więc możesz przekazać go, komu zechcesz;",
          )}
        </li>
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
      <p>
        {t(
          `Gdy poprosisz o usunięcie danych, strona od razu usunie Twoje zapytania, rezerwacje, e-maile o nich i blokadę adresu, a ja usunę ich kopie w swojej skrzynce i kalendarzu. Z kopii zapasowych znikną najpóźniej ${afterDays(privacy.backupDays)}. Zostaje tylko to, co muszę przechowywać z mocy prawa (dokumentacja podatkowa) albo do obrony roszczeń.`,
        )}
      </p>

      <h2 id="profilowanie">Decyzje automatyczne</h2>
      <p>{t("Nie podejmuję wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu danych i nie profiluję Cię.")}</p>

      <h2 id="ciasteczka">{t("Ciasteczka i adresy IP")}</h2>
      <p>
        {t(
          "Publiczne strony i formularz kontaktowy nie zapisują w Twojej przeglądarce żadnych ciasteczek i nie wczytują niczego z serwerów innych firm. Ciasteczka ustawia tylko panel, do którego loguje się właściciel strony (sesja logowania i oznaczenie zaufanej przeglądarki); są niezbędne do jego działania, więc nie wymagają zgody.",
        )}
      </p>
      <p>
        {figures.enquiries > 0 &&
          t(
            `Gdy wysyłasz formularz kontaktowy, strona ${forMinutes(figures.enquiryWindowMinutes)} przechowuje skrót adresu IP, z którego przyszedł (przy adresie IPv6 — jego sieci), obliczony z użyciem tajnego klucza, i usuwa go ${withinMinutes(figures.sweepMinutes)} po tym czasie, aby z jednego adresu dało się wysłać ${atMostMessages(figures.enquiries)} ${withinMinutes(figures.enquiryWindowMinutes)} (ochrona przed spamem, art. 6 ust. 1 lit. f RODO). `,
          )}
        {t(
          `Gdy rezerwujesz termin albo zmieniasz go lub odwołujesz linkiem z e-maila, strona zapisuje skrót adresu IP (przy IPv6 — jego sieci), obliczony z użyciem tajnego klucza, z którego nie da się odczytać samego adresu, aby z jednej sieci dało się ${withinMinutes(figures.bookingWindowMinutes)} zrobić ${atMostBookings(figures.bookings)} (ochrona przed nadużyciami, art. 6 ust. 1 lit. f RODO). Dziennik serwera zapisuje każde wejście na stronę z adresem IP bez ostatniej części (na przykład 203.0.113.0), bez imienia, e-maila, telefonu i treści wiadomości; przechowuję go ${forDays(privacy.serverLogDays)}, wyłącznie do wykrywania błędów i nadużyć.`,
        )}
      </p>

      <p className="text-sm text-muted">Ostatnia aktualizacja: {updated}.</p>
    </>
  );
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { intro, policy } = loaderData;
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow="RODO" {...intro} />
      </header>
      <div className="prose-site container-page py-12">
        <PrivacyPolicy {...policy} />
      </div>
    </main>
  );
}

import type { Route } from "./+types/privacy";
import { PageIntro } from "~/components/page-intro";
import { polishPlural } from "~/lib/polish-plural";
import { sitePageMeta } from "~/lib/seo";
import business from "~content/business";
import pages from "~content/pages";
import privacy from "~content/privacy";
import { env } from "~/env.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, pages.privacy, "/polityka-prywatnosci", { ogImage: "privacy" });

export function loader() {
  return { retentionMonths: env.RETENTION_MONTHS };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const updated = new Date(`${privacy.updated}T12:00:00Z`).toLocaleDateString("pl-PL", { dateStyle: "long", timeZone: "Europe/Warsaw" });
  return (
    <main id="tresc" className="flex-1">
      <PageIntro eyebrow="RODO" heading={pages.privacy.heading} lead={pages.privacy.lead} />
      <div className="prose-site container-page py-12">
        <h2>Kto jest administratorem Twoich danych</h2>
        <p>
          Administratorem danych osobowych jest {business.legalName}, {business.address.street},{" "}
          {business.address.postalCode} {business.address.locality}, NIP {business.taxId}. W sprawach danych
          osobowych napisz na <a href={`mailto:${business.email}`}>{business.email}</a> albo zadzwoń pod numer{" "}
          {business.phone}.
        </p>

        <h2>Jakie dane zbieram i po co</h2>
        <p>
          Gdy wysyłasz formularz kontaktowy, przetwarzam podane w nim dane: imię i nazwisko, adres e-mail, numer
          telefonu (jeśli go podasz), wybraną usługę i treść wiadomości. Robię to, aby:
        </p>
        <ul>
          <li>
            odpowiedzieć na zapytanie i przygotować ofertę na Twoje żądanie przed zawarciem umowy —{" "}
            <strong>art. 6 ust. 1 lit. b RODO</strong>;
          </li>
          <li>
            prowadzić korespondencję, chronić stronę przed spamem i móc wykazać, co ustaliliśmy, co jest moim prawnie
            uzasadnionym interesem — <strong>art. 6 ust. 1 lit. f RODO</strong>.
          </li>
        </ul>
        <p>
          Podanie danych jest dobrowolne, ale bez imienia, adresu e-mail i treści wiadomości nie mogę odpowiedzieć.
          Proszę, nie wpisuj do formularza informacji o zdrowiu — porozmawiamy o nich na konsultacji.
        </p>

        <h2>Komu przekazuję dane</h2>
        <p>Dane trafiają wyłącznie do firm, które obsługują techniczną stronę mojej działalności, na podstawie umów powierzenia:</p>
        <ul>
          <li>dostawca hostingu, na którego serwerze działa strona i baza zapytań: {privacy.hostingProvider};</li>
          <li>dostawca poczty e-mail, przez którego dostaję powiadomienia o zapytaniach: {privacy.emailProvider}.</li>
        </ul>
        <p>Nie sprzedaję danych i nie przekazuję ich poza Europejski Obszar Gospodarczy.</p>

        <h2>Jak długo przechowuję dane</h2>
        <p>
          Zapytania z formularza przechowuję przez {loaderData.retentionMonths}{" "}
          {polishPlural(loaderData.retentionMonths, { one: "miesiąc", few: "miesiące", many: "miesięcy" })} od ich otrzymania, a potem
          strona usuwa je automatycznie. Jeśli zostaniesz moim klientem, dane potrzebne do umowy i rozliczeń przechowuję
          tak długo, jak wymagają tego przepisy podatkowe.
        </p>

        <h2>Twoje prawa</h2>
        <p>Masz prawo:</p>
        <ul>
          <li>dostępu do swoich danych i otrzymania ich kopii;</li>
          <li>sprostowania danych, usunięcia ich albo ograniczenia przetwarzania;</li>
          <li>sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie;</li>
          <li>przeniesienia danych;</li>
          <li>
            wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa), jeśli uznasz,
            że przetwarzam dane niezgodnie z prawem.
          </li>
        </ul>
        <p>Aby skorzystać z tych praw, napisz do mnie — odpowiem najpóźniej w ciągu miesiąca.</p>

        <h2>Profilowanie i ciasteczka</h2>
        <p>
          Nie podejmuję wobec Ciebie decyzji w sposób zautomatyzowany i nie profiluję Cię. Strona nie używa ciasteczek
          analitycznych ani reklamowych i nie wczytuje niczego z serwerów innych firm. Używa wyłącznie ciasteczek
          niezbędnych do działania (na przykład do zabezpieczenia formularza i logowania właściciela), na które nie jest
          potrzebna Twoja zgoda.
        </p>

        <p className="text-sm text-muted">Ostatnia aktualizacja: {updated}.</p>
      </div>
    </main>
  );
}

import { typeset as t } from "~/lib/typeset";
import type { DataController } from "~/site-content";
import { PageLink } from "../components/page-link";

/**
 * What RODO art. 13 asks for at the moment the data is given: who the
 * controller is and how to reach them, why the data is used and on what
 * basis, that giving it is voluntary but needed for an answer, and where the
 * rest is; and, set apart as art. 21(4) requires, the right to object.
 */
export function EnquiryPrivacyNotice({
  controller: business,
  purpose = "aby odpowiedzieć na zapytanie i przygotować ofertę",
  without = "nie mogę odpowiedzieć",
}: {
  controller: DataController;
  /** What the form's data is for ("aby …"); the booking form says its own. */
  purpose?: string;
  /** What cannot happen without the data ("nie mogę …"). */
  without?: string;
}) {
  const { address } = business;
  return (
    <div className="space-y-2 text-sm text-muted">
      <p>
        {t(
          `Administratorem Twoich danych jest ${business.name} (${business.legalName}, ${address.street}, ${address.postalCode} ${address.locality}; ${business.email}, ${business.phone}). Dane z formularza wykorzystam, ${purpose} (art. 6 ust. 1 lit. b RODO), a w prawnie uzasadnionym interesie także do ochrony strony przed spamem i nadużyciami oraz do ustalenia, dochodzenia lub obrony roszczeń (art. 6 ust. 1 lit. f RODO). Podanie danych jest dobrowolne, ale bez nich ${without}. Kto jeszcze otrzymuje dane, jak długo je przechowuję i jakie masz prawa, przeczytasz w `,
        )}
        <PageLink to="/polityka-prywatnosci" className="underline">
          polityce prywatności
        </PageLink>
        .
      </p>
      <p id="prawo-sprzeciwu" className="font-semibold text-ink">
        {t("Masz prawo w każdej chwili sprzeciwić się przetwarzaniu Twoich danych w prawnie uzasadnionym interesie (art. 21 RODO): wystarczy napisać na ")}
        <a href={`mailto:${business.email}`} className="underline">
          {business.email}
        </a>
        .
      </p>
    </div>
  );
}

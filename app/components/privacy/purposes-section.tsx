import { forMonths } from "~/lib/polish-phrases";
import { typeset as t } from "~/lib/typeset";
import type { PolicyProps } from "./policy-props";

/** Why the data is processed and on what grounds, and the right to object (art. 13 ust. 1 lit. c, art. 21). */
/** "po pierwszym odbytym treningu", "po 3 odbytych treningach" (the locative plural is one form from 2 on). */
const afterKeptSessions = (count: number) => (count === 1 ? "po pierwszym odbytym treningu" : `po ${count} odbytych treningach`);

export function PurposesSection({ business, figures }: PolicyProps) {
  const mail = <a href={`mailto:${business.email}`}>{business.email}</a>;
  return (
    <>
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
          {t(
            "lista oczekujących na Twoją prośbę: e-mail (albo powiadomienie push), gdy w wybranym pełnym dniu zwolni się termin (przechowuję tylko adres e-mail, dzień i usługę): ",
          )}
          <strong>art. 6 ust. 1 lit. b RODO</strong>;
        </li>
        <li>
          {t("zapis po spotkaniu, czy się odbyło, aby rozliczyć pakiety treningów i płatności za nie: ")}
          <strong>art. 6 ust. 1 lit. b RODO</strong>;
        </li>
        <li>
          {t("zawarcie i wykonanie umowy o treningi, plan lub bon podarunkowy: ")}
          <strong>art. 6 ust. 1 lit. b RODO</strong>;
        </li>
        <li>
          {t(
            "usługi elektroniczne, z których korzystasz na swoją prośbę (regulamin, „Usługi elektroniczne”): strona „Moje treningi”, na którą logujesz się linkiem z e-maila, i kalendarz do subskrypcji z Twoimi treningami: ",
          )}
          <strong>art. 6 ust. 1 lit. b RODO</strong>;
        </li>
        <li>
          {t(
            "powiadomienia push, jeśli je włączysz: adres subskrypcji Twojej przeglądarki i klucze szyfrowania, aby wysyłać Ci przypomnienia i wiadomości z listy oczekujących: ",
          )}
          <strong>art. 6 ust. 1 lit. b RODO</strong>;
        </li>
        <li>
          {t("przypomnienie o treningu, które czasem wysyłam Ci SMS-em albo przez WhatsApp ze swojego telefonu: ")}
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
        {figures.reviewAfterSessions > 0 && (
          <li>
            {t(
              `jednorazowa prośba o opinię o moich treningach, wysłana ${afterKeptSessions(figures.reviewAfterSessions)} e-mailem albo powiadomieniem push tylko wtedy, gdy zaznaczysz na to zgodę przy rezerwacji albo na stronie „Moje treningi” (tam też ją wycofasz), z linkiem „Nie, dziękuję”; zapis prośby (kiedy wysłana i czy odmówiona) przechowuję tak długo jak Twoją kartę klienta: `,
            )}
            <strong>art. 6 ust. 1 lit. a RODO</strong>;
          </li>
        )}
        <li>
          {t(
            `mój prawnie uzasadniony interes: prowadzenie korespondencji i jej archiwum, ochrona strony przed spamem i nadużyciami (skróty adresów IP, dziennik serwera, a po usunięciu danych ${forMonths(figures.retentionMonths)} skrót e-maila i telefonu) oraz ustalenie, dochodzenie lub obrona roszczeń: `,
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
    </>
  );
}

import { typeset as t } from "~/lib/typeset";
import { afterDays, afterYears, forDays, forMonths, forYears } from "~/lib/polish-phrases";
import { forMinutes, withinMinutes } from "./policy-phrases";
import type { PolicyProps } from "./policy-props";

/** How long each kind of data is kept, the figures from the configuration (art. 13 ust. 2 lit. a). */
export function RetentionSection({ privacy, figures }: PolicyProps) {
  const { calendarProvider } = privacy;
  return (
    <>
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
            `Pakiety treningów, z ich historią, i bony podarunkowe: ${forMonths(figures.retentionMonths)} od ostatniego dnia ważności (bonu także od wykorzystania, a niezapłaconego zamówienia od złożenia); potem strona usuwa je automatycznie, a z opłaconego bonu zostają kod, cena i daty do rozliczeń.`,
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
            `Kartę klienta (imię, dane kontaktowe i moje notatki): dopóki strona przechowuje Twoje zapytania, rezerwacje, pakiety, plan albo dietę; kartę założoną w panelu, zanim cokolwiek zarezerwujesz — najdłużej ${forMonths(figures.retentionMonths)} od jej założenia albo od Twojej ostatniej rezerwacji lub zapytania; potem strona usuwa ją automatycznie, a gdy poprosisz o usunięcie danych — razem z nimi.`,
          )}
        </li>
        <li>
          {t(
            `Blokadę rezerwacji z adresu e-mail: ${forMonths(privacy.blockMonths)} od zablokowania; potem strona usuwa ją automatycznie, a gdy poprosisz o usunięcie swoich danych — razem z nimi.`,
          )}
        </li>
        <li>
          {t(
            `Adres e-mail na liście oczekujących, z dniem i usługą: do końca dnia, na który czekasz; potem strona usuwa go ${withinMinutes(figures.sweepMinutes)}, razem z wiadomościami o zwolnionych terminach, a gdy poprosisz o usunięcie danych — razem z nimi.`,
          )}
        </li>
        <li>
          {t(
            `Skróty linku do logowania na stronę „Moje treningi” i sesji po zalogowaniu: link ${forMinutes(figures.clientLinkMinutes)} (działa tylko raz), sesję ${forDays(figures.clientSessionDays)} albo do wylogowania; potem strona usuwa je automatycznie, a gdy poprosisz o usunięcie danych — razem z nimi.`,
          )}
        </li>
        <li>
          {t(
            "Subskrypcję powiadomień push (adres od usługi powiadomień przeglądarki i klucze do szyfrowania): dopóki ich nie wyłączysz, nie wylogujesz się ze strony „Moje treningi” albo usługa powiadomień nie zgłosi, że subskrypcja wygasła; wtedy strona usuwa ją od razu.",
          )}
        </li>
        <li>
          {t(
            `Skrót adresu IP, z którego rezerwujesz, zmieniasz lub odwołujesz termin albo zapisujesz się na listę oczekujących: ${forMinutes(figures.bookingWindowMinutes)}, bo tyle obejmuje limit rezerwacji; potem strona usuwa go ${withinMinutes(figures.sweepMinutes)}.`,
          )}
        </li>
        <li>{t(`Dziennik serwera: ${forDays(privacy.serverLogDays)}; potem usuwa go system serwera automatycznie.`)}</li>
        <li>
          {t(
            `Gdy zgłosisz reklamację albo dojdzie do sporu o umowę: dane potrzebne do jego rozstrzygnięcia, także gdy strona usunęła już rezerwacje, do jego zakończenia, najdłużej do przedawnienia roszczeń z niej (${afterYears(privacy.claimsYears)}, licząc do końca roku kalendarzowego; art. 118 Kodeksu cywilnego).`,
          )}
        </li>
        <li>
          {t(
            `Rachunki, faktury i inną dokumentację podatkową: ${forYears(privacy.taxRecordsYears)} od końca roku kalendarzowego, w którym upłynął termin zapłaty podatku (art. 86 § 1 Ordynacji podatkowej).`,
          )}
        </li>
        <li>
          {t(
            `Kopie zapasowe bazy (na serwerze${privacy.backupProvider ? " i u dostawcy kopii poza nim, wymienionego wyżej" : ""}): usunięte dane znikają także z nich, najpóźniej ${afterDays(privacy.backupDays)}.`,
          )}
        </li>
      </ul>
      <p>
        {t(
          `Strona usuwa automatycznie tylko to, co sama przechowuje. Powiadomienia o zapytaniach i rezerwacjach w mojej skrzynce e-mail oraz wydarzenia, które z nich dodaję do swojego kalendarza, usuwam ręcznie w tych samych terminach, a gdy poprosisz o usunięcie danych — razem z danymi na stronie.${
            calendarProvider ? " Rezerwacja usunięta ze strony znika też z mojego kalendarza przy jego najbliższym odświeżeniu (zwykle w ciągu doby)." : ""
          }`,
        )}
      </p>
    </>
  );
}

import { typeset as t } from "~/lib/typeset";
import { atMostBookings, atMostMessages, forMinutes, withinMinutes } from "./policy-phrases";
import type { PolicyProps } from "./policy-props";

/** Cookies (the panel's, the client's page's), and the hashed addresses the rate limits keep. */
export function CookiesSection({ figures }: PolicyProps) {
  return (
    <>
      <h2 id="ciasteczka">{t("Ciasteczka i adresy IP")}</h2>
      <p>
        {t(
          "Publiczne strony i formularz kontaktowy nie zapisują w Twojej przeglądarce żadnych ciasteczek i nie wczytują niczego z serwerów innych firm. Ciasteczka ustawia tylko panel strony, do którego loguję się tylko ja (sesja logowania i oznaczenie zaufanej przeglądarki), oraz strona „Moje treningi”, gdy się na niej zalogujesz; są niezbędne do ich działania, więc nie wymagają zgody.",
        )}
      </p>
      <p>
        {t(
          "Na „Moje treningi” logujesz się jednorazowym linkiem wysłanym na adres e-mail z Twojej karty. Po zalogowaniu przeglądarka dostaje jedno ciasteczko z losowym identyfikatorem sesji (bez imienia ani e-maila). Strona przechowuje tylko skróty (SHA-256) linku i identyfikatora z numerem Twojej karty, z których nie da się ich odtworzyć (art. 6 ust. 1 lit. b RODO). Gdy prosisz o link, strona przez godzinę przechowuje skróty (z tajnym kluczem) Twojego adresu e-mail i adresu IP, by ograniczyć liczbę linków.",
        )}
      </p>
      <p>
        {figures.enquiries > 0 &&
          t(
            `Gdy wysyłasz formularz kontaktowy, strona ${forMinutes(figures.enquiryWindowMinutes)} przechowuje skrót adresu IP, z którego przyszedł (z tajnym kluczem; przy IPv6 — jego sieci), i usuwa go ${withinMinutes(figures.sweepMinutes)} po tym czasie, aby z jednego adresu dało się wysłać ${atMostMessages(figures.enquiries)} ${withinMinutes(figures.enquiryWindowMinutes)} (ochrona przed spamem, art. 6 ust. 1 lit. f RODO). `,
          )}
        {t(
          `Gdy rezerwujesz termin albo zmieniasz go lub odwołujesz linkiem z e-maila, strona zapisuje skrót adresu IP (z tajnym kluczem; przy IPv6 — jego sieci), aby z jednej sieci dało się ${withinMinutes(figures.bookingWindowMinutes)} zrobić ${atMostBookings(figures.bookings)} (ochrona przed nadużyciami, art. 6 ust. 1 lit. f RODO). Dziennik serwera zapisuje wejścia na stronę z adresem IP bez ostatniej części (np. 203.0.113.0), bez danych z formularzy, wyłącznie do wykrywania błędów i nadużyć.`,
        )}
      </p>
    </>
  );
}

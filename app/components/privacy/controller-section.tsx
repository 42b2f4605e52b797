import { typeset as t } from "~/lib/typeset";
import { hoursBefore } from "~/lib/polish-phrases";
import type { PolicyProps } from "./policy-props";

/** Who holds the data and where it comes from (RODO art. 13 ust. 1 lit. a, b and ust. 2 lit. e). */
export function ControllerSection({ business, figures }: PolicyProps) {
  const { address } = business;
  const mail = <a href={`mailto:${business.email}`}>{business.email}</a>;
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
          "Dane pochodzą od Ciebie (formularz, e-mail, rozmowa), a klientów sprzed tej strony z mojej wcześniejszej listy, o czym dostają e-mail. Podanie danych jest dobrowolne, ale bez imienia i nazwiska, adresu e-mail i treści wiadomości nie mogę odpowiedzieć na zapytanie; numer telefonu podajesz tylko wtedy, gdy wolisz rozmowę. Jeśli zawrzemy umowę, dane potrzebne do jej wykonania są warunkiem jej zawarcia, a dane do rachunku lub faktury wymagają przepisy podatkowe.",
        )}
      </p>
      <p>
        {t(
          `Rezerwując termin przez stronę, podajesz imię i nazwisko, adres e-mail i numer telefonu: bez nich nie mogę przyjąć rezerwacji, potwierdzić jej ani zawiadomić Cię o zmianie. Uwagi do rezerwacji są dobrowolne. Termin przeniesiesz albo odwołasz linkiem z e-maila ${cutoff}. Rezerwację umówioną telefonicznie lub w wiadomości wpisuję do panelu strony ja, z Twoim imieniem oraz telefonem lub e-mailem.`,
        )}
      </p>
      <p>
        {t(
          "W panelu strony, widocznym tylko dla mnie, prowadzę kartę klienta: Twoje zapytania i rezerwacje w jednym miejscu, kupione pakiety treningów (ile spotkań zostało, do kiedy są ważne i czy są opłacone) i moje notatki o treningach.",
        )}
      </p>
    </>
  );
}

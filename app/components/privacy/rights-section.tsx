import { typeset as t } from "~/lib/typeset";
import type { PolicyProps } from "./policy-props";

/** The visitor's rights and automated decisions (art. 13 ust. 2 lit. b, d, f). */
export function RightsSection(_props: PolicyProps) {
  return (
    <>
      <h2 id="prawa">Twoje prawa</h2>
      <p>Masz prawo:</p>
      <ul>
        <li>
          {t(
            "dostępu do swoich danych i otrzymania ich kopii: wszystko, co strona przechowuje o Twoim adresie e-mail, dostaniesz jako czytelne zestawienie i plik JSON;",
          )}
        </li>
        <li>{t("sprostowania danych, ich usunięcia albo ograniczenia przetwarzania;")}</li>
        <li>{t("przeniesienia danych przetwarzanych na podstawie umowy (zapytań i rezerwacji): plik JSON odczyta inny program;")}</li>
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
          "Gdy poprosisz o usunięcie danych, usunę je w tym samym terminie: strona usuwa wtedy za jednym razem wszystko, co o Tobie przechowuje (także dane o zdrowiu), a ja kopie w swojej skrzynce i kalendarzu. Z kopii zapasowych znikną w terminie podanym wyżej. Zostaje tylko dokumentacja podatkowa, którą muszę przechowywać z mocy prawa, i dane sporu, który już trwa (zobacz „Jak długo przechowuję dane”).",
        )}
      </p>

      <h2 id="profilowanie">Decyzje automatyczne</h2>
      <p>{t("Nie podejmuję wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu danych i nie profiluję Cię.")}</p>
    </>
  );
}

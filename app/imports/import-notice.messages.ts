// The information a person imported from a file gets once (art. 14 RODO):
// who holds their data, where it came from, which data, why and on what
// basis, for how long and their rights, with the privacy policy's address;
// and the import page's words about it. Written without the trainer's gender.
import { formatDate } from "~/lib/format";
import { countedPhrase } from "~/lib/polish-plural";
import { monthCount } from "~/lib/polish-phrases";

export type ImportNoticeFacts = {
  holder: string;
  address: string;
  email: string;
  fileName: string;
  importedOn: string;
  retentionMonths: number;
  policyUrl: string;
};

export function importNoticeMail(facts: ImportNoticeFacts) {
  return {
    subject: `Skąd mam Twoje dane i co z nimi robię — ${facts.holder}`,
    blocks: [
      { p: "Dzień dobry," },
      {
        p: `od ${formatDate(facts.importedOn)} system rezerwacji mojej strony przechowuje Twoje imię i nazwisko, adres e-mail, numer telefonu i umówione treningi (jeśli jakieś są). Te dane pochodzą z mojej dotychczasowej listy klientów (plik „${facts.fileName}”), a nie bezpośrednio od Ciebie, dlatego piszę, co się z nimi dzieje (art. 14 RODO).`,
      },
      {
        p: `Administrator danych: ${facts.holder}, ${facts.address}, ${facts.email}. Cel: umawianie i prowadzenie Twoich treningów oraz kontakt w ich sprawie (art. 6 ust. 1 lit. b i f RODO). Dane są przechowywane ${monthCount(facts.retentionMonths)} od ostatniego kontaktu, potem strona sama je usuwa.`,
      },
      {
        p: "Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia i sprzeciwu, a także skargi do Prezesa UODO. Wszystko to opisuje polityka prywatności:",
        link: facts.policyUrl,
      },
      { p: "Jeśli chcesz, żeby Twoje dane zostały usunięte, odpowiedz na tę wiadomość." },
    ],
  };
}

/** The import page: the notices waiting to go, and holding them. */
export const IMPORT_NOTICES = {
  heading: "Informacja dla osób z importu",
  before:
    "Te osoby nie podały Ci danych przez stronę, więc w ciągu miesiąca muszą się dowiedzieć, skąd je masz, kto je przetwarza, po co, jak długo i jakie mają prawa (art. 14 RODO). Strona zrobi to za Ciebie: każda nowa karta z adresem e-mail dostanie 3 dni po imporcie jeden taki e-mail (poza zablokowanymi adresami i osobami, których dane wcześniej usunięto). Do tego czasu możesz go wstrzymać na tej stronie.",
  previewSummary: "Treść e-maila",
  waiting: (count: number, dueAt: string) =>
    `${countedPhrase(count, { one: "{count} osoba z importu dostanie", few: "{count} osoby z importu dostaną", many: "{count} osób z importu dostanie" })} ${formatDate(dueAt)} e-mail z informacją, skąd masz ich dane i co z nimi robisz (art. 14 RODO, w ciągu miesiąca od importu).`,
  holdLead: "Chcesz przekazać im to inaczej albo ktoś z listy nie powinien dostać wiadomości? Wstrzymaj wysyłkę: nie wyjdzie żaden z tych e-maili.",
  hold: "Wstrzymaj te e-maile",
  held: (count: number) => `Wstrzymano ${countedPhrase(count, { one: "{count} e-mail", few: "{count} e-maile", many: "{count} e-maili" })} do osób z importu.`,
} as const;

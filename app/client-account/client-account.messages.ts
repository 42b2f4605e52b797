// The Polish of /moje-treningi: the sign-in form and its link, the client's
// page, and the two mails (the link to the client, the request for erasure to
// the trainer).
import { inMinutes, timeCount } from "~/lib/polish-phrases";
import type { LinkRefusal } from "./sign-in-links.server";

export const CLIENT_PAGE_HEAD = {
  title: "Moje treningi",
  description: "Twoje treningi, pakiet i płatności w jednym miejscu: zaloguj się linkiem wysłanym na Twój e-mail.",
};

export const SIGN_IN = {
  heading: "Moje treningi",
  lead: "Tu zobaczysz swoje treningi, pakiet i płatności, przełożysz albo odwołasz termin. Wpisz adres e-mail, którego używasz przy rezerwacjach: wyślę na niego link do logowania.",
  emailLabel: "Twój e-mail",
  submit: "Wyślij link",
  noAccount: "Nie masz jeszcze rezerwacji? Zarezerwuj pierwszy trening.",
};

/** The same answer for every address, known or not: no one learns who trains here. */
export const linkSentText = (minutes: number) =>
  `Jeśli ten adres jest w kartach moich klientów, za chwilę dostaniesz na niego e-mail z linkiem do logowania. Link działa ${minutes} minut i tylko raz. Nie ma wiadomości? Sprawdź folder „Spam” albo wyślij link jeszcze raz.`;

export const EMAIL_PROBLEMS = {
  missing: "Podaj adres e-mail.",
  invalid: "Podaj poprawny adres e-mail, np. jan@example.com.",
  tooLong: "Adres e-mail jest za długi.",
};

export const tooManyLinks = (minutes: number) => `Wysłano ostatnio zbyt wiele linków. Spróbuj ponownie ${inMinutes(minutes)}.`;

/** "Pobierz moje dane" asked for more often than DATA_DOWNLOAD_LIMIT allows. */
export const tooManyDownloads = (atMost: number, minutes: number) =>
  `Swoje dane możesz pobrać najwyżej ${timeCount(atMost)} w ciągu godziny. Spróbuj ponownie ${inMinutes(minutes)}.`;

export const ENTER = {
  heading: "Wejście na stronę „Moje treningi”",
  lead: "Dotknij przycisku, aby wejść. To urządzenie będzie pamiętać logowanie przez 30 dni albo do wylogowania.",
  button: "Wejdź",
  newLink: "Wyślij nowy link",
};

export const LINK_REFUSALS: Record<LinkRefusal, string> = {
  used: "Ten link został już użyty: każdy działa tylko raz. Wyślij sobie nowy.",
  expired: "Ten link wygasł: działa 30 minut od wysłania. Wyślij sobie nowy.",
  unknown: "Ten link nie działa. Wyślij sobie nowy.",
};

export const PAGE = {
  upcoming: "Najbliższe treningi",
  noUpcoming: "Nie masz zaplanowanych treningów.",
  past: "Wcześniejsze i odwołane",
  package: "Twój pakiet",
  owed: "Do zapłaty",
  nothingOwed: "Wszystko opłacone.",
  bookNext: "Zarezerwuj kolejny trening",
  move: "Zmień termin",
  details: "Szczegóły",
  calendar: "Kalendarz",
  calendarLead:
    "Dodaj ten adres w kalendarzu telefonu („Dodaj kalendarz” → „Z adresu URL” albo „Subskrybuj”): zobaczysz w nim swoje treningi, także po zmianach. Adres jest tylko Twój — nie udostępniaj go.",
  calendarLink: "Subskrybuj moje treningi",
  newFeed: "Nowy adres kalendarza",
  newFeedQuestion:
    "Jeśli ktoś inny mógł poznać ten adres, utwórz nowy: stary przestanie działać od razu, a nowy trzeba będzie dodać do kalendarza w telefonie jeszcze raz.",
  newFeedConfirm: "Utwórz nowy adres",
  data: "Twoje dane",
  dataLead: "Możesz pobrać wszystko, co strona o Tobie przechowuje (plik JSON), albo poprosić o usunięcie swoich danych.",
  download: "Pobierz moje dane",
  erase: "Poproś o usunięcie danych",
  eraseQuestion:
    "Czy na pewno chcesz poprosić o usunięcie swoich danych? Po usunięciu znikną Twoje rezerwacje, pakiety i historia treningów, a zaplanowane treningi zostaną odwołane.",
  eraseConfirm: "Tak, poproś o usunięcie",
  signOut: "Wyloguj",
  status: "Status",
  payment: "Płatność",
  place: "Miejsce",
};

export const PAGE_NOTICES = {
  odwolana: "Termin odwołany: jest znów wolny dla innych.",
  usuniecie:
    "Prośba o usunięcie danych jest wysłana. Usunę Twoje dane najpóźniej w ciągu miesiąca i potwierdzę to e-mailem; do tego czasu możesz nadal korzystać z tej strony. Dane, które muszę przechowywać z mocy prawa (np. rachunki), zostaną do końca wymaganego okresu.",
  wylogowano: "Wylogowano.",
  nowyadres: "Kalendarz ma nowy adres, a stary już nie działa. Dodaj nowy do kalendarza w telefonie.",
  opinia: "Zapisane: Twój wybór co do prośby o opinię.",
  przypomnienia: "Zapisano ustawienia przypomnień.",
  seria: "Seria zapisana.",
  zgoda: "Serii nie zapisano: najpierw wyraź zgodę na przechowywanie danych o zdrowiu (sekcja „Postępy”).",
} as const;

export const SIGN_IN_MAIL = {
  subject: "Link do strony „Moje treningi”",
  lead: "Oto link do Twojej strony z treningami:",
  rules: (minutes: number) =>
    `Link działa ${minutes} minut i tylko raz. Jeśli to nie Ty prosisz o link, zignoruj tę wiadomość: bez niego nikt nie wejdzie na Twoją stronę.`,
};

/** What changed on the client's page: a plan or a diet, the first one or a new version of it. */
export type ProgramChange = { what: "plan" | "diet"; first: boolean };

const CHANGE_WORDS: Record<ProgramChange["what"], Record<"first" | "changed", string>> = {
  plan: { first: "nowy plan treningowy", changed: "zmieniony plan treningowy" },
  diet: { first: "nowa dieta", changed: "zmieniona dieta" },
};

/** The mail of a new or changed plan or diet: "Na Twojej stronie czeka nowa dieta i zmieniony plan treningowy." */
export function programChangedMail(changes: ProgramChange[]) {
  const words = changes.map((change) => CHANGE_WORDS[change.what][change.first ? "first" : "changed"]).join(" i ");
  return {
    subject: `Na stronie „Moje treningi”: ${words}`,
    lead: `Na Twojej stronie „Moje treningi” czeka ${words}. Otwórz ją tutaj:`,
    signIn: "Jeśli strona poprosi o e-mail, wpisz ten adres: wyślę na niego link do logowania.",
  };
}

export const erasureMail = (name: string) => ({
  subject: `Prośba o usunięcie danych: ${name}`,
  lead: `${name} prosi na stronie „Moje treningi” o usunięcie swoich danych (RODO, art. 17). Usuń je na karcie klienta przyciskiem „Usuń dane klienta” i potwierdź to tej osobie; masz na to miesiąc (art. 12 ust. 3).`,
  cardLabel: "Karta klienta:",
});

/** The client page's own menu at its top: each a jump to its section (the page runs to many screens). */
export const PAGE_CONTENTS = {
  label: "Na tej stronie",
  workout: "Trening",
  upcoming: "Terminy",
  groups: "Zajęcia w grupie",
  diet: "Dieta",
  progress: "Postępy",
  data: "Twoje dane",
} as const;

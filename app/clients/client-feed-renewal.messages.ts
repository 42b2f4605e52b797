// The card's tools for a client's sign-in at "Moje treningi": what signing
// out ends, and a new address for the client's calendar feed.

/** Beside "Wyloguj klienta": push ends with the sessions. */
export const SIGN_OUT_ENDS_PUSH = "Wylogowanie wyłącza też powiadomienia na telefonach klienta: przypomnienia pójdą wtedy e-mailem.";

export const CLIENT_FEED_RENEWAL = {
  summary: "Nowy adres kalendarza",
  question:
    "Adres kalendarza z treningami tej osoby działa jak klucz: kto go zna, widzi jej treningi. Gdy mógł trafić w niepowołane ręce (np. zgubiony telefon), utwórz nowy: stary przestanie działać od razu, a nowy pojawi się na stronie „Moje treningi”, skąd trzeba go dodać do kalendarza w telefonie jeszcze raz.",
  confirm: "Utwórz nowy adres (stary przestanie działać)",
  done: "Utworzono nowy adres kalendarza klienta. Stary już nie działa, a nowy jest na stronie „Moje treningi”.",
} as const;

// The Polish every e-mail to the trainer (or to a client) shares, whichever capability it is
// about, and what the server log says of the e-mail channel.

/** Under a mail whose Reply-To is the person it is about. */
export const REPLY_HINT = "Aby odpowiedzieć, kliknij „Odpowiedz”: wiadomość trafi prosto do tej osoby.";

/** A name left empty (or only control characters) in a subject. */
export const NO_NAME = "(bez imienia)";

/** The server's log at start when no SMTP_URL is set: said once, for whoever runs the server. */
export const MAIL_OFF_LOG =
  "Wysyłanie e-maili jest wyłączone (brak SMTP_URL): zapytania i rezerwacje są zapisywane w bazie, ale żaden e-mail o nich nie wyjdzie.";

/** At the end of every mail to a client, before its closing note: the way to their own page. */
export const CLIENT_PAGE_LINE = "Wszystkie Twoje treningi, pakiet i płatności:";

// The Polish every e-mail to the trainer shares, whichever capability it is about.

/** Under a mail whose Reply-To is the person it is about. */
export const REPLY_HINT = "Aby odpowiedzieć, kliknij „Odpowiedz”: wiadomość trafi prosto do tej osoby.";

/** A name left empty (or only control characters) in a subject. */
export const NO_NAME = "(bez imienia)";

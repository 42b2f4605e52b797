// The Polish of the panel's doors: a request refused, an enquiry gone, the
// photo uploads of the hour used up.
import { inMinutes } from "~/lib/polish-phrases";

/** A request without a live session that is not a page view. */
export const NO_ACCESS = "Brak dostępu";

/** A state-changing request from another site than the panel's. */
export const FOREIGN_ORIGIN = "Brak dostępu: to żądanie nie pochodzi ze strony panelu.";

/** An enquiry's address whose enquiry is not there (erased, or never was). */
export const ENQUIRY_GONE = "Nie ma takiego zapytania — mogło zostać usunięte.";

/** "Za dużo zdjęć naraz. Spróbuj ponownie za 5 minut." */
export const tooManyPhotosMessage = (retryInMinutes: number): string => `Za dużo zdjęć naraz. Spróbuj ponownie ${inMinutes(retryInMinutes)}.`;

/**
 * Where the password help sends the person who runs the server. The guide
 * is in English (docs are), so its section is described, not quoted.
 */
export const OPERATIONS_GUIDE_POINTER =
  "Więcej dla niej: instrukcja serwera w pliku docs/operations.md, rozdział o zapomnianym haśle i zablokowanym logowaniu.";

/** Leaving an enquiry with its note typed and not saved. */
export const ENQUIRY_NOTE_LEAVE = {
  title: "Notatka nie jest zapisana",
  description: "Wpisany tekst zostanie na tym urządzeniu i wróci, gdy otworzysz to zapytanie. Zostań, aby zapisać notatkę, albo odrzuć ją i przejdź dalej.",
};

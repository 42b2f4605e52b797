// What a visitor reads when the contact form is refused: the enquiry's
// action words its failures here.
import { inMinutes } from "~/lib/polish-phrases";

export const ENQUIRY_FORM_ERRORS = {
  invalid: "Popraw zaznaczone pola i wyślij ponownie.",
  expired: "Formularz był otwarty zbyt długo. Skopiuj swoją wiadomość, odśwież stronę i wyślij ją ponownie.",
  unconfirmed: "Nie udało się potwierdzić formularza. Odśwież stronę i wyślij wiadomość ponownie.",
} as const;

/** The limit counts a network (an IP address), not the e-mail address the visitor typed: it says so. */
export const tooManyEnquiries = (minutes: number) =>
  `Z tego połączenia internetowego wysłano ostatnio zbyt wiele wiadomości. Spróbuj ponownie ${inMinutes(minutes)} albo zadzwoń.`;

// What a person reads when a form's body cannot be read (readForm): every
// form of the site and the panel reads its body there, so the messages name
// no one form.

export const FORM_READ_PROBLEMS = {
  unsupportedType: "Nieobsługiwany format danych. Odśwież stronę i wyślij formularz ponownie.",
  tooLarge: "Formularz zawiera za dużo tekstu. Skróć go i wyślij ponownie.",
  invalidCharacters: "Formularz zawiera nieprawidłowe znaki. Sprawdź tekst i wyślij ponownie.",
  unknownFields: "Formularz zawiera nieznane pola. Odśwież stronę i spróbuj ponownie.",
} as const;

// What a visitor reads when a form's stamp (the time trap's token) is not
// valid: every form but the enquiry's, which names the message typed.

/** The stamp expired (the form was open too long), or is missing or forged. */
export function stampProblem(reason: "missing" | "forged" | "expired"): string {
  return reason === "expired"
    ? "Formularz był otwarty zbyt długo. Skopiuj to, co wpisano, odśwież stronę i wyślij ponownie."
    : "Nie udało się potwierdzić formularza. Odśwież stronę i wyślij go ponownie.";
}

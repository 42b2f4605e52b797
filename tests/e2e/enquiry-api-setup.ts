// A valid enquiry as the contact form sends it, for both halves of the enquiry-api specs.
import type { FormTokens } from "./site";

/** Every field of the contact form filled in well, with the form's tokens; `overrides` spoil one. */
export function valid(tokens: FormTokens, overrides: Record<string, string> = {}) {
  return {
    name: "Jan Testowy",
    email: "jan@example.com",
    phone: "500 000 000",
    service: "dieta",
    message: "Chciałbym zacząć trenować dwa razy w tygodniu.",
    ...tokens,
    ...overrides,
  };
}

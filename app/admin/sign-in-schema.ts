import { z } from "~/lib/zod";

export const SIGN_IN_FIELDS = ["email", "password", "remember"] as const;

/** The inbox's sign-in form, checked in the browser and on the server. */
export const signInSchema = z.object({
  email: z.string({ error: "Podaj adres e-mail." }).trim().max(254, "Adres e-mail jest za długi.").pipe(z.email("Podaj poprawny adres e-mail.")),
  password: z.string({ error: "Podaj hasło." }).max(1024, "Hasło jest za długie."),
  /** "Zapamiętaj to urządzenie": a checkbox, sent as "on" only when ticked. */
  remember: z.literal("on").optional(),
});

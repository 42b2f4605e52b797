import { z } from "~/lib/zod";
import { ENQUIRY_LIMITS, MIN_MESSAGE_LENGTH } from "./enquiry-limits";
import { normalizePhone } from "./phone";
import { atLeastCharacters, atMostCharacters } from "../lib/polish-phrases";

/** The fields a visitor fills in, and the hidden ones the form carries. */
export const ENQUIRY_FIELDS = ["name", "email", "phone", "service", "message", "website", "submissionKey", "stamp", "sentBy"] as const;

// Control characters (CR/LF among them) never belong in a one-line field.
// eslint-disable-next-line no-control-regex -- matching them is the point
const noControlCharacters = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

/**
 * The contact form's one schema, used by the browser for inline errors and by
 * the server, which trusts nothing else. `serviceSlugs` come from the offer.
 */
export function enquirySchema(serviceSlugs: readonly string[]) {
  return z.object({
    name: z
      .string({ error: "Podaj imię i nazwisko." })
      .trim()
      .min(2, "Podaj imię i nazwisko.")
      .max(ENQUIRY_LIMITS.name, `Imię i nazwisko może mieć ${atMostCharacters(ENQUIRY_LIMITS.name)}.`)
      .refine(noControlCharacters, "Imię i nazwisko nie może zawierać znaków nowego wiersza ani tabulacji."),
    email: z
      .string({ error: "Podaj adres e-mail, na który mam odpowiedzieć." })
      .trim()
      .max(ENQUIRY_LIMITS.email, "Adres e-mail jest za długi.")
      .pipe(z.email("Podaj poprawny adres e-mail, np. jan@example.com.")),
    phone: z
      .string()
      .trim()
      .max(ENQUIRY_LIMITS.phone, "Numer telefonu jest za długi.")
      .optional()
      .transform((value, context) => {
        if (!value) return null;
        const phone = normalizePhone(value);
        if (phone) return phone;
        context.addIssue({ code: "custom", message: "Podaj numer w postaci 500 000 000 albo +48 500 000 000." });
        return z.NEVER;
      }),
    service: z
      .string()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || serviceSlugs.includes(value), "Wybierz usługę z listy."),
    message: z
      .string({ error: "Napisz kilka słów o tym, czego potrzebujesz." })
      .trim()
      .min(MIN_MESSAGE_LENGTH, `Napisz kilka słów o tym, czego potrzebujesz (${atLeastCharacters(MIN_MESSAGE_LENGTH)}).`)
      .max(ENQUIRY_LIMITS.message, `Wiadomość może mieć ${atMostCharacters(ENQUIRY_LIMITS.message)}.`),
    /** The honeypot: people never see it, bots fill it in. */
    website: z.string().optional(),
    submissionKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Formularz jest niekompletny. Odśwież stronę."),
    stamp: z.string().max(200).optional(),
    /** "button" when a person pressed the send button (SENT_BY_BUTTON). */
    sentBy: z.string().max(10).optional(),
  });
}

export type EnquirySubmission = z.output<ReturnType<typeof enquirySchema>>;

/** Links in the message beyond this many make it suspected spam. */
export const MAX_LINKS_IN_MESSAGE = 2;

export function countLinks(text: string): number {
  return (text.match(/https?:\/\/|www\./gi) ?? []).length;
}

// The booking form's schema, checked on the server with a Polish message for
// every mistake (the page's form posts and shows them).
import { z } from "~/lib/zod";
import { normalizePhone } from "~/enquiries";
import { BOOKING_LIMITS } from "~/bookings/booking-limits";
import { atMostCharacters } from "~/lib/polish-phrases";

// eslint-disable-next-line no-control-regex -- matching them is the point
const noControlCharacters = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

export const bookingRequestSchema = z.object({
  service: z.string({ error: "Wybierz usługę." }).regex(/^[a-z0-9-]{1,80}$/, "Wybierz usługę."),
  /** A package ordered with this first session (a price-list slug); none for a single session. */
  package: z
    .string()
    .regex(/^$|^[a-z0-9-]{1,80}$/, "Wybierz pakiet z cennika.")
    .transform((slug) => slug || null)
    .default(null),
  start: z.iso.datetime({ error: "Wybierz godzinę." }),
  name: z
    .string({ error: "Podaj imię i nazwisko." })
    .trim()
    .min(2, "Podaj imię i nazwisko.")
    .max(BOOKING_LIMITS.name, `Imię i nazwisko może mieć ${atMostCharacters(BOOKING_LIMITS.name)}.`)
    .refine(noControlCharacters, "Imię i nazwisko nie może zawierać znaków nowego wiersza ani tabulacji."),
  email: z
    .string({ error: "Podaj adres e-mail: wyślę na niego potwierdzenie." })
    .trim()
    .max(BOOKING_LIMITS.email, "Adres e-mail jest za długi.")
    .pipe(z.email("Podaj poprawny adres e-mail, np. jan@example.com."))
    // One person, one address: the cap on future bookings counts it whatever the letters' case.
    .transform((email) => email.toLowerCase()),
  phone: z
    .string({ error: "Podaj numer telefonu, np. 500 000 000." })
    .trim()
    .max(BOOKING_LIMITS.phone, "Numer telefonu jest za długi.")
    .transform((value, context) => {
      const phone = normalizePhone(value);
      if (phone) return phone;
      context.addIssue({
        code: "custom",
        message: value ? "Podaj numer w postaci 500 000 000 albo +48 500 000 000." : "Podaj numer telefonu, np. 500 000 000.",
      });
      return z.NEVER;
    }),
  notes: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.notes, `Uwagi mogą mieć ${atMostCharacters(BOOKING_LIMITS.notes)}.`)
    .default(""),
  /** A gift voucher's code as typed (app/vouchers reads it); empty: none. */
  voucherCode: z.string().trim().max(BOOKING_LIMITS.voucherCode, "Kod bonu jest za długi: przepisz go z bonu, np. BON-7K4M-Q2XZ.").default(""),
  /** The code and price to pay the summary showed with it ("BON-7K4M-Q2XZ:0"): a booking goes ahead only with those. */
  voucherShown: z.string().max(80).default(""),
  /** The client's request to start a package within the 14 days for withdrawal: the separate, unticked checkbox. */
  earlyStart: z.literal("on").optional(),
  /** The unticked box: the client agrees to be asked once for a review (issue 80). */
  reviewConsent: z.literal("on").optional(),
  /** The honeypot: people never see it, bots fill it in. */
  website: z.string().optional(),
  submissionKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Formularz jest niekompletny. Odśwież stronę."),
  stamp: z.string().max(200).optional(),
  /** "button" when a person pressed the send button (SENT_BY_BUTTON). */
  sentBy: z.string().max(10).optional(),
});

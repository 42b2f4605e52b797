// What the trainer sends from /admin/kalendarz/nowa, read with a Polish
// message for every mistake: who (a card or a new client), the service, the
// time (a free one or another), and how the series repeats.
import { z } from "~/lib/zod";
import { normalizePhone } from "~/enquiries";
import { BOOKING_LIMITS } from "~/bookings";
import { atMostCharacters } from "~/lib/polish-phrases";

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The fields of the page's form; a series' dates add `choice-<date>` and `time-<date>`. */
export const TRAINER_BOOKING_FIELDS = [
  "intent",
  "clientId",
  "name",
  "phone",
  "email",
  "service",
  "date",
  "start",
  "otherTime",
  "outsideHours",
  "mailClient",
  "notes",
  "voucherCode",
  // A new client's e-mail or phone was an erased person's: the trainer's yes (app/clients/erased-person-field.ts).
  "erasedConfirmed",
  "submissionKey",
  "repeat",
  "everyWeeks",
  "ends",
  "count",
  "until",
  // "Powtarzaj co tydzień": the booking and the version the page showed.
  "repeatOf",
  "version",
] as const;

export const isTrainerBookingField = (name: string) =>
  (TRAINER_BOOKING_FIELDS as readonly string[]).includes(name) || /^(choice|time)-\d{4}-\d{2}-\d{2}$/.test(name);

/** A new client: a name, and a phone or an e-mail (at least one). */
export const newClientSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, "Podaj imię i nazwisko klienta.")
      .max(BOOKING_LIMITS.name, `Imię i nazwisko może mieć ${atMostCharacters(BOOKING_LIMITS.name)}.`),
    email: z
      .string()
      .trim()
      .max(BOOKING_LIMITS.email, "Adres e-mail jest za długi.")
      .refine((value) => value === "" || z.email().safeParse(value).success, "Podaj poprawny adres e-mail, np. jan@example.com.")
      .transform((email) => email.toLowerCase()),
    phone: z
      .string()
      .trim()
      .max(BOOKING_LIMITS.phone, "Numer telefonu jest za długi.")
      .transform((value, context) => {
        if (value === "") return "";
        const phone = normalizePhone(value);
        if (phone) return phone;
        context.addIssue({ code: "custom", message: "Podaj numer w postaci 500 000 000 albo +48 500 000 000." });
        return z.NEVER;
      }),
  })
  .refine((client) => client.email !== "" || client.phone !== "", { message: "Podaj telefon albo e-mail klienta.", path: ["phone"] });

export const notesSchema = z
  .string()
  .trim()
  .max(BOOKING_LIMITS.notes, `Notatka może mieć ${atMostCharacters(BOOKING_LIMITS.notes)}.`);

// The terms' facts (/regulamin) and how clients pay: the parts of the terms
// the trainer decides. The rest of the terms is written from the other facts
// (who the trainer is, the price list, the booking rules).
import { isValidIBAN } from "ibantools";
import { z } from "../app/lib/zod";
import { normalizePhone } from "../app/enquiries/phone";
import { dateSchema } from "./schema";

export const PAYMENT_METHODS = ["cash", "transfer", "blik"] as const;
export type PaymentMethodFact = (typeof PAYMENT_METHODS)[number];

/** A Polish account number as typed ("PL61 1090 …", with or without spaces), kept as 26 digits in groups; "" for none. */
const accountNumberSchema = z
  .string()
  .transform((typed) => typed.replace(/[\s-]/g, "").replace(/^PL/i, ""))
  .refine((digits) => digits === "" || (/^\d{26}$/.test(digits) && isValidIBAN(`PL${digits}`)), {
    message: "numer konta ma 26 cyfr, np. 61 1090 1014 0000 0712 1981 2874 (sprawdź, czy żadnej nie brakuje)",
  })
  .transform((digits) => (digits === "" ? "" : `${digits.slice(0, 2)} ${digits.slice(2).replace(/(\d{4})(?=\d)/g, "$1 ")}`));

/** A phone number as typed, kept as +48 500 000 000; "" for none. */
const optionalPhoneSchema = z
  .string()
  .transform((typed) => (typed.trim() === "" ? "" : (normalizePhone(typed) ?? typed)))
  .pipe(z.string().regex(/^$|^\+48 \d{3} \d{3} \d{3}$/, "numer telefonu musi mieć postać +48 500 000 000"));

export const termsSchema = z
  .object({
    payment: z.object({
      /** How clients may pay. */
      methods: z.array(z.enum(PAYMENT_METHODS)).min(1, "zaznacz co najmniej jeden sposób płatności").default(["cash", "transfer", "blik"]),
      /** "at_session": on the day, at the session; "before_session": by transfer or BLIK before the session starts. */
      due: z.enum(["at_session", "before_session"]).default("at_session"),
      /** For transfers; "" when the trainer takes none. */
      accountNumber: accountNumberSchema.default(""),
      /** Whose account it is, as the bank shows it; "" means the business's legal name. */
      accountHolder: z.string().max(120).default(""),
      /** A phone number for BLIK transfers to a phone; "" when none. */
      blikPhone: optionalPhoneSchema.default(""),
    }),
    /** Days within which the trainer answers a complaint (reklamacja). */
    complaintDays: z
      .number({ error: "podaj liczbę dni, np. 14" })
      .int("podaj pełne dni")
      .min(1)
      .max(14, "na reklamację odpowiada się najpóźniej w 14 dni")
      .default(14),
    /** The trainer's own provisions, each a paragraph added after the generated ones. */
    extraProvisions: z.array(z.string().min(10, "postanowienie powinno mieć co najmniej 10 znaków").max(1500)).default([]),
    /** When this version of the terms took effect. */
    effectiveFrom: dateSchema,
  })
  .superRefine((terms, context) => {
    if (terms.payment.methods.includes("transfer") && terms.payment.accountNumber === "") {
      context.addIssue({ code: "custom", path: ["payment", "accountNumber"], message: "podaj numer konta albo odznacz płatność przelewem" });
    }
    if (terms.payment.methods.includes("blik") && terms.payment.blikPhone === "") {
      context.addIssue({ code: "custom", path: ["payment", "blikPhone"], message: "podaj numer telefonu do przelewów BLIK albo odznacz BLIK" });
    }
  });

export type Terms = z.input<typeof termsSchema>;

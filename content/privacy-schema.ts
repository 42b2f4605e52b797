// The privacy policy's facts: who processes the data and how long it is kept.
import { z } from "../app/lib/zod";
import { dateSchema } from "./schema";

const wholeYears = z.number({ error: "podaj liczbę lat, np. 5" }).int("podaj pełne lata").min(1).max(20);

export const privacySchema = z
  .object({
    hostingProvider: z.string().min(3),
    emailProvider: z.string().min(3),
    /** null: no accounting office (an empty field in the editor). */
    accountingOffice: z.string().min(3).nullable().default(null),
    claimsYears: wholeYears,
    taxRecordsYears: wholeYears,
    serverLogDays: z.number({ error: "podaj liczbę dni, np. 30" }).int("podaj pełne dni").min(1).max(365),
    backupDays: z.number({ error: "podaj liczbę dni, np. 14" }).int("podaj pełne dni").min(1).max(365),
    /** Where the continuous copy off the server is kept (BACKUP_URL's provider and country); null: no copy off the server. */
    backupProvider: z.string().min(3).nullable().default(null),
    /** The calendar the trainer subscribes to the bookings' feed in; null: none (the policy then names no calendar). */
    calendarProvider: z.string().min(3).nullable().default(null),
    /** The feed with the client's surname, phone, e-mail, price and notes; false: first name and service only. */
    calendarFeedFull: z.boolean().default(false),
    /** The service online sessions run on; null: none. */
    videoCallProvider: z.string().min(3).nullable().default(null),
    /** How long "Odwołaj i zablokuj ten e-mail" keeps an address from booking. */
    blockMonths: z.number({ error: "podaj liczbę miesięcy, np. 12" }).int("podaj pełne miesiące").min(1).max(36).default(12),
    updated: dateSchema,
  })
  .superRefine((privacy, context) => {
    if (privacy.calendarFeedFull && !privacy.calendarProvider) {
      context.addIssue({
        code: "custom",
        path: ["calendarProvider"],
        message: "wpisz, w czyim kalendarzu są rezerwacje: polityka prywatności musi go wymienić, skoro trafiają tam pełne dane klientów",
      });
    }
  });

export type Privacy = z.input<typeof privacySchema>;

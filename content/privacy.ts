// Facts for the privacy policy and the notice under the contact form. The
// controller's name, business name, address, tax id and contacts come from
// trainer.ts and business.ts; name your real providers and periods here.
import type { Privacy } from "./privacy-schema";

export default {
  /** Processors, each under a data processing agreement (RODO art. 28). */
  hostingProvider: "Przykładowy Hosting sp. z o.o. (serwer w Polsce)",
  emailProvider: "Przykładowa Poczta sp. z o.o.",
  /** Your accounting office, if one keeps your books; null if you keep them yourself. */
  accountingOffice: "Przykładowe Biuro Rachunkowe s.c.",
  /** Claims under a contract become time-barred after this many years (Kodeks cywilny, art. 118; to the end of a calendar year). */
  claimsYears: 6,
  /** Tax records are kept this many years from the end of the year the tax was due (Ordynacja podatkowa, art. 86 § 1). */
  taxRecordsYears: 5,
  /** How long the server's logs are kept (journald's MaxRetentionSec, see docs/operations.md). */
  serverLogDays: 30,
  /** How long erased data can still be in a backup (npm run db:backup keeps 14 daily copies; the continuous copy as long). */
  backupDays: 14,
  /** Who keeps the continuous copy off the server (BACKUP_URL), and where, e.g. "Przykładowe Kopie sp. z o.o. (serwer w Niemczech)"; null while there is none. */
  backupProvider: null,
  /** The calendar you subscribe to the bookings in (Kalendarz in the panel); null if you do not. */
  calendarProvider: "Google Ireland Limited (Kalendarz Google)",
  /** true: the calendar gets each client's full name, phone, e-mail and notes; false: first name and service only. */
  calendarFeedFull: false,
  /** The service your online sessions run on; null if you hold none. */
  videoCallProvider: "Google Ireland Limited (Google Meet)",
  /** How long "Odwołaj i zablokuj ten e-mail" keeps an address from booking, in months. */
  blockMonths: 12,
  updated: "2026-11-23",
} satisfies Privacy;

// The confirmed bookings ahead that the current settings leave outside the
// rules, unless the trainer chose to keep them: the publish names how many,
// the agenda lists them with what to do.
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import { timestamp, type Booking, type Database } from "~/db/database.server";
import { noticeBelowCutoffWarning, ruleConflicts, type RuleConflict } from "~/scheduling/booking-rules";
import { countedPhrase } from "~/lib/polish-plural";

export type OutsideRules = { booking: Booking; conflicts: RuleConflict[] };

export async function bookingsOutsideRules(db: Kysely<Database>, settings: BookingSettings, now: Date): Promise<OutsideRules[]> {
  const ahead = await db
    .selectFrom("bookings")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("starts_at", ">", timestamp(now))
    .where("kept_outside_rules_at", "is", null)
    .orderBy("starts_at")
    .execute();
  return ahead.map((booking) => ({ booking, conflicts: ruleConflicts(settings, booking) })).filter((entry) => entry.conflicts.length > 0);
}

/** "3 rezerwacje są poza nowymi godzinami pracy: …" for the publish's message, or "" when none. */
export function outsideRulesSentence(affected: OutsideRules[]): string {
  if (!affected.length) return "";
  const onlyHours = affected.every((entry) => entry.conflicts.every((conflict) => conflict === "outside-hours"));
  const onlyServices = affected.every((entry) => entry.conflicts.every((conflict) => conflict === "service-withdrawn"));
  const what = onlyHours ? "poza nowymi godzinami pracy" : onlyServices ? "wycofanej usługi" : "poza nowymi zasadami";
  const count = countedPhrase(affected.length, { one: "Jedna rezerwacja dotyczy", few: "{count} rezerwacje dotyczą", many: "{count} rezerwacji dotyczy" });
  const sentence = onlyServices
    ? `${count} ${what}`
    : countedPhrase(affected.length, { one: "Jedna rezerwacja jest", few: "{count} rezerwacje są", many: "{count} rezerwacji jest" }) + ` ${what}`;
  const them = affected.length === 1 ? "ją" : "je";
  return `${sentence}. Nic się dla klientów nie zmieniło: zdecyduj w Kalendarzu, czy ${them} zostawić, przenieść czy odwołać.`;
}

/** After a publish of `section`: what the new booking settings mean for bookings already made and to be made ("" when nothing). */
export async function afterBookingPublish(db: Kysely<Database>, section: string, settings: BookingSettings, now: Date = new Date()): Promise<string> {
  if (section !== "booking") return "";
  const sentences = [outsideRulesSentence(await bookingsOutsideRules(db, settings, now)), noticeBelowCutoffWarning(settings)].filter(Boolean);
  return sentences.map((sentence) => ` ${sentence}`).join("");
}

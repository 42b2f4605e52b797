// The confirmed bookings ahead that the current settings leave outside the
// rules, unless the trainer chose to keep them: the publish names how many,
// the agenda lists them with what to do.
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import { timestamp, type Booking, type Database } from "~/db/database.server";
import { noticeBelowCutoffWarning, ruleConflicts, type RuleConflict } from "~/scheduling/booking-rules";
import { outsideRulesSentence } from "~/scheduling/scheduling.messages";

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
export function outsideRulesMessage(affected: OutsideRules[]): string {
  if (!affected.length) return "";
  const onlyHours = affected.every((entry) => entry.conflicts.every((conflict) => conflict === "outside-hours"));
  const onlyServices = affected.every((entry) => entry.conflicts.every((conflict) => conflict === "service-withdrawn"));
  return outsideRulesSentence({ count: affected.length, what: onlyHours ? "hours" : onlyServices ? "services" : "rules" });
}

/** After a publish of `section`: what the new booking settings mean for bookings already made and to be made ("" when nothing). */
export async function afterBookingPublish(db: Kysely<Database>, section: string, settings: BookingSettings, now: Date = new Date()): Promise<string> {
  if (section !== "booking") return "";
  const sentences = [outsideRulesMessage(await bookingsOutsideRules(db, settings, now)), noticeBelowCutoffWarning(settings)].filter(Boolean);
  return sentences.map((sentence) => ` ${sentence}`).join("");
}

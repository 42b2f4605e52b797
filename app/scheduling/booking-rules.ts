// Whether a booking made under earlier settings still fits the current ones:
// the trainer may change hours, days off and services at any time, and the
// bookings left outside are shown, never changed silently.
import type { BookingSettings } from "~content/booking-schema";
import { hoursOn } from "~/scheduling/availability";
import { minutesOf, warsawBoundary, warsawDate } from "~/scheduling/warsaw-time";
import { countedPhrase } from "~/lib/polish-plural";

export type RuleConflict = "outside-hours" | "service-withdrawn";

export const RULE_CONFLICT_LABELS: Record<RuleConflict, string> = {
  "outside-hours": "poza godzinami pracy",
  "service-withdrawn": "usługa wycofana",
};

type BookedTime = { service_slug: string; starts_at: string; ends_at: string };

/** What in the settings the booking no longer fits, if anything. */
export function ruleConflicts(settings: BookingSettings, booking: BookedTime): RuleConflict[] {
  const conflicts: RuleConflict[] = [];
  const start = Date.parse(booking.starts_at);
  const end = Date.parse(booking.ends_at);
  const date = warsawDate(start);
  const withinHours = hoursOn(settings, date).hours.some(
    (range) => warsawBoundary(date, minutesOf(range.from)) <= start && end <= warsawBoundary(date, minutesOf(range.to)),
  );
  if (!withinHours) conflicts.push("outside-hours");
  if (!settings.services.some((service) => service.slug === booking.service_slug)) conflicts.push("service-withdrawn");
  return conflicts;
}

const hoursPhrase = (count: number) => countedPhrase(count, { one: "godzinę", few: "{count} godziny", many: "{count} godzin" });

/**
 * What follows when bookings are taken later than the cut-off for changes:
 * a client who books then can neither cancel nor move online ("" when the
 * notice is at least the cut-off).
 */
export function noticeBelowCutoffWarning(settings: BookingSettings): string {
  if (settings.minNoticeHours >= settings.cancelCutoffHours) return "";
  return (
    `Uwaga: rezerwacje przyjmujesz nawet na ${hoursPhrase(settings.minNoticeHours)} przed terminem, a odwołać lub przełożyć termin przez stronę można najpóźniej ` +
    `${hoursPhrase(settings.cancelCutoffHours)} przed nim. Kto zarezerwuje później, zmieni termin już tylko telefonicznie.`
  );
}

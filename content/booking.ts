// Online booking (/rezerwacja): the services, the weekly hours and the rules.
// The week starts as the business's opening hours (business.ts); the trainer
// narrows it in the editor ("Rezerwacje").
import business from "./business";
import { WEEKDAYS, type Weekday } from "./booking-schema";

const DAY_CODES: Record<string, Weekday> = { Mo: "monday", Tu: "tuesday", We: "wednesday", Th: "thursday", Fr: "friday", Sa: "saturday", Su: "sunday" };

const weeklyHours = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as { from: string; to: string }[]])) as Record<Weekday, { from: string; to: string }[]>;
for (const { dayCodes, opens, closes } of business.openingHours) {
  for (const code of dayCodes) weeklyHours[DAY_CODES[code]!].push({ from: opens, to: closes });
}

export default {
  services: [
    { slug: "konsultacja", name: "Bezpłatna konsultacja", durationMinutes: 30, place: "studio", price: 0, offerSlugs: [] },
    { slug: "konsultacja-online", name: "Bezpłatna konsultacja online", durationMinutes: 30, place: "online", price: 0, offerSlugs: [] },
    { slug: "trening-personalny", name: "Trening personalny", durationMinutes: 60, place: "studio", price: 150, offerSlugs: ["trening-personalny", "pakiet-8-treningow", "pakiet-12-treningow"] },
    { slug: "trening-w-plenerze", name: "Trening w plenerze", durationMinutes: 60, place: "outdoors", price: 150, offerSlugs: [] },
  ],
  weeklyHours,
  exceptions: [],
  startEveryMinutes: 30,
  bufferMinutes: 15,
  minNoticeHours: 12,
  horizonDays: 30,
  maxPerDay: 8,
  maxFuturePerEmail: 2,
  cancelCutoffHours: 12,
};

// The days both halves of the working hours' tests use (tests/e2e and
// tests/requests working-hours.spec.ts).
import { Temporal } from "temporal-polyfill";

export const today = Temporal.Now.plainDateISO("Europe/Warsaw");
/** A Saturday at least a week away: well past the booking notice. */
export const saturday = today.add({ days: 7 + ((6 - today.dayOfWeek + 7) % 7) });

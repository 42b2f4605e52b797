// What a clients' import books appointments with in the unit tests: every
// day open 7:00–21:00, sessions of an hour, no buffer, and the published
// content's address; a block lasts 24 months.
import type { ImportContext } from "../../app/imports/run-import.server";
import { sameHoursEveryDay, testBookingSettings } from "./booking-settings";
import { PUBLISHED } from "./published-content";

export const IMPORT_CONTEXT: ImportContext = {
  settings: testBookingSettings({ weeklyHours: sameHoursEveryDay("07:00", "21:00"), bufferMinutes: 0, minNoticeHours: 0 }),
  business: PUBLISHED.business,
  blockMonths: 24,
};

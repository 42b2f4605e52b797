// The server both halves of the private calendar's tests run against
// (tests/e2e and tests/requests private-calendar.spec.ts), with the local
// calendar server it fetches from.
import { test } from "@playwright/test";
import { startCalendarServer, type CalendarServer } from "../support/calendar-server";
import { ADMIN_ENV } from "./admin";
import { ownServer } from "./site";

/** What only the secret address contains. */
export const SECRET = "5ecret0token";

/** The calling spec file's own server and its calendar server, started before its first test. */
export function privateCalendarSite() {
  let calendar: CalendarServer | undefined;
  const site = ownServer(async () => {
    calendar = await startCalendarServer();
    // Fetched every second: a failure shows without waiting five minutes. The calendar server is on
    // 127.0.0.1, which the outbound guard refuses unless named.
    return { ...ADMIN_ENV, PRIVATE_CALENDAR_POLL_MS: "1000", OUTBOUND_ALLOWED_HOSTS: "127.0.0.1" };
  });
  test.afterAll(() => calendar?.close());
  return { site, calendar: () => calendar! };
}

// How the trainer's private calendar stands, as the agenda's status line and
// the settings form show it: when it was fetched, since when it fails, and
// which of its events the copy leaves out (decision 024).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { CalendarReport } from "~/private-calendar/private-calendar-events";
import { isComplete, reportText } from "~/private-calendar/private-calendar-report";
import { privateCalendar, shortAddress, upcomingBusyCount } from "~/private-calendar/private-calendar.server";
import { formatDateTime } from "~/lib/format";
import { failingStatus, fetchedStatus, WAITING_STATUS } from "~/private-calendar/private-calendar.messages";

export type PrivateCalendarStatus = { failing: boolean; text: string };

/** The stored report, or null when there is none (or it cannot be read: then nothing is claimed about it). */
function storedReport(json: string | null): CalendarReport | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as CalendarReport;
  } catch {
    return null;
  }
}

/**
 * How the private calendar stands, in one sentence for the agenda; null
 * when the trainer has not given one.
 */
export async function privateCalendarStatus(db: Kysely<Database>, now: Date): Promise<PrivateCalendarStatus | null> {
  const row = await privateCalendar(db);
  if (!row) return null;
  const report = storedReport(row.report);
  const left = report ? reportText(report) : "";
  if (row.failing_since) {
    const lastOkAt = row.last_ok_at ? formatDateTime(row.last_ok_at) : null;
    return { failing: true, text: failingStatus({ failingSince: formatDateTime(row.failing_since), lastOkAt, error: row.last_error, left }) };
  }
  if (!row.last_ok_at) return { failing: false, text: WAITING_STATUS };
  return {
    // Events left out are a problem the trainer should see, not a calendar that works.
    failing: report !== null && !isComplete(report),
    text: fetchedStatus({ lastOkAt: formatDateTime(row.last_ok_at), upcoming: await upcomingBusyCount(db, now), left }),
  };
}

/** What the settings form shows: never the whole address. */
export type PrivateCalendarView = { address: string; showTitles: boolean; status: PrivateCalendarStatus | null };

export async function privateCalendarView(db: Kysely<Database>, now: Date): Promise<PrivateCalendarView | null> {
  const row = await privateCalendar(db);
  if (!row) return null;
  return { address: shortAddress(row.url), showTitles: row.show_titles === 1, status: await privateCalendarStatus(db, now) };
}

// The trainer's private calendar: its secret address (saved, shown only
// shortened), its last good copy as busy times, and how fetching it goes.
// One instance at a time fetches it: the row is claimed with a lease.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import type { PrivateCalendarTable } from "~/db/diary-tables";
import type { CalendarReport } from "~/private-calendar/private-calendar-events";
import { calendarAddress } from "~/private-calendar/private-calendar-fetch.server";
import { isComplete } from "~/private-calendar/private-calendar-report";
import { recordFailure } from "~/private-calendar/private-calendar-failure.server";
import { syncInWorker } from "~/private-calendar/private-calendar-sandbox.server";
import type { SyncInput, SyncOutcome } from "~/private-calendar/private-calendar-sync";
import type { AllowedHost } from "~/outbound";
import { ADDRESS_REFUSALS } from "~/private-calendar/private-calendar.messages";

const ROW = "main";
/** A sync takes at most 30 s (its worker's deadline): past this, a claim left by a stopped instance is taken over. */
const LEASE_MS = 60_000;
/**
 * The copy covers yesterday to this far ahead: more than any booking horizon
 * (at most a year), so a long run of "unchanged" answers (a month of them
 * still leaves a year) keeps covering it.
 */
const AHEAD_DAYS = 400;
const DAY_MS = 86_400_000;

export type PrivateCalendarRow = PrivateCalendarTable;

/** The saved calendar, or undefined when the trainer has not given one. */
export async function privateCalendar(db: Kysely<Database>): Promise<PrivateCalendarRow | undefined> {
  return db.selectFrom("private_calendar").selectAll().where("id", "=", ROW).executeTakeFirst();
}

/**
 * The address as the panel shows it again: the server and, when it is a
 * plain file name such as Google's "basic.ics", the last part; the secret
 * parts between (and any query) never. "https://calendar.google.com/…/basic.ics".
 */
export function shortAddress(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split("/").pop() ?? "";
    return `${parsed.protocol}//${parsed.host}/…${/^[\w-]{1,20}\.ics$/i.test(last) ? `/${last}` : ""}`;
  } catch {
    return "…";
  }
}

export type SaveAddress = { ok: true } | { ok: false; message: string };

/**
 * Saves a new address: what the old one blocked is forgotten (it was another
 * calendar), and the new one is due at once.
 */
export async function savePrivateCalendarUrl(db: Kysely<Database>, pasted: string, siteUrl: string, now: Date): Promise<SaveAddress> {
  if (!pasted.trim()) return { ok: false, message: ADDRESS_REFUSALS.empty };
  if (pasted.length > 2000) return { ok: false, message: ADDRESS_REFUSALS.tooLong };
  const url = calendarAddress(pasted, siteUrl);
  if (!url) {
    return {
      ok: false,
      message: calendarAddress(pasted, "http://invalid.invalid") ? ADDRESS_REFUSALS.thisSite : ADDRESS_REFUSALS.notCalendar,
    };
  }
  const fresh = {
    url: url.href,
    etag: null,
    last_modified: null,
    last_attempt_at: null,
    last_ok_at: null,
    failing_since: null,
    last_error: null,
    report: null,
    locked_until: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("private_calendar")
      .values({ id: ROW, show_titles: 0, created_at: timestamp(now), ...fresh })
      .onConflict((conflict) => conflict.column("id").doUpdateSet(fresh))
      .execute();
    await trx.deleteFrom("private_busy").execute();
  });
  return { ok: true };
}

/** "Usuń": the address and everything it blocked are gone. */
export async function removePrivateCalendar(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("private_calendar").where("id", "=", ROW).execute();
    await trx.deleteFrom("private_busy").execute();
  });
}

/** "Pokazuj tytuły wydarzeń" in the agenda. */
export async function setShowTitles(db: Kysely<Database>, show: boolean): Promise<void> {
  await db
    .updateTable("private_calendar")
    .set({ show_titles: show ? 1 : 0 })
    .where("id", "=", ROW)
    .execute();
}

/** How many busy stretches of the copy end after `now`: "14 wydarzeń". */
export async function upcomingBusyCount(db: Kysely<Database>, now: Date): Promise<number> {
  const row = await db
    .selectFrom("private_busy")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("ends_at", ">", timestamp(now))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Claims the calendar for one fetch when it is due (never tried, or last
 * tried `everyMs` ago) and no other instance holds it: a conditional update,
 * so of several instances on one database one wins.
 */
async function claimDue(db: Kysely<Database>, now: Date, everyMs: number): Promise<PrivateCalendarRow | undefined> {
  const nowText = timestamp(now);
  const dueBefore = timestamp(new Date(now.getTime() - everyMs));
  return db
    .updateTable("private_calendar")
    .set({ locked_until: timestamp(new Date(now.getTime() + LEASE_MS)), last_attempt_at: nowText })
    .where("id", "=", ROW)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", nowText)]))
    .where((eb) => eb.or([eb("last_attempt_at", "is", null), eb("last_attempt_at", "<=", dueBefore)]))
    .returningAll()
    .executeTakeFirst();
}

export type Refresh =
  { kind: "not-due" } | { kind: "unchanged" } | { kind: "fetched"; busy: number; report: CalendarReport } | { kind: "failed"; message: string };

export type RefreshOptions = {
  /** Fetch when last tried at least this long ago (0: now, as after saving). */
  everyMs: number;
  /** OUTBOUND_ALLOWED_HOSTS: hosts fetched although not public. */
  allowedHosts: readonly AllowedHost[];
  /** PRIVATE_CALENDAR_FETCH_TIMEOUT_MS: how long the fetch may take (FETCH_TIMEOUT_MS unless said). */
  fetchTimeoutMs?: number;
  /** Fetches and reads the calendar: in a worker thread unless a test says otherwise. */
  sync?: (input: SyncInput) => Promise<SyncOutcome>;
};

/**
 * Fetches the calendar if it is due and this instance wins the claim: in a
 * worker thread (decision 024), so that no file holds this one. A new copy
 * replaces the busy times, with its report, in one transaction; a failure
 * keeps the last good copy blocking and records since when the address
 * fails (the first failure tells the trainer). Written only while the address is still the one fetched (the
 * trainer may change it meanwhile).
 */
export async function refreshPrivateCalendar(
  db: Kysely<Database>,
  now: Date,
  { everyMs, allowedHosts, fetchTimeoutMs, sync = (input) => syncInWorker(input) }: RefreshOptions,
): Promise<Refresh> {
  const claimed = await claimDue(db, now, everyMs);
  if (!claimed) return { kind: "not-due" };
  const outcome = await sync({
    url: claimed.url,
    held: { etag: claimed.etag, lastModified: claimed.last_modified },
    allowedHosts,
    fetchTimeoutMs,
    from: now.getTime() - DAY_MS,
    to: now.getTime() + AHEAD_DAYS * DAY_MS,
  });
  const sameAddress = (trx: Kysely<Database>) => trx.updateTable("private_calendar").where("id", "=", ROW).where("url", "=", claimed.url);
  if (outcome.kind === "failed") {
    await recordFailure(db, { id: ROW, url: claimed.url }, outcome.message, now);
    return { kind: "failed", message: outcome.message };
  }
  const succeeded = { last_ok_at: timestamp(now), failing_since: null, last_error: null, locked_until: null };
  if (outcome.kind === "unchanged") {
    await sameAddress(db).set(succeeded).execute();
    return { kind: "unchanged" };
  }
  await db.transaction().execute(async (trx) => {
    const result = await sameAddress(trx)
      .set({
        ...succeeded,
        etag: outcome.etag,
        last_modified: outcome.lastModified,
        report: isComplete(outcome.report) ? null : JSON.stringify(outcome.report),
      })
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return;
    await trx.deleteFrom("private_busy").execute();
    // A few hundred rows per statement: well under either database's limit on parameters.
    for (let first = 0; first < outcome.busy.length; first += 200) {
      await trx
        .insertInto("private_busy")
        .values(
          outcome.busy.slice(first, first + 200).map((busy) => ({
            starts_at: timestamp(new Date(busy.start)),
            ends_at: timestamp(new Date(busy.end)),
            title: busy.title,
            all_day: busy.allDay ? 1 : 0,
          })),
        )
        .execute();
    }
  });
  return { kind: "fetched", busy: outcome.busy.length, report: outcome.report };
}

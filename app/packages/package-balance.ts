// A package's balance and validity as the trainer and the client read them:
// "zostało 5 z 8, ważny do 14 stycznia". Pure: the dates come in, today too.
import { Temporal } from "temporal-polyfill";
import type { PackageValidFrom } from "~/db/diary-tables";
import type { PackageState } from "~/packages/package-state";
import { balanceSentence, expiresSoon, noticeSentence, USED_UP } from "~/packages/package-balance.messages";

export type PackageCount = {
  sessions: number;
  used: number;
  valid_weeks: number;
  valid_from: PackageValidFrom;
  /** Warsaw date validity counts from; null until the first session of a "from the first session" package. */
  starts_on: string | null;
  /** Set when the trainer removed it as recorded by mistake: it counts nowhere from then on. */
  removed_at?: string | null;
};

// The rule for a package with no validity of its own is the price list's (content/package-validity.ts).
export { defaultValidWeeks } from "~content/package-validity";

/** The last day it is valid: the day before the same weekday `valid_weeks` later; null until it starts. */
export function validUntil(pack: Pick<PackageCount, "starts_on" | "valid_weeks">): Temporal.PlainDate | null {
  if (!pack.starts_on) return null;
  return Temporal.PlainDate.from(pack.starts_on).add({ weeks: pack.valid_weeks }).subtract({ days: 1 });
}

export function sessionsLeft(pack: Pick<PackageCount, "sessions" | "used">): number {
  return Math.max(0, pack.sessions - pack.used);
}

const isRemoved = (pack: PackageCount) => Boolean(pack.removed_at);

export function packageState(pack: PackageCount, today: Temporal.PlainDate): PackageState {
  if (isRemoved(pack)) return "removed";
  if (sessionsLeft(pack) === 0) return "used-up";
  const until = validUntil(pack);
  if (!until) return "not-started";
  return Temporal.PlainDate.compare(today, until) > 0 ? "expired" : "active";
}

/** Whether a session on `date` may use it: not removed, sessions left, and not after its last valid day. */
export function coversDate(pack: PackageCount, date: Temporal.PlainDate): boolean {
  const until = validUntil(pack);
  return !isRemoved(pack) && sessionsLeft(pack) > 0 && (!until || Temporal.PlainDate.compare(date, until) <= 0);
}

/** The package's balance in words (package-balance.messages.ts). */
export function balanceText(pack: PackageCount, today: Temporal.PlainDate): string {
  return balanceSentence({
    state: packageState(pack, today),
    left: sessionsLeft(pack),
    sessions: pack.sessions,
    validWeeks: pack.valid_weeks,
    until: validUntil(pack),
    today,
  });
}

/** The days from today to its last valid day (0: today is the last), or null when it has not started. */
export function daysToExpiry(pack: PackageCount, today: Temporal.PlainDate): number | null {
  const until = validUntil(pack);
  return until ? today.until(until, { largestUnit: "days" }).days : null;
}

/** The trainer is told once each: one session left, and the last valid day within 7 days (sessions still left); never of a removed one. */
export const EXPIRY_NOTICE_DAYS = 7;

export function isLow(pack: PackageCount): boolean {
  return !isRemoved(pack) && sessionsLeft(pack) === 1;
}

export function isExpiringSoon(pack: PackageCount, today: Temporal.PlainDate): boolean {
  const days = daysToExpiry(pack, today);
  return !isRemoved(pack) && sessionsLeft(pack) > 0 && days !== null && days >= 0 && days < EXPIRY_NOTICE_DAYS;
}

/** The panel's and the mail's line about a package running out. */
export function noticeText(client: string, pack: PackageCount & { name: string }, today: Temporal.PlainDate): string {
  const state = packageState(pack, today);
  const what =
    state === "used-up"
      ? USED_UP
      : state !== "expired" && isExpiringSoon(pack, today)
        ? expiresSoon({ until: validUntil(pack)!, left: sessionsLeft(pack), today })
        : balanceText(pack, today);
  return noticeSentence({ client, name: pack.name, what });
}

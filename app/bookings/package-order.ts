// A package ordered online (/rezerwacja?usluga=…&pakiet=…): which price-list
// item it is, how long it is valid, and whether its first session falls
// within the 14 days the client may withdraw in (then it starts only at the
// client's explicit request, art. 15 ust. 3 of the Consumer Rights Act). Pure.
import type { Temporal } from "temporal-polyfill";
import { defaultValidWeeks, validWeeksOf } from "~content/package-validity";
import { warsawDate } from "~/scheduling";
import { WITHDRAWAL_DAYS } from "~/terms";
import type { PayOnline } from "~content/booking-schema";

/** `payOnline`: the price-list item's rule, paid at the first session or online when booked (issue 81). */
export type OrderedPackage = {
  slug: string;
  name: string;
  sessions: number;
  price: number;
  validWeeks: number;
  payOnline?: PayOnline;
  deposit?: number | null;
};

type PriceListItem = { slug: string; name: string; price: number; sessions: number; validWeeks: number | null; payOnline?: PayOnline; deposit?: number | null };

/** The price-list item a service's `offerSlugs` names with sessions to book; null for any other slug. */
export function orderedPackage(
  service: { offerSlugs: readonly string[] },
  priceList: readonly PriceListItem[],
  slug: string | null | undefined,
): OrderedPackage | null {
  if (!slug || !service.offerSlugs.includes(slug)) return null;
  const item = priceList.find((candidate) => candidate.slug === slug);
  if (!item || item.sessions <= 0) return null;
  const validWeeks = validWeeksOf(item) ?? defaultValidWeeks(item.sessions);
  const pay = { payOnline: item.payOnline ?? "at_session", deposit: item.deposit ?? null };
  return { slug: item.slug, name: item.name, sessions: item.sessions, price: item.price, validWeeks, ...pay };
}

/**
 * The last day to withdraw from a contract made at `now`: the day of the
 * order is not counted, the period ends with the 14th day after it (art. 111
 * § 2 of the Civil Code).
 */
export function withdrawalLastDay(now: Date): Temporal.PlainDate {
  return warsawDate(now).add({ days: WITHDRAWAL_DAYS });
}

/** The first day a session may start on without the client's request to start early. */
export const firstDayAfterWithdrawal = (now: Date): Temporal.PlainDate => withdrawalLastDay(now).add({ days: 1 });

/** Whether a session on `day` (Warsaw) begins before the 14 days for withdrawal end. */
export function dayWithinWithdrawal(day: Temporal.PlainDate, now: Date): boolean {
  return day.until(withdrawalLastDay(now)).days >= 0;
}

/** Whether a session starting at `start` begins before the 14 days for withdrawal end. */
export const startsWithinWithdrawal = (start: number, now: Date): boolean => dayWithinWithdrawal(warsawDate(start), now);

// Money as a real trainer's books hold it: most packages paid at the sale and
// most single sessions on the day (cash, BLIK, transfer), some late, a few
// never; each a ledger entry written by insert-diary.ts.
import type { Random } from "../seeded-random.ts";
import type { Diary, DiaryBooking, DiaryPackage, DiaryPayment } from "./diary-rows.ts";
import { HOUR, iso } from "./time.ts";

const DAY = 24 * HOUR;

function method(random: Random): DiaryPayment["method"] {
  const roll = random.next();
  return roll < 0.5 ? "cash" : roll < 0.8 ? "blik" : "transfer";
}

/** A package sold at a session: paid there (most), within two weeks (some), or not yet (a few). Whether it was paid. */
export function payPackage(diary: Diary, pack: DiaryPackage, index: number, soldAt: string, now: Date, random: Random): boolean {
  const roll = random.next();
  const at = roll < 0.85 ? Date.parse(soldAt) : roll < 0.95 ? Date.parse(soldAt) + (1 + Math.floor(random.next() * 14)) * DAY : null;
  if (at === null || at > now.getTime()) return false;
  diary.payments.push({ booking: null, package: index, method: method(random), amount: pack.price, at: iso(at), what: pack.name });
  return true;
}

/** A single session held that no package paid: paid on the day (most), a few days late (some), or never (a few). */
export function paySession(diary: Diary, row: DiaryBooking, index: number, now: Date, random: Random): void {
  if (row.price === 0) return;
  const roll = random.next();
  const at = roll < 0.85 ? Date.parse(row.ends_at) : roll < 0.95 ? Date.parse(row.ends_at) + (1 + Math.floor(random.next() * 10)) * DAY : null;
  if (at === null || at > now.getTime()) return;
  diary.payments.push({ booking: index, package: null, method: method(random), amount: row.price, at: iso(at), what: row.service_name });
}

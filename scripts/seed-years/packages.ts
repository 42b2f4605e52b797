// Packages counted down session by session: a client's attended personal
// trainings use their current package, and a used-up one is followed by a
// new sale, with the events the package's history shows.
import type { Random } from "../seeded-random.ts";
import type { Diary, DiaryBooking, DiaryPackage } from "./diary-rows.ts";
import { payPackage } from "./payments.ts";

/** The package each client is using. */
export type CurrentPackages = Map<number, DiaryPackage>;

/** A package of 8 or 12 sessions sold to the session's client on its day. */
function sell(diary: Diary, row: DiaryBooking, now: Date, random: Random): DiaryPackage {
  const date = row.starts_at.slice(0, 10);
  const sessions = random.next() < 0.6 ? 8 : 12;
  const pack: DiaryPackage = {
    client: row.client,
    offer_slug: `pakiet-${sessions}-treningow`,
    name: `Pakiet ${sessions} treningów`,
    sessions,
    price: sessions === 8 ? 1040 : 1440,
    valid_weeks: sessions + 4,
    valid_from: "sale",
    sold_on: date,
    starts_on: date,
    low_notified_at: null,
    expiry_notified_at: null,
    notice_closed_at: null,
    created_at: row.starts_at,
    used: 0,
  };
  diary.packages.push(pack);
  const paid = payPackage(diary, pack, diary.packages.length - 1, row.starts_at, now, random);
  diary.events.push({
    package: diary.packages.length - 1,
    at: row.starts_at,
    what: `sprzedano: ${pack.name}, ${pack.price} zł, ${paid ? "opłacony" : "do zapłaty"}`,
  });
  return pack;
}

/** Counts the attended session `index` off its client's package, selling a new one when there is none left. */
export function countDown(diary: Diary, current: CurrentPackages, row: DiaryBooking, index: number, now: Date, random: Random): void {
  let pack = current.get(row.client);
  if (!pack || pack.used === pack.sessions) {
    if (pack) pack.notice_closed_at = row.starts_at;
    pack = sell(diary, row, now, random);
    current.set(row.client, pack);
  }
  pack.used++;
  row.package = diary.packages.indexOf(pack);
  diary.uses.push({ booking: index, package: row.package, created_at: row.ends_at });
  const left = `zostało ${pack.sessions - pack.used} z ${pack.sessions}`;
  diary.events.push({ package: row.package, at: row.ends_at, what: `trening ${row.starts_at.slice(0, 10)} — odbył się (${left})` });
  if (pack.sessions - pack.used === 1) pack.low_notified_at = row.ends_at;
}

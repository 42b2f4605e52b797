// Gift vouchers as a trainer sells them (issue 79): most before Christmas,
// some through the year, a session's (150 zł) or an amount's (200 zł, which
// pays packages too); most paid by transfer within a day or two, a few never;
// an amount's voucher used on the single sessions that follow its payment, as
// far as it goes (the session's price is then what is left to pay in money,
// as the booking form makes it), a session's voucher mostly kept for later.
// Each sale and each use a ledger entry, as the site writes them.
import type { Insertable } from "kysely";
import { Temporal } from "temporal-polyfill";
import type { Database } from "../../app/db/database.server.ts";
import { CODE_ALPHABET, CODE_GROUP_LENGTH, CODE_GROUPS, formatVoucherCode } from "../../app/vouchers/voucher-code.ts";
import type { Random } from "../seeded-random.ts";
import { insertAll, insertWithIds, type SeedTransaction } from "./batches.ts";
import type { Diary } from "./diary-rows.ts";
import { DAY, iso } from "./time.ts";

const FIRST_NAMES = ["Anna", "Marta", "Tomasz", "Ewa", "Piotr", "Katarzyna", "Michał", "Joanna", "Paweł", "Agnieszka"];
const LAST_NAMES = ["Kowalczyk", "Wiśniewska", "Lewandowski", "Zielińska", "Mazur", "Krawczyk", "Nowicka", "Dudek", "Sikora", "Baran"];
const KINDS = [
  { kind: "session" as const, title: "Bon na trening personalny", item_slug: "trening-personalny", amount: null, pays_packages: 0, price: 150 },
  { kind: "amount" as const, title: "Bon na 200 zł", item_slug: null, amount: 200, pays_packages: 1, price: 200 },
];
export type SeedVoucher = {
  row: Insertable<Database["vouchers"]>;
  paidBy: "transfer" | "blik" | null;
  /** The single sessions it paid (their index in the diary), each with what it took. */
  uses: { booking: number; amount: number; at: string; what: string }[];
  redeemedBooking: number | null;
};

const code = (random: Random) => formatVoucherCode(Array.from({ length: CODE_GROUPS * CODE_GROUP_LENGTH }, () => random.pick([...CODE_ALPHABET])).join(""));

/** `perYear` vouchers a year over `years` before `now`; amount vouchers take from the diary's paid single sessions (changing their price and payment). */
export function makeVouchers(diary: Diary, options: { years: number; perYear: number; now: Date; random: Random }): SeedVoucher[] {
  const { years, perYear, now, random } = options;
  const vouchers: SeedVoucher[] = [];
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO("Europe/Warsaw").toPlainDate();
  for (let year = years; year >= 1; year--) {
    for (let count = 0; count < perYear; count++) {
      // Most in the weeks before Christmas, the rest any day of the year.
      const christmas = Temporal.PlainDate.from({ year: today.year - year + 1, month: 12, day: 20 });
      const day = random.chance(0.6) ? christmas.subtract({ days: random.int(0, 30) }) : christmas.subtract({ days: random.int(31, 364) });
      const ordered = Date.parse(`${day.toString()}T10:00:00.000Z`) + random.int(0, 10) * 3_600_000;
      if (ordered > now.getTime()) continue;
      const sort = random.chance(0.55) ? KINDS[0]! : KINDS[1]!;
      const paid = random.chance(0.92) ? ordered + random.int(0, 2) * DAY : null;
      const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      const paidDay =
        paid === null || paid > now.getTime() ? null : Temporal.Instant.fromEpochMilliseconds(paid).toZonedDateTimeISO("Europe/Warsaw").toPlainDate();
      vouchers.push({
        row: {
          ...sort,
          code: code(random),
          valid_months: 6,
          buyer_name: name,
          buyer_email: `bon.${vouchers.length + 1}@example.com`,
          buyer_phone: `+48 6${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
          recipient_name: random.chance(0.7) ? random.pick(FIRST_NAMES) : null,
          dedication: null,
          ordered_at: iso(ordered),
          paid_at: paidDay ? iso(paid!) : null,
          valid_until: paidDay ? paidDay.add({ months: 6 }).toString() : null,
          redeemed_at: null,
          submission_key: `seed-voucher-${vouchers.length + 1}`,
        },
        paidBy: paidDay ? (random.chance(0.7) ? "transfer" : "blik") : null,
        uses: [],
        redeemedBooking: null,
      });
    }
  }
  for (const voucher of vouchers) if (voucher.row.kind === "amount" && voucher.row.paid_at && random.chance(0.8)) useOnSessions(diary, voucher, random);
  return vouchers;
}

/** Takes the voucher's 200 zł from the paid single sessions after its payment, within its validity, as the booking form would have. */
function useOnSessions(diary: Diary, voucher: SeedVoucher, random: Random): void {
  const from = Date.parse(voucher.row.paid_at!) + random.int(3, 60) * DAY;
  const until = `${voucher.row.valid_until!}T22:00:00.000Z`;
  let left = voucher.row.amount!;
  const paidInFull = new Set<(typeof diary.payments)[number]>();
  for (const payment of diary.payments) {
    if (left === 0) break;
    if (payment.booking === null) continue;
    const booking = diary.bookings[payment.booking]!;
    // Booked with the code: the use is the booking's, made while the voucher was valid.
    const booked = booking.created_at ?? booking.starts_at;
    if (Date.parse(booked) < from || booked > until || booking.price <= 0 || booking.package !== null) continue;
    const takes = Math.min(left, booking.price);
    left -= takes;
    voucher.uses.push({ booking: payment.booking, amount: takes, at: booked, what: booking.service_name });
    // The booking's price is what was left to pay; the money paid is that, or nothing.
    booking.price -= takes;
    if (booking.price === 0) paidInFull.add(payment);
    else payment.amount = booking.price;
    if (left === 0) {
      voucher.row.redeemed_at = booked;
      voucher.redeemedBooking = payment.booking;
    }
  }
  diary.payments = diary.payments.filter((payment) => !paidInFull.has(payment));
}

/** The vouchers, their sales and their uses, as ledger entries; after the diary (its bookings' ids). */
export async function insertVouchers(trx: SeedTransaction, vouchers: SeedVoucher[], bookingIds: number[]): Promise<void> {
  const ids = await insertWithIds(
    trx,
    "vouchers",
    vouchers.map((voucher) => ({
      ...voucher.row,
      redeemed_booking_id: voucher.redeemedBooking === null ? null : bookingIds[voucher.redeemedBooking]!,
      cancelled_at: null,
    })),
  );
  const entry = { kind: "payment" as const, voided_at: null, booking_id: null, package_id: null, voucher_id: null, paid_with_voucher_id: null };
  await insertAll(trx, "ledger_entries", [
    ...vouchers.flatMap((voucher, index) =>
      voucher.paidBy && voucher.row.paid_at
        ? [
            {
              ...entry,
              method: voucher.paidBy,
              amount: voucher.row.price,
              at: voucher.row.paid_at,
              voucher_id: ids[index]!,
              what: voucher.row.title,
              document: `B-${ids[index]}`,
              recorded_by: "trainer" as const,
            },
          ]
        : [],
    ),
    ...vouchers.flatMap((voucher, index) =>
      voucher.uses.map((use) => ({
        ...entry,
        method: "voucher" as const,
        amount: use.amount,
        at: use.at,
        booking_id: bookingIds[use.booking]!,
        paid_with_voucher_id: ids[index]!,
        what: use.what,
        document: `T-${bookingIds[use.booking]}`,
        recorded_by: "system" as const,
      })),
    ),
  ]);
}

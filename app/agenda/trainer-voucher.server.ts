// A gift voucher's code on the trainer's booking form (/admin/kalendarz/nowa),
// checked as /rezerwacja checks it, through bookings' VoucherSeam (vouchers
// import what the agenda imports; the route hands the seam in): the price
// left to pay and the note for the booking, and the voucher taken inside the
// booking's own transaction, so that one code books once, two tabs at once too;
// a package's voucher makes its package, paid, with this session as its first.
import type { Kysely, Transaction } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import type { VoucherSeam } from "~/bookings";
import { voucherTake } from "~/bookings/index.server";
import { VOUCHER_FOR_FREE_SERVICE } from "~/agenda/trainer-voucher.messages";

type Service = { slug: string; name: string; price: number; seats: number; offerSlugs: readonly string[] };
/** The booking settings' services and the price list's packages a package's voucher is booked against. */
export type VoucherOffer = Parameters<typeof voucherTake>[3];

export type TrainerVoucher<S extends Service = Service> =
  { ok: true; service: S; notes: string; take(trx: Transaction<Database>, saved: Booking): Promise<void> } | { ok: false; message: string };

export async function trainerVoucher<S extends Service>(
  db: Kysely<Database>,
  seam: VoucherSeam,
  typed: string,
  booking: { service: S; notes: string },
  offer: VoucherOffer,
  now: Date,
): Promise<TrainerVoucher<S>> {
  // A seat in a pair or a group is paid per person, never by a voucher (as at /rezerwacja).
  if (booking.service.seats > 1) return { ok: false, message: seam.refusals.withSeats };
  // A free service (a consultation) would use up an amount's voucher for nothing; /rezerwacja shows no code field there.
  if (booking.service.price === 0) return { ok: false, message: VOUCHER_FOR_FREE_SERVICE };
  const check = await seam.check(db, typed, { service: booking.service, ordered: null }, now);
  if (!check.ok) return { ok: false, message: check.message };
  const taken = voucherTake(seam, check, booking.service, offer, now);
  if (!taken.ok) return taken;
  const note = seam.note({ code: check.code, amount: check.deducted, forPackage: check.packageSlug !== null });
  return {
    ok: true,
    service: { ...booking.service, price: check.price },
    notes: [booking.notes, note].filter(Boolean).join("\n"),
    take: taken.take,
  };
}

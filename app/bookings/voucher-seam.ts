// What /rezerwacja's action and the trainer's booking form (the agenda) need
// of gift vouchers (app/vouchers), handed in by their routes: vouchers import
// bookings, so bookings cannot import them.
import type { Kysely, Transaction } from "kysely";
import type { Booking, Database } from "~/db/database.server";

/**
 * `packageSlug`: a package's voucher, which pays for the package (of that price list item) the session is the first of.
 * `paysOrdered`: an amount's voucher pays (part of) the package ordered with the session, not the session.
 */
export type VoucherUse =
  /** `price`: left to pay (of the session, or of the package ordered); `pays`: what the voucher pays of it (0 for a package's voucher, which pays the package); `deducted`: an amount's part. */
  | {
      ok: true;
      voucherId: number;
      code: string;
      title: string;
      price: number;
      pays: number;
      deducted: number | null;
      packageSlug: string | null;
      paysOrdered: boolean;
    }
  | { ok: false; message: string };

/** "Zastosuj bon": the submit button's intent that checks the code and books nothing. */
export const VOUCHER_INTENT = "voucher";

/** What /rezerwacja's summary says of a checked code: what it takes off (null: it pays the package, whole), and what is left to pay. */
export type AppliedVoucher = { code: string; pays: number | null; toPay: number };

/**
 * What a code is typed for: a session of a service, and the package ordered with it, if one is; `forSeat`: the seats
 * at a group session (/zajecia/:id), at their price, which only an amount's voucher sold to pay seats pays.
 */
export type VoucherTarget = {
  service: { slug: string; name: string; price: number };
  ordered: { name: string; price: number } | null;
  forSeat?: boolean;
};

/** The sale a voucher's use is taken against: the booking, or the package ordered with it. */
export type VoucherPaid = { booking: Pick<Booking, "id" | "service_name">; package: { id: number; name: string } | null };

export type VoucherSeam = {
  /** The voucher of a typed code and the price left to pay for the service, or why it cannot be used (its Polish sentence). */
  check(db: Kysely<Database>, typed: string, target: VoucherTarget, now: Date): Promise<VoucherUse>;
  /** Takes it (what it pays of the booking) inside the booking's transaction; throws what `isTaken` recognises when another booking took it first. */
  redeem(trx: Transaction<Database>, use: { voucherId: number; pays: number }, paid: VoucherPaid, now: Date): Promise<void>;
  isTaken(error: unknown): boolean;
  /** The refusal when another booking took it first, when it comes with a package ordered, and with a seat in a pair or group. */
  refusals: { taken: string; withPackage: string; withSeats: string };
  /** The refusal of a package's voucher (its title) for a service the package does not cover, or a package no longer sold. */
  packageRefusal(title: string, phone: string, sold: boolean): string;
  /** What the booking's notes say of it for the trainer. */
  note(facts: { code: string; amount: number | null; forPackage: boolean }): string;
};

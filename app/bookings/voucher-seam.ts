// What /rezerwacja's action and the trainer's booking form (the agenda) need
// of gift vouchers (app/vouchers), handed in by their routes: vouchers import
// bookings, so bookings cannot import them.
import type { Kysely, Transaction } from "kysely";
import type { Booking, Database } from "~/db/database.server";

/** `packageSlug`: a package's voucher, which pays for the package (of that price list item) the session is the first of. */
export type VoucherUse =
  /** `price`: left to pay; `pays`: what the voucher pays of the session (0 for a package's, which pays the package); `deducted`: an amount's part. */
  | { ok: true; voucherId: number; code: string; title: string; price: number; pays: number; deducted: number | null; packageSlug: string | null }
  | { ok: false; message: string };

export type VoucherSeam = {
  /** The voucher of a typed code and the price left to pay for the service, or why it cannot be used (its Polish sentence). */
  check(db: Kysely<Database>, typed: string, service: { slug: string; name: string; price: number }, now: Date): Promise<VoucherUse>;
  /** Takes it (what it pays of the booking) inside the booking's transaction; throws what `isTaken` recognises when another booking took it first. */
  redeem(trx: Transaction<Database>, use: { voucherId: number; pays: number }, booking: Pick<Booking, "id" | "service_name">, now: Date): Promise<void>;
  isTaken(error: unknown): boolean;
  /** The refusal when another booking took it first, when it comes with a package ordered, and with a seat in a pair or group. */
  refusals: { taken: string; withPackage: string; withSeats: string };
  /** The refusal of a package's voucher (its title) for a service the package does not cover, or a package no longer sold. */
  packageRefusal(title: string, phone: string, sold: boolean): string;
  /** What the booking's notes say of it for the trainer. */
  note(facts: { code: string; amount: number | null; forPackage: boolean }): string;
};

// What /rezerwacja's action and the trainer's booking form (the agenda) need
// of gift vouchers (app/vouchers), handed in by their routes: vouchers import
// bookings, so bookings cannot import them.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";

/** `package`: a package's voucher, which the visitor is told to call about (its message says so). */
export type VoucherUse = { ok: true; voucherId: number; code: string; price: number; deducted: number | null } | { ok: false; message: string; package?: true };

export type VoucherSeam = {
  /** The voucher of a typed code and the price left to pay for the service, or why it cannot be used (its Polish sentence). */
  check(db: Kysely<Database>, typed: string, service: { slug: string; name: string; price: number }, phone: string, now: Date): Promise<VoucherUse>;
  /** Takes it inside the booking's transaction; throws what `isTaken` recognises when another booking took it first. */
  redeem(trx: Transaction<Database>, voucherId: number, bookingId: number, now: Date): Promise<void>;
  isTaken(error: unknown): boolean;
  /** The refusal when another booking took it first, when it comes with a package ordered, and with a seat in a pair or group. */
  refusals: { taken: string; withPackage: string; withSeats: string };
  /** What the booking's notes say of it for the trainer. */
  note(facts: { code: string; amount: number | null }): string;
};

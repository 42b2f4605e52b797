// The trainer's list of vouchers (/admin/bony): the latest orders, each with
// its state on today's Warsaw date and, for an amount's voucher in use, what
// is left on it; the refund it would owe if cancelled and its history of
// changes; grouped for the page in four queries.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { formatDate, warsawDate } from "~/scheduling";
import { Temporal } from "temporal-polyfill";
import { voucherState, type VoucherState } from "./voucher-validity";
import { voucherUses } from "~/ledger/index.server";
import { balanceOf } from "~/ledger";
import type { VoucherChangeKind } from "~/db/voucher-tables";
import { earliestExtension } from "./voucher-refund";
import { refundsOwed, voucherStamp, type VoucherRefund } from "./voucher-refund.server";
import { voucherHistories } from "./voucher-changes.server";

/** The page lists this many, newest first: a trainer's vouchers of a few years. */
export const PANEL_LIMIT = 300;

export type PanelVoucher = {
  id: number;
  code: string;
  title: string;
  price: number;
  buyer: { name: string; email: string; phone: string };
  recipientName: string | null;
  orderedOn: string;
  validUntil: string | null;
  redeemedOn: string | null;
  /** An amount's voucher in use: what is left on it, in zł; null otherwise. */
  left: number | null;
  state: VoucherState;
  cancelledOn: string | null;
  /** What cancelling it now would give back, and how. */
  refund: VoucherRefund;
  /** The first day it may be extended to ("YYYY-MM-DD"), when it may be extended; null otherwise. */
  extendFrom: string | null;
  /** The voucher as this page shows it: its change forms carry it (voucherStamp). */
  stamp: string;
  /** Its changes, oldest first, each on its Warsaw day. */
  history: { on: string; kind: VoucherChangeKind; validUntil: string | null; refund: number | null; reason: string }[];
};

const day = (instant: string) => formatDate(warsawDate(Date.parse(instant)));

export async function panelVouchers(db: Kysely<Database>, now: Date): Promise<PanelVoucher[]> {
  const today = warsawDate(now);
  const rows = await db.selectFrom("vouchers").selectAll().orderBy("ordered_at", "desc").orderBy("id", "desc").limit(PANEL_LIMIT).execute();
  const uses = await voucherUses(
    db,
    rows.filter((row) => row.kind === "amount").map((row) => row.id),
  );
  const refunds = await refundsOwed(db, rows, uses);
  const histories = await voucherHistories(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.title,
    price: row.price,
    buyer: { name: row.buyer_name, email: row.buyer_email, phone: row.buyer_phone },
    recipientName: row.recipient_name,
    orderedOn: day(row.ordered_at),
    validUntil: row.valid_until && formatDate(Temporal.PlainDate.from(row.valid_until)),
    redeemedOn: row.redeemed_at && day(row.redeemed_at),
    left: row.kind === "amount" && uses.has(row.id) && row.redeemed_at === null ? balanceOf(row.amount ?? 0, uses.get(row.id)!) : null,
    state: voucherState(row, today),
    cancelledOn: row.cancelled_at && day(row.cancelled_at),
    refund: refunds.get(row.id)!,
    extendFrom: row.paid_at && row.valid_until && !row.redeemed_at && !row.cancelled_at ? earliestExtension(row.valid_until, today) : null,
    stamp: voucherStamp(row, refunds.get(row.id)!.owed),
    history: histories
      .filter((change) => change.voucher_id === row.id)
      .map((change) => ({ on: day(change.at), kind: change.kind, validUntil: change.valid_until, refund: change.refund, reason: change.reason })),
  }));
}

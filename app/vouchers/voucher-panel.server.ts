// The trainer's list of vouchers (/admin/bony): the latest orders, each with
// its state on today's Warsaw date, grouped for the page in one query.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { formatDate, warsawDate } from "~/scheduling";
import { Temporal } from "temporal-polyfill";
import { voucherState, type VoucherState } from "./voucher-validity";

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
  state: VoucherState;
};

const day = (instant: string) => formatDate(warsawDate(Date.parse(instant)));

export async function panelVouchers(db: Kysely<Database>, now: Date): Promise<PanelVoucher[]> {
  const today = warsawDate(now);
  const rows = await db.selectFrom("vouchers").selectAll().orderBy("ordered_at", "desc").orderBy("id", "desc").limit(PANEL_LIMIT).execute();
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
    state: voucherState(row, today),
  }));
}

// A paid voucher's PDF for the panel (/admin/bony/:id/pdf): the trainer
// prints it for a buyer with no e-mail, with the terms, and hands both over.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { SiteContent } from "~/site-content";
import { voucherById, voucherPdfFile } from "./voucher-mail.server";
import { soldVoucherWhat } from "./voucher-offers";

/** The PDF of a paid voucher that is not cancelled, or null. */
export async function printableVoucher(
  db: Kysely<Database>,
  id: number,
  site: SiteContent,
  siteUrl: string,
): Promise<{ filename: string; pdf: Buffer } | null> {
  const voucher = await voucherById(db, id);
  if (!voucher?.valid_until || voucher.cancelled_at) return null;
  return voucherPdfFile({ ...voucher, valid_until: voucher.valid_until }, soldVoucherWhat(site, voucher), site, { SITE_URL: siteUrl });
}

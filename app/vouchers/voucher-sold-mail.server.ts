// The confirmation of a voucher the trainer sold in the panel and was paid
// for at once (art. 21 ust. 1 of the Consumer Rights Act: the contract on a
// durable medium): the voucher's facts (its code, what it pays, its price, the
// day it is valid until and how it was paid), its own right of withdrawal,
// the terms in force on the day of the sale as a file, and the voucher's PDF.
// A sale still to be paid gets the site's order mail instead, then the PDF.
import type { Kysely } from "kysely";
import type { Database, Voucher } from "~/db/database.server";
import { salePayment } from "~/ledger/index.server";
import { formatPrice } from "~/lib/format";
import type { Block, EmailMessage, MailAddresses } from "~/notifications";
import { paidHow } from "~/payments";
import { formatDate, warsawDate } from "~/scheduling";
import type { SiteContent } from "~/site-content";
import { contentInForceAt } from "~/site-content/index.server";
import { termsFile } from "~/terms";
import { BOOKING_PATH } from "./voucher-links";
import { buyerMail, contractBlocks, orderDay, pdfAttachment, voucherPdfFile } from "./voucher-mail.server";
import * as words from "./voucher-mail.messages";

export async function composeSoldMail(
  db: Kysely<Database>,
  voucher: Voucher & { valid_until: string; paid_at: string },
  what: string,
  site: SiteContent,
  addresses: MailAddresses,
): Promise<EmailMessage> {
  // The terms the sale was made under, though newer ones may have been published since.
  const terms = await contentInForceAt(db, voucher.ordered_at, site);
  const file = await voucherPdfFile(voucher, what, site, addresses);
  const payment = await salePayment(db, { kind: "voucher", id: voucher.id });
  const paidOn = formatDate(warsawDate(Date.parse(payment?.at ?? voucher.paid_at)));
  const subject = words.paidSubject(voucher.title);
  const blocks: Block[] = [
    { p: words.SOLD_GREETING },
    {
      fields: [
        [words.SOLD_FIELDS.code, voucher.code],
        [words.SOLD_FIELDS.what, what],
        [words.SOLD_FIELDS.price, formatPrice(voucher.price)],
        [words.SOLD_FIELDS.validity, words.soldValidity({ until: file.until, months: voucher.valid_months })],
        [words.SOLD_FIELDS.payment, words.soldPayment({ day: paidOn, how: payment ? paidHow(payment) : "" })],
        ...(voucher.recipient_name ? [[words.ORDER_FIELDS.recipient, voucher.recipient_name] as [string, string]] : []),
        ...(voucher.dedication ? [[words.ORDER_FIELDS.dedication, voucher.dedication] as [string, string]] : []),
      ],
    },
    { p: words.paidHowToUse(voucher.kind), link: `${addresses.SITE_URL}${BOOKING_PATH}` },
    ...contractBlocks(terms.business, addresses.SITE_URL),
  ];
  const attachments = [pdfAttachment(file), termsFile(terms, addresses.SITE_URL, formatDate(orderDay(voucher)))];
  return buyerMail(voucher, { subject, blocks, attachments }, terms.business, addresses);
}

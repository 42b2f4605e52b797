// A voucher's three mails, composed at send time from the voucher as it is:
// the buyer's order confirmation (how to pay, the withdrawal information and
// the terms in force on the day of the order, attached to keep: art. 21 of
// the Consumer Rights Act), the trainer's news of the order, and the buyer's
// voucher as a PDF once it is paid.
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { Database, Voucher } from "~/db/database.server";
import { formatPrice } from "~/lib/format";
import { renderBlocks, type Block, type EmailMessage, type MailAddresses } from "~/notifications";
import { formatDate, warsawDate } from "~/scheduling";
import type { SiteContent } from "~/site-content";
import { contentInForceAt } from "~/site-content/index.server";
import { packageWithdrawalText, sellerLines, TERMS_PATH, termsFile, withdrawalFormLines, WITHDRAWAL_FORM_PATH } from "~/terms";
import { BOOKING_PATH, PANEL_PATH } from "./voucher-links";
import { voucherPaymentFacts, voucherPaymentLines } from "./voucher-payment";
import { voucherPdf } from "./voucher-pdf.server";
import { pdfFileName } from "./voucher-pdf.messages";
import * as words from "./voucher-mail.messages";

export const voucherById = (db: Kysely<Database>, id: number | null) =>
  db
    .selectFrom("vouchers")
    .selectAll()
    .where("id", "=", id ?? -1)
    .executeTakeFirst();

const orderDay = (voucher: Voucher) => warsawDate(Date.parse(voucher.ordered_at));
const auto = { "Auto-Submitted": "auto-generated" };

export async function composeOrderedMail(db: Kysely<Database>, voucher: Voucher, site: SiteContent, addresses: MailAddresses): Promise<EmailMessage> {
  const terms = await contentInForceAt(db, voucher.ordered_at, site);
  const { business } = terms;
  const payment = voucherPaymentFacts(terms);
  const day = orderDay(voucher);
  const blocks: Block[] = [
    { p: words.ORDERED_GREETING },
    {
      fields: [
        [words.ORDER_FIELDS.voucher, voucher.title],
        [words.ORDER_FIELDS.validity, words.validityFromPayment(voucher.valid_months)],
        ...(voucher.recipient_name ? [[words.ORDER_FIELDS.recipient, voucher.recipient_name] as [string, string]] : []),
        ...(voucher.dedication ? [[words.ORDER_FIELDS.dedication, voucher.dedication] as [string, string]] : []),
        [words.ORDER_FIELDS.price, formatPrice(voucher.price)],
        [words.ORDER_FIELDS.number, words.orderReference(voucher.id)],
      ],
    },
  ];
  if (payment) {
    const reference = words.orderReference(voucher.id);
    blocks.push({ lines: voucherPaymentLines(payment, { price: voucher.price, title: voucher.title, day: day.toString(), reference }) });
  }
  const withdrawalFormUrl = `${addresses.SITE_URL}${WITHDRAWAL_FORM_PATH}`;
  blocks.push(
    { p: words.WITHDRAWAL_HEADING },
    { lines: packageWithdrawalText({ email: business.email, withdrawalFormUrl }) },
    { lines: withdrawalFormLines(business) },
    { p: words.TERMS_LINK, link: `${addresses.SITE_URL}${TERMS_PATH}` },
    { note: [words.SELLER_HEADING, ...sellerLines(business)].join(" ") },
  );
  const subject = words.orderedSubject(voucher.title);
  return {
    from: addresses.MAIL_FROM,
    to: voucher.buyer_email,
    replyTo: addresses.CONTACT_TO ?? business.email,
    subject,
    headers: auto,
    ...renderBlocks(subject, blocks),
    attachments: [termsFile(terms, addresses.SITE_URL, formatDate(day))],
  };
}

export function composeTrainerMail(voucher: Voucher, site: SiteContent, addresses: MailAddresses): EmailMessage {
  const subject = words.trainerSubject({ title: voucher.title, price: voucher.price });
  const blocks: Block[] = [
    { p: words.TRAINER_GREETING },
    {
      fields: [
        [words.ORDER_FIELDS.voucher, voucher.title],
        [words.ORDER_FIELDS.price, formatPrice(voucher.price)],
        [words.ORDER_FIELDS.buyer, voucher.buyer_name],
        [words.ORDER_FIELDS.email, voucher.buyer_email],
        [words.ORDER_FIELDS.phone, voucher.buyer_phone],
        ...(voucher.recipient_name ? [[words.ORDER_FIELDS.recipient, voucher.recipient_name] as [string, string]] : []),
        [words.ORDER_FIELDS.number, words.orderReference(voucher.id)],
      ],
    },
    { p: words.TRAINER_LINK, link: `${addresses.SITE_URL}${PANEL_PATH}` },
  ];
  return {
    from: addresses.MAIL_FROM,
    to: addresses.CONTACT_TO ?? site.business.email,
    replyTo: voucher.buyer_email,
    subject,
    headers: auto,
    ...renderBlocks(subject, blocks),
  };
}

export async function composePaidMail(
  voucher: Voucher & { valid_until: string },
  what: string,
  site: SiteContent,
  addresses: MailAddresses,
): Promise<EmailMessage> {
  const until = formatDate(Temporal.PlainDate.from(voucher.valid_until));
  const host = new URL(addresses.SITE_URL).host;
  const pdf = await voucherPdf({
    code: voucher.code,
    title: voucher.title,
    what,
    recipientName: voucher.recipient_name,
    dedication: voucher.dedication,
    validUntil: until,
    trainer: { name: site.trainer.name, role: site.trainer.roleTitle },
    bookingAddress: `${host}${BOOKING_PATH}`,
    phone: site.business.phone,
    siteAddress: host,
  });
  const subject = words.paidSubject(voucher.title);
  const blocks: Block[] = [
    { p: words.PAID_GREETING },
    {
      fields: [
        [words.PAID_FIELDS.code, voucher.code],
        [words.PAID_FIELDS.validity, words.validUntilPhrase(until)],
      ],
    },
    { p: words.PAID_HOW_TO_USE, link: `${addresses.SITE_URL}${BOOKING_PATH}` },
  ];
  return {
    from: addresses.MAIL_FROM,
    to: voucher.buyer_email,
    replyTo: addresses.CONTACT_TO ?? site.business.email,
    subject,
    headers: auto,
    ...renderBlocks(subject, blocks),
    attachments: [{ filename: pdfFileName(voucher.code), content: pdf, contentType: "application/pdf" }],
  };
}

// A voucher's mails, composed at send time from the voucher as it is: the
// buyer's order confirmation (how to pay, the voucher's own withdrawal
// information and the terms in force on the day of the order, attached to
// keep: art. 21 of the Consumer Rights Act), the trainer's news of the order,
// and the buyer's voucher as a PDF once it is paid. The contract's blocks and
// the PDF are shared with the confirmation of a sale paid at once
// (voucher-sold-mail.server.ts).
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { Database, Voucher } from "~/db/database.server";
import { formatPrice } from "~/lib/format";
import { renderBlocks, type Block, type EmailMessage, type MailAddresses } from "~/notifications";
import { formatDate, warsawDate } from "~/scheduling";
import type { SiteContent } from "~/site-content";
import { contentInForceAt } from "~/site-content/index.server";
import { sellerLines, TERMS_PATH, termsFile, voucherWithdrawalText, withdrawalFormLines, WITHDRAWAL_FORM_PATH } from "~/terms";
import { onlinePaymentOf, type OnlineRecord } from "~/online-payments/index.server";
import { BOOKING_PATH, PANEL_PATH } from "./voucher-links";
import { voucherPaymentFacts, voucherPaymentLines } from "./voucher-payment";
import { voucherPdf } from "./voucher-pdf.server";
import { pdfFileName } from "./voucher-pdf.messages";
import * as words from "./voucher-mail.messages";
import { onlineRecord } from "~/online-payments";

export const voucherById = (db: Kysely<Database>, id: number | null) =>
  db
    .selectFrom("vouchers")
    .selectAll()
    .where("id", "=", id ?? -1)
    .executeTakeFirst();

export const orderDay = (voucher: Voucher) => warsawDate(Date.parse(voucher.ordered_at));
const auto = { "Auto-Submitted": "auto-generated" };

/** A mail to the voucher's buyer, with its attachments: "Odpowiedz" writes to the trainer. */
export function buyerMail(
  voucher: Voucher,
  message: { subject: string; blocks: Block[]; attachments: NonNullable<EmailMessage["attachments"]> },
  business: { email: string },
  addresses: MailAddresses,
): EmailMessage {
  const { subject, blocks, attachments } = message;
  return {
    from: addresses.MAIL_FROM,
    to: voucher.buyer_email,
    replyTo: addresses.CONTACT_TO ?? business.email,
    subject,
    headers: auto,
    ...renderBlocks(subject, blocks),
    attachments,
  };
}

/** The contract's part of a buyer's confirmation: the voucher's right of withdrawal, the model form, the terms' address and the seller. */
export function contractBlocks(business: SiteContent["business"], siteUrl: string): Block[] {
  return [
    { p: words.WITHDRAWAL_HEADING },
    { lines: voucherWithdrawalText({ email: business.email, withdrawalFormUrl: `${siteUrl}${WITHDRAWAL_FORM_PATH}` }) },
    { lines: withdrawalFormLines(business) },
    { p: words.TERMS_LINK, link: `${siteUrl}${TERMS_PATH}` },
    { note: [words.SELLER_HEADING, ...sellerLines(business)].join(" ") },
  ];
}

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
  // Paid online before this went (the notification is quick): the durable record of that payment, not a transfer's details.
  const online = await onlinePaymentOf(db, { kind: "voucher", id: voucher.id });
  if (online?.state === "paid" && voucher.paid_at) {
    blocks.push({
      p: words.paidOnline({ at: formatDate(warsawDate(new Date(voucher.paid_at))), amount: formatPrice(online.amount / 100), id: online.providerOrderId }),
    });
  } else if (payment) {
    const reference = words.orderReference(voucher.id);
    if (online) blocks.push({ p: words.ONLINE_PAYMENT_FAILED });
    blocks.push({ lines: voucherPaymentLines(payment, { price: voucher.price, title: voucher.title, day: day.toString(), reference }) });
  }
  blocks.push(...contractBlocks(business, addresses.SITE_URL));
  const attachments = [termsFile(terms, addresses.SITE_URL, formatDate(day))];
  return buyerMail(voucher, { subject: words.orderedSubject(voucher.title), blocks, attachments }, business, addresses);
}

/** `online`: the buyer went to pay online (the voucher then pays and goes by itself), else null. */
export function composeTrainerMail(voucher: Voucher, site: SiteContent, addresses: MailAddresses, online: OnlineRecord | null = null): EmailMessage {
  const subject = words.trainerSubject({ title: voucher.title, price: voucher.price });
  const blocks: Block[] = [
    { p: online ? words.trainerGreetingOnline(online.provider, online.state === "paid") : words.TRAINER_GREETING },
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

/** The voucher's PDF (A5 and A6) and its last day as the mail says it. */
export async function voucherPdfFile(
  voucher: Voucher & { valid_until: string },
  what: string,
  site: SiteContent,
  addresses: Pick<MailAddresses, "SITE_URL">,
): Promise<{ until: string; filename: string; pdf: Buffer }> {
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
  return { until, filename: pdfFileName(voucher.code), pdf };
}

export const pdfAttachment = (file: { filename: string; pdf: Buffer }) => ({ filename: file.filename, content: file.pdf, contentType: "application/pdf" });

/** The voucher as a PDF to its buyer: once paid, or again after its validity was extended (`extended`). */
export async function composePaidMail(
  voucher: Voucher & { valid_until: string },
  what: string,
  site: SiteContent,
  addresses: MailAddresses,
  occasion: "paid" | "extended" = "paid",
  online: OnlineRecord | null = null,
): Promise<EmailMessage> {
  const file = await voucherPdfFile(voucher, what, site, addresses);
  const subject = occasion === "paid" ? words.paidSubject(voucher.title) : words.extendedSubject(file.until);
  const blocks: Block[] = [
    { p: occasion === "paid" ? words.PAID_GREETING : words.EXTENDED_GREETING },
    {
      fields: [
        [words.PAID_FIELDS.code, voucher.code],
        [words.PAID_FIELDS.validity, words.validUntilPhrase(file.until)],
        // Paid online: the provider's record of it, kept in the buyer's mail.
        ...(online?.state === "paid" && online.settledAt
          ? [
              [
                words.PAID_FIELDS.payment,
                onlineRecord({
                  provider: online.provider,
                  day: formatDate(warsawDate(new Date(online.settledAt))),
                  amount: formatPrice(online.amount / 100),
                  id: online.providerOrderId,
                }),
              ] as [string, string],
            ]
          : []),
      ],
    },
    { p: words.paidHowToUse(voucher.kind), link: `${addresses.SITE_URL}${BOOKING_PATH}` },
  ];
  return buyerMail(voucher, { subject, blocks, attachments: [pdfAttachment(file)] }, site.business, addresses);
}

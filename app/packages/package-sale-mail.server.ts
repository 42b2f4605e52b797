// The client's confirmation of a package the trainer sold in the panel: recorded
// in the sale's transaction when the client has an e-mail, rendered at send
// time from the package and the terms in force on the day of the sale, which
// go with it as a file to keep (art. 21 ust. 1). Its words are
// package-mail.messages.ts and the terms' (payment details, withdrawal, form).
// "Odpowiedz" writes to the trainer.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { env } from "~/env.server";
import { notify } from "~/notifications/index.server";
import { renderBlocks, withClientPageLink, type Block, type EmailMessage, type MailAddresses } from "~/notifications";
import { formatPrice } from "~/lib/format";
import { packagePayment, paymentText } from "~/payments";
import { salePayment } from "~/ledger/index.server";
import { formatDate } from "~/scheduling";
import { Temporal } from "temporal-polyfill";
import type { SiteContent } from "~/site-content";
import { contentInForceAt } from "~/site-content/index.server";
import {
  packageWithdrawalText,
  paymentFactsOf,
  paymentLines,
  sellerLines,
  TERMS_PATH,
  termsFile,
  transferTitle,
  withdrawalFormLines,
  WITHDRAWAL_FORM_PATH,
} from "~/terms";
import { validUntil } from "./package-balance";
import {
  packageSoldSubject,
  saleEarlyStart,
  SALE_FIELDS,
  SALE_GREETING,
  saleSessions,
  saleValidity,
  SELLER_HEADING,
  TERMS_LINK,
  WITHDRAWAL_HEADING,
} from "./package-mail.messages";

/** How long the confirmation waits before it goes: a package removed meanwhile (recorded by mistake) is never mailed. */
export const SALE_MAIL_DELAY_MINUTES = 10;

/** Inside the sale's transaction: the client with an e-mail gets the confirmation, SALE_MAIL_DELAY_MINUTES later. */
export async function confirmSale(trx: Transaction<Database>, packageId: number, clientId: number, now: Date): Promise<void> {
  const client = await trx.selectFrom("clients").select("email").where("id", "=", clientId).executeTakeFirst();
  if (!client?.email) return;
  const dueAt = new Date(now.getTime() + SALE_MAIL_DELAY_MINUTES * 60_000);
  await notify(trx, { kind: "package_sold_client", recipient: "client", about: { packageId }, dueAt });
}

/** The mail as it is when sent, or undefined when the package, its client or their address is gone. */
export async function composeSaleMail(
  db: Kysely<Database>,
  packageId: number,
  site: SiteContent,
  addresses: MailAddresses = env,
): Promise<EmailMessage | undefined> {
  const pack = await db
    .selectFrom("client_packages")
    .innerJoin("clients", "clients.id", "client_packages.client_id")
    .selectAll("client_packages")
    .select(["clients.name as clientName", "clients.email as clientEmail"])
    .where("client_packages.id", "=", packageId)
    .where("client_packages.removed_at", "is", null)
    .executeTakeFirst();
  if (!pack?.clientEmail) return undefined;
  const until = validUntil(pack);
  const state = packagePayment(pack, await salePayment(db, { kind: "package", id: pack.id }));
  // The terms the sale was made under, though newer ones may have been published since.
  const terms = await contentInForceAt(db, pack.created_at, site);
  const { business } = terms;
  const earlyStartRequested = pack.early_start_requested_at !== null;
  const blocks: Block[] = [
    { p: SALE_GREETING },
    {
      fields: [
        [SALE_FIELDS.name, pack.name],
        [SALE_FIELDS.sessions, saleSessions(pack.sessions)],
        [SALE_FIELDS.validity, saleValidity({ weeks: pack.valid_weeks, until: until && formatDate(until) })],
        [SALE_FIELDS.price, formatPrice(pack.price)],
        [SALE_FIELDS.payment, paymentText(state)],
      ],
    },
  ];
  if (state.kind === "due") {
    const title = transferTitle({ what: pack.name, date: pack.sold_on, name: pack.clientName });
    blocks.push({ lines: paymentLines(paymentFactsOf(terms), { amount: state.amount, title, what: "package" }) });
  }
  const withdrawalFormUrl = `${addresses.SITE_URL}${WITHDRAWAL_FORM_PATH}`;
  blocks.push(
    { p: WITHDRAWAL_HEADING },
    { p: saleEarlyStart(earlyStartRequested) },
    { lines: packageWithdrawalText({ email: business.email, withdrawalFormUrl, earlyStartRequested }) },
    { lines: withdrawalFormLines(business) },
    { p: TERMS_LINK, link: `${addresses.SITE_URL}${TERMS_PATH}` },
    { note: [SELLER_HEADING, ...sellerLines(business)].join(" ") },
  );
  const subject = packageSoldSubject(pack.name);
  return {
    from: addresses.MAIL_FROM,
    to: pack.clientEmail,
    replyTo: addresses.CONTACT_TO ?? business.email,
    subject,
    headers: { "Auto-Submitted": "auto-generated" },
    ...renderBlocks(subject, withClientPageLink(blocks, addresses.SITE_URL)),
    attachments: [termsFile(terms, addresses.SITE_URL, formatDate(Temporal.PlainDate.from(pack.sold_on)))],
  };
}

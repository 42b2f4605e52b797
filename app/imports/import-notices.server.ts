// The information of art. 14 RODO for people imported from a file: queued in
// the import's transaction for each new card with an address, due a few days
// later (after the day "Cofnij import" lasts, well within the month the
// article allows), once per card, never to an address the trainer blocked or
// to a person erased before (whose row she let back in); checked again when it
// goes. The import page shows what waits and holds it at the trainer's word.
import type { Kysely, Transaction } from "kysely";
import { blockedAmong } from "~/clients/index.server";
import { timestamp, type Database, type OutboxRow } from "~/db/database.server";
import { env } from "~/env.server";
import { isPlainAddress, renderBlocks, type MailAddresses, type Templates } from "~/notifications";
import { notify } from "~/notifications/index.server";
import type { SiteContent } from "~/site-content";
import { importNoticeMail, type ImportNoticeFacts } from "./import-notice.messages";

const KIND = "import_notice_client";

/** Days from the import to its notices: past the day of "Cofnij import", with time for the trainer to hold them. */
const IMPORT_NOTICE_DAYS = 3;

const CHUNK = 200;

/** Queues the notices of the cards an import added (those with a plain, unblocked address, not told before); how many. */
export async function queueImportNotices(
  trx: Transaction<Database>,
  cards: readonly { id: number; email: string }[],
  blockMonths: number,
  now: Date,
): Promise<number> {
  const withAddress = cards.filter((card) => isPlainAddress(card.email));
  const blocked = await blockedAmong(
    trx,
    withAddress.map((card) => card.email),
    blockMonths,
    now,
  );
  const told = withAddress.filter((card) => !blocked.has(card.email));
  const dueAt = new Date(now.getTime() + IMPORT_NOTICE_DAYS * 86_400_000);
  for (let at = 0; at < told.length; at += CHUNK) {
    const chunk = told.slice(at, at + CHUNK);
    // Once per card: a card told before (imported again from another file) is not told twice.
    const fresh = await trx
      .updateTable("clients")
      .set({ import_notice_at: timestamp(now) })
      .where(
        "id",
        "in",
        chunk.map((card) => card.id),
      )
      .where("import_notice_at", "is", null)
      .returning("id")
      .execute();
    await notify(trx, ...fresh.map((card) => ({ kind: KIND, recipient: "client", about: { clientId: card.id }, dueAt, channels: ["email"] }) as const));
  }
  return told.length;
}

/** The notices waiting to go: how many, and when the first goes. */
export async function waitingImportNotices(db: Kysely<Database>): Promise<{ count: number; dueAt: string } | null> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.min("next_attempt_at").as("dueAt")])
    .where("kind", "=", KIND)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row && Number(row.count) > 0 && row.dueAt ? { count: Number(row.count), dueAt: row.dueAt } : null;
}

/** "Wstrzymaj te e-maile": every notice still waiting is skipped; how many. */
export async function holdImportNotices(db: Kysely<Database>): Promise<number> {
  const held = await db
    .updateTable("outbox")
    .set({ status: "skipped", last_error: "held by the trainer" })
    .where("kind", "=", KIND)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(held.numUpdatedRows);
}

function noticeFacts(site: SiteContent, siteUrl: string, fileName: string, importedOn: string): ImportNoticeFacts {
  const { business } = site;
  return {
    holder: business.legalName,
    address: `${business.address.street}, ${business.address.postalCode} ${business.address.locality}`,
    email: business.email,
    fileName,
    importedOn,
    retentionMonths: env.RETENTION_MONTHS,
    policyUrl: new URL("/polityka-prywatnosci", siteUrl).href,
  };
}

/** The mail as the people of a file about to be imported would get it: the import's preview shows it (a ready message). */
export function importNoticePreview(site: SiteContent, fileName: string, now: Date): { subject: string; paragraphs: string[] } {
  const { subject, blocks } = importNoticeMail(noticeFacts(site, env.SITE_URL, fileName, now.toISOString()));
  return { subject, paragraphs: blocks.map((block) => ("link" in block && block.link ? `${block.p} ${block.link}` : block.p)) };
}

async function noticeMail(db: Kysely<Database>, row: OutboxRow, to: MailAddresses, site: SiteContent) {
  const card =
    row.client_id === null
      ? undefined
      : await db.selectFrom("clients").select(["email", "imported_at", "imported_from"]).where("id", "=", row.client_id).executeTakeFirst();
  if (!card?.imported_at || !isPlainAddress(card.email)) return { skip: "the card or its address is gone" };
  if ((await blockedAmong(db, [card.email], site.privacy.blockMonths, new Date())).size) return { skip: "the address is blocked" };
  const { subject, blocks } = importNoticeMail(noticeFacts(site, to.SITE_URL, card.imported_from ?? "", card.imported_at));
  const { business } = site;
  return {
    message: {
      from: to.MAIL_FROM,
      to: { name: "", address: card.email },
      replyTo: to.CONTACT_TO ?? business.email,
      subject,
      headers: { "Auto-Submitted": "auto-generated" },
      ...renderBlocks(subject, blocks),
    },
  };
}

export function importNoticeTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  const to = addresses ?? env;
  return { [KIND]: { email: (row, { db }) => noticeMail(db, row, to, site()) } };
}

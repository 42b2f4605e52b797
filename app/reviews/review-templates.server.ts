// A review request as it goes, rendered at send time from the card and the
// settings as they are then: by e-mail, with the trainer's review address and
// "Nie, dziękuję"; by push, opening the page that offers both. Nothing goes
// to a client who said no meanwhile, or when the trainer took the address away.
import type { Kysely } from "kysely";
import type { Database, OutboxRow } from "~/db/database.server";
import { env } from "~/env.server";
import { isPlainAddress, renderBlocks, withClientPageLink, type EmailMessage, type MailAddresses, type Template, type Templates } from "~/notifications";
import type { PushMessage } from "~/notifications/index.server";
import type { SiteContent } from "~/site-content";
import { reviewPagePath } from "./review-link.server";
import { REVIEW_MAIL, REVIEW_PUSH } from "./reviews.messages";

type Due = { clientId: number; email: string; reviewUrl: string };

/** The request still to send, or why not. */
async function dueRequest(db: Kysely<Database>, row: OutboxRow, site: SiteContent): Promise<Due | { skip: string } | null> {
  if (row.client_id === null) return null;
  const card = await db
    .selectFrom("clients")
    .innerJoin("review_requests", "review_requests.client_id", "clients.id")
    .select(["clients.id", "clients.email", "review_requests.declined_at"])
    .where("clients.id", "=", row.client_id)
    .executeTakeFirst();
  if (!card) return null;
  if (card.declined_at !== null) return { skip: "the client said no" };
  if (!site.booking.reviewUrl) return { skip: "the trainer's review address is gone" };
  return { clientId: card.id, email: card.email, reviewUrl: site.booking.reviewUrl };
}

function reviewMail(due: Due, declineUrl: string, addresses: MailAddresses, site: SiteContent): EmailMessage {
  const { subject, lead, reviewLink, declineLink, signature } = REVIEW_MAIL;
  return {
    from: addresses.MAIL_FROM,
    to: { name: "", address: due.email },
    replyTo: addresses.CONTACT_TO ?? site.business.email,
    subject,
    headers: { "Auto-Submitted": "auto-generated" },
    ...renderBlocks(
      subject,
      withClientPageLink(
        [{ p: lead }, { p: reviewLink, link: due.reviewUrl }, { p: declineLink, link: declineUrl }, { note: signature(site.trainer.name) }],
        addresses.SITE_URL,
      ),
    ),
  };
}

/** `site`: the content as it is at send time (the review address the trainer set). */
export function reviewTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  const to = addresses ?? env;
  const email: Template<EmailMessage> = async (row, { db }) => {
    const due = await dueRequest(db, row, site());
    if (due === null || "skip" in due) return due;
    if (!isPlainAddress(due.email)) return { skip: "the card has no address" };
    return { message: reviewMail(due, `${to.SITE_URL}${await reviewPagePath(db, due.clientId)}`, to, site()) };
  };
  const push: Template<PushMessage> = async (row, { db }) => {
    const due = await dueRequest(db, row, site());
    if (due === null || "skip" in due) return due;
    return { message: { ...REVIEW_PUSH, clientId: due.clientId, url: await reviewPagePath(db, due.clientId) } };
  };
  return { review_request: { email: email as Template, push: push as Template } };
}

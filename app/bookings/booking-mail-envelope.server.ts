// A booking mail's envelope: from the site to the client (the terms and the
// client's page linked under every mail) or to the trainer (Reply-To the
// client), for every template of bookings.
import type { Booking } from "~/db/database.server";
import {
  headerSafe,
  isPlainAddress,
  renderBlocks,
  withClientPageLink,
  type Block,
  type EmailAttachment,
  type EmailMessage,
  type MailAddresses,
} from "~/notifications";
import { REPLY_HINT } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { TERMS_PATH } from "~/terms";
import { withTermsLink } from "./contract-mail.messages";
import type { MailText } from "./booking-mail.messages";

/** Where mail to the trainer goes, and the address the client's "Odpowiedz" writes to. */
export type Recipients = { addresses: MailAddresses; trainer: string };

export const recipientsOf = (addresses: MailAddresses, site: Pick<SiteContent, "business">): Recipients => ({
  addresses,
  trainer: addresses.CONTACT_TO ?? site.business.email,
});

/** Throws when the address is unusable: no retry would change that. */
export function toVisitor(
  booking: Booking,
  { addresses, trainer }: Recipients,
  { subject, blocks }: MailText,
  attachments: EmailAttachment[] = [],
): EmailMessage {
  if (!isPlainAddress(booking.email)) throw new Error("the client's address is not a plain e-mail address");
  return {
    from: addresses.MAIL_FROM,
    to: { name: "", address: booking.email },
    replyTo: trainer,
    subject,
    // RFC 3834: out-of-office replies must not answer this.
    headers: { "Auto-Submitted": "auto-generated" },
    // Every client mail links to the terms and to the client's own page.
    ...renderBlocks(subject, withClientPageLink(withTermsLink(blocks, new URL(TERMS_PATH, addresses.SITE_URL).href), addresses.SITE_URL)),
    ...(attachments.length ? { attachments } : {}),
  };
}

/** Reply-To is the client, so "Odpowiedz" writes straight back. */
export function toTrainer(booking: Booking, { addresses, trainer }: Recipients, { subject, blocks }: MailText, attachments: EmailAttachment[]): EmailMessage {
  const canReply = isPlainAddress(booking.email);
  const hint: Block[] = canReply ? [{ note: REPLY_HINT }] : [];
  return {
    from: addresses.MAIL_FROM,
    to: trainer,
    ...(canReply ? { replyTo: { name: headerSafe(booking.name), address: booking.email } } : {}),
    subject,
    ...renderBlocks(subject, [...blocks, ...hint]),
    attachments,
  };
}

// A message to the trainer from the site: to her contact address (or the one
// she publishes), marked as sent by a machine so that no auto-reply answers it.
import type { Block } from "./email-blocks";
import { renderBlocks } from "./email-blocks";
import type { EmailMessage, MailAddresses } from "./email-format";

/** `published`: the address the site's content gives, used when CONTACT_TO is not set. */
export function trainerMail(addresses: MailAddresses, published: string, subject: string, blocks: Block[]): EmailMessage {
  return {
    from: addresses.MAIL_FROM,
    to: addresses.CONTACT_TO ?? published,
    subject,
    headers: { "Auto-Submitted": "auto-generated" },
    ...renderBlocks(subject, blocks),
  };
}

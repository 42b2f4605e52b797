// An enquiry's mails as the e-mail channel sends them: the trainer's copy and
// the visitor's acknowledgement. The words are in enquiry-mail.messages.ts.
import type { SiteContent } from "~/site-content";
import type { Enquiry } from "~/db/database.server";
import { env } from "~/env.server";
import { escapeHtml, headerSafe, htmlDocument, htmlParagraphs, isPlainAddress, type EmailMessage, type MailAddresses } from "~/notifications";
import { NO_NAME, REPLY_HINT, renderBlocks, withClientPageLink } from "~/notifications";
import {
  ACKNOWLEDGEMENT_FOOTNOTE,
  ACKNOWLEDGEMENT_GREETING,
  acknowledgementParagraphs,
  acknowledgementSubject,
  MESSAGE_HEADING,
  trainerCopyFields,
  trainerCopyIntro,
  trainerCopySubject,
} from "./enquiry-mail.messages";

/** What the mails need of an enquiry. */
export type EnquiryForMail = Pick<Enquiry, "id" | "created_at" | "name" | "email" | "phone" | "message">;

/** What the mails read of the site's content, as it is when they are sent. */
export type SiteForMail = Pick<SiteContent, "business" | "trainer">;

/**
 * The trainer's copy of an enquiry. Reply-To is the visitor, so "Odpowiedz"
 * writes straight back. `serviceName` is the offer item's name, or null for a
 * general question (the free consultation).
 */
export function composeTrainerMail(enquiry: EnquiryForMail, serviceName: string | null, site: SiteForMail, addresses: MailAddresses = env): EmailMessage {
  const name = headerSafe(enquiry.name) || NO_NAME;
  const service = serviceName ? headerSafe(serviceName) : null;
  const subject = trainerCopySubject(service, name);
  const canReply = isPlainAddress(enquiry.email);
  const message = enquiry.message.replace(/\r\n?/g, "\n");

  const fields = trainerCopyFields(enquiry, service);
  const intro = trainerCopyIntro(enquiry.id, enquiry.created_at);
  const replyHint = canReply ? REPLY_HINT : "";

  const text = [intro, "", ...fields.map(([label, value]) => `${label}: ${value}`), "", `${MESSAGE_HEADING}:`, message, "", replyHint].join("\n").trimEnd();

  const rows = fields
    .map(([label, value]) => `<tr><th align="left" style="padding: 2px 16px 2px 0;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("\n");
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse: collapse;">
${rows}
</table>
<h2 style="font-size: 16px; margin: 20px 0 4px;">${MESSAGE_HEADING}</h2>
<p style="white-space: pre-wrap;">${htmlParagraphs(message)}</p>
${replyHint ? `<p style="color: #6b7280;">${escapeHtml(replyHint)}</p>` : ""}`,
  );

  return {
    from: addresses.MAIL_FROM,
    to: addresses.CONTACT_TO ?? site.business.email,
    ...(canReply ? { replyTo: { name, address: enquiry.email } } : {}),
    subject,
    text,
    html,
  };
}

/**
 * The optional "thank you, I'll answer soon" to the visitor. It carries none of
 * the visitor's own words, not even the name: anyone can type someone else's
 * address into the form, and this must not become a way to mail them text.
 * Throws when the address is unusable: no retry would change that.
 */
export function composeAcknowledgementMail(enquiry: EnquiryForMail, { business, trainer }: SiteForMail, addresses: MailAddresses = env): EmailMessage {
  if (!isPlainAddress(enquiry.email)) throw new Error("the visitor's address is not a plain e-mail address");
  const subject = acknowledgementSubject(trainer.name);
  const website = addresses.SITE_URL.replace(/^https?:\/\//, "");
  const paragraphs = acknowledgementParagraphs({ website, responseTimeHours: business.responseTimeHours, phone: business.phone });
  // Like every mail to a client, it links to their own page; the footnote stays last.
  const blocks = withClientPageLink(
    [...paragraphs.map((p) => ({ p })), { lines: [ACKNOWLEDGEMENT_GREETING, trainer.name, trainer.jobTitle] }, { note: ACKNOWLEDGEMENT_FOOTNOTE }],
    addresses.SITE_URL,
  );

  return {
    from: addresses.MAIL_FROM,
    to: { name: "", address: enquiry.email },
    replyTo: addresses.CONTACT_TO ?? business.email,
    subject,
    // RFC 3834: out-of-office replies must not answer this.
    headers: { "Auto-Submitted": "auto-generated" },
    ...renderBlocks(subject, blocks),
  };
}

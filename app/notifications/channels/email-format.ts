// What every e-mail a template renders needs: headers no visitor text can
// split, HTML escaping, the document. No I/O: the channel sends.
import type { SendMailOptions } from "nodemailer";
import type { Env } from "~/env.server";

/** Where mail comes from and where enquiries go; the environment by default. */
export type MailAddresses = Pick<Env, "MAIL_FROM" | "CONTACT_TO" | "SITE_URL">;

/** One e-mail as the e-mail channel sends it. */
export type EmailMessage = SendMailOptions;
export type EmailAttachment = NonNullable<SendMailOptions["attachments"]>[number];

/**
 * Makes visitor text safe for a header: control characters (CR and LF above
 * all) and Unicode line breaks become spaces, so no one can add a header line.
 */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A plain address, nothing a header parser could read as two. */
export function isPlainAddress(value: string): boolean {
  return /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/.test(value);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Escaped, with the visitor's line breaks kept. */
export function htmlParagraphs(value: string): string {
  return escapeHtml(value.replace(/\r\n?/g, "\n")).replace(/\n/g, "<br>\n");
}

/** A mail's HTML: Polish, one readable font, the body as given. */
export function htmlDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2937;">
${body}
</body>
</html>
`;
}

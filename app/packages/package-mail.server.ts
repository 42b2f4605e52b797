// The trainer's mail when a client's package runs out (one session left, or
// its last day within 7 days): sent once per notice, from the outbox. The
// words are in package-mail.messages.ts.
import { href } from "react-router";
import { env } from "~/env.server";
import { escapeHtml, headerSafe, htmlDocument, type EmailMessage, type MailAddresses } from "~/notifications";
import { CARD_HINT, CARD_LINK, cardLine, packageRunningOutSubject } from "./package-mail.messages";

/** `trainerEmail`: the address the trainer publishes, used without CONTACT_TO. `notice`: "Anna Nowak, Pakiet 8 treningów: został 1 z 8, ważny do 14 stycznia — zaproponuj przedłużenie". */
export function composePackageMail(notice: { clientId: number; notice: string }, trainerEmail: string, addresses: MailAddresses = env): EmailMessage {
  const cardUrl = `${addresses.SITE_URL}${href("/admin/klienci/:id", { id: String(notice.clientId) })}`;
  const subject = packageRunningOutSubject(headerSafe(notice.notice.split(":")[0] ?? ""));
  return {
    from: addresses.MAIL_FROM,
    to: addresses.CONTACT_TO ?? trainerEmail,
    subject,
    headers: { "Auto-Submitted": "auto-generated" },
    text: [notice.notice, "", cardLine(cardUrl)].join("\n"),
    html: htmlDocument(
      subject,
      `<p>${escapeHtml(notice.notice)}</p>
<p><a href="${escapeHtml(cardUrl)}">${escapeHtml(CARD_LINK)}</a>: ${escapeHtml(CARD_HINT)}.</p>`,
    ),
  };
}

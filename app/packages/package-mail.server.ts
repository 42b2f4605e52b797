// The trainer's mail when a client's package runs out (one session left, or
// its last day within 7 days): sent once per notice, from the outbox.
import type { EmailMessage as SendMailOptions } from "~/notifications/channels/email-format";
import { env } from "~/env.server";
import { escapeHtml, headerSafe, htmlDocument, type MailAddresses } from "~/notifications/channels/email-format";
import { liveSite } from "~/site-content/live-content.server";

/** `notice`: "Anna Nowak, Pakiet 8 treningów: został 1 z 8, ważny do 14 stycznia — zaproponuj przedłużenie". */
export function composePackageMail(notice: { clientId: number; notice: string }, addresses: MailAddresses = env): SendMailOptions {
  const cardUrl = `${addresses.SITE_URL}/admin/klienci/${notice.clientId}`;
  const subject = `Pakiet się kończy: ${headerSafe(notice.notice.split(":")[0] ?? "")}`;
  const lines = [notice.notice, "", `Karta klienta (sprzedaj nowy pakiet albo zamknij to powiadomienie): ${cardUrl}`];
  return {
    from: addresses.MAIL_FROM,
    to: addresses.CONTACT_TO ?? liveSite().business.email,
    subject,
    headers: { "Auto-Submitted": "auto-generated" },
    text: lines.join("\n"),
    html: htmlDocument(
      subject,
      `<p>${escapeHtml(notice.notice)}</p>
<p><a href="${escapeHtml(cardUrl)}">Karta klienta</a>: sprzedaj nowy pakiet albo zamknij to powiadomienie.</p>`,
    ),
  };
}

import type { EmailMessage as SendMailOptions } from "~/notifications/channels/email-format";
import { liveSite } from "~/site-content/live-content.server";
import type { Enquiry } from "~/db/database.server";
import { env } from "~/env.server";
import { formatDateTime } from "~/lib/format";
import { withinHours } from "~/lib/polish-phrases";
import { escapeHtml, headerSafe, htmlDocument, htmlParagraphs, isPlainAddress, type MailAddresses } from "~/notifications/channels/email-format";
import { FREE_CONSULTATION } from "~/enquiries/free-consultation";
import { typeset } from "~/lib/typeset";

/** What the mails need of an enquiry. */
export type EnquiryForMail = Pick<Enquiry, "id" | "created_at" | "name" | "email" | "phone" | "message">;

/**
 * The trainer's copy of an enquiry. Reply-To is the visitor, so "Odpowiedz"
 * writes straight back. `serviceName` is the offer item's name, or null for a
 * general question (the free consultation).
 */
export function composeTrainerMail(enquiry: EnquiryForMail, serviceName: string | null, addresses: MailAddresses = env): SendMailOptions {
  const name = headerSafe(enquiry.name) || "(bez imienia)";
  const service = serviceName ? headerSafe(serviceName) : null;
  const subject = `Nowe zapytanie: ${service ?? FREE_CONSULTATION} — ${name}`;
  const canReply = isPlainAddress(enquiry.email);
  const message = enquiry.message.replace(/\r\n?/g, "\n");

  const fields: [string, string][] = [
    ["Imię i nazwisko", enquiry.name],
    ["E-mail", enquiry.email],
    ["Telefon", enquiry.phone ?? "nie podano"],
    ["Usługa", service ?? FREE_CONSULTATION],
  ];
  const intro = `Zapytanie nr ${enquiry.id} ze strony, wysłane ${formatDateTime(enquiry.created_at)}.`;
  const replyHint = canReply ? "Aby odpowiedzieć, kliknij „Odpowiedz”: wiadomość trafi prosto do tej osoby." : "";

  const text = [intro, "", ...fields.map(([label, value]) => `${label}: ${value}`), "", "Wiadomość:", message, "", replyHint].join("\n").trimEnd();

  const rows = fields
    .map(([label, value]) => `<tr><th align="left" style="padding: 2px 16px 2px 0;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("\n");
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse: collapse;">
${rows}
</table>
<h2 style="font-size: 16px; margin: 20px 0 4px;">Wiadomość</h2>
<p style="white-space: pre-wrap;">${htmlParagraphs(message)}</p>
${replyHint ? `<p style="color: #6b7280;">${escapeHtml(replyHint)}</p>` : ""}`,
  );

  return {
    from: addresses.MAIL_FROM,
    to: addresses.CONTACT_TO ?? liveSite().business.email,
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
export function composeAcknowledgementMail(enquiry: EnquiryForMail, addresses: MailAddresses = env): SendMailOptions {
  if (!isPlainAddress(enquiry.email)) throw new Error("the visitor's address is not a plain e-mail address");
  const { business, trainer } = liveSite();
  const subject = `Dziękuję za wiadomość — ${trainer.name}`;
  const website = addresses.SITE_URL.replace(/^https?:\/\//, "");
  const paragraphs = [
    "Dzień dobry,",
    `dziękuję za wiadomość wysłaną przez formularz na stronie ${website}. Odpowiem ${withinHours(business.responseTimeHours)}, zwykle szybciej.`,
    `Jeśli sprawa jest pilna, zadzwoń: ${business.phone}.`,
  ];
  const signature = ["Pozdrawiam", trainer.name, trainer.jobTitle];
  const footnote = "Tę wiadomość wysłano automatycznie, bo ten adres podano w formularzu kontaktowym. Jeśli to nie Ty, po prostu ją zignoruj.";

  return {
    from: addresses.MAIL_FROM,
    to: { name: "", address: enquiry.email },
    replyTo: addresses.CONTACT_TO ?? business.email,
    subject,
    // RFC 3834: out-of-office replies must not answer this.
    headers: { "Auto-Submitted": "auto-generated" },
    text: [...paragraphs, signature.join("\n"), footnote].join("\n\n"),
    html: htmlDocument(
      subject,
      `${paragraphs.map((paragraph) => `<p>${escapeHtml(typeset(paragraph))}</p>`).join("\n")}
<p>${signature.map(escapeHtml).join("<br>\n")}</p>
<p style="color: #6b7280; font-size: 13px;">${escapeHtml(typeset(footnote))}</p>`,
    ),
  };
}

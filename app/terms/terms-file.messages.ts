// The terms as a file a client keeps (art. 21 ust. 1 of the Consumer Rights
// Act: the contract confirmed on a durable medium): the /regulamin document
// as it was in force when the contract was made, with the model withdrawal
// form, as one HTML page attached to the confirmation.
import { escapeHtml, htmlDocument, type EmailAttachment } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { termsDocument } from "./terms-document.messages";
import { termsFactsOf } from "./terms-facts";
import { TERMS_PATH } from "./terms-paths";
import { withdrawalFormLines } from "./withdrawal.messages";

export const TERMS_FILE_NAME = "regulamin.html";

const TITLE = "Regulamin";

/** `contractDay`: "26 listopada 2026", the day the contract was made, named in the file. */
export function termsFile(content: Pick<SiteContent, "business" | "booking" | "offer" | "terms">, siteUrl: string, contractDay: string): EmailAttachment {
  const facts = termsFactsOf(content, siteUrl);
  const [formTitle, formNote, ...formLines] = withdrawalFormLines(content.business);
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const body = [
    `<h1>${TITLE}</h1>`,
    paragraph(
      `Regulamin obowiązujący w dniu zawarcia umowy (${contractDay}): ${content.business.legalName}, ${new URL(TERMS_PATH, siteUrl).href}. Ten plik możesz zachować; nie zmieni się, nawet jeśli zmieni się regulamin na stronie.`,
    ),
    ...termsDocument(facts).map((part, index) => `<h2>§ ${index + 1}. ${escapeHtml(part.heading)}</h2>\n${part.paragraphs.map(paragraph).join("\n")}`),
    `<h2>Załącznik: ${escapeHtml(formTitle!.toLowerCase())}</h2>`,
    paragraph(formNote!),
    `<ul>\n${formLines.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n")}\n</ul>`,
  ].join("\n");
  return { filename: TERMS_FILE_NAME, content: htmlDocument(`${TITLE} — ${content.business.legalName}`, body), contentType: "text/html; charset=utf-8" };
}

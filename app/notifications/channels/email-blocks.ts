// An e-mail written once as blocks, rendered to its text and HTML parts.
// Typesetting (no line break after a one-letter word) happens here, where
// the text is rendered, never in the message modules.
import { typeset } from "~/lib/typeset";
import { href } from "react-router";
import { CLIENT_PAGE_LINE } from "../email.messages";
import { escapeHtml, htmlDocument, htmlParagraphs } from "./email-format";

/** A piece of a mail, written once for the text and the HTML part. */
export type Block = { p: string; link?: string } | { lines: string[] } | { fields: [string, string][] } | { quote: string; label?: string } | { note: string };

function textOf(block: Block): string {
  if ("p" in block) return block.link ? `${block.p} ${block.link}` : block.p;
  if ("lines" in block) return block.lines.join("\n");
  if ("fields" in block) return block.fields.map(([label, value]) => `${label}: ${value}`).join("\n");
  if ("quote" in block) return `${block.label ? `${block.label}\n` : ""}${block.quote.replace(/\r\n?/g, "\n")}`;
  return block.note;
}

function htmlOf(block: Block): string {
  if ("p" in block) {
    const link = block.link ? ` <a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a>` : "";
    return `<p>${escapeHtml(typeset(block.p))}${link}</p>`;
  }
  if ("lines" in block) return `<p>${block.lines.map(escapeHtml).join("<br>\n")}</p>`;
  if ("fields" in block) {
    const rows = block.fields.map(
      ([label, value]) => `<tr><th align="left" style="padding: 2px 16px 2px 0;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    );
    return `<table role="presentation" style="border-collapse: collapse;">\n${rows.join("\n")}\n</table>`;
  }
  if ("quote" in block) {
    const label = block.label ? `<p style="margin-bottom: 4px;"><strong>${escapeHtml(block.label)}</strong></p>\n` : "";
    return `${label}<blockquote style="margin: 0 0 16px; padding-left: 12px; border-left: 3px solid #d1d5db;">${htmlParagraphs(block.quote)}</blockquote>`;
  }
  return `<p style="color: #6b7280; font-size: 13px;">${escapeHtml(typeset(block.note))}</p>`;
}

/** The text and HTML parts of a mail made of `blocks`. */
export function renderBlocks(subject: string, blocks: Block[]): { text: string; html: string } {
  return { text: blocks.map(textOf).join("\n\n"), html: htmlDocument(subject, blocks.map(htmlOf).join("\n")) };
}

/** A client's mail ends with the link to their own page (/moje-treningi); a closing note stays last. */
export function withClientPageLink(blocks: Block[], siteUrl: string): Block[] {
  const link: Block = { p: CLIENT_PAGE_LINE, link: `${siteUrl}${href("/moje-treningi")}` };
  const last = blocks.at(-1);
  return last && "note" in last ? [...blocks.slice(0, -1), link, last] : [...blocks, link];
}

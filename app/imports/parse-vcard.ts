// A vCard file (.vcf: the phone's or Google Contacts' export), several
// cards in one, read with ical.js (already the private calendar's reader),
// each card on its own: a card it cannot read is reported by the line it
// starts on, never fatal. The sheet's columns are vCard's own names, which
// the columns' guesses know.
import ICAL from "ical.js";
import { MAX_CELL_CHARS, MAX_ROWS } from "./import-limits";
import type { SheetReading } from "./sheet";
import { asVcard3 } from "./vcard-21";

export const VCARD_COLUMNS = ["FN", "EMAIL", "TEL", "NOTE"];

/** Whether the text is a vCard file rather than a CSV. */
export const isVcard = (text: string) => /^\s*BEGIN:VCARD/i.test(text.replace(/^\ufeff/, ""));

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join(" ");
  return typeof value === "string" ? value : "";
}

function rowOf(card: ICAL.Component): string[] {
  const first = (name: string) => textOf(card.getFirstPropertyValue(name)).trim();
  const n = card.getFirstPropertyValue("n");
  // N is family;given;additional;prefix;suffix: "Łucja Wróbel" when FN is missing.
  const fromN = Array.isArray(n) ? [n[1], n[2], n[0]].map(textOf).filter(Boolean).join(" ") : textOf(n);
  const name = first("fn") || fromN.trim();
  const phone = first("tel").replace(/^tel:/i, "");
  return [name, first("email"), phone, first("note")].map((cell) => cell.replace(/\s+/g, " ").trim().slice(0, MAX_CELL_CHARS));
}

export function parseVcards(text: string): SheetReading {
  const lines = text.replace(/^\ufeff/, "").split(/\r?\n/);
  const rows: string[][] = [];
  const brokenLines: number[] = [];
  let card: string[] | null = null;
  let startLine = 0;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (/^BEGIN:VCARD\s*$/i.test(line)) {
      card = [line];
      startLine = at + 1;
    } else if (card && /^END:VCARD\s*$/i.test(line)) {
      card.push(line);
      try {
        rows.push(rowOf(new ICAL.Component(ICAL.parse(asVcard3(card)) as unknown as unknown[])));
      } catch {
        brokenLines.push(startLine);
      }
      card = null;
      if (rows.length > MAX_ROWS) return { ok: false, refusal: "too-many-rows" };
    } else card?.push(line);
  }
  if (card) brokenLines.push(startLine);
  if (!rows.length) return brokenLines.length ? { ok: false, refusal: "not-a-sheet" } : { ok: false, refusal: "empty" };
  return { ok: true, sheet: { header: VCARD_COLUMNS, rows, brokenLines } };
}

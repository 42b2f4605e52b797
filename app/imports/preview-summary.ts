// The preview as the page shows it: counts of each kind and the first rows
// of each list (a file of 20 000 rows is counted whole, listed in part).
import type { PreviewRow } from "./import-preview.server";
import type { VisitFate } from "./import-visits.server";

export type PreviewItem = { row: number; name: string; email: string; phone: string; card?: { id: number; name: string }; note?: string };

export type PreviewList = { items: PreviewItem[]; more: number };

export type PreviewSummary = {
  added: PreviewList;
  merge: PreviewList;
  similar: PreviewList;
  skipped: PreviewList;
  /** People erased before: held back unless the trainer ticks their row. */
  erased: PreviewList;
  brokenLines: number[];
  visits: { booked: number; clashes: PreviewList; past: number; unreadable: number };
};

/** The most rows listed of each kind. */
export const LISTED_ROWS = 50;

function listOf(items: PreviewItem[]): PreviewList {
  return { items: items.slice(0, LISTED_ROWS), more: Math.max(0, items.length - LISTED_ROWS) };
}

/** Why a row is skipped, similar, joined to an earlier row, or its visit clashes: the messages' words. */
export type PreviewWords = {
  skipReason: (why: "no-contact" | "bad-email") => string;
  similarReason: (reason: "name") => string;
  sameAs: (row: number) => string;
  clash: (start: number, what: string) => string;
  erased: string;
};

function visitSummary(fates: VisitFate[], itemOf: Map<number, PreviewItem>, words: PreviewWords): PreviewSummary["visits"] {
  const clashes = fates.flatMap((fate) => (fate.kind === "clash" ? [{ ...itemOf.get(fate.row)!, note: words.clash(fate.start, fate.what) }] : []));
  const count = (kind: VisitFate["kind"]) => fates.filter((fate) => fate.kind === kind).length;
  return { booked: count("book"), clashes: listOf(clashes), past: count("past"), unreadable: count("unreadable") };
}

export function previewSummary(preview: PreviewRow[], brokenLines: number[], fates: VisitFate[], words: PreviewWords): PreviewSummary {
  const added: PreviewItem[] = [];
  const merge: PreviewItem[] = [];
  const similar: PreviewItem[] = [];
  const skipped: PreviewItem[] = [];
  const erased: PreviewItem[] = [];
  const itemOf = new Map<number, PreviewItem>();
  for (const each of preview) {
    if (each.kind === "skipped") {
      skipped.push({ row: each.row, name: each.name, email: each.email, phone: "", note: words.skipReason(each.why) });
      continue;
    }
    const item = { row: each.row, name: each.person.name, email: each.person.email, phone: each.person.phone };
    itemOf.set(each.row, item);
    if (each.kind === "merge") merge.push({ ...item, card: each.card });
    if (each.kind === "repeat") merge.push({ ...item, note: words.sameAs(each.sameAs) });
    if (each.kind === "erased") erased.push({ ...item, note: words.erased });
    if (each.kind === "new") added.push(item);
    if (each.kind === "new" && each.similar) similar.push({ ...item, card: each.similar, note: words.similarReason(each.similar.reason) });
  }
  return {
    added: listOf(added),
    merge: listOf(merge),
    similar: listOf(similar),
    skipped: listOf(skipped),
    erased: listOf(erased),
    brokenLines: brokenLines.slice(0, 200),
    visits: visitSummary(fates, itemOf, words),
  };
}

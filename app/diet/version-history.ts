// The versions' history on the trainer's diet page: when each version was
// saved and what it changed, in a word (worded in diet.messages.ts).
import { readDietBody, readSupplementList } from "./diet-body";

export type DietChange = "first" | "pdf" | "meals-instead-of-pdf" | "days-added" | "days-removed" | "meals";
export type SupplementChange = "first" | "added" | "removed" | "changed";
export type HistoryEntry =
  { of: "diet"; version: number; createdAt: string; change: DietChange } | { of: "supplements"; version: number; createdAt: string; change: SupplementChange };

type Version = { version: number; createdAt: string; body: string | null; pdfName: string | null };

function dietChange(current: Version, previous: Version | undefined): DietChange {
  if (current.pdfName !== null) return "pdf";
  if (!previous) return "first";
  if (previous.pdfName !== null) return "meals-instead-of-pdf";
  const days = (version: Version) => readDietBody(version.body)?.days.length ?? 0;
  if (days(current) !== days(previous)) return days(current) > days(previous) ? "days-added" : "days-removed";
  return "meals";
}

function supplementChange(current: Version, previous: Version | undefined): SupplementChange {
  if (!previous) return "first";
  const count = (version: Version) => readSupplementList(version.body).items.length;
  if (count(current) !== count(previous)) return count(current) > count(previous) ? "added" : "removed";
  return "changed";
}

/**
 * Both histories in one list, the newest first. Each list is the newest
 * versions, the newest first, with one more than shown (the version before
 * the oldest one shown, to say what that one changed).
 */
export function versionHistory(diet: Version[], supplements: Version[], shown: number): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    ...diet
      .slice(0, shown)
      .map((version, index) => ({ of: "diet" as const, version: version.version, createdAt: version.createdAt, change: dietChange(version, diet[index + 1]) })),
    ...supplements.slice(0, shown).map((version, index) => ({
      of: "supplements" as const,
      version: version.version,
      createdAt: version.createdAt,
      change: supplementChange(version, supplements[index + 1]),
    })),
  ];
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.of === b.of ? 0 : a.of === "diet" ? -1 : 1)).slice(0, shown);
}

// A section's edit in progress, kept on this device (localStorage) until it is
// published or discarded, and carried onto a newer version of the section
// when someone else published in between.
import { dropStored, readStored, writeStored } from "~/lib/device-storage";
import type { SectionKey } from "~/site-content";

/** The editor's form as its fields send it: strings, lists and groups of them. */
export type FormValue = unknown;

export type EditorDraft = {
  /** The section's version the edit started from. */
  baseVersion: number;
  /** The form as it was then, to tell the trainer's changes from a newer publish. */
  base: FormValue;
  value: FormValue;
  savedAt: string;
};

const storageKey = (section: SectionKey) => `panel-szkic:${section}`;

function isDraft(value: unknown): value is EditorDraft {
  const draft = value as EditorDraft | null;
  return typeof draft === "object" && draft !== null && Number.isInteger(draft.baseVersion) && typeof draft.savedAt === "string" && "value" in draft;
}

/** This device's draft of the section, if any (none where storage is off, as in some private windows). */
export function readDraft(section: SectionKey): EditorDraft | null {
  return readStored(storageKey(section), isDraft);
}

/** Whether the draft was kept: a full or blocked storage keeps nothing, and the editor says so. */
export function writeDraft(section: SectionKey, draft: EditorDraft): boolean {
  return writeStored(storageKey(section), draft);
}

export function dropDraft(section: SectionKey): void {
  dropStored(storageKey(section));
}

export function sameValue(a: FormValue, b: FormValue): boolean {
  return JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));
}

/** Empty fields and missing ones are the same to the form. */
function normalized(value: FormValue): FormValue {
  if (Array.isArray(value)) return value.map(normalized);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined && field !== "")
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, field]) => [key, normalized(field)]),
    );
  }
  return value === "" ? undefined : value;
}

const isGroup = (value: FormValue): value is Record<string, FormValue> => typeof value === "object" && value !== null && !Array.isArray(value);

export type MergedDraft = { value: FormValue; conflicts: (string | number)[][] };

/**
 * The trainer's changes (`mine` against `base`) carried onto `theirs`, the
 * section as published since: a field only one side changed takes that
 * side's value; a field both changed keeps the trainer's and is named in
 * `conflicts`, for them to check. A list whose length changed is one field.
 */
export function mergeDraft(base: FormValue, mine: FormValue, theirs: FormValue, path: (string | number)[] = []): MergedDraft {
  if (sameValue(mine, base)) return { value: theirs, conflicts: [] };
  if (sameValue(theirs, base) || sameValue(mine, theirs)) return { value: mine, conflicts: [] };
  if (isGroup(base) && isGroup(mine) && isGroup(theirs)) {
    const conflicts: MergedDraft["conflicts"] = [];
    const value: Record<string, FormValue> = {};
    for (const key of new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])) {
      const merged = mergeDraft(base[key], mine[key], theirs[key], [...path, key]);
      value[key] = merged.value;
      conflicts.push(...merged.conflicts);
    }
    return { value, conflicts };
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs) && base.length === mine.length && mine.length === theirs.length) {
    const items = base.map((item, index) => mergeDraft(item, mine[index], theirs[index], [...path, index]));
    return { value: items.map((item) => item.value), conflicts: items.flatMap((item) => item.conflicts) };
  }
  return { value: mine, conflicts: [path] };
}

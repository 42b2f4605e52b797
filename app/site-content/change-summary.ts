import { formatPrice } from "~/lib/format";
import { dayCount, hourCount, minuteCount, monthCount, otherChanges, trainingCount, weekCount, yearCount } from "~/lib/polish-phrases";
import { choiceLabels, labelOf, listLabelOf } from "./field-labels";
import type { FieldLabel, ListLabel, Unit } from "./field-label-types";
import type { SectionKey } from "./sections";

// A change summary is a sentence a trainer reads in the history and in the
// toast after a publish: the field, the item and the day it belongs to, and
// the values with their units declined for their numbers:
// "Cena pozycji cennika „Pakiet 8 treningów”: 1040 zł → 1100 zł",
// "Godziny pracy w poniedziałek: od 07:00 → 08:00",
// "Przedawnienie roszczeń z umowy: 6 lat → 3 lata".

type Path = (string | number)[];
/** Where a change is: "pozycji cennika „Pakiet 8 treningów”", "strony głównej", "w poniedziałek"; null at the top. */
type Where = string | null;

const IDENTITY_FIELDS = ["slug", "question", "title", "name", "client", "author", "caption", "photo", "days"];
const MAX_QUOTED = 40;

const UNITS: Record<Unit, (count: number) => string> = {
  zł: formatPrice,
  lata: yearCount,
  miesiące: monthCount,
  tygodnie: weekCount,
  dni: dayCount,
  godziny: hourCount,
  minuty: minuteCount,
  treningi: trainingCount,
};

/** A date or a time of day is written bare; anything typed is quoted, shortened after a whole word when long. */
function quoted(value: unknown): string {
  const text = String(value ?? "");
  if (/^\d{4}-\d{2}-\d{2}$|^\d{1,2}:\d{2}$/.test(text)) return text;
  if (text.length <= MAX_QUOTED) return `„${text}”`;
  const cut = text.slice(0, MAX_QUOTED);
  const space = cut.lastIndexOf(" ");
  // Not "… sztandze w…": a one-letter word goes with the cut.
  return `„${(space > MAX_QUOTED / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+(?:\p{L}[\s,]*)?$/u, "")}…”`;
}

function shown(value: unknown, label: FieldLabel | undefined): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "(puste)";
  if (typeof value === "boolean") return value ? "tak" : "nie";
  if (typeof value === "number") return label?.unit ? UNITS[label.unit](value) : String(value);
  if (Array.isArray(value)) return value.map((item) => shown(item, label)).join(", ");
  if (label?.choice && typeof value === "string" && choiceLabels[value]) return choiceLabels[value];
  return quoted(value);
}

function identityOf(item: unknown, index: number): string {
  if (item && typeof item === "object") {
    const record = item as Record<string, unknown>;
    const field = IDENTITY_FIELDS.find((key) => typeof record[key] === "string" || typeof record[key] === "number");
    if (field) return `${field}:${String(record[field])}`;
  }
  return typeof item === "string" ? `text:${item}` : `index:${index}`;
}

/** An item's name: its title field, its text, or a range's hours ("07:00–15:00"). */
function titleOf(item: unknown, list: ListLabel | undefined): string {
  if (typeof item === "string") return quoted(item);
  const record = (item ?? {}) as Record<string, unknown>;
  if (list?.titleField) return record[list.titleField] === undefined || record[list.titleField] === "" ? "" : quoted(record[list.titleField]);
  return typeof record.from === "string" && typeof record.to === "string" ? `${record.from}–${record.to}` : "";
}

/**
 * Fills "{title}", "{where}" and the like in; a placeholder with nothing to
 * put there goes with the space before it ("Zmieniono kolejność na liście
 * „Pytania i odpowiedzi”", with no place after it).
 */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/ ?\{(\w+)\}/g, (placeholder, key: string) => (values[key] ? placeholder.replace(`{${key}}`, () => values[key]!) : "")).trim();
}

/** The place an item of `list` gives its fields: "pozycji cennika „Pakiet 8 treningów”" unless the list says otherwise. */
function whereOfItem(list: ListLabel | undefined, title: string, index: number, outer: Where): Where {
  if (!list) return outer;
  return fill(list.where ?? "{genitive} {title}", { genitive: list.itemGenitive, title: title || `nr ${index + 1}`, outer: outer ?? "" });
}

function describeList(section: SectionKey, path: Path, before: unknown[], after: unknown[], outer: Where, changes: string[]) {
  const list = listLabelOf(section, path);
  const noun = list?.item ?? "pozycję";
  // The list's own place, for sentences about an item added or removed.
  const where = list?.where && !list.where.includes("{title}") ? fill(list.where, { outer: outer ?? "" }) : (outer ?? "");
  const added = list?.added ?? (outer ? "Dodano {item} {title} do {where}" : "Dodano {item} {title}");
  const removed = list?.removed ?? (outer ? "Usunięto {item} {title} z {where}" : "Usunięto {item} {title}");
  const beforeIds = before.map(identityOf);
  const afterIds = after.map(identityOf);
  const matched: [number, number][] = [];
  afterIds.forEach((id, index) => {
    const previous = beforeIds.indexOf(id);
    if (previous === -1) changes.push(fill(added, { item: noun, title: titleOf(after[index], list), where }));
    else matched.push([previous, index]);
  });
  beforeIds.forEach((id, index) => {
    if (!afterIds.includes(id)) changes.push(fill(removed, { item: noun, title: titleOf(before[index], list), where }));
  });
  // An item whose identifying field changed reads as removed and added; the
  // rest are compared field by field, in the item's place.
  for (const [from, to] of matched) {
    describe(section, [...path, to], before[from], after[to], whereOfItem(list, titleOf(after[to], list), to, outer), changes);
  }
  const order = matched.map(([from]) => from);
  if (order.some((from, index) => index > 0 && from < order[index - 1]!)) {
    changes.push(fill(`Zmieniono kolejność na liście „${list?.label ?? path.join(".")}” {where}`, { where: outer ?? "" }));
  }
}

/** What a summary calls a field: its `summary`, else its label without a note in brackets. */
function nameOf(label: FieldLabel | undefined, path: Path): string {
  if (label?.summary) return label.summary;
  return label ? label.label.replace(/\s*\([^)]*\)\s*$/, "") : path.join(".");
}

function describe(section: SectionKey, path: Path, before: unknown, after: unknown, where: Where, changes: string[]) {
  // A list of items, unless the field is one value made of several (a group of checkboxes).
  if (Array.isArray(before) && Array.isArray(after) && (listLabelOf(section, path) || !labelOf(section, path))) {
    describeList(section, path, before, after, where, changes);
    return;
  }
  if (before && after && typeof before === "object" && typeof after === "object" && !Array.isArray(before) && !Array.isArray(after)) {
    // A group names the place of its fields ("strony głównej"); otherwise they stay in their item's.
    const inner = labelOf(section, path)?.where ?? where;
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      describe(section, [...path, key], (before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], inner, changes);
    }
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const label = labelOf(section, path);
  let template = nameOf(label, path);
  if (!template.includes("{where}")) template += " {where}";
  if (!template.includes("{change}")) template += ": {change}";
  changes.push(fill(template, { where: where ?? "", change: `${shown(before, label)} → ${shown(after, label)}` }));
}

/** Every change between two versions of a section, one sentence each: "Cena pozycji cennika „Pakiet 8 treningów”: 1040 zł → 1100 zł". */
export function listChanges(section: SectionKey, before: unknown, after: unknown): string[] {
  const changes: string[] = [];
  describe(section, [], before, after, null, changes);
  return changes;
}

/** One line for the history: the first change, and how many more. */
export function summarizeChanges(changes: readonly string[]): string {
  if (changes.length === 0) return "Bez zmian";
  const more = changes.length - 1;
  return more === 0 ? changes[0]! : `${changes[0]} (${otherChanges(more)})`;
}

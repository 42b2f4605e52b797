import { countedPhrase } from "~/lib/polish-plural";
import { labelOf, listLabelOf } from "./field-labels";
import type { SectionKey } from "./sections";

type Path = (string | number)[];
/** The list item a change is in: "pakietu «Pakiet 8 treningów»". */
type ItemContext = string | null;

const IDENTITY_FIELDS = ["slug", "question", "title", "name", "client", "author", "caption", "photo", "days"];
const MAX_QUOTED = 40;

function quoted(value: unknown): string {
  const text = String(value ?? "");
  return `«${text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text}»`;
}

function shown(value: unknown, unit: string | undefined): string {
  if (value === null || value === undefined || value === "") return "(puste)";
  if (typeof value === "boolean") return value ? "tak" : "nie";
  if (typeof value === "number") return unit ? `${value} ${unit}` : String(value);
  if (Array.isArray(value)) return value.join(", ");
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

function titleOf(item: unknown, titleField: string | undefined): string {
  if (typeof item === "string") return quoted(item);
  const title = titleField ? (item as Record<string, unknown>)[titleField] : undefined;
  return title === undefined ? "" : quoted(title);
}

function describeList(section: SectionKey, path: Path, before: unknown[], after: unknown[], changes: string[]) {
  const list = listLabelOf(section, path);
  const noun = list?.item ?? "pozycję";
  const beforeIds = before.map(identityOf);
  const afterIds = after.map(identityOf);
  const matched: [number, number][] = [];
  afterIds.forEach((id, index) => {
    const previous = beforeIds.indexOf(id);
    if (previous === -1) changes.push(`Dodano ${noun} ${titleOf(after[index], list?.titleField)}`.trim());
    else matched.push([previous, index]);
  });
  beforeIds.forEach((id, index) => {
    if (!afterIds.includes(id)) changes.push(`Usunięto ${noun} ${titleOf(before[index], list?.titleField)}`.trim());
  });
  // An item whose identifying field changed reads as removed and added; the
  // rest are compared field by field, in the item's context.
  for (const [from, to] of matched) {
    const context = list ? `${list.itemGenitive} ${titleOf(after[to], list.titleField)}`.trim() : null;
    describe(section, [...path, to], before[from], after[to], context, changes);
  }
  const order = matched.map(([from]) => from);
  if (order.some((from, index) => index > 0 && from < order[index - 1]!)) changes.push(`Zmieniono kolejność: ${(list?.label ?? "lista").toLowerCase()}`);
}

function describe(section: SectionKey, path: Path, before: unknown, after: unknown, context: ItemContext, changes: string[]) {
  if (Array.isArray(before) && Array.isArray(after) && !(after.every((item) => typeof item === "string") && labelOf(section, path))) {
    describeList(section, path, before, after, changes);
    return;
  }
  if (before && after && typeof before === "object" && typeof after === "object" && !Array.isArray(before)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      describe(section, [...path, key], (before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], context, changes);
    }
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const label = labelOf(section, path);
  const name = label?.label ?? path.join(".");
  changes.push(`${name}${context ? ` ${context}` : ""}: ${shown(before, label?.unit)} → ${shown(after, label?.unit)}`);
}

/** Every change between two versions of a section, one phrase each: "Cena pakietu «Pakiet 8 treningów»: 1040 zł → 1100 zł". */
export function listChanges(section: SectionKey, before: unknown, after: unknown): string[] {
  const changes: string[] = [];
  describe(section, [], before, after, null, changes);
  return changes;
}

/** One line for the history: the first change, and how many more. */
export function summarizeChanges(changes: readonly string[]): string {
  if (changes.length === 0) return "Bez zmian";
  const more = changes.length - 1;
  return more === 0 ? changes[0]! : `${changes[0]} (i ${countedPhrase(more, { one: "{count} inna zmiana", few: "{count} inne zmiany", many: "{count} innych zmian" })})`;
}

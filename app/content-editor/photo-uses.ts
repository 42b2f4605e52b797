// Where each photo shows on the site, in the editor's own words: the
// section's title and the field's label ("Galeria, zdjęcie 3", "O mnie,
// zdjęcie portretowe"), read from the content's documents by their schemas.
import { editorSchema, toEditorValue } from "~/site-content";
import { labelOf, listLabelOf } from "~/site-content";
import type { Path } from "./form-draw-context";
import { shapeOf, type FieldShape } from "~/site-content";
import { sections, type SectionDocuments, type SectionKey } from "~/site-content";

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase("pl") + text.slice(1);

/** The innermost list item around a field: its list's path, its index and its value. */
type Item = { listPath: Path; index: number; value: unknown };

function placeOf(section: SectionKey, path: Path, item: Item | null): string {
  const title = sections.find((info) => info.key === section)!.title;
  const label = labelOf(section, path)?.label ?? String(path.at(-1));
  if (!item) return `${title}, ${lowerFirst(label)}`;
  const list = listLabelOf(section, item.listPath);
  const noun = list?.item ?? "pozycja";
  // A list of photos (the gallery) counts them: "zdjęcie 3".
  if (label.toLocaleLowerCase("pl") === noun.toLocaleLowerCase("pl")) return `${title}, ${noun} ${item.index + 1}`;
  const named = list?.titleField ? (item.value as Record<string, unknown> | null)?.[list.titleField] : undefined;
  const which = typeof named === "string" && named !== "" ? `„${named}”` : `nr ${item.index + 1}`;
  return `${title}, ${lowerFirst(label)} ${list?.itemGenitive ?? ""} ${which}`.replace(/\s+/g, " ");
}

/** Each photo's places on the site, by its name, in the order of the editor's sections and fields. */
export function photoUses(site: SectionDocuments): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const { key } of sections) {
    const walk = (shape: FieldShape, value: unknown, path: Path, item: Item | null) => {
      if (shape.kind === "photo" && typeof value === "string" && value !== "") {
        uses.set(value, [...(uses.get(value) ?? []), placeOf(key, path, item)]);
      } else if (shape.kind === "object" && value && typeof value === "object") {
        for (const [field, child] of shape.fields) walk(child, (value as Record<string, unknown>)[field], [...path, field], item);
      } else if (shape.kind === "list" && Array.isArray(value)) {
        value.forEach((entry, index) => walk(shape.item, entry, [...path, index], { listPath: path, index, value: entry }));
      }
    };
    walk(shapeOf(editorSchema(key)), toEditorValue(key, site[key]), [], null);
  }
  return uses;
}

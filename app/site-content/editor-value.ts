// A form's values are an object: a section that is a list (the gallery) is
// edited as { items: [...] }.
import { z } from "~/lib/zod";
import { sectionSchemas, type SectionKey, type SectionDocuments } from "./sections";

const LIST_SECTIONS: ReadonlySet<SectionKey> = new Set(["gallery"]);

export function editorSchema(section: SectionKey): z.ZodType<Record<string, unknown>> {
  const schema = sectionSchemas[section];
  return (LIST_SECTIONS.has(section) ? z.object({ items: schema }) : schema) as z.ZodType<Record<string, unknown>>;
}

export function toEditorValue<Key extends SectionKey>(section: Key, document: SectionDocuments[Key]): Record<string, unknown> {
  return LIST_SECTIONS.has(section) ? { items: document } : (document as Record<string, unknown>);
}

export function fromEditorValue(section: SectionKey, value: unknown): unknown {
  return LIST_SECTIONS.has(section) ? (value as { items: unknown }).items : value;
}

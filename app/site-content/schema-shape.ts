import type { z } from "zod";
import { packageReferenceSchema, photoSchema } from "~content/schema";

/** What the editor draws for a part of a section's schema. */
export type FieldShape =
  | { kind: "text"; optional: boolean }
  | { kind: "photo" }
  /** A price-list item, chosen from the list; optional: "none" is a choice. */
  | { kind: "package"; optional: boolean }
  | { kind: "packages" }
  | { kind: "number" }
  | { kind: "boolean" }
  | { kind: "choice"; options: string[] }
  | { kind: "choices"; options: string[] }
  | { kind: "object"; fields: [string, FieldShape][] }
  | { kind: "list"; item: FieldShape };

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; entries?: Record<string, string> };

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The form a schema asks for: read from Zod's own description of it, so the editor follows content/schema.ts. */
export function shapeOf(schema: z.ZodType, optional = false): FieldShape {
  if (schema === photoSchema) return { kind: "photo" };
  if (schema === packageReferenceSchema) return { kind: "package", optional };
  const def = defOf(schema);
  switch (def.type) {
    case "default":
    case "optional":
      return shapeOf(def.innerType!, optional);
    case "nullable":
      return shapeOf(def.innerType!, true);
    case "pipe":
      return shapeOf(def.in!, optional);
    case "string":
      return { kind: "text", optional };
    case "number":
      return { kind: "number" };
    case "boolean":
      return { kind: "boolean" };
    case "enum":
      return { kind: "choice", options: Object.values(def.entries!) };
    case "object":
      return { kind: "object", fields: Object.entries(def.shape!).map(([key, field]) => [key, shapeOf(field)]) };
    case "array": {
      const item = shapeOf(def.element!);
      if (item.kind === "choice") return { kind: "choices", options: item.options };
      return item.kind === "package" ? { kind: "packages" } : { kind: "list", item };
    }
    default:
      throw new Error(`The editor cannot draw a field of type ${def.type}`);
  }
}

/** A new list item: every field empty, for the trainer to fill in. */
export function emptyValue(shape: FieldShape): unknown {
  switch (shape.kind) {
    case "object":
      return Object.fromEntries(shape.fields.map(([key, field]) => [key, emptyValue(field)]));
    case "list":
    case "choices":
    case "packages":
      return [];
    case "package":
      return null;
    case "boolean":
      return false;
    case "number":
      return undefined;
    default:
      return "";
  }
}

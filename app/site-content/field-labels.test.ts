import { describe, expect, it } from "vitest";
import { fieldLabels } from "./field-labels";
import { editorSchema } from "./editor-value";
import { shapeOf, type FieldShape } from "./schema-shape";
import type { SectionKey } from "./sections";

/** The shape at a label's path ("packages[].price"), or undefined when the section's schema has no such field. */
function shapeAt(shape: FieldShape, pattern: string): FieldShape | undefined {
  let current: FieldShape | undefined = shape;
  for (const part of pattern.split(".")) {
    // "includes[]": the field "includes", then one step into its items.
    const [name, ...rest] = part.split("[]");
    if (current?.kind !== "object") return undefined;
    current = current.fields.find(([key]) => key === name)?.[1];
    for (let step = 0; step < rest.length; step++) {
      if (current?.kind === "list") current = current.item;
      // A list of fixed choices or of price-list items holds plain values.
      else if (current?.kind === "choices" || current?.kind === "packages") current = { kind: "text", optional: false };
      else return undefined;
    }
  }
  return current;
}

describe("the editor's labels", () => {
  const sections = Object.keys(fieldLabels) as SectionKey[];

  it.each(sections)("of „%s” each name a field its schema has (none left from a field that is gone)", (section) => {
    // The form as the editor draws it: a section that is a list is edited as { items: [...] }.
    const shape = shapeOf(editorSchema(section));
    const { fields, lists } = fieldLabels[section];
    expect(Object.keys(fields).filter((pattern) => !shapeAt(shape, pattern))).toEqual([]);
    expect(Object.keys(lists).filter((pattern) => !["list", "choices", "packages"].includes(shapeAt(shape, pattern)?.kind ?? ""))).toEqual([]);
  });

  it("find a field that is gone", () => {
    const shape = shapeOf(editorSchema("business"));
    expect(shapeAt(shape, "openingHours[].dayCodes")).toBeUndefined();
    expect(shapeAt(shape, "social[].url")).toEqual({ kind: "text", optional: false });
  });
});

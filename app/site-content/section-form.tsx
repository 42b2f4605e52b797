import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { typeset as t } from "~/lib/typeset";
import { DrawField } from "./draw-field";
import { editorSchema } from "./editor-value";
import type { AnyField, AnyForm, ChoiceOption, DrawContext, PhotoOption } from "./form-draw-context";
import { polishErrors } from "./polish-errors";
import { shapeOf } from "./schema-shape";
import type { SectionKey } from "./sections";

export type { PhotoOption } from "./form-draw-context";

type SectionFormProps = {
  section: SectionKey;
  defaultValue: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The section's version the form started from: a publish from an older one is refused. */
  baseVersion: number;
  previewAction: string;
  photos: PhotoOption[];
  packages: ChoiceOption[];
  children?: ReactNode;
};

/**
 * A section's form, drawn from its schema: every field with its label and
 * hint, lists with add, move and remove. The same schema checks it in the
 * browser (errors by each field, focus on the first) and on the server; the
 * list buttons and the checks work without JavaScript too.
 */
export function SectionForm({ section, defaultValue, lastResult, baseVersion, previewAction, photos, packages, children }: SectionFormProps) {
  const schema = editorSchema(section);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `tresc-${section}`,
    lastResult,
    // Conform types default values by the schema, which this form reads at run time.
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, error: polishErrors }),
  });
  const shape = shapeOf(schema);
  const context: DrawContext = { section, photos, packages, form: form as unknown as AnyForm, focus: { taken: false } };
  const formErrors = form.errors ?? [];
  return (
    <form method="post" {...getFormProps(form)} className="editor-form">
      <input type="hidden" name="baseVersion" value={baseVersion} />
      {formErrors.length > 0 && (
        <div id={form.errorId} role="alert" className="admin-notice">
          {formErrors.map((error) => (
            <p key={error}>{t(error)}</p>
          ))}
        </div>
      )}
      {children}
      {shape.kind === "object" &&
        shape.fields.map(([key, child]) => (
          <DrawField key={key} field={(fields as Record<string, AnyField>)[key]!} shape={child} path={[key]} context={context} />
        ))}
      <div className="editor-submit">
        <button type="submit" name="intent" value="publish" className="admin-button admin-button-primary">
          Opublikuj
        </button>
        <button type="submit" formAction={previewAction} formTarget="_blank" className="admin-button">
          Podgląd
        </button>
      </div>
    </form>
  );
}

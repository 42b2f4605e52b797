import { getFormProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { choiceLabels, labelOf, listLabelOf, type FieldLabel } from "./field-labels";
import { editorSchema } from "./editor-value";
import { polishErrors } from "./polish-errors";
import { emptyValue, shapeOf, type FieldShape } from "./schema-shape";
import type { SectionKey } from "./sections";

// Conform types each field by the schema; this form is drawn from the schema
// at run time, so its fields are untyped here.
type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type AnyForm = FormMetadata<Record<string, unknown>, string[]>;
type Path = (string | number)[];

/** A photo the trainer can choose: the site's own and the uploaded ones. */
export type PhotoOption = { value: string; label: string };

type DrawContext = {
  section: SectionKey;
  photos: PhotoOption[];
  form: AnyForm;
  /** The first field with an error takes the focus when the page comes back from the server. */
  focus: { taken: boolean };
};


function asObject(field: AnyField): Record<string, AnyField> {
  return (field as unknown as FieldMetadata<Record<string, unknown>, Record<string, unknown>, string[]>).getFieldset() as Record<string, AnyField>;
}

function asList(field: AnyField): AnyField[] {
  return (field as unknown as FieldMetadata<unknown[], Record<string, unknown>, string[]>).getFieldList() as AnyField[];
}

function FieldError({ field }: { field: AnyField }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="editor-error">
      {field.errors.join(" ")}
    </p>
  );
}

function describedBy(field: AnyField, hint: boolean): string | undefined {
  return [hint ? field.descriptionId : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(" ") || undefined;
}

function wantsFocus(field: AnyField, context: DrawContext): boolean {
  if (!field.errors?.length || context.focus.taken) return false;
  context.focus.taken = true;
  return true;
}

function Hint({ field, label }: { field: AnyField; label: FieldLabel | undefined }) {
  return label?.hint ? (
    <p id={field.descriptionId} className="editor-hint">
      {label.hint}
    </p>
  ) : null;
}

function textValue(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

function LeafField({ field, shape, path, context, label: given }: { field: AnyField; shape: FieldShape; path: Path; context: DrawContext; label?: string }) {
  const label = labelOf(context.section, path);
  const name = given ?? label?.label ?? String(path.at(-1));
  const common = {
    id: field.id,
    name: field.name,
    "aria-invalid": field.errors?.length ? true : undefined,
    "aria-describedby": describedBy(field, Boolean(label?.hint)),
    autoFocus: wantsFocus(field, context) || undefined,
  };
  if (shape.kind === "boolean") {
    return (
      <div className="admin-field editor-check">
        <input type="checkbox" {...common} key={field.key} defaultChecked={field.initialValue === "on" || field.initialValue === true} />
        <label htmlFor={field.id}>{name}</label>
        <Hint field={field} label={label} />
        <FieldError field={field} />
      </div>
    );
  }
  if (shape.kind === "choices") {
    const chosen = ([] as unknown[]).concat(field.initialValue ?? []);
    return (
      <fieldset className="admin-field" aria-describedby={common["aria-describedby"]}>
        <legend>{name}</legend>
        <Hint field={field} label={label} />
        <div className="editor-choices">
          {shape.options.map((option) => (
            <label key={option}>
              <input type="checkbox" name={field.name} value={option} defaultChecked={chosen.includes(option)} /> {choiceLabels[option] ?? option}
            </label>
          ))}
        </div>
        <FieldError field={field} />
      </fieldset>
    );
  }
  let control: ReactNode;
  if (shape.kind === "photo" || shape.kind === "choice") {
    const current = textValue(field.initialValue);
    const options: PhotoOption[] =
      shape.kind === "photo" ? context.photos : shape.options.map((option) => ({ value: option, label: choiceLabels[option] ?? option }));
    // The value in use stays a choice even when it is in no list, so that saving never changes it unasked.
    const all = current && !options.some((option) => option.value === current) ? [{ value: current, label: current }, ...options] : options;
    control = (
      <select {...common} key={field.key} defaultValue={current}>
        {all.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (label?.long) {
    control = <textarea {...common} key={field.key} rows={4} defaultValue={textValue(field.initialValue)} />;
  } else {
    // A number keypad on a phone, while "149,50" still reaches the server and gets its message.
    const numeric = shape.kind === "number" ? { inputMode: "numeric" as const } : {};
    control = <input type="text" {...common} {...numeric} key={field.key} defaultValue={textValue(field.initialValue)} />;
  }
  return (
    <div className="admin-field">
      <label htmlFor={field.id}>{name}</label>
      <Hint field={field} label={label} />
      {control}
      <FieldError field={field} />
    </div>
  );
}

function ListField({ field, shape, path, context }: { field: AnyField; shape: Extract<FieldShape, { kind: "list" }>; path: Path; context: DrawContext }) {
  const list = listLabelOf(context.section, path);
  const items = asList(field);
  const { form } = context;
  const noun = list?.item ?? "pozycję";
  return (
    <fieldset className="editor-list">
      <legend>{list?.label ?? String(path.at(-1))}</legend>
      {list?.hint && <p className="editor-hint">{list.hint}</p>}
      {field.errors?.length ? <p className="editor-error">{field.errors.join(" ")}</p> : null}
      <ol>
        {items.map((item, index) => {
          const title = list?.titleField ? textValue((item.initialValue as Record<string, unknown> | undefined)?.[list.titleField]) : "";
          return (
            <li key={item.key} className="editor-item">
              <p className="editor-item-title">
                {index + 1}. {title}
              </p>
              <DrawField field={item} shape={shape.item} path={[...path, index]} context={context} label={shape.item.kind === "object" ? undefined : `${labelOf(context.section, [...path, index])?.label ?? noun} ${index + 1}`} />
              <div className="editor-item-actions">
                <button
                  className="admin-button"
                  aria-label={`W górę: ${noun} ${index + 1}`}
                  disabled={index === 0}
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                >
                  ↑ W górę
                </button>
                <button
                  className="admin-button"
                  aria-label={`W dół: ${noun} ${index + 1}`}
                  disabled={index === items.length - 1}
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                >
                  ↓ W dół
                </button>
                <button
                  className="admin-button admin-button-danger"
                  aria-label={`Usuń: ${noun} ${index + 1}`}
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  onClick={(event) => {
                    if (!window.confirm(`Usunąć ${noun} ${index + 1}${title ? ` (${title})` : ""}? Zmiana będzie widoczna na stronie dopiero po opublikowaniu.`)) event.preventDefault();
                  }}
                >
                  Usuń
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button className="admin-button" {...form.insert.getButtonProps({ name: field.name, defaultValue: emptyValue(shape.item) as never })}>
        + Dodaj {noun}
      </button>
    </fieldset>
  );
}

function DrawField({ field, shape, path, context, label }: { field: AnyField; shape: FieldShape; path: Path; context: DrawContext; label?: string }) {
  if (shape.kind === "list") return <ListField field={field} shape={shape} path={path} context={context} />;
  if (shape.kind === "object") {
    const fieldset = asObject(field);
    const heading = path.length > 0 && typeof path.at(-1) === "string" ? labelOf(context.section, path) : undefined;
    const fields = shape.fields.map(([key, child]) => <DrawField key={key} field={fieldset[key]!} shape={child} path={[...path, key]} context={context} />);
    return heading ? (
      <fieldset className="editor-group">
        <legend>{heading.label}</legend>
        {fields}
      </fieldset>
    ) : (
      <>{fields}</>
    );
  }
  return <LeafField field={field} shape={shape} path={path} context={context} label={label} />;
}

type SectionFormProps = {
  section: SectionKey;
  defaultValue: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The section's version the form started from: a publish from an older one is refused. */
  baseVersion: number;
  previewAction: string;
  photos: PhotoOption[];
  children?: ReactNode;
};

/**
 * A section's form, drawn from its schema: every field with its label and
 * hint, lists with add, move and remove. The same schema checks it in the
 * browser (errors by each field, focus on the first) and on the server; the
 * list buttons and the checks work without JavaScript too.
 */
export function SectionForm({ section, defaultValue, lastResult, baseVersion, previewAction, photos, children }: SectionFormProps) {
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
  const context: DrawContext = { section, photos, form: form as unknown as AnyForm, focus: { taken: false } };
  const formErrors = form.errors ?? [];
  return (
    <form method="post" {...getFormProps(form)} className="editor-form">
      <input type="hidden" name="baseVersion" value={baseVersion} />
      {formErrors.length > 0 && (
        <div id={form.errorId} role="alert" className="admin-notice">
          {formErrors.map((error) => (
            <p key={error}>{error}</p>
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

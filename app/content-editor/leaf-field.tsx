import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { typeset as t } from "~/lib/typeset";
import { choiceLabels, labelOf } from "~/site-content";
import type { FieldLabel } from "~/site-content";
import type { AnyField, ChoiceOption, DrawContext, Path } from "./form-draw-context";
import { PhotoField } from "./photo-field";
import type { FieldShape } from "~/site-content";

export function asObject(field: AnyField): Record<string, AnyField> {
  return (field as unknown as FieldMetadata<Record<string, unknown>, Record<string, unknown>, string[]>).getFieldset() as Record<string, AnyField>;
}

export function asList(field: AnyField): AnyField[] {
  return (field as unknown as FieldMetadata<unknown[], Record<string, unknown>, string[]>).getFieldList() as AnyField[];
}

function FieldError({ field }: { field: AnyField }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="editor-error">
      {t(field.errors.join(" "))}
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
      {t(label.hint)}
    </p>
  ) : null;
}

function textValue(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** The phone's own picker or keyboard: a date or time picker, the number pad, the phone or e-mail keyboard. */
function inputKind(shape: FieldShape, label: FieldLabel | undefined) {
  const input = label?.input ?? (shape.kind === "number" ? "numeric" : undefined);
  // A number pad, while "149,50" still reaches the server and gets its message; "00-001" and "NIP" typed with a dash are read too.
  if (input === "numeric") return { type: "text", inputMode: "numeric" as const };
  if (input === "date" || input === "time") return { type: input, ...(input === "time" ? { step: 300 } : {}) };
  return { type: input ?? "text", ...(input === "email" || input === "url" ? { autoCapitalize: "none", spellCheck: false } : {}) };
}

/** A time picker knows no "24:00": the end of a day is its "00:00", which the schema reads back as midnight. */
function pickerValue(label: FieldLabel | undefined, value: string): string {
  return label?.input === "time" && value === "24:00" ? "00:00" : value;
}

export function LeafField({
  field,
  shape,
  path,
  context,
  label: given,
}: {
  field: AnyField;
  shape: FieldShape;
  path: Path;
  context: DrawContext;
  label?: string;
}) {
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
        <label htmlFor={field.id}>{t(name)}</label>
        <Hint field={field} label={label} />
        <FieldError field={field} />
      </div>
    );
  }
  if (shape.kind === "choices" || shape.kind === "packages") {
    const chosen = ([] as unknown[]).concat(field.initialValue ?? []);
    const options = shape.kind === "packages" ? context.packages : shape.options.map((option) => ({ value: option, label: choiceLabels[option] ?? option }));
    return (
      <fieldset className="admin-field" aria-describedby={common["aria-describedby"]}>
        <legend>{t(name)}</legend>
        <Hint field={field} label={label} />
        <div className="editor-choices">
          {options.map((option) => (
            <label key={option.value}>
              <input type="checkbox" name={field.name} value={option.value} defaultChecked={chosen.includes(option.value)} /> {t(option.label)}
            </label>
          ))}
        </div>
        <FieldError field={field} />
      </fieldset>
    );
  }
  if (shape.kind === "photo") {
    return (
      <PhotoField
        key={field.key}
        field={field}
        label={name}
        hint={<Hint field={field} label={label} />}
        error={<FieldError field={field} />}
        describedBy={common["aria-describedby"]}
        takesFocus={Boolean(common.autoFocus)}
        photos={context.photos}
      />
    );
  }
  let control: ReactNode;
  if (shape.kind === "choice" || shape.kind === "package") {
    const current = textValue(field.initialValue);
    const options: ChoiceOption[] =
      shape.kind === "package"
        ? [...(shape.optional ? [{ value: "", label: "— spoza cennika —" }] : []), ...context.packages]
        : shape.options.map((option) => ({ value: option, label: choiceLabels[option] ?? option }));
    // The value in use stays a choice even when it is in no list, so that saving never changes it unasked.
    const all = current && !options.some((option) => option.value === current) ? [{ value: current, label: current }, ...options] : options;
    control = (
      <select {...common} key={field.key} defaultValue={current}>
        {all.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    );
  } else if (label?.long) {
    control = <textarea {...common} key={field.key} rows={4} defaultValue={textValue(field.initialValue)} />;
  } else {
    control = <input {...inputKind(shape, label)} {...common} key={field.key} defaultValue={pickerValue(label, textValue(field.initialValue))} />;
  }
  return (
    <div className="admin-field">
      <label htmlFor={field.id}>{t(name)}</label>
      <Hint field={field} label={label} />
      {control}
      <FieldError field={field} />
    </div>
  );
}

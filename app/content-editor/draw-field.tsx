import { useContext } from "react";
import { typeset as t } from "~/lib/typeset";
import { hasErrorsUnder, OpenPartsContext, Part } from "./editor-parts";
import { labelOf, listLabelOf } from "~/site-content";
import type { AnyField, DrawContext, Path } from "./form-draw-context";
import { asList, asObject, LeafField } from "./leaf-field";
import { itemSummary, itemTitle } from "./part-summaries";
import { emptyValue, type FieldShape } from "~/site-content";

/** An item nothing is written in yet (just added, also by the list button without JavaScript): open, to be filled in. */
function isBlank(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isBlank);
  if (value && typeof value === "object") return Object.values(value).every(isBlank);
  return value === undefined || value === null || value === "";
}

/** How many fields a shape draws: an item of three or more folds, as a part of its own. */
function fieldCount(shape: FieldShape): number {
  if (shape.kind === "object") return shape.fields.reduce((sum, [, field]) => sum + fieldCount(field), 0);
  return shape.kind === "list" ? 2 : 1;
}

function ListField({ field, shape, path, context }: { field: AnyField; shape: Extract<FieldShape, { kind: "list" }>; path: Path; context: DrawContext }) {
  const list = listLabelOf(context.section, path);
  const items = asList(field);
  const { form } = context;
  const noun = list?.item ?? "pozycję";
  const parts = useContext(OpenPartsContext);
  const folds = fieldCount(shape.item) >= 3;
  // A range of hours is one row, "Od" and "Do" side by side: their order in the list means nothing, so no moving.
  const itemShape = shape.item;
  const timeRange = itemShape.kind === "object" && itemShape.fields.every(([key]) => labelOf(context.section, [...path, 0, key])?.input === "time");
  if (timeRange) return <TimeRangeList field={field} shape={shape} path={path} context={context} />;
  return (
    <fieldset className="editor-list">
      <legend>{t(list?.label ?? String(path.at(-1)))}</legend>
      {list?.hint && <p className="editor-hint">{t(list.hint)}</p>}
      {field.errors?.length ? <p className="editor-error">{t(field.errors.join(" "))}</p> : null}
      <ol>
        {items.map((item, index) => {
          const title = itemTitle(context.section, path, item.initialValue, context.packages);
          const body = (
            <>
              <DrawField
                field={item}
                shape={shape.item}
                path={[...path, index]}
                context={context}
                label={shape.item.kind === "object" ? undefined : `${labelOf(context.section, [...path, index])?.label ?? noun} ${index + 1}`}
              />
              <div className="editor-item-actions">
                <button
                  className="admin-button"
                  aria-label={`W górę: ${noun} ${index + 1}`}
                  disabled={index === 0}
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                >
                  {t("↑ W górę")}
                </button>
                <button
                  className="admin-button"
                  aria-label={`W dół: ${noun} ${index + 1}`}
                  disabled={index === items.length - 1}
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                >
                  {t("↓ W dół")}
                </button>
                <button
                  className="admin-button admin-button-danger"
                  aria-label={`Usuń: ${noun} ${index + 1}`}
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  onClick={(event) => {
                    if (
                      !window.confirm(`Usunąć ${noun} ${index + 1}${title ? ` (${title})` : ""}? Zmiana będzie widoczna na stronie dopiero po opublikowaniu.`)
                    )
                      event.preventDefault();
                  }}
                >
                  Usuń
                </button>
              </div>
            </>
          );
          return folds ? (
            <li key={item.key} className="editor-item">
              <Part
                group={field.name}
                id={String(index)}
                title={`${index + 1}. ${itemSummary(context.section, path, item.value ?? item.initialValue, context.packages)}`}
                forceOpen={hasErrorsUnder(form.allErrors, [item.name]) || isBlank(item.value)}
                className="editor-part editor-item-part"
              >
                {body}
              </Part>
            </li>
          ) : (
            <li key={item.key} className="editor-item">
              <p className="editor-item-title">{t(`${index + 1}. ${title}`)}</p>
              {body}
            </li>
          );
        })}
      </ol>
      <button
        className="admin-button"
        {...form.insert.getButtonProps({ name: field.name, defaultValue: emptyValue(shape.item) as never })}
        // The new item opens, for the trainer to fill in.
        onClickCapture={() => parts?.setOpen(field.name, String(items.length), true)}
      >
        {t(`+ Dodaj ${noun}`)}
      </button>
    </fieldset>
  );
}

function TimeRangeList({ field, shape, path, context }: { field: AnyField; shape: Extract<FieldShape, { kind: "list" }>; path: Path; context: DrawContext }) {
  const list = listLabelOf(context.section, path);
  const items = asList(field);
  const noun = list?.item ?? "godziny";
  return (
    <fieldset className="editor-list editor-ranges">
      <legend>{t(list?.label ?? String(path.at(-1)))}</legend>
      {list?.hint && <p className="editor-hint">{t(list.hint)}</p>}
      {field.errors?.length ? <p className="editor-error">{t(field.errors.join(" "))}</p> : null}
      {items.length === 0 && !list?.hint ? <p className="editor-hint">{t("Wolne.")}</p> : null}
      <ol>
        {items.map((item, index) => (
          <li key={item.key} className="editor-range">
            <DrawField field={item} shape={shape.item} path={[...path, index]} context={context} />
            <button
              className="admin-button admin-button-danger editor-range-remove"
              aria-label={`Usuń: ${noun} ${index + 1}`}
              {...context.form.remove.getButtonProps({ name: field.name, index })}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <button className="admin-button" {...context.form.insert.getButtonProps({ name: field.name, defaultValue: emptyValue(shape.item) as never })}>
        {t(`+ Dodaj ${noun}`)}
      </button>
    </fieldset>
  );
}

export function DrawField({ field, shape, path, context, label }: { field: AnyField; shape: FieldShape; path: Path; context: DrawContext; label?: string }) {
  if (shape.kind === "list") return <ListField field={field} shape={shape} path={path} context={context} />;
  if (shape.kind === "object") {
    const fieldset = asObject(field);
    const heading = path.length > 0 && typeof path.at(-1) === "string" ? labelOf(context.section, path) : undefined;
    const draw = ([key, child]: [string, FieldShape]) => <DrawField key={key} field={fieldset[key]!} shape={child} path={[...path, key]} context={context} />;
    const advanced = shape.fields.filter(([key]) => labelOf(context.section, [...path, key])?.advanced);
    const fields = (
      <>
        {shape.fields.filter((entry) => !advanced.includes(entry)).map(draw)}
        {advanced.length > 0 && (
          <details
            className="editor-advanced"
            open={
              hasErrorsUnder(
                context.form.allErrors,
                advanced.map(([key]) => fieldset[key]!.name),
              ) || undefined
            }
          >
            <summary>Zaawansowane</summary>
            {advanced.map(draw)}
          </details>
        )}
      </>
    );
    return heading ? (
      <fieldset className="editor-group">
        <legend>{t(heading.label)}</legend>
        {heading.hint && <p className="editor-hint">{t(heading.hint)}</p>}
        {fields}
      </fieldset>
    ) : (
      fields
    );
  }
  return <LeafField field={field} shape={shape} path={path} context={context} label={label} />;
}

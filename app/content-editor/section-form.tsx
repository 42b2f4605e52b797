import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useNavigation, useSubmit } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { z } from "~/lib/zod";
import { DrawField } from "./draw-field";
import type { FormValue } from "./editor-draft";
import { hasErrorsUnder, isUnder, Part } from "./editor-parts";
import { editorSchema } from "~/site-content";
import { labelOf, listLabelOf } from "~/site-content";
import { fillSlugsFromNames } from "./fill-slugs";
import type { AnyField, AnyForm, ChoiceOption, DrawContext, PhotoOption } from "./form-draw-context";
import { partSummary } from "./part-summaries";
import { polishErrors } from "./polish-errors";
import { shapeOf, type FieldShape } from "~/site-content";
import type { SectionKey } from "~/site-content";

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
  /** The form's fields as they are now, after every change (and once when it is drawn). */
  onValueChange?: (value: FormValue, initial: boolean) => void;
  onPublish?: () => void;
  children?: ReactNode;
};

/** The form's fields as they would be sent: what a draft keeps and compares. */
export function formValueOf(form: HTMLFormElement): FormValue {
  const fields = new FormData(form);
  fields.delete("baseVersion");
  return parseWithZod(fields, { schema: z.unknown() }).payload;
}

/** The section's own fields in the order of its schema, its loose fields gathered as one part where the first of them is. */
type PartPlan = { key: string; fields: [string, FieldShape][] };

function partsOf(fields: [string, FieldShape][]): PartPlan[] {
  const parts: PartPlan[] = [];
  let loose: PartPlan | undefined;
  for (const entry of fields) {
    const [key, shape] = entry;
    if (shape.kind === "object" || shape.kind === "list") parts.push({ key, fields: [entry] });
    else if (loose) loose.fields.push(entry);
    else parts.push((loose = { key: "", fields: [entry] }));
  }
  return parts;
}

/** The loose fields' part, named for what they are in each section. */
const LOOSE_PART_TITLES: Partial<Record<SectionKey, string>> = {
  booking: "Zasady rezerwacji",
  business: "Nazwa, NIP i kontakt",
  trainer: "Zdjęcie, imię, zawód i krótki opis",
  home: "Duże zdjęcie na górze",
  achievements: "Informacja o zgodzie klientów",
};

/**
 * A section's form, drawn from its schema: every field with its label and
 * hint, lists with add, move and remove; a long section as parts that fold.
 * The same schema checks it in the browser (errors by each field, their part
 * opened, focus on the first) and on the server; the list buttons and the
 * checks work without JavaScript too. With JavaScript, publishing stays on
 * the page (no reload, the same place) and says "Publikuję…".
 */
export function SectionForm(props: SectionFormProps) {
  const { section, defaultValue, lastResult, baseVersion, previewAction, photos, packages, onValueChange, onPublish, children } = props;
  const schema = editorSchema(section);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `tresc-${section}`,
    lastResult,
    // Conform types default values by the schema, which this form reads at run time.
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(fillSlugsFromNames(formData), { schema, error: polishErrors }),
  });
  const shape = shapeOf(schema);
  const context: DrawContext = { section, photos, packages, form: form as unknown as AnyForm, focus: { taken: false } };
  const formErrors = form.errors ?? [];
  const formElement = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const submit = useSubmit();
  const navigation = useNavigation();
  const publishing = navigation.state === "submitting" && navigation.formData?.get("intent") === "publish";

  // Every change: typing, a picked photo, a list's item added, moved or removed (drawn again, without an input event).
  const report = useRef(onValueChange);
  useEffect(() => {
    report.current = onValueChange;
  });
  const drawnOnce = useRef(false);
  useEffect(() => {
    const element = formElement.current;
    if (!element) return;
    const tell = () => report.current?.(formValueOf(element), false);
    element.addEventListener("input", tell);
    element.addEventListener("change", tell);
    return () => {
      element.removeEventListener("input", tell);
      element.removeEventListener("change", tell);
    };
  }, []);
  useEffect(() => {
    if (!formElement.current) return;
    report.current?.(formValueOf(formElement.current), !drawnOnce.current);
    drawnOnce.current = true;
  });

  // A refused publish opens the part of the first error (above); the focus then goes to that field.
  useEffect(() => {
    if (!submitted.current || Object.keys(form.allErrors).length === 0) return;
    submitted.current = false;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.allErrors]);

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // Conform checks a field as it is left, and does each list button's change, by a submit of its own
    // (its button named "__intent__"): were those to move the focus, it would jump back to a field just left.
    submitted.current = submitter?.name !== "__intent__";
    formProps.onSubmit(event);
    // The preview opens in a tab of its own, as the browser sends it.
    if (event.defaultPrevented || submitter?.formTarget === "_blank") return;
    event.preventDefault();
    onPublish?.();
    void submit(submitter ?? event.currentTarget, { method: "post", preventScrollReset: true });
  };

  // Without JavaScript a list button comes back as the whole page: the part of that list opens again.
  const changedList = (lastResult?.intent?.payload as { name?: string } | undefined)?.name;
  const topFields = shape.kind === "object" ? shape.fields : [];
  const parts = partsOf(topFields);
  const folds = parts.length > 1;
  const all = fields as Record<string, AnyField>;
  const draw = ([key, child]: [string, FieldShape]) => <DrawField key={key} field={all[key]!} shape={child} path={[key]} context={context} />;
  return (
    <form method="post" {...formProps} onSubmit={onSubmit} ref={formElement} className="editor-form" aria-busy={publishing || undefined}>
      <input type="hidden" name="baseVersion" value={baseVersion} />
      {formErrors.length > 0 && (
        <div id={form.errorId} role="alert" className="admin-notice">
          {formErrors.map((error) => (
            <p key={error}>{t(error)}</p>
          ))}
        </div>
      )}
      {children}
      {folds
        ? parts.map((part) => {
            const [firstKey, firstShape] = part.fields[0]!;
            const names = part.fields.map(([key]) => all[key]!.name);
            const loose = part.key === "";
            const title = loose
              ? (LOOSE_PART_TITLES[section] ?? "Podstawowe")
              : ((firstShape.kind === "list" ? listLabelOf(section, [firstKey]) : labelOf(section, [firstKey]))?.label ?? firstKey);
            const value = loose ? Object.fromEntries(part.fields.map(([key]) => [key, all[key]!.value])) : all[firstKey]!.value;
            return (
              <Part
                key={part.key || `luzem-${firstKey}`}
                group="czesci"
                id={part.key || "luzem"}
                title={title}
                summary={partSummary(section, loose ? [] : [firstKey], value, packages)}
                forceOpen={hasErrorsUnder(form.allErrors, names) || (changedList !== undefined && isUnder(changedList, names))}
              >
                {part.fields.map(draw)}
              </Part>
            );
          })
        : topFields.map(draw)}
      <div className="editor-submit">
        <button type="submit" name="intent" value="publish" className="admin-button admin-button-primary" disabled={publishing}>
          {publishing ? "Publikuję…" : "Opublikuj"}
        </button>
        <button type="submit" formAction={previewAction} formTarget="_blank" className="admin-button">
          Podgląd
        </button>
      </div>
    </form>
  );
}

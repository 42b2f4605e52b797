// The diet page form's supplements: a row per supplement (name, dose, when,
// why), one empty row to add one more; without JavaScript "Dodaj suplement"
// sends the page's form and gets it back with another empty row, everything typed kept.
import { typeset as t } from "~/lib/typeset";
import { DIET_LIMITS } from "./diet-body";
import { DietFieldError, errorIdOf } from "./diet-field-error";
import { DIET_FIELD_PROBLEMS, DIET_PAGE } from "./diet.messages";
import { SUPPLEMENT_FIELDS, supplementField, type SupplementDraft } from "./supplement-form";

const LABELS = { name: DIET_PAGE.supplementName, dose: DIET_PAGE.supplementDose, when: DIET_PAGE.supplementWhen, why: DIET_PAGE.supplementWhy } as const;

export type SupplementEditorProps = {
  rows: SupplementDraft[];
  fields: Record<string, keyof typeof DIET_FIELD_PROBLEMS>;
};

export function SupplementEditor({ rows, fields }: SupplementEditorProps) {
  return (
    <>
      {rows.map((row, index) => (
        <fieldset key={index} className="diet-supplement">
          <legend className="admin-visually-hidden">{t(`${DIET_PAGE.supplements} ${index + 1}`)}</legend>
          {SUPPLEMENT_FIELDS.map((name) => {
            const field = supplementField(index, name);
            const message = fields[field] && DIET_FIELD_PROBLEMS[fields[field]];
            return (
              <div key={name} className="admin-field">
                <label htmlFor={field}>{LABELS[name]}</label>
                <input
                  id={field}
                  name={field}
                  type="text"
                  maxLength={DIET_LIMITS.supplementField}
                  defaultValue={row[name]}
                  aria-describedby={message ? errorIdOf(field) : undefined}
                />
                <DietFieldError field={field} message={message} />
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className="admin-button-row">
        <button type="submit" name="intent" value="add-supplement" className="admin-button" formNoValidate>
          {DIET_PAGE.addSupplement}
        </button>
      </div>
    </>
  );
}

// The diet page form's meals: days, each with its meals (name, what to eat,
// one ingredient a line, and optional calories and macros). Without
// JavaScript "Dodaj dzień" and "Dodaj posiłek" send the page's form and get
// it back with one more empty row and everything typed kept.
import { typeset as t } from "~/lib/typeset";
import { DIET_LIMITS, MACROS } from "./diet-body";
import { DietFieldError, errorIdOf } from "./diet-field-error";
import { dayNameField, mealField, type DietDraft, type MealDraft } from "./diet-form";
import { dayLabel, DIET_FIELD_PROBLEMS, DIET_PAGE, MACRO_LABELS } from "./diet.messages";

export type DietEditorProps = {
  draft: DietDraft;
  fields: Record<string, keyof typeof DIET_FIELD_PROBLEMS>;
};

function MealFields({ day, index, meal, fields }: { day: number; index: number; meal: MealDraft; fields: DietEditorProps["fields"] }) {
  const field = (name: keyof MealDraft) => mealField(day, index, name);
  const problem = (name: keyof MealDraft) => fields[field(name)] && DIET_FIELD_PROBLEMS[fields[field(name)]!];
  const described = (name: keyof MealDraft) => (problem(name) ? errorIdOf(field(name)) : undefined);
  return (
    <fieldset className="diet-meal">
      <legend className="admin-visually-hidden">{t(`${DIET_PAGE.mealName} ${index + 1}`)}</legend>
      <div className="admin-field">
        <label htmlFor={field("name")}>{DIET_PAGE.mealName}</label>
        <input
          id={field("name")}
          name={field("name")}
          type="text"
          maxLength={DIET_LIMITS.mealName}
          defaultValue={meal.name}
          aria-describedby={described("name")}
        />
        <DietFieldError field={field("name")} message={problem("name")} />
      </div>
      <div className="admin-field">
        <label htmlFor={field("text")}>{DIET_PAGE.mealText}</label>
        <textarea
          id={field("text")}
          name={field("text")}
          rows={3}
          maxLength={DIET_LIMITS.mealText}
          defaultValue={meal.text}
          aria-describedby={described("text")}
        />
        <DietFieldError field={field("text")} message={problem("text")} />
      </div>
      <div className="diet-macros">
        {MACROS.map((macro) => (
          <div key={macro} className="admin-field">
            <label htmlFor={field(macro)}>{MACRO_LABELS[macro]}</label>
            <input
              id={field(macro)}
              name={field(macro)}
              type="text"
              inputMode="decimal"
              maxLength={8}
              defaultValue={meal[macro]}
              aria-describedby={described(macro)}
            />
            <DietFieldError field={field(macro)} message={problem(macro)} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function DietEditor({ draft, fields }: DietEditorProps) {
  return (
    <>
      {draft.days.map((day, dayIndex) => (
        <fieldset key={dayIndex} className="diet-day">
          <legend className="admin-subheading">{t(dayLabel(day.name, dayIndex, draft.days.length))}</legend>
          <div className="admin-field">
            <label htmlFor={dayNameField(dayIndex)}>{DIET_PAGE.dayName}</label>
            <input
              id={dayNameField(dayIndex)}
              name={dayNameField(dayIndex)}
              type="text"
              maxLength={DIET_LIMITS.dayName}
              defaultValue={day.name}
              aria-describedby={fields[dayNameField(dayIndex)] ? errorIdOf(dayNameField(dayIndex)) : undefined}
            />
            <DietFieldError field={dayNameField(dayIndex)} message={fields[dayNameField(dayIndex)] && DIET_FIELD_PROBLEMS[fields[dayNameField(dayIndex)]!]} />
          </div>
          {day.meals.map((meal, mealIndex) => (
            <MealFields key={mealIndex} day={dayIndex} index={mealIndex} meal={meal} fields={fields} />
          ))}
          <button type="submit" name="intent" value={`add-meal-${dayIndex}`} className="admin-button" formNoValidate>
            {DIET_PAGE.addMeal}
          </button>
        </fieldset>
      ))}
      <div className="admin-button-row">
        <button type="submit" name="intent" value="add-day" className="admin-button" formNoValidate>
          {DIET_PAGE.addDay}
        </button>
      </div>
    </>
  );
}

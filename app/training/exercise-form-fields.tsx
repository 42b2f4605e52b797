// The exercise's fields, the same in "Nowe ćwiczenie" and an exercise's
// page: what was typed and each field's error under it.
import { typeset as t } from "~/lib/typeset";
import { EXERCISE_CATEGORIES } from "./exercise-category";
import { EXERCISE_CATEGORY_NAMES, EXERCISE_FIELD_LABELS as LABELS } from "./exercise-library.messages";
import { EXERCISE_LIMITS, type ExerciseFields } from "./exercise-schema";

type FieldProps = { values: Partial<ExerciseFields>; errors: Record<string, string[]> };

/** The ids of a field's hint and error, for aria-describedby. */
function describedBy(name: string, errors: FieldProps["errors"], hint: boolean): string | undefined {
  const ids = [hint && `cwiczenie-${name}-podpowiedz`, errors[name] && `cwiczenie-${name}-blad`].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Hint({ name, text }: { name: string; text: string }) {
  return (
    <p id={`cwiczenie-${name}-podpowiedz`} className="editor-hint">
      {t(text)}
    </p>
  );
}

function Problem({ name, errors }: { name: string; errors: FieldProps["errors"] }) {
  const messages = errors[name];
  if (!messages?.length) return null;
  return (
    <p id={`cwiczenie-${name}-blad`} className="form-error" role="alert">
      {t(messages.join(" "))}
    </p>
  );
}

export function ExerciseFormFields({ values, errors }: FieldProps) {
  const invalid = (name: string) => (errors[name] ? true : undefined);
  const line = (name: "muscles" | "equipment", hint: string) => (
    <div className="admin-field">
      <label htmlFor={`cwiczenie-${name}`}>{t(LABELS[name])}</label>
      <Hint name={name} text={hint} />
      <input
        id={`cwiczenie-${name}`}
        name={name}
        defaultValue={values[name] ?? ""}
        maxLength={EXERCISE_LIMITS[name]}
        autoComplete="off"
        aria-invalid={invalid(name)}
        aria-describedby={describedBy(name, errors, true)}
      />
      <Problem name={name} errors={errors} />
    </div>
  );
  return (
    <>
      <div className="admin-field">
        <label htmlFor="cwiczenie-name">{t(LABELS.name)}</label>
        <input
          id="cwiczenie-name"
          name="name"
          defaultValue={values.name ?? ""}
          maxLength={EXERCISE_LIMITS.name}
          required
          autoComplete="off"
          aria-invalid={invalid("name")}
          aria-describedby={describedBy("name", errors, false)}
        />
        <Problem name="name" errors={errors} />
      </div>
      <div className="admin-field">
        <label htmlFor="cwiczenie-category">{t(LABELS.category)}</label>
        <select
          id="cwiczenie-category"
          name="category"
          className="exercise-select"
          defaultValue={values.category ?? ""}
          required
          aria-invalid={invalid("category")}
          aria-describedby={describedBy("category", errors, false)}
        >
          <option value="" disabled>
            {t(LABELS.chooseCategory)}
          </option>
          {EXERCISE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(EXERCISE_CATEGORY_NAMES[category])}
            </option>
          ))}
        </select>
        <Problem name="category" errors={errors} />
      </div>
      <div className="admin-field">
        <label htmlFor="cwiczenie-instructions">{t(LABELS.instructions)}</label>
        <Hint name="instructions" text={LABELS.instructionsHint} />
        <textarea
          id="cwiczenie-instructions"
          name="instructions"
          rows={5}
          defaultValue={values.instructions ?? ""}
          maxLength={EXERCISE_LIMITS.instructions}
          aria-invalid={invalid("instructions")}
          aria-describedby={describedBy("instructions", errors, true)}
        />
        <Problem name="instructions" errors={errors} />
      </div>
      {line("muscles", LABELS.musclesHint)}
      {line("equipment", LABELS.equipmentHint)}
      <div className="admin-field">
        <label htmlFor="cwiczenie-videoUrl">{t(LABELS.videoUrl)}</label>
        <Hint name="videoUrl" text={LABELS.videoHint} />
        <input
          id="cwiczenie-videoUrl"
          name="videoUrl"
          type="url"
          inputMode="url"
          defaultValue={values.videoUrl ?? ""}
          maxLength={EXERCISE_LIMITS.videoUrl}
          placeholder="https://youtu.be/…"
          autoComplete="off"
          aria-invalid={invalid("videoUrl")}
          aria-describedby={describedBy("videoUrl", errors, true)}
        />
        <Problem name="videoUrl" errors={errors} />
      </div>
    </>
  );
}

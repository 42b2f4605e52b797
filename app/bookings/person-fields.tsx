// The person of a booking, a seat or a gift voucher's order: name, e-mail and
// phone, each labelled, its length limited, what was typed kept, and its
// error beside it (`<prefix>-<name>-blad`, which the field names).
import { typeset as t } from "~/lib/typeset";
import { BOOKING_LIMITS } from "./booking-limits";

export type PersonLabels = { name: string; email: string; phone: string };

const personFields = (labels: PersonLabels) =>
  [
    { name: "name", label: labels.name, type: "text", autoComplete: "name", max: BOOKING_LIMITS.name },
    { name: "email", label: labels.email, type: "email", autoComplete: "email", max: BOOKING_LIMITS.email },
    { name: "phone", label: labels.phone, type: "tel", autoComplete: "tel", max: BOOKING_LIMITS.phone },
  ] as const;

export function PersonFields({
  idPrefix,
  labels,
  values,
  errorOf,
}: {
  idPrefix: string;
  labels: PersonLabels;
  values: Partial<Record<string, string>>;
  errorOf: (name: string) => string | undefined;
}) {
  return personFields(labels).map((field) => {
    const id = `${idPrefix}-${field.name}`;
    const error = errorOf(field.name);
    return (
      <div className="field" key={field.name}>
        <label htmlFor={id}>{t(field.label)}</label>
        <input
          id={id}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={field.max}
          defaultValue={values[field.name] ?? ""}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-blad` : undefined}
        />
        {error && (
          <p id={`${id}-blad`} className="field-error">
            {t(error)}
          </p>
        )}
      </div>
    );
  });
}

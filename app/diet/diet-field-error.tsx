// A field's problem under it, announced when it appears; its id ties it to the field (aria-describedby).
import { typeset as t } from "~/lib/typeset";

export const errorIdOf = (field: string) => `${field}-blad`;

export function DietFieldError({ field, message }: { field: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(field)} className="form-error" role="alert">
      {t(message)}
    </p>
  );
}

/** The form's own problem above its fields. */
export function DietFormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {t(message)}
    </p>
  );
}

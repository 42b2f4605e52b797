// A field's errors under it, announced when they appear.
import { typeset as t } from "~/lib/typeset";

export function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {t(messages.join(" "))}
    </p>
  );
}

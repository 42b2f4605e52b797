// The client's cancel button opens a question and its confirm button: one
// tap cancels nothing. A <details> needs no JavaScript and its summary is
// reached and opened with the keyboard.
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { CONFIRM_CANCEL } from "./manage-booking.messages";

export function CancelWithQuestion({
  label,
  question,
  intent,
  version,
}: {
  label: string;
  question: string;
  intent: "cancel" | "cancel-following";
  version: number;
}) {
  return (
    <details className="booking-cancel">
      <summary className="button-secondary">{t(label)}</summary>
      <Form method="post" className="mt-3">
        <p>{t(question)}</p>
        <input type="hidden" name="version" value={version} />
        <button type="submit" name="intent" value={intent} className="button-primary mt-3">
          {CONFIRM_CANCEL}
        </button>
      </Form>
    </details>
  );
}

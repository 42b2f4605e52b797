// The client's cancel button opens a question and its confirm button: one
// tap cancels nothing. A <details> needs no JavaScript and its summary is
// reached and opened with the keyboard. It posts to the page it is on.
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { CONFIRM_CANCEL } from "./manage-booking.messages";

export function CancelWithQuestion({
  label,
  question,
  intent,
  version,
  booking,
}: {
  label: string;
  question: string;
  intent: "cancel" | "cancel-following";
  version: number;
  /** Which booking, on a page that lists several (/moje-treningi). */
  booking?: number;
}) {
  return (
    <details className="booking-cancel">
      <summary className="button-secondary">{t(label)}</summary>
      <Form method="post" className="mt-3">
        <p>{t(question)}</p>
        <input type="hidden" name="version" value={version} />
        {booking !== undefined && <input type="hidden" name="booking" value={booking} />}
        <button type="submit" name="intent" value={intent} className="button-primary mt-3">
          {CONFIRM_CANCEL}
        </button>
      </Form>
    </details>
  );
}

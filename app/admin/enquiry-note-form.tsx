// The trainer's private note on an enquiry: checked as it is typed, and kept
// on this device until it is saved (decision 022), so a reload or a lost
// signal between two sessions loses nothing.
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { z } from "zod";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useFormDraft } from "~/hooks/use-form-draft";
import { ENQUIRY_NOTE_LEAVE } from "~/admin/admin.messages";
import { formatDateTime } from "~/lib/format";
import { withoutKey } from "~/lib/without-key";
import { typeset as t } from "~/lib/typeset";
import { NOTE_MAX_LENGTH, noteSchema } from "./enquiry-update-schema";

type EnquiryNoteFormProps = { enquiryId: number; note: string; lastResult: SubmissionResult<string[]> | undefined };

export function EnquiryNoteForm({ enquiryId, note, lastResult }: EnquiryNoteFormProps) {
  const [form, fields] = useForm<z.input<typeof noteSchema>>({
    id: "notatka",
    lastResult,
    defaultValue: { intent: "note", note },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteSchema }),
  });
  const { keepForm, ...draft } = useFormDraft(`zapytanie-${enquiryId}`, { note }, ENQUIRY_NOTE_LEAVE);
  return (
    <>
      {draft.offer && (
        <KeptDraftOffer
          message={`Na tym urządzeniu czeka niezapisana notatka z ${formatDateTime(draft.offer.savedAt)}.`}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      )}
      <Form method="post" className="admin-form" preventScrollReset {...getFormProps(form)} ref={keepForm} onChange={draft.onChange}>
        {form.errors?.length ? (
          <p id={form.errorId} role="alert" className="form-error">
            {t(form.errors[0]!)}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="note" />
        <div className="admin-field">
          <label htmlFor={fields.note.id}>Twoja notatka (widzisz ją tylko Ty)</label>
          <textarea {...withoutKey(getTextareaProps(fields.note))} rows={4} maxLength={NOTE_MAX_LENGTH} />
          {fields.note.errors?.length ? (
            <p id={fields.note.errorId} className="field-error">
              {t(fields.note.errors[0]!)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="admin-button">
          Zapisz notatkę
        </button>
      </Form>
    </>
  );
}

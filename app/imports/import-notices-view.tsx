// The import page's word on the information mails waiting for imported
// people (art. 14 RODO): how many, when, and "Wstrzymaj te e-maile".
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { IMPORT_NOTICES } from "./import-notice.messages";

export const HOLD_NOTICES_INTENT = "hold-notices";

/** `importId`: the import the page shows, where the trainer stays after holding. */
export function ImportNotices({ waiting, importId }: { waiting: { count: number; dueAt: string } | null; importId?: number }) {
  if (!waiting) return null;
  return (
    <section className="admin-section" aria-labelledby="import-notices">
      <h2 id="import-notices" className="admin-subheading">
        {IMPORT_NOTICES.heading}
      </h2>
      <p>{t(IMPORT_NOTICES.waiting(waiting.count, waiting.dueAt))}</p>
      <Form method="post" className="admin-form">
        <p className="editor-hint">{t(IMPORT_NOTICES.holdLead)}</p>
        {importId !== undefined && <input type="hidden" name="plik" value={importId} />}
        <button type="submit" name="intent" value={HOLD_NOTICES_INTENT} className="admin-button">
          {IMPORT_NOTICES.hold}
        </button>
      </Form>
    </section>
  );
}

// After the import: what it did, and "Cofnij import" while the day lasts.
import { Form, href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { IMPORT_PAGE, importDone } from "./imports.messages";

type Done = { importId: number; added: number; merged: number; booked: number; undoable: boolean };

export function ImportDone({ importId, added, merged, booked, undoable }: Done) {
  return (
    <section className="admin-section">
      <p className="admin-lead">{t(importDone(added, merged, booked))}</p>
      {undoable && (
        <Form method="post" className="admin-form">
          <p className="editor-hint">{t(IMPORT_PAGE.undoLead)}</p>
          <input type="hidden" name="plik" value={importId} />
          <button type="submit" name="intent" value="undo" className="admin-button admin-button-danger">
            {t(IMPORT_PAGE.undoButton)}
          </button>
        </Form>
      )}
      <p>
        <Link to={href("/admin/klienci/import")} className="admin-link">
          {IMPORT_PAGE.anotherFile}
        </Link>
      </p>
    </section>
  );
}

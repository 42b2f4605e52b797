// Step 2 of the import: a select per column of the file, the guesses
// chosen; sent with GET, it asks for the preview (nothing is stored yet).
import { typeset as t } from "~/lib/typeset";
import { COLUMN_ROLES, type ColumnRole } from "./column-guess";
import { IMPORT_PAGE, ROLE_LABELS } from "./imports.messages";
import { roleField } from "./roles-from";

export type ColumnChoice = { header: string; example: string; role: ColumnRole };

export function ColumnsForm({ importId, columns, error }: { importId: number; columns: ColumnChoice[]; error?: string }) {
  return (
    <form method="get" className="admin-form">
      <input type="hidden" name="plik" value={importId} />
      <h2 className="admin-subheading">{t(IMPORT_PAGE.columnsHeading)}</h2>
      <p className="admin-lead">{t(IMPORT_PAGE.columnsLead)}</p>
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      {columns.map((column, at) => (
        <div className="admin-field" key={at}>
          <label htmlFor={`kolumna-${at}`}>{column.header || `${at + 1}.`}</label>
          {column.example && (
            <p id={`kolumna-${at}-przyklad`} className="editor-hint">
              {IMPORT_PAGE.example} {column.example}
            </p>
          )}
          <select id={`kolumna-${at}`} name={roleField(at)} defaultValue={column.role} aria-describedby={column.example ? `kolumna-${at}-przyklad` : undefined}>
            {COLUMN_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="admin-button">
        {t(IMPORT_PAGE.showPreview)}
      </button>
    </form>
  );
}

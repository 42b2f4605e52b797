// Step 3 of the import: what it would do, counted and listed, and the
// button that does it (the roles go with it; the rows stay on the server).
import { Form, href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import type { ColumnRole } from "./column-guess";
import { ERASED_ROWS, IMPORT_PAGE, NOTES_CONFIRM, previewCounts, visitCounts } from "./imports.messages";
import { IMPORT_NOTICES } from "./import-notice.messages";
import type { PreviewList, PreviewSummary } from "./preview-summary";
import { CONFIRM_ERASED_FIELD, NOTES_WITHOUT_HEALTH_FIELD, roleField } from "./roles-from";

function RowsTable({ list, caption }: { list: PreviewList; caption: string }) {
  if (!list.items.length) return null;
  return (
    <>
      <table className="admin-table">
        <caption className="import-caption">{t(caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{IMPORT_PAGE.row}</th>
            <th scope="col">{IMPORT_PAGE.name}</th>
            <th scope="col">{IMPORT_PAGE.card}</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((item) => (
            <tr key={item.row}>
              <td>{item.row}</td>
              <td>
                {item.name}
                {/* A space before the line break: the words stay apart wherever the text is read as one line. */}
                {(item.email || item.phone) && (
                  <>
                    {" "}
                    <br />
                  </>
                )}
                <span className="editor-hint">{[item.email, item.phone].filter(Boolean).join(", ")}</span>
              </td>
              <td>
                {item.card && (
                  <Link className="admin-link" to={href("/admin/klienci/:id", { id: String(item.card.id) })}>
                    {item.card.name}
                  </Link>
                )}
                {item.card && item.note && " "}
                {item.note && <span className="editor-hint">({t(item.note)})</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.more > 0 && <p className="editor-hint">{previewCounts.more(list.more)}</p>}
    </>
  );
}

/** The erased people's rows, each added only when ticked (RODO: an old file must not bring them back unseen). */
function ErasedRows({ list }: { list: PreviewList }) {
  if (!list.items.length) return null;
  return (
    <fieldset className="import-ticks">
      <legend className="import-caption">{t(previewCounts.erased(list.items.length + list.more))}</legend>
      <p className="editor-hint">{t(ERASED_ROWS.hint)}</p>
      {list.items.map((item) => (
        <label key={item.row}>
          <input type="checkbox" name={CONFIRM_ERASED_FIELD} value={item.row} />
          <span>
            {t(ERASED_ROWS.confirm(item.row, item.name))}
            <span className="editor-hint"> {[item.email, item.phone].filter(Boolean).join(", ")}</span>
          </span>
        </label>
      ))}
      {list.more > 0 && <p className="editor-hint">{previewCounts.more(list.more)}</p>}
    </fieldset>
  );
}

type NoticePreview = { subject: string; paragraphs: string[] };

/** What art. 14 RODO asks and the mail the new cards' people will get, before the button. */
function NoticeBefore({ notice }: { notice: NoticePreview }) {
  return (
    <div className="import-ticks">
      <p>{t(IMPORT_NOTICES.before)}</p>
      <details>
        <summary className="admin-link">{IMPORT_NOTICES.previewSummary}</summary>
        <p>
          <strong>{t(notice.subject)}</strong>
        </p>
        {notice.paragraphs.map((paragraph) => (
          <p key={paragraph}>{t(paragraph)}</p>
        ))}
      </details>
    </div>
  );
}

export function ImportPreview({ importId, roles, summary, notice }: { importId: number; roles: ColumnRole[]; summary: PreviewSummary; notice: NoticePreview }) {
  return (
    <section aria-labelledby="podglad-importu" className="admin-section">
      <h2 id="podglad-importu" className="admin-subheading">
        {t(IMPORT_PAGE.previewHeading)}
      </h2>
      <ul className="import-counts">
        <li>{t(previewCounts.added(summary.added.items.length + summary.added.more))}</li>
        {summary.merge.items.length > 0 && <li>{t(previewCounts.merged(summary.merge.items.length + summary.merge.more))}</li>}
        {summary.similar.items.length > 0 && <li>{t(previewCounts.similar(summary.similar.items.length + summary.similar.more))}</li>}
        {summary.skipped.items.length > 0 && <li>{t(previewCounts.skipped(summary.skipped.items.length + summary.skipped.more))}</li>}
        {summary.erased.items.length > 0 && <li>{t(previewCounts.erased(summary.erased.items.length + summary.erased.more))}</li>}
      </ul>
      {summary.visits.booked + summary.visits.clashes.items.length + summary.visits.past + summary.visits.unreadable > 0 && (
        <ul className="import-counts">
          <li>{t(visitCounts.booked(summary.visits.booked))}</li>
          {summary.visits.clashes.items.length > 0 && <li>{t(visitCounts.clash(summary.visits.clashes.items.length + summary.visits.clashes.more))}</li>}
          {summary.visits.past > 0 && <li>{t(visitCounts.past(summary.visits.past))}</li>}
          {summary.visits.unreadable > 0 && <li>{t(visitCounts.unreadable(summary.visits.unreadable))}</li>}
        </ul>
      )}
      {summary.brokenLines.length > 0 && <p className="form-error">{t(previewCounts.broken(summary.brokenLines))}</p>}
      <RowsTable list={summary.added} caption={previewCounts.added(summary.added.items.length + summary.added.more)} />
      <RowsTable list={summary.merge} caption={previewCounts.merged(summary.merge.items.length + summary.merge.more)} />
      <RowsTable list={summary.similar} caption={previewCounts.similar(summary.similar.items.length + summary.similar.more)} />
      <RowsTable list={summary.visits.clashes} caption={visitCounts.clash(summary.visits.clashes.items.length + summary.visits.clashes.more)} />
      <RowsTable list={summary.skipped} caption={previewCounts.skipped(summary.skipped.items.length + summary.skipped.more)} />
      <Form method="post" className="admin-form">
        <input type="hidden" name="plik" value={importId} />
        {roles.map((role, column) => (
          <input key={column} type="hidden" name={roleField(column)} value={role} />
        ))}
        <ErasedRows list={summary.erased} />
        {summary.added.items.length + summary.added.more > 0 && <NoticeBefore notice={notice} />}
        {roles.includes("notes") && (
          <div className="import-ticks">
            <label>
              <input type="checkbox" name={NOTES_WITHOUT_HEALTH_FIELD} value="tak" aria-describedby="import-notatki-wskazowka" />
              <span>{t(NOTES_CONFIRM.label)}</span>
            </label>
            <p id="import-notatki-wskazowka" className="editor-hint">
              {t(NOTES_CONFIRM.hint)}
            </p>
          </div>
        )}
        <button type="submit" name="intent" value="import" className="admin-button admin-button-primary">
          {t(IMPORT_PAGE.importButton)}
        </button>
      </Form>
    </section>
  );
}

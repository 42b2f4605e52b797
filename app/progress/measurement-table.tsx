// The latest measurements as a table: what the server renders, what a screen
// reader reads, and the chart's fallback before (or without) JavaScript.
// Each day has its "Usuń" (a form, with or without JavaScript); a day entered
// again is corrected, not doubled (measurement-store.server.ts).
import { Form } from "react-router";
import { formatDate } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { formatMeasure, MEASURES, type MeasurementRow } from "./measures";
import { MEASURE_SHORT_NAMES, PROGRESS } from "./progress.messages";
import { PROGRESS_INTENTS } from "./progress-form";

/** Where the table's "Usuń" forms post: the page's own progress action. */
type Props = { measurements: MeasurementRow[]; action: string };

/** The rows a table shows: the latest, newest first. */
const ROWS_SHOWN = 10;

export function MeasurementTable({ measurements, action }: Props) {
  if (measurements.length === 0) return <p className="mt-4">{t(PROGRESS.noMeasurements)}</p>;
  const columns = MEASURES.filter((measure) => measurements.some((row) => row[measure.key] !== null));
  const rows = measurements.slice(-ROWS_SHOWN).reverse();
  return (
    // Scrolls sideways on a phone; focusable, so a keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="progress-table-box" tabIndex={0} role="region" aria-label={PROGRESS.latest}>
      <table className="progress-table">
        <caption className="sr-only">{PROGRESS.latest}</caption>
        <thead>
          <tr>
            <th scope="col">{PROGRESS.measuredOn}</th>
            {columns.map((measure) => (
              <th key={measure.key} scope="col">
                {MEASURE_SHORT_NAMES[measure.key]}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{PROGRESS.deleteColumn}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{formatDate(row.measuredOn)}</th>
              {columns.map((measure) => (
                <td key={measure.key}>{row[measure.key] === null ? "—" : formatMeasure(row[measure.key]!, measure.unit)}</td>
              ))}
              <td>
                <Form method="post" action={action} preventScrollReset>
                  <input type="hidden" name="dzien" value={row.measuredOn} />
                  <button
                    type="submit"
                    name="intent"
                    value={PROGRESS_INTENTS.deleteMeasurement}
                    className="progress-delete"
                    aria-label={t(PROGRESS.deleteDay(formatDate(row.measuredOn)))}
                  >
                    {PROGRESS.delete}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm">{t(PROGRESS.correctHint)}</p>
    </div>
  );
}

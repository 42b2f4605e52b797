// The latest measurements as a table: what the server renders, what a screen
// reader reads, and the chart's fallback before (or without) JavaScript.
import { formatDate } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { formatMeasure, MEASURES, type MeasurementRow } from "./measures";
import { MEASURE_SHORT_NAMES, PROGRESS } from "./progress.messages";

/** The rows a table shows: the latest, newest first. */
const ROWS_SHOWN = 10;

export function MeasurementTable({ measurements }: { measurements: MeasurementRow[] }) {
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
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{formatDate(row.measuredOn)}</th>
              {columns.map((measure) => (
                <td key={measure.key}>{row[measure.key] === null ? "—" : formatMeasure(row[measure.key]!, measure.unit)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The chart above the measurements' table: one measure at a time, chosen in
// "Pokaż". Drawn in the browser only (the server renders the table and keeps
// the chart's place), its
// library loaded with import() once the page's code runs, so no page without
// a chart carries it. A chunk that fails to load leaves the table alone.
import { lazy, Suspense, useId, useState, type ComponentType } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { typeset as t } from "~/lib/typeset";
import { CHART_RANGES, FIRST_RANGE, pointsInRange, type ChartRange } from "./chart-range";
import type { MeasureChartProps } from "./measure-chart";
import { MEASURES, type MeasureKey, type MeasurementRow } from "./measures";
import { CHART_RANGE_NAMES, MEASURE_NAMES, MEASURE_SHORT_NAMES, PROGRESS } from "./progress.messages";

const MeasureChart = lazy<ComponentType<MeasureChartProps>>(() =>
  import("./progress-chart.lazy").then(
    (module) => ({ default: module.MeasureChart }),
    () => ({ default: () => null }),
  ),
);

export function MeasurementChart({ measurements }: { measurements: MeasurementRow[] }) {
  const hydrated = useHydrated();
  const selectId = useId();
  const charted = MEASURES.filter((measure) => measurements.filter((row) => row[measure.key] !== null).length >= 2);
  const [chosen, setChosen] = useState<MeasureKey | null>(null);
  const [range, setRange] = useState<ChartRange>(FIRST_RANGE);
  const measure = charted.find((candidate) => candidate.key === chosen) ?? charted[0];
  const key = measure?.key;
  const points = pointsInRange(key ? measurements.flatMap((row) => (row[key] === null ? [] : [{ date: row.measuredOn, value: row[key]! }])) : [], range);
  if (!measure) return measurements.length > 0 ? <p className="mt-4">{t(PROGRESS.tooFewForChart)}</p> : null;
  // Drawn with its place kept from the first paint (the choice waits for the page's code): the table and the
  // buttons under it never move when the chart comes (a trainer's "Usuń" landed elsewhere, issue 78).
  return (
    <div className="mt-4">
      <div className="field progress-choice">
        <label htmlFor={selectId}>{PROGRESS.show}</label>
        <select id={selectId} value={measure.key} disabled={!hydrated} onChange={(event) => setChosen(event.target.value as MeasureKey)}>
          {charted.map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {MEASURE_SHORT_NAMES[candidate.key]}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label={PROGRESS.range} className="progress-ranges">
        {CHART_RANGES.map((each) => (
          <button key={each} type="button" aria-pressed={each === range} disabled={!hydrated} onClick={() => setRange(each)}>
            {CHART_RANGE_NAMES[each].button}
          </button>
        ))}
      </div>
      <div className="progress-chart-box">
        {hydrated && points.length < 2 ? (
          <p>{t(PROGRESS.tooFewInRange)}</p>
        ) : hydrated ? (
          <Suspense>
            <MeasureChart points={points} unit={measure.unit} label={PROGRESS.chartLabel(MEASURE_NAMES[measure.key], CHART_RANGE_NAMES[range].described)} />
          </Suspense>
        ) : (
          <noscript>
            <p>{t(PROGRESS.chartNeedsScript)}</p>
          </noscript>
        )}
      </div>
    </div>
  );
}

// A bar chart drawn on the server as SVG: no script, readable on a 390 px
// phone, printed as it is shown. The exact values sit in a table folded
// under it, for a screen reader, a print and a check against the books.
import { typeset as t } from "~/lib/typeset";

export type Bar = {
  /** Under the bar ("lis"), or "" where the axis stays quiet. */
  label: string;
  /** A second line under the label, where the year turns ("2026"). */
  year?: string;
  /** The period in full, in the table and the bar's tooltip ("listopad 2026"). */
  name: string;
  value: number;
  /** The value in words ("1 240 zł"). */
  text: string;
};

const WIDTH = 360;
const HEIGHT = 180;
const TOP = 14;
const BOTTOM = 30;
const LEFT = 4;

/** The round number the axis ends at, at least `max`: 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten. */
export function axisTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((step) => step * power).find((top) => top >= max)!;
}

export function BarChart({
  id,
  title,
  lead,
  bars,
  column,
  periodColumn,
  top,
  topText,
  foldLabel,
}: {
  id: string;
  title: string;
  lead: string;
  bars: readonly Bar[];
  column: string;
  periodColumn: string;
  /** The axis's top (axisTop of the largest value), and in words ("20 000 zł"). */
  top: number;
  topText: string;
  foldLabel: string;
}) {
  const step = (WIDTH - LEFT) / bars.length;
  const height = (value: number) => (Math.max(0, value) / top) * (HEIGHT - TOP - BOTTOM);
  return (
    <section className="admin-section bar-chart" aria-labelledby={`${id}-tytul`}>
      <h2 id={`${id}-tytul`} className="admin-subheading">
        {t(title)}
      </h2>
      <p className="admin-lead">{t(lead)}</p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-tytul`} className="bar-chart-svg" data-chart={id}>
        <line x1={LEFT} x2={WIDTH} y1={TOP} y2={TOP} className="bar-chart-grid" />
        <text x={LEFT} y={TOP - 4} className="bar-chart-axis">
          {topText}
        </text>
        <line x1={LEFT} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="bar-chart-base" />
        {bars.map((bar, index) => {
          const x = LEFT + index * step;
          const h = height(bar.value);
          return (
            <g key={bar.name}>
              <rect x={x + step * 0.15} width={step * 0.7} y={HEIGHT - BOTTOM - h} height={h} className="bar-chart-bar" data-value={bar.value}>
                <title>{`${bar.name}: ${bar.text}`}</title>
              </rect>
              {bar.label && (
                <text x={x + step / 2} y={HEIGHT - 17} textAnchor="middle" className="bar-chart-axis">
                  {bar.label}
                </text>
              )}
              {bar.year && (
                <text x={x + step / 2} y={HEIGHT - 5} textAnchor="middle" className="bar-chart-axis">
                  {bar.year}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="bar-chart-values">
        <summary>{t(foldLabel)}</summary>
        <table className="payments-summary">
          <thead>
            <tr>
              <th scope="col">{t(periodColumn)}</th>
              <th scope="col">{t(column)}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.name}>
                <th scope="row">{t(bar.name)}</th>
                <td data-value={bar.value}>{t(bar.text)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

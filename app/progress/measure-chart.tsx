// One measure over time, drawn by uPlot (MIT, ~20 kB brotli with its CSS):
// the progress chart's own chunk, loaded through progress-chart.lazy.ts only
// where a chart is shown, after hydration.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { Measure } from "./measures";
import { CHART_DATE_NAMES } from "./progress.messages";

export type ChartPoint = { date: string; value: number };

const HEIGHT = 240;
const oneDecimal = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 1 });
const dayMonth = uPlot.fmtDate("{D} {MMM}", CHART_DATE_NAMES);

export type MeasureChartProps = { points: ChartPoint[]; unit: Measure["unit"]; label: string };

export function MeasureChart({ points, unit, label }: MeasureChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // Drawn again only when the points change, not on every render of the page.
  const pointsText = JSON.stringify(points);
  useEffect(() => {
    const drawn = JSON.parse(pointsText) as ChartPoint[];
    const element = box.current;
    if (!element) return;
    // The site's ink, read from its stylesheet: a canvas takes no CSS variable.
    const ink = getComputedStyle(element).getPropertyValue("--color-ink").trim() || "#111418";
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        fmtDate: (template) => uPlot.fmtDate(template, CHART_DATE_NAMES),
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Europe/Warsaw"),
        scales: { x: { time: true } },
        axes: [
          { stroke: ink, space: 64, values: (_chart, splits) => splits.map((seconds) => dayMonth(new Date(seconds * 1000))) },
          { stroke: ink, size: 56, values: (_chart, splits) => splits.map((value) => `${oneDecimal.format(value)} ${unit}`) },
        ],
        series: [{}, { label, stroke: ink, width: 2, points: { show: true, size: 7, fill: ink } }],
      },
      [drawn.map((point) => Date.parse(`${point.date}T12:00:00Z`) / 1000), drawn.map((point) => point.value)],
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [pointsText, unit, label]);
  return <div ref={box} className="progress-chart" role="img" aria-label={label} />;
}

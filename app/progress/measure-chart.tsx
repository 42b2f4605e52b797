// One measure over time, drawn by uPlot (MIT, ~20 kB brotli with its CSS):
// the progress chart's own chunk, loaded through progress-chart.lazy.ts only
// where a chart is shown, after hydration.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { dateTicks } from "./chart-range";
import type { Measure } from "./measures";
import { CHART_DATE_NAMES } from "./progress.messages";

export type ChartPoint = { date: string; value: number };

const HEIGHT = 240;
const oneDecimal = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 1 });
const dayMonth = uPlot.fmtDate("{D} {MMM}", CHART_DATE_NAMES);
const warsaw = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), "Europe/Warsaw");

/** The y axis as wide as its longest value ("99,5 kg" was cut to "9,5" in a fixed 56 px), measured in its own font. */
function valuesWidth(self: uPlot, values: string[] | undefined, axisIndex: number, cycle: number): number {
  const axis = self.axes[axisIndex]!;
  if (cycle > 1) return (axis as { _size?: number })._size ?? 56;
  const longest = (values ?? []).reduce((widest, value) => (value.length > widest.length ? value : widest), "");
  self.ctx.font = (axis.font as unknown as string[] | undefined)?.[0] ?? self.ctx.font;
  return Math.ceil((axis.ticks?.size ?? 10) + (axis.gap ?? 5) + self.ctx.measureText(longest).width / devicePixelRatio) + 4;
}

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
          {
            stroke: ink,
            space: 80,
            values: (_chart, splits) => dateTicks(splits.map((seconds) => ({ year: warsaw(seconds).getFullYear(), text: dayMonth(warsaw(seconds)) }))),
          },
          { stroke: ink, size: valuesWidth, values: (_chart, splits) => splits.map((value) => `${oneDecimal.format(value)} ${unit}`) },
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

// /admin/platnosci/rok as its loader returns it: the year's figures as four
// bar charts, each worded (titles, bars' names and values).
import type { Kysely } from "kysely";
import { axisTop, type Bar } from "~/components/bar-chart";
import type { Database } from "~/db/database.server";
import {
  CHART_TEXTS,
  CHART_VALUES,
  MONTH_COLUMN,
  monthBarLabel,
  monthName,
  VALUES_FOLD,
  WEEK_COLUMN,
  weekName,
  yearBarLabel,
  type YearChart,
} from "./year.messages";
import type { Span } from "./year-figures";
import { yearFigures } from "./year-figures.server";

function chart(id: YearChart, bars: Bar[], periodColumn: string) {
  const top = axisTop(Math.max(0, ...bars.map((bar) => bar.value)));
  const { title, lead, column } = CHART_TEXTS[id];
  return { id, title, lead, column, periodColumn, bars, top, topText: CHART_VALUES[id](top), foldLabel: VALUES_FOLD };
}

const monthBars = (id: YearChart, months: Span[], values: number[]): Bar[] =>
  months.map((month, index) => ({
    label: monthBarLabel(month.first),
    year: yearBarLabel(month.first),
    name: monthName(month.first),
    value: values[index]!,
    text: CHART_VALUES[id](values[index]!),
  }));

/** A week's bar is labelled with its month where the month changes (and the year where it turns); the rest stay quiet. */
const weekBars = (weeks: Span[], values: number[]): Bar[] =>
  weeks.map((week, index) => ({
    ...(index > 0 && week.first.slice(5, 7) !== weeks[index - 1]!.first.slice(5, 7)
      ? { label: monthBarLabel(week.first), year: yearBarLabel(`${week.first.slice(0, 7)}-01`) }
      : { label: "" }),
    name: weekName(week.first),
    value: values[index]!,
    text: CHART_VALUES.held(values[index]!),
  }));

export async function yearCharts(db: Kysely<Database>, now: Date) {
  const figures = await yearFigures(db, now);
  return [
    chart("revenue", monthBars("revenue", figures.months, figures.revenue), MONTH_COLUMN),
    chart("held", weekBars(figures.weeks, figures.held), WEEK_COLUMN),
    chart("firstTime", monthBars("firstTime", figures.months, figures.firstTime), MONTH_COLUMN),
    chart("lost", monthBars("lost", figures.months, figures.lost), MONTH_COLUMN),
  ];
}

// What pages load of app/progress/ on demand (import()): the chart and its library, a chunk of their own.
export { MeasureChart, type ChartPoint } from "./measure-chart";

// One page's figures over its runs: medians of the scores, metrics and
// first-load bytes, the ranges of the timings, the ratio and the main thread.
import type { Result } from "lighthouse";
import { median } from "../measure/stats.ts";
import { numericValue } from "./lighthouse-run.ts";
import { medianBreakdown, type MainThreadBreakdown } from "./main-thread.ts";
import { firstLoad, pageFacts, type FirstLoad } from "./page-facts.ts";
import type { Target } from "./targets.ts";

export type Summary = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  lcpRange: number[];
  tbt: number;
  tbtRange: number[];
  cls: number;
  html: number;
  headers: number;
  css: number;
  js: number;
  images: number;
  fonts: number;
  totalBytes: number;
  lightbox: boolean;
  ratio: number | null;
  ratioRange: number[] | null;
  mainThread: MainThreadBreakdown | null;
};

const range = (values: number[]) => [Math.min(...values), Math.max(...values)];

/** The category scores (0–100), medians. */
function scores(lhrs: Result[]) {
  const score = (id: string) => median(lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
  return { performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo") };
}

/** The timings, medians, with the ranges of the two that move most. */
function metrics(lhrs: Result[]) {
  const metric = (id: string) => median(lhrs.map((lhr) => numericValue(lhr, id)));
  const tbts = lhrs.map((lhr) => Math.round(numericValue(lhr, "total-blocking-time")));
  const lcps = lhrs.map((lhr) => Math.round(numericValue(lhr, "largest-contentful-paint")));
  return {
    fcp: Math.round(metric("first-contentful-paint")),
    lcp: Math.round(metric("largest-contentful-paint")),
    lcpRange: range(lcps),
    tbt: median(tbts),
    tbtRange: range(tbts),
    cls: metric("cumulative-layout-shift"),
    totalBytes: Math.round(metric("total-byte-weight")),
  };
}

/** The first-load bytes: the HTML as its server sends it, the rest as the runs fetched it (medians). */
async function bytes(target: Target, lhrs: Result[]) {
  const facts = await pageFacts(target.url);
  const loads = lhrs.map((lhr) => firstLoad(lhr, facts));
  const load = (key: Exclude<keyof FirstLoad, "lightbox">) => median(loads.map((entry) => entry[key]));
  return {
    html: facts.htmlBytes,
    headers: facts.headerBytes,
    css: load("stylesheets") + facts.inlineCssBytes,
    js: load("js"),
    images: load("images"),
    fonts: load("fonts"),
    lightbox: loads.some((entry) => entry.lightbox),
  };
}

/** The main-thread ratio's median and range, and the breakdown's medians, where there are any. */
function mainThread({ runs, ratios }: Target) {
  const breakdowns = runs.flatMap((run) => (run.mainThread ? [run.mainThread] : []));
  const twoDecimals = (value: number) => Number(value.toFixed(2));
  return {
    ratio: ratios.length ? twoDecimals(median(ratios)) : null,
    ratioRange: ratios.length ? range(ratios).map(twoDecimals) : null,
    mainThread: breakdowns.length ? medianBreakdown(breakdowns) : null,
  };
}

/** One page's medians over its runs. */
export async function summarize(target: Target): Promise<Summary> {
  const lhrs = target.runs.map((run) => run.lhr);
  return { page: target.label, ...scores(lhrs), ...metrics(lhrs), ...(await bytes(target, lhrs)), ...mainThread(target) };
}

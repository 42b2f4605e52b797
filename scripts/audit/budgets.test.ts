import { expect, it } from "vitest";
import { BUDGETS, check } from "./budgets.ts";
import type { Summary } from "./summary.ts";
import type { Target } from "./targets.ts";

const target: Target = { label: "/oferta", path: "/oferta", indexed: true, url: "", gated: true, ratio: false, runs: [], ratios: [] };
const page = (html: number, headers: number): Summary => ({
  page: "/oferta",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 650,
  lcp: 900,
  lcpRange: [900, 900],
  tbt: 0,
  tbtRange: [0, 0],
  cls: 0,
  html,
  headers,
  css: 11_000,
  js: 100_000,
  images: 0,
  fonts: 1,
  totalBytes: 0,
  lightbox: false,
  ratio: null,
  ratioRange: null,
  mainThread: null,
});

it("a document fails when its body and headers together do not fit the first round trip (ten segments of 1 460 bytes)", () => {
  expect(BUDGETS.html).toBe(14_600);
  expect(check(target, page(13_317, 1_283), 114_000, false).problems).toEqual([]);
  expect(check(target, page(13_318, 1_283), 114_000, false).problems).toEqual(["HTML 14601 B with its headers > 14600 B (the first round trip)"]);
});

it("a page fails when it loads a second font file: a request more beside its first photo", () => {
  expect(check(target, { ...page(12_000, 1_200), fonts: 2 }, 114_000, false).problems).toEqual(["2 font files > 1"]);
});

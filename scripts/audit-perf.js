// `npm run audit:perf`: Lighthouse 12 (mobile, default settings) on every
// public page of the production build (PAGES=/,/kontakt: only those), median
// of RUNS runs (5), in Debian's Chromium. Prints each page's scores, metrics
// (TBT with the range of its runs) and first-load bytes, then where the main
// thread's time goes after the first paint (scripts/audit-trace.js) and the
// page's main-thread ratio: its main-thread work over that of a run with the
// site's JavaScript blocked, paired with it (RATIO_PAIRS of the runs, all by
// default; 0 skips them). Writes reports/audit.json, and exits non-zero when
// a page misses a floor, a limit or a budget (see FLOORS, METRIC_LIMITS and
// BUDGETS; AUDIT_TIMING below).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { brotliCompressSync } from "node:zlib";
import http from "node:http";
import { assertBlocked, audit, BREAKDOWN_HEADER, breakdownColumns, medianBreakdown } from "./audit-trace.js";
import { ensureBuild } from "./ensure-build.js";
import { serveBuild } from "./serve-build.js";

const PORT = 4180;
const SITE_URL = `http://localhost:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 5);
const RATIO_PAIRS = Math.min(Number(process.env.RATIO_PAIRS ?? RUNS), RUNS);
const ALL_PAGES = [
  { path: "/", indexed: true },
  { path: "/oferta", indexed: true },
  { path: "/galeria", indexed: true },
  { path: "/osiagniecia", indexed: true },
  { path: "/kontakt", indexed: true },
  { path: "/rezerwacja", indexed: true },
  { path: "/polityka-prywatnosci", indexed: true },
  { path: "/dziekujemy", indexed: false },
];
const only = process.env.PAGES?.split(",").map((page) => page.trim());
const unknown = only?.filter((page) => !ALL_PAGES.some(({ path }) => path === page)) ?? [];
if (unknown.length) throw new Error(`PAGES: not a page this script knows: ${unknown.join(", ")}`);
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;

process.env.SITE_URL = SITE_URL;
await ensureBuild();
const server = await serveBuild({ port: PORT });

/** Scores (0–100) a page must reach; SEO only where the page is indexed. */
const FLOORS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };
/** Lighthouse metrics a page must stay under (ms, CLS as a fraction), and its main-thread ratio. */
const METRIC_LIMITS = { lcp: 2000, tbt: 50, cls: 0.01, ratio: 1.5 };
/**
 * First-load bytes. HTML is the document's body as the server sends it to a
 * browser that accepts brotli (the first round trip carries about 14 KB; the
 * response headers, which HTTP/2 compresses, are shown apart); CSS is
 * stylesheets plus the inline style, brotli-compressed; JS is the brotli size
 * (the build's .br copies) of every script the visit fetched except other
 * pages' route chunks, which link prefetching fetches ahead of a click.
 */
const BUDGETS = { html: 14 * 1024, css: 15 * 1024, js: 100 * 1024, fonts: 2 };
/**
 * The figures that move with this machine's load as much as with the code:
 * total blocking time (main-thread tasks timed on a shared 2-core VM, then
 * multiplied by four), the performance score, which weighs it, and the
 * main-thread ratio, which cancels the machine's speed out only as far as the
 * two runs of a pair ran on an equally busy machine. AUDIT_TIMING=advisory
 * prints their misses as warnings instead of failing; every other floor and
 * budget fails the run regardless.
 */
const TIMING_CHECKS = new Set(["performance", "tbt", "ratio"]);
const timingAdvisory = process.env.AUDIT_TIMING === "advisory";
/** The gallery's lightbox: its code may load on /galeria only. */
const LIGHTBOX = /photo-lightbox|yet-another-react-lightbox/;

const mainThreadWork = (lhr) => lhr.audits["mainthread-work-breakdown"].numericValue;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The compressed body and the headers of a page, byte for byte as sent. */
function rawResponse(pagePath) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${SITE_URL}${pagePath}`, { headers: { "accept-encoding": "gzip, deflate, br" } }, (response) => {
      let body = 0;
      response.on("data", (chunk) => (body += chunk.length));
      response.on("end", () => {
        const headers = response.rawHeaders.reduce((total, part) => total + part.length + 2, 0) + response.statusMessage.length + 15;
        resolve({ body, headers });
      });
    });
    request.on("error", reject);
  });
}

/** The page's compressed size, its inline style compressed as it travels inside the HTML, and the scripts its HTML names. */
async function pageFacts(pagePath) {
  const html = await (await fetch(`${SITE_URL}${pagePath}`)).text();
  const raw = await rawResponse(pagePath);
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join("");
  return {
    htmlBytes: raw.body,
    headerBytes: raw.headers,
    inlineCssBytes: css ? brotliCompressSync(Buffer.from(css)).length : 0,
    scripts: new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []),
  };
}

/** A built file's size in brotli, as the server sends it. */
function brotliSize(url) {
  const file = path.join("build/client", new URL(url).pathname);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

/** Every route's chunks (module and static imports), from React Router's manifest in the build. */
function routeChunks() {
  const file = readdirSync("build/client/assets").find((name) => /^manifest-[\w-]+\.js$/.test(name));
  const sandbox = { window: {} };
  runInNewContext(readFileSync(path.join("build/client/assets", file), "utf8"), sandbox);
  return new Set(Object.values(sandbox.window.__reactRouterManifest.routes).flatMap((route) => [route.module, ...(route.imports ?? [])]));
}
const ROUTE_CHUNKS = routeChunks();

/** What one Lighthouse run fetched for the page itself, by kind, and whether the lightbox came along. */
function firstLoad(lhr, pageScripts) {
  // Without the metrics' timings (a failed trace), every request counts.
  const loadedAt = lhr.audits.metrics.details?.items?.[0]?.observedLoad ?? Infinity;
  const requests = lhr.audits["network-requests"].details.items;
  const early = requests.filter((request) => request.networkRequestTime <= loadedAt);
  const sum = (type) => early.filter((request) => request.resourceType === type).reduce((total, request) => total + request.transferSize, 0);
  const ownScripts = requests.filter((request) => {
    if (request.resourceType !== "Script") return false;
    const chunk = new URL(request.url).pathname;
    return pageScripts.has(chunk) || !ROUTE_CHUNKS.has(chunk);
  });
  return {
    stylesheets: sum("Stylesheet"),
    js: ownScripts.reduce((total, request) => total + brotliSize(request.url), 0),
    fonts: requests.filter((request) => request.resourceType === "Font").length,
    images: sum("Image"),
    lightbox: requests.some((request) => LIGHTBOX.test(request.url)),
  };
}

const results = [];
try {
  console.log(
    "page                  perf a11y  bp  seo  FCP ms LCP ms         TBT ms   CLS  HTML KB (+hdr)  CSS KB  JS KB  img KB fonts  all KB",
  );
  for (const page of PAGES) {
    const url = `${SITE_URL}${page.path}`;
    const runs = [];
    const ratios = [];
    // Each blocked run right after its partner, so that both meet the machine
    // equally busy; it counts towards the ratio only, not to any other figure.
    for (let i = 0; i < RUNS; i++) {
      const run = await audit(url);
      runs.push(run);
      if (i >= RATIO_PAIRS) continue;
      const blocked = await audit(url, { blockJs: true });
      if (run.lhr.runtimeError || blocked.lhr.runtimeError) continue;
      assertBlocked(blocked);
      ratios.push(mainThreadWork(run.lhr) / mainThreadWork(blocked.lhr));
    }
    const lhrs = runs.map((run) => run.lhr);
    const score = (id) => median(lhrs.map((lhr) => Math.round(lhr.categories[id].score * 100)));
    const metric = (id) => median(lhrs.map((lhr) => lhr.audits[id].numericValue));
    const tbts = lhrs.map((lhr) => Math.round(lhr.audits["total-blocking-time"].numericValue));
    const breakdowns = runs.map((run) => run.mainThread).filter(Boolean);
    const facts = await pageFacts(page.path);
    const loads = lhrs.map((lhr) => firstLoad(lhr, facts.scripts));
    const load = (key) => median(loads.map((entry) => entry[key]));
    const row = {
      page: page.path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: Math.round(metric("first-contentful-paint")),
      lcp: Math.round(metric("largest-contentful-paint")),
      tbt: median(tbts),
      tbtRange: [Math.min(...tbts), Math.max(...tbts)],
      cls: metric("cumulative-layout-shift"),
      html: facts.htmlBytes,
      headers: facts.headerBytes,
      css: load("stylesheets") + facts.inlineCssBytes,
      js: load("js"),
      images: load("images"),
      fonts: load("fonts"),
      totalBytes: Math.round(metric("total-byte-weight")),
      lightbox: loads.some((entry) => entry.lightbox),
      ratio: ratios.length ? Number(median(ratios).toFixed(2)) : null,
      ratioRange: ratios.length ? [Math.min(...ratios), Math.max(...ratios)].map((ratio) => Number(ratio.toFixed(2))) : null,
      mainThread: breakdowns.length ? medianBreakdown(breakdowns) : null,
    };
    const problems = [];
    const warnings = [];
    const miss = (key, text) => (timingAdvisory && TIMING_CHECKS.has(key) ? warnings : problems).push(text);
    for (const [key, floor] of Object.entries(FLOORS)) {
      if (key === "seo" && !page.indexed) continue;
      if (row[key] < floor) miss(key, `${key} ${row[key]} < ${floor}`);
    }
    for (const [key, limit] of Object.entries(METRIC_LIMITS)) {
      if (row[key] > limit) miss(key, `${key.toUpperCase()} ${row[key]} > ${limit}`);
    }
    for (const key of ["html", "css", "js"]) {
      if (row[key] > BUDGETS[key]) miss(key, `${key.toUpperCase()} ${kb(row[key])} KB > ${kb(BUDGETS[key])} KB`);
    }
    if (row.fonts > BUDGETS.fonts) miss("fonts", `${row.fonts} font files > ${BUDGETS.fonts}`);
    if (row.lightbox && page.path !== "/galeria") miss("lightbox", "lightbox code loaded");
    results.push({ ...row, problems, warnings });
    console.log(
      [
        page.path.padEnd(21),
        String(row.performance).padStart(4),
        String(row.accessibility).padStart(4),
        String(row.bestPractices).padStart(4),
        String(row.seo).padStart(4),
        String(row.fcp).padStart(7),
        String(row.lcp).padStart(6),
        `${row.tbt} (${row.tbtRange.join("–")})`.padStart(14),
        row.cls.toFixed(3).padStart(6),
        kb(row.html).padStart(8),
        `(+${kb(row.headers)})`.padStart(6),
        kb(row.css).padStart(7),
        kb(row.js).padStart(6),
        kb(row.images).padStart(7),
        String(row.fonts).padStart(5),
        kb(row.totalBytes).padStart(7),
        problems.length ? ` FAIL: ${problems.join("; ")}` : "",
        warnings.length ? ` WARN (advisory): ${warnings.join("; ")}` : "",
      ].join(" "),
    );
  }
  console.log(`\nmain thread after FCP, ms (medians; scaled ×4 as Lighthouse scales main-thread work), and main-thread ratio\n${BREAKDOWN_HEADER}`);
  for (const row of results) {
    const ratio = row.ratio === null ? "–" : `${row.ratio.toFixed(2)} (${row.ratioRange.map((value) => value.toFixed(2)).join("–")})`;
    console.log(`${row.page.padEnd(21)} ${ratio.padEnd(16)} ${breakdownColumns(row.mainThread)}`);
  }
} finally {
  server.stop();
}
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/audit.json",
  JSON.stringify({ runs: RUNS, ratioPairs: RATIO_PAIRS, floors: FLOORS, limits: METRIC_LIMITS, budgets: BUDGETS, timingAdvisory, pages: results }, null, 2),
);
process.exit(results.some((row) => row.problems.length > 0) ? 1 : 0);


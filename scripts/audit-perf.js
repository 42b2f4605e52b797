// `npm run audit:perf`: Lighthouse 12 (mobile, default settings) on every
// public page of the production build, median of RUNS runs, in Debian's
// Chromium. Prints each page's scores, metrics and first-load bytes, writes
// reports/audit.json, and exits non-zero when a page misses a floor or a
// budget (see FLOORS and BUDGETS; AUDIT_TIMING below).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { brotliCompressSync } from "node:zlib";
import http from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuild } from "./ensure-build.js";
import { serveBuild } from "./serve-build.js";

const PORT = 4180;
const SITE_URL = `http://localhost:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = [
  { path: "/", indexed: true },
  { path: "/oferta", indexed: true },
  { path: "/galeria", indexed: true },
  { path: "/osiagniecia", indexed: true },
  { path: "/kontakt", indexed: true },
  { path: "/rezerwacja", indexed: true },
  { path: "/polityka-prywatnosci", indexed: true },
  { path: "/dziekujemy", indexed: false },
];

process.env.SITE_URL = SITE_URL;
await ensureBuild();
const server = await serveBuild({ port: PORT });
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * One Lighthouse run in a Chrome of its own, so that no run inherits another's
 * processes or memory. A run Lighthouse itself reports as broken (a
 * runtimeError, such as a trace it could not read) is repeated, twice at most.
 */
async function audit(url, attempt = 1) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  let lhr;
  try {
    lhr = (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" })).lhr;
  } finally {
    await chrome.kill();
  }
  if (!lhr.runtimeError || attempt === 3) return lhr;
  console.error(`${url}: Lighthouse run failed (${lhr.runtimeError.code}), running it again`);
  return audit(url, attempt + 1);
}

/** Scores (0–100) a page must reach; SEO only where the page is indexed. */
const FLOORS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };
/** Lighthouse metrics a page must stay under (ms, and CLS as a fraction). */
const METRIC_LIMITS = { lcp: 2000, tbt: 100, cls: 0.01 };
/**
 * First-load bytes. HTML is the document's body as the server sends it to a
 * browser that accepts brotli (the first round trip carries about 14 KB; the
 * response headers, which HTTP/2 compresses, are shown apart); CSS is
 * stylesheets plus the inline style, brotli-compressed; JS is the brotli size
 * (the build's .br copies) of every script the visit fetched except other
 * pages' route chunks, which link prefetching fetches ahead of a click.
 */
const BUDGETS = { html: 14 * 1024, css: 15 * 1024, js: 120 * 1024, fonts: 2 };
/**
 * The two figures that move with this machine's load as much as with the
 * code: total blocking time (main-thread tasks timed on a shared 2-core VM,
 * then multiplied by four) and the performance score, which weighs it.
 * AUDIT_TIMING=advisory prints their misses as warnings instead of failing;
 * every other floor and budget fails the run regardless.
 */
const TIMING_CHECKS = new Set(["performance", "tbt"]);
const timingAdvisory = process.env.AUDIT_TIMING === "advisory";
/** The gallery's lightbox: its code may load on /galeria only. */
const LIGHTBOX = /photo-lightbox|yet-another-react-lightbox/;

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
    "page                  perf a11y  bp  seo  FCP ms LCP ms TBT ms   CLS  HTML KB (+hdr)  CSS KB  JS KB  img KB fonts  all KB",
  );
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(`${SITE_URL}${page.path}`));
    }
    const score = (id) => median(runs.map((lhr) => Math.round(lhr.categories[id].score * 100)));
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
    const facts = await pageFacts(page.path);
    const loads = runs.map((lhr) => firstLoad(lhr, facts.scripts));
    const load = (key) => median(loads.map((entry) => entry[key]));
    const row = {
      page: page.path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: Math.round(metric("first-contentful-paint")),
      lcp: Math.round(metric("largest-contentful-paint")),
      tbt: Math.round(metric("total-blocking-time")),
      cls: metric("cumulative-layout-shift"),
      html: facts.htmlBytes,
      headers: facts.headerBytes,
      css: load("stylesheets") + facts.inlineCssBytes,
      js: load("js"),
      images: load("images"),
      fonts: load("fonts"),
      totalBytes: Math.round(metric("total-byte-weight")),
      lightbox: loads.some((entry) => entry.lightbox),
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
        String(row.tbt).padStart(6),
        row.cls.toFixed(3).padStart(6),
        kb(row.html).padStart(8),
        `(+${kb(row.headers)})`.padStart(6),
        kb(row.css).padStart(7),
        kb(row.js).padStart(6),
        kb(row.images).padStart(7),
        String(row.fonts).padStart(5),
        kb(row.totalBytes).padStart(7),
        problems.length ? ` FAIL: ${problems.join("; ")}` : "",
        warnings.length ? ` WARN (timing, advisory): ${warnings.join("; ")}` : "",
      ].join(" "),
    );
  }
} finally {
  server.stop();
}
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/audit.json",
  JSON.stringify({ runs: RUNS, floors: FLOORS, limits: METRIC_LIMITS, budgets: BUDGETS, timingAdvisory, pages: results }, null, 2),
);
process.exit(results.some((row) => row.problems.length > 0) ? 1 : 0);


// `npm run audit:perf`: Lighthouse 12 (mobile, default settings) on every
// public page of the production build, median of RUNS runs, in Debian's
// Chromium. Prints each page's scores and metrics; exits non-zero when a page
// falls under the floors (performance 95; accessibility, best practices 100;
// SEO 100 on indexable pages).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuild } from "./ensure-build.js";

const PORT = 4180;
const SITE_URL = `http://localhost:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = [
  { path: "/", indexed: true },
  { path: "/oferta", indexed: true },
  { path: "/galeria", indexed: true },
  { path: "/osiagniecia", indexed: true },
  { path: "/kontakt", indexed: true },
  { path: "/polityka-prywatnosci", indexed: true },
  { path: "/dziekujemy", indexed: false },
];

process.env.SITE_URL = SITE_URL;
await ensureBuild();
const server = spawn("node", ["server.js"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATABASE_URL: path.join(mkdtempSync(path.join(tmpdir(), "audit-")), "site.db"),
  },
  stdio: "ignore",
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let failed = false;
try {
  await waitForServer();
  console.log("page                  perf  a11y  bp   seo   FCP ms  LCP ms  TBT ms  CLS    bytes");
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${SITE_URL}${page.path}`, { port: chrome.port, output: "json", logLevel: "error" });
      runs.push(lhr);
    }
    const score = (id) => median(runs.map((lhr) => Math.round(lhr.categories[id].score * 100)));
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
    const row = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      bytes: metric("total-byte-weight"),
    };
    const problems = [];
    if (row.performance < 95) problems.push("performance < 95");
    if (row.accessibility < 100) problems.push("accessibility < 100");
    if (row.bestPractices < 100) problems.push("best practices < 100");
    if (page.indexed && row.seo < 100) problems.push("SEO < 100");
    if (problems.length > 0) failed = true;
    console.log(
      [
        page.path.padEnd(21),
        String(row.performance).padStart(4),
        String(row.accessibility).padStart(5),
        String(row.bestPractices).padStart(4),
        String(row.seo).padStart(5),
        String(Math.round(row.fcp)).padStart(8),
        String(Math.round(row.lcp)).padStart(7),
        String(Math.round(row.tbt)).padStart(7),
        row.cls.toFixed(3).padStart(6),
        String(Math.round(row.bytes)).padStart(8),
        problems.join(", "),
      ].join(" "),
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}
process.exit(failed ? 1 : 0);

async function waitForServer() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${SITE_URL}/`)).ok) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("the server did not start");
}

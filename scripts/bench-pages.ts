// `npm run bench:pages`: autocannon on every public page and on the 404 page
// of the production build, 10 s each at 50 connections, asking for brotli as
// browsers do. Prints requests/s, p50/p99 latency, any non-2xx answers, and
// each page's requests/s as a ratio to a plain static file of the home
// page's size served by the same server in the same run (the machine's speed
// varies too much for absolute figures to compare across runs). Then the
// contact and 404 pages against the home page (pre-rendered, the largest),
// measured in turn for 4 s each, five rounds, so that the machine's drift
// from one minute to the next hits both sides of each ratio (a trend since
// issue 29, reported in docs/performance.md; issue 17's target was 0.8).
// BENCH_SECONDS shortens the 10 s (and the warm-up and rounds with them) for a quick look.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { publicPages } from "../app/lib/public-pages.ts";
import { ensureBuild } from "./ensure-build.ts";
import { median } from "./measure/stats.ts";
import { serveBuild } from "./serve-build.ts";

const PORT = 4186;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const REFERENCE = "/bench-reference.html";
const NOT_FOUND = "/nie-ma-takiej-strony";
/** The pages the server renders once and caches whole. */
const PRERENDERED = publicPages.filter((page) => page.cached === "whole").map((page) => page.path);
const COMPARED = ["/kontakt", NOT_FOUND];
const ROUNDS = 5;
const ROUND_S = Math.min(4, DURATION_S);
const PAGES = [REFERENCE, ...PRERENDERED, ...COMPARED];
const BROTLI = { "accept-encoding": "gzip, deflate, br" };

/** The home page's HTML as a file in the build, with the brotli and gzip copies the server picks from. */
async function writeReferenceFile(): Promise<() => void> {
  const first = await serveBuild({ port: PORT - 1 });
  const html = Buffer.from(await (await fetch(`${first.base}/`)).arrayBuffer());
  first.stop();
  const file = path.join("build/client", REFERENCE);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  return () => ["", ".br", ".gz"].forEach((extension) => rmSync(file + extension, { force: true }));
}

/** One page's row; resolves with its requests/s and whether anything went wrong. */
async function benchPage(base: string, page: string, referenceRate: number): Promise<{ rate: number; failed: boolean }> {
  const expected = page === NOT_FOUND ? 404 : 200;
  const result = await autocannon({ url: base + page, connections: CONNECTIONS, duration: DURATION_S, headers: BROTLI });
  const unexpected = Object.entries(result.statusCodeStats ?? {}).reduce((sum, [code, { count }]) => (Number(code) === expected ? sum : sum + count), 0);
  const rate = result.requests.average;
  console.log(
    [
      (page === REFERENCE ? "static file (home size)" : page).padEnd(22),
      rate.toFixed(0).padStart(11),
      (rate / (referenceRate || rate)).toFixed(2).padStart(6),
      String(result.latency.p50).padStart(7),
      String(result.latency.p99).padStart(7),
      String(result.errors + result.timeouts).padStart(7),
      String(unexpected).padStart(18),
    ].join(" "),
  );
  return { rate, failed: result.errors + result.timeouts + unexpected > 0 };
}

/** The compared pages' requests/s over the home page's, each pair measured in turn, ROUNDS times. */
async function homeRatios(base: string): Promise<Map<string, number[]>> {
  const rate = async (page: string) => (await autocannon({ url: base + page, connections: CONNECTIONS, duration: ROUND_S, headers: BROTLI })).requests.average;
  const ratios = new Map(COMPARED.map((page) => [page, [] as number[]]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of COMPARED) ratios.get(page)?.push((await rate(page)) / (await rate("/")));
  }
  return ratios;
}

ensureBuild();
const removeReference = await writeReferenceFile();
const server = await serveBuild({ port: PORT });
let failed = false;
try {
  // A few seconds of traffic first, so that the reference is not measured on a cold server.
  await autocannon({ url: server.base + REFERENCE, connections: CONNECTIONS, duration: Math.min(3, DURATION_S) });
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per page; ratio = requests/s ÷ the static file's`);
  console.log("page                   requests/s  ratio  p50 ms  p99 ms  errors  unexpected status");
  let referenceRate = 0;
  for (const page of PAGES) {
    const result = await benchPage(server.base, page, referenceRate);
    if (page === REFERENCE) referenceRate = result.rate;
    failed ||= result.failed;
  }
  for (const [page, values] of await homeRatios(server.base)) {
    const range = `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
    console.log(`${page}: ${median(values).toFixed(2)} of the home page's requests/s (median of ${ROUNDS} rounds, ${range})`);
  }
} finally {
  server.stop();
  removeReference();
}
process.exit(failed ? 1 : 0);

/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
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
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { ensureBuild } from "./ensure-build.ts";
import { serveBuild } from "./serve-build.ts";

const PORT = 4186;
const DURATION_S = 10;
const CONNECTIONS = 50;
const REFERENCE = "/bench-reference.html";
const NOT_FOUND = "/nie-ma-takiej-strony";
/** The pages app/lib/public-pages.ts caches whole (this script runs without TypeScript). */
const PRERENDERED = ["/", "/oferta", "/galeria", "/osiagniecia", "/polityka-prywatnosci", "/dziekujemy"];
const COMPARED = ["/kontakt", NOT_FOUND];
const ROUNDS = 5;
const ROUND_S = 4;
const PAGES = [REFERENCE, ...PRERENDERED, ...COMPARED];

/** The home page's HTML as a file in the build, with the brotli and gzip copies the server picks from. */
async function writeReferenceFile() {
  const first = await serveBuild({ port: PORT - 1 });
  const html = Buffer.from(await (await fetch(`${first.base}/`)).arrayBuffer());
  first.stop();
  const file = path.join("build/client", REFERENCE);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  return () => ["", ".br", ".gz"].forEach((extension) => rmSync(file + extension, { force: true }));
}

await ensureBuild();
const removeReference = await writeReferenceFile();
const server = await serveBuild({ port: PORT });
let failed = false;
let referenceRate = 0;
try {
  // A few seconds of traffic first, so that the reference is not measured on a cold server.
  await autocannon({ url: server.base + REFERENCE, connections: CONNECTIONS, duration: 3 });
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per page; ratio = requests/s ÷ the static file's`);
  console.log("page                   requests/s  ratio  p50 ms  p99 ms  errors  unexpected status");
  for (const page of PAGES) {
    const expected = page === NOT_FOUND ? 404 : 200;
    const result = await autocannon({
      url: server.base + page,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    const unexpected = Object.entries(result.statusCodeStats ?? {}).reduce((sum, [code, { count }]) => (Number(code) === expected ? sum : sum + count), 0);
    if (result.errors + result.timeouts + unexpected > 0) failed = true;
    if (page === REFERENCE) referenceRate = result.requests.average;
    console.log(
      [
        (page === REFERENCE ? "static file (home size)" : page).padEnd(22),
        result.requests.average.toFixed(0).padStart(11),
        (result.requests.average / referenceRate).toFixed(2).padStart(6),
        String(result.latency.p50).padStart(7),
        String(result.latency.p99).padStart(7),
        String(result.errors + result.timeouts).padStart(7),
        String(unexpected).padStart(18),
      ].join(" "),
    );
  }
  const ratios = new Map(COMPARED.map((page) => [page, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const rate = async (page) =>
      (await autocannon({ url: server.base + page, connections: CONNECTIONS, duration: ROUND_S, headers: { "accept-encoding": "gzip, deflate, br" } })).requests
        .average;
    for (const page of COMPARED) ratios.get(page).push((await rate(page)) / (await rate("/")));
  }
  for (const [page, values] of ratios) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${page}: ${sorted[Math.floor(ROUNDS / 2)].toFixed(2)} of the home page's requests/s (median of ${ROUNDS} rounds, ${sorted[0].toFixed(2)}–${sorted.at(-1).toFixed(2)})`,
    );
  }
} finally {
  server.stop();
  removeReference();
}
process.exit(failed ? 1 : 0);

// `npm run bench:pages`: autocannon on every public page and on the 404 page
// of the production build, 10 s each at 50 connections, asking for brotli as
// browsers do. Prints requests/s, p50/p99 latency and any non-2xx answers.
import autocannon from "autocannon";
import { ensureBuild } from "./ensure-build.js";
import { serveBuild } from "./serve-build.js";

const PORT = 4186;
const DURATION_S = 10;
const CONNECTIONS = 50;
const PAGES = ["/", "/oferta", "/galeria", "/osiagniecia", "/kontakt", "/polityka-prywatnosci", "/dziekujemy", "/nie-ma-takiej-strony"];

await ensureBuild();
const server = await serveBuild({ port: PORT });
let failed = false;
try {
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per page`);
  console.log("page                   requests/s  p50 ms  p99 ms  errors  unexpected status");
  for (const page of PAGES) {
    const expected = page === "/nie-ma-takiej-strony" ? 404 : 200;
    const result = await autocannon({
      url: server.base + page,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    const unexpected = Object.entries(result.statusCodeStats ?? {}).reduce((sum, [code, { count }]) => (Number(code) === expected ? sum : sum + count), 0);
    if (result.errors + result.timeouts + unexpected > 0) failed = true;
    console.log(
      [
        page.padEnd(22),
        result.requests.average.toFixed(0).padStart(11),
        String(result.latency.p50).padStart(7),
        String(result.latency.p99).padStart(7),
        String(result.errors + result.timeouts).padStart(7),
        String(unexpected).padStart(18),
      ].join(" "),
    );
  }
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);

// `npm run bench:enquiries`: the production build on a fresh SQLite database,
// rate limits off (ENQUIRY_RATE_LIMIT=0, a benchmark-only setting), valid
// enquiries posted with autocannon for 10 s at 10 and at 50 connections.
// Prints enquiries/s, p50/p99 latency, errors, and whether every 303 answer
// has its stored row.
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { ensureBuild } from "./ensure-build.js";
import { serveBuild } from "./serve-build.js";

const PORT = 4185; // not 4190: fetch refuses that port (sieve)
const DURATION_S = 10;

await ensureBuild();
const { base: BASE, databaseFile, stop } = await serveBuild({ port: PORT, env: { ENQUIRY_RATE_LIMIT: "0", SMTP_URL: "" } });
try {
  console.log("connections  enquiries/s  p50 ms  p99 ms  errors  non-303  303s  stored  lost");
  for (const connections of [10, 50]) await run(connections);
} finally {
  stop();
}

/** Forms as visitors get them: each with its own submission key and signed stamp. */
async function formBodies(count) {
  const bodies = [];
  while (bodies.length < count) {
    const batch = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const html = await (await fetch(`${BASE}/kontakt`)).text();
        const value = (name) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))[1];
        return new URLSearchParams({
          name: "Anna Testowa",
          email: "anna@example.com",
          phone: "500 000 000",
          service: "dieta",
          message: "Chcę zacząć trenować dwa razy w tygodniu, najlepiej rano.",
          submissionKey: value("submissionKey"),
          stamp: value("stamp"),
        }).toString();
      }),
    );
    bodies.push(...batch);
  }
  return bodies;
}

async function run(connections) {
  const bodies = await formBodies(16_000);
  await new Promise((resolve) => setTimeout(resolve, 3100)); // past the 3 s time trap
  const db = new Database(databaseFile, { readonly: true });
  const before = db.prepare("select count(*) as n from enquiries").get().n;
  let next = 0;
  const result = await autocannon({
    url: `${BASE}/kontakt`,
    connections,
    duration: DURATION_S,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
  });
  const redirects = result["3xx"];
  const stored = db.prepare("select count(*) as n from enquiries").get().n - before;
  db.close();
  // Every 303 must have its row; rows may exceed 303s by the requests still in
  // flight when autocannon stopped counting.
  const answered = Math.min(redirects, bodies.length);
  const lost = Math.max(0, answered - stored);
  console.log(
    [
      String(connections).padStart(11),
      (redirects / DURATION_S).toFixed(0).padStart(12),
      String(result.latency.p50).padStart(7),
      String(result.latency.p99).padStart(7),
      String(result.errors + result.timeouts).padStart(7),
      String(result.non2xx - result["3xx"]).padStart(8),
      String(answered).padStart(5),
      String(stored).padStart(7),
      String(lost).padStart(5),
    ].join(" "),
  );
}

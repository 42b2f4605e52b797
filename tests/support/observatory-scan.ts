// The MDN HTTP Observatory (@mdn/mdn-http-observatory) on pages of a local
// server behind tests/support/tls-front.ts. Run by tests/support/observatory.ts
// in a process of its own, because Node reads NODE_EXTRA_CA_CERTS (the front's
// certificate) only when it starts.
//
// Input, JSON in argv[2]: { httpPort, httpsPort, path, cookies? }, where
// cookies are Set-Cookie lines put into the scan's cookie jar as if the scan
// had received them (it only makes GET requests, so it never signs in).
// Output, JSON on stdout: { statusCode, grade, score, results }.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

type ScanInput = { httpPort: number; httpsPort: number; path: string; cookies?: string[] };
/** The package's modules used here (plain JavaScript, imported by path): what this scan reads of them. */
type Requests = {
  responses: { auto: { status: number } | null };
  session: { url: URL; jar: { setCookieSync: (cookie: string, url: string) => void } };
};
type TestOutput = { result: string | null; pass: boolean | null };
type Retriever = { retrieve: (hostname: string, options: { httpPort: number; httpsPort: number; path: string }) => Promise<Requests> };
type Constants = { ALL_TESTS: ((requests: Requests) => TestOutput)[] };
type Grader = { getGradeForScore: (score: number) => { grade: string }; getScoreModifier: (result: string) => number };
type Charts = { MINIMUM_SCORE_FOR_EXTRA_CREDIT: number };

const { httpPort, httpsPort, path: pagePath, cookies = [] } = JSON.parse(process.argv[2] ?? "{}") as ScanInput;
const packageDirectory = path.dirname(fileURLToPath(import.meta.resolve("@mdn/mdn-http-observatory/package.json")));
const source = <Module>(file: string) => import(path.join(packageDirectory, "src", file)) as Promise<Module>;

// The package downloads Chromium's HSTS preload list when it is installed, a
// step allowScripts in package.json keeps from running (it needs the
// internet). localhost is on no preload list: an empty list answers the same.
const preloadList = path.join(packageDirectory, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}");

const { retrieve } = await source<Retriever>("retriever/retriever.js");
const { ALL_TESTS } = await source<Constants>("constants.js");
const { getGradeForScore, getScoreModifier } = await source<Grader>("grader/grader.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await source<Charts>("grader/charts.js");

const requests = await retrieve("localhost", { httpPort, httpsPort, path: pagePath });
if (!requests.responses.auto) throw new Error(`https://localhost:${httpsPort}${pagePath} did not answer`);
for (const cookie of cookies) requests.session.jar.setCookieSync(cookie, requests.session.url.href);

// Scored as the package's scan() scores a site, which grades only answers
// of 2xx, 3xx, 401 or 403; we grade the 404 page as well.
const results = ALL_TESTS.map((test) => test(requests)).map((output) => ({
  test: output.constructor.name,
  result: output.result,
  pass: output.pass,
  scoreModifier: output.result ? getScoreModifier(output.result) : 0,
}));
const penalties = results.reduce((sum, { scoreModifier }) => sum + Math.min(scoreModifier, 0), 0);
const bonuses = results.reduce((sum, { scoreModifier }) => sum + Math.max(scoreModifier, 0), 0);
const score = 100 + penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + penalties + bonuses : 100 + penalties;
const { grade } = getGradeForScore(score);
console.log(JSON.stringify({ statusCode: requests.responses.auto.status, grade, score, results }));

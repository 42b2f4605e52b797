// `npm run audit:reference`: measures the minimal React Router page's
// JavaScript as `npm run audit:perf` measures the site's (Lighthouse, the
// bytes transferred for the scripts its HTML names; RUNS runs, 3 by default,
// the median) and records it with the versions it was built with in
// scripts/envelope/minimal-page.json, which the audit holds every page to.
// Run it after upgrading any of those packages (the audit says so) and commit
// the file.
import { kb } from "./measure/stats.ts";
import { runAudits } from "./audit/runs.ts";
import { summarize } from "./audit/summary.ts";
import { auditTargets, MINIMAL_LABEL } from "./audit/targets.ts";
import { installedVersions, REFERENCE_FILE, writeReference } from "./envelope/minimal-page.ts";
import { startReferences } from "./envelope/reference.ts";
import { freePort } from "./free-port.ts";

const RUNS = Number(process.env.RUNS ?? 3);

const references = await startReferences({ minimalPort: await freePort(), staticPort: await freePort() });
try {
  const minimal = auditTargets([], { site: "", ...references }).filter((target) => target.label === MINIMAL_LABEL);
  await runAudits(minimal, RUNS, 0);
  const { js } = await summarize(minimal[0]!);
  const versions = installedVersions();
  writeReference({ js, measuredOn: new Date().toISOString().slice(0, 10), versions });
  console.log(`${MINIMAL_LABEL}: ${js} B (${kb(js)} KB) of JavaScript with react-router ${versions["react-router"]}, written to ${REFERENCE_FILE}`);
} finally {
  references.stop();
}

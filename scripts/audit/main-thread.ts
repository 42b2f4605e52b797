/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// The Lighthouse runs of scripts/audit-perf.ts, and where a page's main thread
// spends its time after the first contentful paint, read from each run's
// trace with Lighthouse's own task tree (the one behind its main-thread-work
// and JavaScript-execution audits). Times are scaled as Lighthouse scales
// main-thread work: by the simulated CPU slowdown (4 on its default mobile
// settings), so they compare with its figures, not with a DevTools recording.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { ProcessedNavigation } from "lighthouse/core/computed/processed-navigation.js";
import { ProcessedTrace } from "lighthouse/core/computed/processed-trace.js";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
/** The site's own scripts, which a ratio run blocks; its inline scripts still run. */
const SITE_JS_PATTERN = "*/assets/*.js";
const SITE_CHUNK = /^https?:\/\/[^/]+\/assets\/[^/]+\.js$/;
const ENTRY_CHUNK = /\/entry\.client-[\w-]+\.js$/;
/** Lighthouse's task groups, under the names the summary prints. */
const GROUPS = {
  scriptEvaluation: "script",
  styleLayout: "style",
  paintCompositeRender: "paint",
  parseHTML: "parse",
  scriptParseCompile: "compile",
  garbageCollection: "GC",
  other: "other",
};

/**
 * One Lighthouse run in a Chrome of its own, so that no run inherits another's
 * processes or memory, with the main-thread breakdown of its trace (null when
 * the run stayed broken); the trace itself is dropped. A run Lighthouse itself
 * reports as broken (a runtimeError, such as a trace it could not read) is
 * repeated, twice at most.
 */
export async function audit(url, { blockJs = false } = {}, attempt = 1) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  let result;
  try {
    const flags = { port: chrome.port, output: "json", logLevel: "error", ...(blockJs && { blockedUrlPatterns: [SITE_JS_PATTERN] }) };
    result = await lighthouse(url, flags);
  } finally {
    await chrome.kill();
  }
  const { lhr, artifacts } = result;
  if (lhr.runtimeError && attempt < 3) {
    console.error(`${url}: Lighthouse run failed (${lhr.runtimeError.code}), running it again`);
    return audit(url, { blockJs }, attempt + 1);
  }
  const { throttlingMethod, throttling } = lhr.configSettings;
  const cpuMultiplier = throttlingMethod === "simulate" ? throttling.cpuSlowdownMultiplier : 1;
  return { lhr, mainThread: lhr.runtimeError ? null : await afterFirstPaint(artifacts.Trace, cpuMultiplier) };
}

/** A blocked run that fetched one of the site's scripts after all would make its ratio meaningless. */
export function assertBlocked({ lhr }) {
  const loaded = lhr.audits["network-requests"].details.items.find((request) => SITE_CHUNK.test(request.url) && request.statusCode > 0);
  if (loaded) throw new Error(`${lhr.finalDisplayedUrl}: a run meant to block the site's scripts loaded ${loaded.url}`);
}

/** A built chunk's name without hash and extension; the page's own URL stands for its inline scripts. */
function chunkName(url = "unattributed") {
  if (!url.startsWith("http")) return url;
  if (!url.endsWith(".js")) return "inline";
  return url.slice(url.lastIndexOf("/") + 1).replace(/(-[\w-]{8})?\.js$/, "");
}

/**
 * One run's main-thread time (ms) in the tasks that start after FCP: in
 * total, by task group, script evaluation by chunk, and hydration. Script
 * time goes to the chunk Lighthouse attributes it to (the first script URL of
 * its task, as its bootup-time audit does), except module evaluation, which
 * Lighthouse leaves unattributed: it goes to the module the trace's
 * ModuleEvaluated event names (with what it imports that had not run yet).
 *
 * Hydration is the script time of the site's chunks, module evaluation
 * excepted, in the tasks from the one that starts it to the end of the trace:
 * React's render and commit, which it splits into scheduler tasks, and what
 * the hydrated page's effects run. It starts in the first task that evaluates
 * a module: the entry chunk's module calls hydrateRoot inside startTransition
 * (app/entry.client.tsx, and React Router's default entry in the minimal
 * reference app of scripts/envelope/), which schedules React's work in the
 * tasks after it. Where the entry instead calls hydrateRoot from a setTimeout
 * (the site's deferred boot before issue 29), the task that fires that timer,
 * found by the stack of its TimerInstall event, starts it.
 */
async function afterFirstPaint(trace, cpuMultiplier) {
  const context = { computedCache: new Map() };
  const tasks = await MainThreadTasks.request(trace, context);
  const { mainThreadEvents } = await ProcessedTrace.request(trace, context);
  const { timings } = await ProcessedNavigation.request(trace, context);
  const scriptUrls = new Map();
  for (const event of mainThreadEvents) {
    const data = event.args?.data;
    if ((event.name === "ScriptCatchup" || event.name === "v8.compileModule") && data?.url) scriptUrls.set(String(data.scriptId), data.url);
  }
  const hydrationTimers = new Set(
    mainThreadEvents
      .filter((event) => event.name === "TimerInstall" && ENTRY_CHUNK.test(event.args.data.stackTrace?.[0]?.url ?? ""))
      .map((event) => event.args.data.timerId),
  );
  const firesHydration = (task) =>
    (task.event.name === "TimerFire" && hydrationTimers.has(task.event.args.data.timerId)) ||
    (hydrationTimers.size === 0 && task.event.name === "v8.evaluateModule") ||
    task.children.some(firesHydration);

  const result = { total: 0, groups: Object.fromEntries(Object.keys(GROUPS).map((id) => [id, 0])), scripts: {}, hydration: 0 };
  let hydrating = false;
  const visit = (task, module) => {
    if (task.event.name === "v8.evaluateModule") {
      const evaluated = task.parent?.children.find((sibling) => sibling.event.name === "ModuleEvaluated" && sibling.startTime >= task.endTime);
      module = scriptUrls.get(String(evaluated?.event.args.data.scriptId)) ?? "unknown module";
    }
    const time = task.selfTime * cpuMultiplier;
    result.total += time;
    result.groups[task.group.id] += time;
    if (task.group.id === "scriptEvaluation") {
      const url = module ?? task.attributableURLs.find((candidate) => candidate.endsWith(".js")) ?? task.attributableURLs[0];
      result.scripts[chunkName(url)] = (result.scripts[chunkName(url)] ?? 0) + time;
      if (hydrating && !module && SITE_CHUNK.test(url)) result.hydration += time;
    }
    for (const child of task.children) visit(child, module);
  };
  for (const task of tasks) {
    if (task.parent || task.startTime < timings.firstContentfulPaint) continue;
    hydrating ||= firesHydration(task);
    visit(task);
  }
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The runs' medians, figure by figure (a chunk missing from a run counts as 0 there), the scripts largest first. */
export function medianBreakdown(runs) {
  const each = (read) => Math.round(median(runs.map(read)));
  const names = new Set(runs.flatMap((run) => Object.keys(run.scripts)));
  const scripts = [...names].map((name) => [name, each((run) => run.scripts[name] ?? 0)]).sort((a, b) => b[1] - a[1]);
  return {
    total: each((run) => run.total),
    groups: Object.fromEntries(Object.keys(GROUPS).map((id) => [id, each((run) => run.groups[id])])),
    hydration: each((run) => run.hydration),
    scripts: Object.fromEntries(scripts),
  };
}

/** The summary's header, for lines of the page, its ratio and breakdownColumns. */
export const BREAKDOWN_HEADER = `page                  ratio (range)    total ${Object.values(GROUPS)
  .map((name) => name.padStart(6))
  .join(" ")} hydration  top scripts`;

/** One page's medians under BREAKDOWN_HEADER: the parts add up to the total, give or take rounding. */
export function breakdownColumns(breakdown) {
  if (!breakdown) return "no trace";
  const top = Object.entries(breakdown.scripts)
    .filter(([, time]) => time > 0)
    .slice(0, 5);
  return [
    String(breakdown.total).padStart(5),
    ...Object.keys(GROUPS).map((id) => String(breakdown.groups[id]).padStart(6)),
    String(breakdown.hydration).padStart(9),
    ` ${top.map(([name, time]) => `${name} ${time}`).join(", ")}`,
  ].join(" ");
}

// Where a page's main thread spends its time after the first contentful
// paint, read from each Lighthouse run's trace with Lighthouse's own task
// tree (the one behind its main-thread-work and JavaScript-execution audits).
// Times are scaled as Lighthouse scales main-thread work: by the simulated
// CPU slowdown (4 on its default mobile settings), so they compare with its
// figures, not with a DevTools recording.
import type { Trace, TraceEvent } from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { ProcessedNavigation } from "lighthouse/core/computed/processed-navigation.js";
import { ProcessedTrace } from "lighthouse/core/computed/processed-trace.js";
import type { TaskNode } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { median } from "../measure/stats.ts";
import { ENTRY_CHUNK, SITE_CHUNK } from "./site-chunks.ts";

/** Lighthouse's task groups, under the names the summary prints. */
const GROUPS: Record<TaskNode["group"]["id"], string> = {
  scriptEvaluation: "script",
  styleLayout: "style",
  paintCompositeRender: "paint",
  parseHTML: "parse",
  scriptParseCompile: "compile",
  garbageCollection: "GC",
  other: "other",
};
type GroupId = keyof typeof GROUPS;
const GROUP_IDS = Object.keys(GROUPS) as GroupId[];

/** Where one run's main thread spent its time after the first paint, ms. */
export type MainThreadBreakdown = { total: number; groups: Record<GroupId, number>; scripts: Record<string, number>; hydration: number };

/** Each task group's figure. */
function countsByGroup(count: (id: GroupId) => number): Record<GroupId, number> {
  return Object.fromEntries(GROUP_IDS.map((id) => [id, count(id)])) as Record<GroupId, number>;
}

/** A built chunk's name without hash and extension; the page's own URL stands for its inline scripts. */
function chunkName(url = "unattributed"): string {
  if (!url.startsWith("http")) return url;
  if (!url.endsWith(".js")) return "inline";
  return url.slice(url.lastIndexOf("/") + 1).replace(/(-[\w-]{8})?\.js$/, "");
}

/** The script a trace event names; Lighthouse's types of the event's data leave the field out. */
const scriptIdOf = (event: TraceEvent) => String((event.args?.data as { scriptId?: number | string } | undefined)?.scriptId);

/** Every script's URL by its id, as the trace names them when they are compiled. */
function scriptUrls(events: TraceEvent[]): Map<string, string> {
  const urls = new Map<string, string>();
  for (const event of events) {
    const data = event.args?.data;
    if ((event.name === "ScriptCatchup" || event.name === "v8.compileModule") && data?.url) urls.set(scriptIdOf(event), data.url);
  }
  return urls;
}

/**
 * Whether a task starts hydration: it fires a timer the entry chunk set (the
 * site's deferred boot before issue 29), or, without such timers, it
 * evaluates a module (the entry calls hydrateRoot inside startTransition).
 */
function hydrationStarter(events: TraceEvent[]): (task: TaskNode) => boolean {
  const timers = new Set(
    events
      .filter((event) => event.name === "TimerInstall" && ENTRY_CHUNK.test(event.args.data?.stackTrace?.[0]?.url ?? ""))
      .map((event) => event.args.data?.timerId),
  );
  const starts = (task: TaskNode): boolean =>
    (task.event.name === "TimerFire" && timers.has(task.event.args.data?.timerId)) ||
    (timers.size === 0 && task.event.name === "v8.evaluateModule") ||
    task.children.some(starts);
  return starts;
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
export async function afterFirstPaint(trace: Trace, cpuMultiplier: number): Promise<MainThreadBreakdown> {
  const context = { computedCache: new Map() };
  const tasks = await MainThreadTasks.request(trace, context);
  const { mainThreadEvents } = await ProcessedTrace.request(trace, context);
  const { timings } = await ProcessedNavigation.request(trace, context);
  const urls = scriptUrls(mainThreadEvents);
  const startsHydration = hydrationStarter(mainThreadEvents);
  const result: MainThreadBreakdown = { total: 0, groups: countsByGroup(() => 0), scripts: {}, hydration: 0 };
  let hydrating = false;
  const visit = (task: TaskNode, module?: string) => {
    if (task.event.name === "v8.evaluateModule") {
      const evaluated = task.parent?.children.find((sibling) => sibling.event.name === "ModuleEvaluated" && sibling.startTime >= task.endTime);
      module = (evaluated && urls.get(scriptIdOf(evaluated.event))) ?? "unknown module";
    }
    const time = task.selfTime * cpuMultiplier;
    result.total += time;
    result.groups[task.group.id] += time;
    if (task.group.id === "scriptEvaluation") {
      const url = module ?? task.attributableURLs.find((candidate) => candidate.endsWith(".js")) ?? task.attributableURLs[0];
      result.scripts[chunkName(url)] = (result.scripts[chunkName(url)] ?? 0) + time;
      if (hydrating && !module && url && SITE_CHUNK.test(url)) result.hydration += time;
    }
    for (const child of task.children) visit(child, module);
  };
  for (const task of tasks) {
    if (task.parent || task.startTime < timings.firstContentfulPaint) continue;
    hydrating ||= startsHydration(task);
    visit(task);
  }
  return result;
}

/** The runs' medians, figure by figure (a chunk missing from a run counts as 0 there), the scripts largest first. */
export function medianBreakdown(runs: MainThreadBreakdown[]): MainThreadBreakdown {
  const each = (read: (run: MainThreadBreakdown) => number) => Math.round(median(runs.map(read)));
  const names = new Set(runs.flatMap((run) => Object.keys(run.scripts)));
  const scripts = [...names].map((name) => [name, each((run) => run.scripts[name] ?? 0)] as const).sort((a, b) => b[1] - a[1]);
  return {
    total: each((run) => run.total),
    groups: countsByGroup((id) => each((run) => run.groups[id])),
    hydration: each((run) => run.hydration),
    scripts: Object.fromEntries(scripts),
  };
}

/** The summary's header, for lines of the page, its ratio and breakdownColumns. */
export const BREAKDOWN_HEADER = `page                  ratio (range)    total ${Object.values(GROUPS)
  .map((name) => name.padStart(6))
  .join(" ")} hydration  top scripts`;

/** One page's medians under BREAKDOWN_HEADER: the parts add up to the total, give or take rounding. */
export function breakdownColumns(breakdown: MainThreadBreakdown | null): string {
  if (!breakdown) return "no trace";
  const top = Object.entries(breakdown.scripts)
    .filter(([, time]) => time > 0)
    .slice(0, 5);
  return [
    String(breakdown.total).padStart(5),
    ...GROUP_IDS.map((id) => String(breakdown.groups[id]).padStart(6)),
    String(breakdown.hydration).padStart(9),
    ` ${top.map(([name, time]) => `${name} ${time}`).join(", ")}`,
  ].join(" ");
}

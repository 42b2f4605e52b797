// The instances' memory over the run, and their own complaints: log lines at
// level error or above and stderr, grouped by kind, the first of each shown.
import type { ErrorLine, Instance } from "../instances.ts";
import type { SoakRun } from "./soak-run.ts";
import type { Summary } from "./summary.ts";

type LogEntry = { msg?: string; err?: { type?: string; message?: string }; req?: { method: string; url: string }; res?: { status: number } };

/** A pino line as "message | err: Type: message | GET /path → 500"; a stderr line as it is. */
function readable(line: ErrorLine): string {
  try {
    const { msg, err, req, res } = JSON.parse(line.text) as LogEntry;
    const error = err?.message && `err: ${err.type ?? "Error"}: ${err.message}`;
    const request = req && `${req.method} ${req.url}${res ? ` → ${res.status}` : ""}`;
    return [msg, error, request].filter(Boolean).join(" | ");
  } catch {
    return line.text;
  }
}

/** One group for lines that differ only in ids, times, ports and queries: its count and first line. */
function grouped(instance: Instance): Map<string, { count: number; first: ErrorLine }> {
  const groups = new Map<string, { count: number; first: ErrorLine }>();
  for (const entry of instance.errorLines) {
    const text = readable(entry);
    const key = text.replace(/\?\S*/g, "").replace(/\d+/g, "N");
    const group = groups.get(key) ?? { count: 0, first: { ...entry, text } };
    group.count++;
    groups.set(key, group);
  }
  return groups;
}

export function instanceLines({ lines, t, clock }: Summary, { instances }: SoakRun): void {
  lines.push("", "RSS (sampled every 10 s):");
  for (const { name, rss, starts } of instances)
    lines.push(
      `  ${name}: max ${rss.maxMb.toFixed(0)} MB, last ${rss.lastMb.toFixed(0)} MB (${rss.samples} samples, ${starts} process${starts === 1 ? "" : "es"})`,
    );
  lines.push("", "App log lines at level error or above (and stderr):");
  for (const instance of instances) {
    const groups = grouped(instance);
    lines.push(
      `  ${instance.name}: ${instance.errorLines.length} line(s) in ${groups.size} kind(s), ${instance.warnLines} warning(s); the first of each kind:`,
    );
    for (const [, { count, first }] of [...groups].slice(0, 15))
      lines.push(`    ×${String(count).padEnd(3)} ${clock(first.at)} ${t(first.at)}: ${first.text.slice(0, 300)}`);
    if (groups.size > 15) lines.push(`    … ${groups.size - 15} more kind(s): see the log file`);
  }
}

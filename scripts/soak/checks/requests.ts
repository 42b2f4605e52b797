// The requests of the run, by kind and status, and the answers that went
// wrong: 5xx against the PostgreSQL-down windows (inside one, only a polite
// 503 is fine; outside, none is), connection errors against the kills.
import type { PostgresFault } from "../faults.ts";
import type { RequestRecord } from "../http.ts";
import type { SoakRun } from "./soak-run.ts";
import { overlaps, tally, type Summary } from "./summary.ts";

const AFTER_WINDOW_MS = 30_000;

/** The 5xx answers: all of them, and those that were not a polite 503, outside and inside the windows. */
export type ServerErrors = { all: RequestRecord[]; outside: RequestRecord[]; insideWrong: RequestRecord[] };

/** The request's place in the summary: the loop, the method and the path with tokens and queries left out. */
function requestLabel(request: RequestRecord): string {
  if (request.kind === "page-view") return `page views       GET (public pages)`;
  const path = request.path.split("?")[0]!.replace(/^\/rezerwacja\/[^/]+/, "/rezerwacja/:token");
  return `${request.kind.padEnd(16)} ${request.method} ${path}`;
}

export const postgresWindows = (soak: SoakRun): (PostgresFault & { downAt: number; upAt: number })[] =>
  soak.faults.filter(
    (fault): fault is PostgresFault & { downAt: number; upAt: number } => fault.type === "postgres" && fault.downAt !== null && fault.upAt !== null,
  );

const portName = (soak: SoakRun, port: number) => soak.instances.find((instance) => instance.port === port)?.name ?? String(port);

export function requestTable({ lines }: Summary, { run, requests }: SoakRun): void {
  const seconds = (run.trafficEndedAt - run.startedAt) / 1000;
  lines.push(`Requests: ${requests.length} in ${seconds.toFixed(0)} s of traffic (${(requests.length / seconds).toFixed(1)}/s), by kind and status:`);
  const byLabel = new Map<string, RequestRecord["status"][]>();
  for (const request of requests) byLabel.set(requestLabel(request), [...(byLabel.get(requestLabel(request)) ?? []), request.status]);
  for (const [label, statuses] of [...byLabel].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`  ${label.padEnd(48)} ${String(statuses.length).padStart(5)}  ${tally(statuses)}`);
}

/** Lists every 5xx with where it fell; resolves with them sorted for the checks. */
export function serverErrorLines({ lines, t, clock }: Summary, soak: SoakRun): ServerErrors {
  const windows = postgresWindows(soak);
  const errors: ServerErrors = {
    all: soak.requests.filter((request) => typeof request.status === "number" && request.status >= 500),
    outside: [],
    insideWrong: [],
  };
  lines.push("", `5xx responses: ${errors.all.length}`);
  for (const request of errors.all) {
    const window = windows.find((fault) => overlaps(request.at, request.endAt, fault.downAt, fault.upAt));
    const after = windows.find((fault) => request.at > fault.upAt && request.at - fault.upAt <= AFTER_WINDOW_MS);
    const where = window
      ? "inside the PostgreSQL-down window"
      : after
        ? `${((request.at - after.upAt) / 1000).toFixed(1)} s after PostgreSQL came back`
        : "outside the PostgreSQL-down window";
    // /healthz says 503 while the database is away: that is its answer, not a refusal to retry.
    const healthCheck = request.path === "/healthz" && request.status === 503;
    const polite = request.status === 503 && (Boolean(request.retryAfter) || (healthCheck && Boolean(window)));
    const said = `${request.status}, Retry-After: ${request.retryAfter ?? "none"}; ${where}${healthCheck && window ? " (the health check reporting the database away)" : ""}`;
    lines.push(`  ${clock(request.at)} ${t(request.at).padEnd(9)} ${portName(soak, request.port)} ${request.method} ${request.path} → ${said}`);
    if (!polite) (window ? errors.insideWrong : errors.outside).push(request);
  }
  return errors;
}

/** The requests that got no answer, and those of them no kill explains. */
export function connectionErrorLines({ lines, t, clock }: Summary, soak: SoakRun): void {
  const kills = soak.faults.flatMap((fault) => (fault.type === "kill" ? [{ ...fault, to: fault.restartedAt ?? Infinity }] : []));
  const connectionErrors = soak.requests.filter((request) => request.status === "ERR");
  const unexplained = connectionErrors.filter(
    (request) => !kills.some((kill) => portName(soak, request.port) === kill.target && overlaps(request.at, request.endAt, kill.at - 1000, kill.to)),
  );
  lines.push(
    `Connection errors (no answer): ${connectionErrors.length}, ${connectionErrors.length - unexplained.length} of them to an instance while it was killed`,
  );
  for (const request of unexplained.slice(0, 10)) {
    const took = ((request.endAt - request.at) / 1000).toFixed(1);
    lines.push(`  ${clock(request.at)} ${t(request.at)} ${portName(soak, request.port)} ${request.method} ${request.path}: ${request.error} (${took} s)`);
  }
}

export function checkServerErrors({ check, t }: Summary, { all, outside, insideWrong }: ServerErrors): void {
  check(
    outside.length === 0,
    `no 5xx outside the PostgreSQL-down window (other than 503 with Retry-After): ${outside.length}`,
    outside.map((request) => `${t(request.at)} ${request.method} ${request.path} → ${request.status}`),
  );
  const inside = all.length - outside.length;
  check(
    insideWrong.length === 0,
    `5xx inside the PostgreSQL-down window are 503 with Retry-After (/healthz: 503): ${inside - insideWrong.length} of ${inside}`,
    insideWrong.map((request) => `${t(request.at)} ${request.method} ${request.path} → ${request.status}, Retry-After: ${request.retryAfter ?? "none"}`),
  );
}

// The faults injected, as the summary lists them, and the instances' side of
// them: every killed one back, none ended by anything else.
import type { Fault } from "../faults.ts";
import type { SoakRun } from "./soak-run.ts";
import type { Summary } from "./summary.ts";

const seconds = (from: number, to: number | null, digits = 1) => (((to ?? NaN) - from) / 1000).toFixed(digits);

function faultLine({ t, clock }: Summary, fault: Fault): string {
  if (fault.type === "kill") {
    const back = fault.restartedAt ? `back ${seconds(fault.at, fault.restartedAt)} s later` : "NOT restarted";
    const failed = fault.errors.length ? `; failed starts: ${fault.errors.join("; ")}` : "";
    return `  ${t(fault.at)} SIGKILL instance ${fault.target}; ${back} (${fault.restartAttempts} start${fault.restartAttempts === 1 ? "" : "s"})${failed}`;
  }
  if (fault.type === "smtp") return `  ${t(fault.at)} SMTP sink stopped; started again at ${t(fault.endAt ?? NaN)} (${seconds(fault.at, fault.endAt, 0)} s)`;
  // Unset only when the restart itself failed: the clock then shows 1970, as a null date does.
  const downAt = fault.downAt ?? 0;
  const upAt = fault.upAt ?? 0;
  const down = `down from ${clock(downAt)} (${t(downAt)}) to ${clock(upAt)} (${t(upAt)}), ${seconds(downAt, upAt)} s`;
  return `  ${t(fault.at)} PostgreSQL restart: ${down}${fault.error ? `; ${fault.error}` : ""}`;
}

export function faultLines(summary: Summary, { faults }: SoakRun): void {
  summary.lines.push("", "Faults injected:", ...faults.map((fault) => faultLine(summary, fault)));
  const count = (type: Fault["type"]) => faults.filter((fault) => fault.type === type).length;
  summary.lines.push(`  in all: ${count("kill")} kill(s), ${count("smtp")} SMTP outage(s), ${count("postgres")} PostgreSQL restart(s)`);
}

export function checkInstancesSurvived({ check, t }: Summary, { instances, faults }: SoakRun): void {
  const crashes = instances.flatMap((instance) =>
    instance.exits
      .filter((exit) => !exit.expected && !exit.duringStart)
      .map((exit) => {
        const outside = exit.signal === "SIGTERM" || exit.code === 0 ? " (a SIGTERM from outside this run?)" : "";
        return `${instance.name} at ${t(exit.at)}: code ${exit.code}, signal ${exit.signal}${outside}`;
      }),
  );
  check(crashes.length === 0, `no instance exited unasked once up: ${crashes.length}`, crashes);
  const notRestarted = faults.filter((fault) => fault.type === "kill" && !fault.restartedAt);
  check(notRestarted.length === 0, `every killed instance came back: ${notRestarted.length} did not`);
}

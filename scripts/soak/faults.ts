// The soak run's faults, on a seeded schedule scaled to the run's length:
// SIGKILL of one instance every few minutes (alternating) and its restart
// about 5 s later, the SMTP sink stopped for about a minute (twice in 15
// minutes), and one PostgreSQL restart (stopped for about 10 s).
import type { Random } from "../seeded-random.ts";
import { sleep } from "../sleep.ts";
import type { Instance } from "./instances.ts";
import type { SoakPostgres } from "./postgres.ts";
import type { SmtpSink } from "./smtp-sink.ts";

const KILL_EVERY_MS = 3.5 * 60_000;
const RESTART_AFTER_MS = 5_000;
const PG_PAUSE_MS = 10_000;
/** A kill this close to the PostgreSQL restart is moved away from it: a restart then would fail for want of a database. */
const PG_CLEARANCE_MS = 40_000;

/** A fault's time (ms from the start of traffic), and for a kill its instance, for an outage its length. */
export type FaultEvent = { at: number; type: "kill"; target: string } | { at: number; type: "smtp" | "postgres"; durationMs: number };
/** What was done, as the checks read it. */
export type KillFault = { type: "kill"; target: string; at: number; restartedAt: number | null; restartAttempts: number; errors: string[] };
export type SmtpFault = { type: "smtp"; at: number; endAt: number | null };
export type PostgresFault = { type: "postgres"; at: number; downAt: number | null; stoppedAt: number | null; upAt: number | null; error: string | null };
export type Fault = KillFault | SmtpFault | PostgresFault;
type Run = {
  schedule: FaultEvent[];
  startedAt: number;
  instances: Instance[];
  sink: SmtpSink;
  postgres: SoakPostgres;
  restartDeadline: number;
  log: (line: string) => void;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The faults' times for a run of `durationMs`. */
export function faultSchedule(rng: Random, durationMs: number, names: string[]): FaultEvent[] {
  const jitter = (at: number, spread: number) => Math.round(at + rng.between(-spread, spread) * durationMs);
  const events: FaultEvent[] = [];
  const postgresAt = jitter(0.5 * durationMs, 0.04);
  events.push({ at: postgresAt, type: "postgres", durationMs: PG_PAUSE_MS });

  const outages = durationMs >= 10 * 60_000 ? 2 : 1;
  const outageMs = Math.round(Math.min(60_000, Math.max(20_000, (60_000 * durationMs) / (15 * 60_000))));
  for (let index = 0; index < outages; index++) events.push({ at: jitter((index === 0 ? 0.2 : 0.65) * durationMs, 0.03), type: "smtp", durationMs: outageMs });

  const kills = Math.max(1, Math.round(durationMs / KILL_EVERY_MS));
  let target = rng.int(0, names.length - 1);
  for (let index = 0; index < kills; index++) {
    let at = jitter(((index + 0.3) / kills) * durationMs, 0.03);
    if (Math.abs(at - postgresAt) < PG_CLEARANCE_MS) at = at < postgresAt ? postgresAt - PG_CLEARANCE_MS : postgresAt + PG_CLEARANCE_MS;
    at = Math.min(Math.max(at, 15_000), durationMs - 20_000);
    events.push({ at, type: "kill", target: names[target]! });
    target = (target + 1) % names.length;
  }
  return events.sort((a, b) => a.at - b.at);
}

/** SIGKILL, then starts until it is up again or the deadline passes. */
async function kill(run: Run, target: string, done: Fault[]): Promise<void> {
  const instance = run.instances.find((candidate) => candidate.name === target);
  if (!instance) throw new Error(`no instance ${target}`);
  const fault: KillFault = { type: "kill", target, at: Date.now(), restartedAt: null, restartAttempts: 0, errors: [] };
  done.push(fault);
  run.log(`fault: SIGKILL instance ${target}`);
  await instance.kill();
  await sleep(RESTART_AFTER_MS);
  while (Date.now() < run.restartDeadline) {
    fault.restartAttempts++;
    try {
      await instance.start();
      fault.restartedAt = Date.now();
      run.log(`fault: instance ${target} restarted (${((fault.restartedAt - fault.at) / 1000).toFixed(1)} s after the kill)`);
      return;
    } catch (error) {
      fault.errors.push(messageOf(error));
      run.log(`fault: restarting instance ${target} failed: ${messageOf(error)}`);
      await sleep(RESTART_AFTER_MS);
    }
  }
}

async function smtpOutage({ sink, log }: Run, durationMs: number, done: Fault[]): Promise<void> {
  const fault: SmtpFault = { type: "smtp", at: Date.now(), endAt: null };
  done.push(fault);
  log(`fault: SMTP sink stopped for ${durationMs / 1000} s`);
  await sink.stop();
  await sleep(durationMs);
  await sink.start();
  fault.endAt = Date.now();
  log("fault: SMTP sink started again");
}

async function postgresRestart({ postgres, log }: Run, durationMs: number, done: Fault[]): Promise<void> {
  const fault: PostgresFault = { type: "postgres", at: Date.now(), downAt: null, stoppedAt: null, upAt: null, error: null };
  done.push(fault);
  log(`fault: PostgreSQL ${postgres.cluster.version}/${postgres.cluster.name} stopped for ${durationMs / 1000} s`);
  try {
    const { downAt, stoppedAt, upAt } = await postgres.restart(durationMs);
    Object.assign(fault, { downAt, stoppedAt, upAt });
    log(`fault: PostgreSQL up again (down ${((upAt - downAt) / 1000).toFixed(1)} s)`);
  } catch (error) {
    fault.error = messageOf(error);
    fault.upAt = Date.now();
    log(`fault: PostgreSQL restart failed: ${messageOf(error)}`);
    postgres.ensureRunning();
  }
}

/**
 * Runs the schedule from `startedAt`; each fault in its own task, so that they
 * may overlap. Resolves with what was done, once every fault has ended.
 */
export async function runFaults(run: Run): Promise<Fault[]> {
  const done: Fault[] = [];
  const tasks = run.schedule.map(async (event) => {
    await sleep(run.startedAt + event.at - Date.now());
    if (event.type === "kill") await kill(run, event.target, done);
    else if (event.type === "smtp") await smtpOutage(run, event.durationMs, done);
    else await postgresRestart(run, event.durationMs, done);
  });
  await Promise.allSettled(tasks);
  return done;
}

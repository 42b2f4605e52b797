/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// The soak run's faults, on a seeded schedule scaled to the run's length:
// SIGKILL of one instance every few minutes (alternating) and its restart
// about 5 s later, the SMTP sink stopped for about a minute (twice in 15
// minutes), and one PostgreSQL restart (stopped for about 10 s).
import { sleep } from "../sleep.ts";

const KILL_EVERY_MS = 3.5 * 60_000;
const RESTART_AFTER_MS = 5_000;
const PG_PAUSE_MS = 10_000;
/** A kill this close to the PostgreSQL restart is moved away from it: a restart then would fail for want of a database. */
const PG_CLEARANCE_MS = 40_000;

/**
 * The faults' times (ms from the start of traffic) for a run of `durationMs`.
 * @returns {{ at: number; type: "kill" | "smtp" | "postgres"; target?: string; durationMs?: number }[]}
 */
export function faultSchedule(rng, durationMs, names) {
  const jitter = (at, spread) => Math.round(at + rng.between(-spread, spread) * durationMs);
  const events = [];
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
    events.push({ at, type: "kill", target: names[target] });
    target = (target + 1) % names.length;
  }
  return events.sort((a, b) => a.at - b.at);
}

/**
 * Runs the schedule from `startedAt`; each fault in its own task, so that they
 * may overlap. Resolves with what was done, once every fault has ended.
 */
export async function runFaults({ schedule, startedAt, instances, sink, postgres, restartDeadline, log }) {
  const done = [];
  const tasks = schedule.map(async (event) => {
    await sleep(startedAt + event.at - Date.now());
    if (event.type === "kill") {
      const instance = instances.find((candidate) => candidate.name === event.target);
      const fault = { type: "kill", target: instance.name, at: Date.now(), restartedAt: null, restartAttempts: 0, errors: [] };
      done.push(fault);
      log(`fault: SIGKILL instance ${instance.name}`);
      await instance.kill();
      await sleep(RESTART_AFTER_MS);
      while (Date.now() < restartDeadline) {
        fault.restartAttempts++;
        try {
          await instance.start();
          fault.restartedAt = Date.now();
          log(`fault: instance ${instance.name} restarted (${((fault.restartedAt - fault.at) / 1000).toFixed(1)} s after the kill)`);
          break;
        } catch (error) {
          fault.errors.push(error.message);
          log(`fault: restarting instance ${instance.name} failed: ${error.message}`);
          await sleep(RESTART_AFTER_MS);
        }
      }
    } else if (event.type === "smtp") {
      const fault = { type: "smtp", at: Date.now(), endAt: null };
      done.push(fault);
      log(`fault: SMTP sink stopped for ${event.durationMs / 1000} s`);
      await sink.stop();
      await sleep(event.durationMs);
      await sink.start();
      fault.endAt = Date.now();
      log("fault: SMTP sink started again");
    } else {
      const fault = { type: "postgres", at: Date.now(), downAt: null, stoppedAt: null, upAt: null, error: null };
      done.push(fault);
      log(`fault: PostgreSQL ${postgres.cluster.version}/${postgres.cluster.name} stopped for ${event.durationMs / 1000} s`);
      try {
        Object.assign(fault, await postgres.restart(event.durationMs));
        log(`fault: PostgreSQL up again (down ${((fault.upAt - fault.downAt) / 1000).toFixed(1)} s)`);
      } catch (error) {
        fault.error = error.message;
        fault.upAt = Date.now();
        log(`fault: PostgreSQL restart failed: ${error.message}`);
        postgres.ensureRunning();
      }
    }
  });
  await Promise.allSettled(tasks);
  return done;
}

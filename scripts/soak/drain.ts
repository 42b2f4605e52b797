// After the traffic: everything up again (PostgreSQL, the SMTP sink, every
// instance), then the outbox drains, for at most DRAIN_LIMIT_MS.
import { sleep } from "../sleep.ts";
import type { Drain } from "./checks.ts";
import type { Instance } from "./instances.ts";
import type { SoakPostgres } from "./postgres.ts";
import type { SmtpSink } from "./smtp-sink.ts";

const DRAIN_LIMIT_MS = 3 * 60_000;
/** Mail still to go: pending or being sent, but not a reminder whose time has not come. */
const UNSENT =
  "select status, kind, count(*)::int as n from outbox where status in ('pending', 'sending') and not (kind = 'booking_reminder' and status = 'pending' and attempts = 0 and next_attempt_at > $1) group by status, kind";

type Run = { postgres: SoakPostgres; sink: SmtpSink; instances: Instance[]; log: (line: string) => void };

async function bringBackUp({ postgres, sink, instances, log }: Run): Promise<void> {
  postgres.ensureRunning();
  await sink.start();
  for (const instance of instances) {
    if (instance.ready) continue;
    log(`starting instance ${instance.name} again for the drain`);
    await instance.start().catch((error: Error) => log(`instance ${instance.name} does not start: ${error.message}`));
  }
}

/** What is left to send ("" when nothing), or why the outbox could not be read. */
async function unsent(postgres: SoakPostgres): Promise<{ left: string; empty: boolean }> {
  try {
    const { rows } = await postgres.query<{ status: string; kind: string; n: number }>(UNSENT, [new Date().toISOString()]);
    return { left: rows.map((row) => `${row.n} ${row.status} ${row.kind}`).join(", "), empty: rows.length === 0 };
  } catch (error) {
    return { left: `(outbox not readable: ${error instanceof Error ? error.message : String(error)})`, empty: false };
  }
}

export async function drainOutbox(run: Run): Promise<Drain> {
  await bringBackUp(run);
  const started = Date.now();
  const drain: Drain = { drained: false, ms: 0, left: "" };
  while (Date.now() - started < DRAIN_LIMIT_MS) {
    const { left, empty } = await unsent(run.postgres);
    drain.left = left;
    if (empty) {
      drain.drained = true;
      break;
    }
    await sleep(2000);
  }
  drain.ms = Date.now() - started;
  run.log(drain.drained ? `outbox drained in ${(drain.ms / 1000).toFixed(0)} s` : `outbox not drained: ${drain.left}`);
  return drain;
}

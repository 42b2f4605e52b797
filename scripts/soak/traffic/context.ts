// What every traffic loop shares: the run's end, the instances that are up,
// resending a form until an instance answers it, and reading a form's
// hidden fields.
import type { AdminLogin } from "../../admin-sign-in.ts";
import type { Random } from "../../seeded-random.ts";
import { sleep } from "../../sleep.ts";
import { textOf, type Status } from "../http.ts";
import type { Instance } from "../instances.ts";
import type { SoakPostgres } from "../postgres.ts";
import type { Outcome, TrafficState } from "./state.ts";

/** After a 5xx or a cut connection, the same form is sent again (as a visitor would), this many times at most. */
const RESENDS = 4;
/** Waited after a form was rendered: the forms' time trap is 3 s. */
export const TIME_TRAP_MS = 3_300;

export type TrafficRun = { instances: Instance[]; rng: Random; endAt: number; admin: AdminLogin; db: Pick<SoakPostgres, "query">; log: (line: string) => void };
export type Traffic = TrafficRun & { state: TrafficState };

export const running = ({ endAt }: Traffic): boolean => Date.now() < endAt;

export const hiddenValue = (html: string, name: string): string | undefined => html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1];

/** An instance that is up, or null when none comes up before the end. */
export async function pickInstance(traffic: Traffic, rng: Random): Promise<Instance | null> {
  while (running(traffic)) {
    const up = traffic.instances.filter((instance) => instance.ready);
    if (up.length) return rng.pick(up);
    await sleep(250);
  }
  return null;
}

/** One post of the form; a cut connection is "ERR". */
async function sendOnce(send: (instance: Instance) => Promise<Response>, instance: Instance): Promise<{ status: Status; location: string | null }> {
  try {
    const response = await send(instance);
    const location = response.headers.get("location");
    await textOf(response);
    return { status: response.status, location };
  } catch {
    return { status: "ERR", location: null };
  }
}

/** Posts a form's body until an instance answers it (not 5xx, not a cut connection), at most RESENDS + 1 times. */
export async function submitWithResends(traffic: Traffic, rng: Random, send: (instance: Instance) => Promise<Response>): Promise<Outcome> {
  const attempts: Status[] = [];
  for (let attempt = 0; attempt <= RESENDS; attempt++) {
    const instance = await pickInstance(traffic, rng);
    if (!instance) break;
    const { status, location } = await sendOnce(send, instance);
    attempts.push(status);
    if (typeof status === "number" && status < 500) return { status, location, attempts };
    await sleep(2000 * 2 ** attempt);
  }
  return { status: "unknown", location: null, attempts };
}

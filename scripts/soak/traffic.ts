// The soak run's visitors and owner: a few loops, each bounded by the run's
// end, sending a few requests per second in all to whichever instances are up
// (traffic/: one module a loop). Each loop draws from a generator of its own.
import { asKind } from "./http.ts";
import { bookings } from "./traffic/bookings.ts";
import type { TrafficRun } from "./traffic/context.ts";
import { enquiries } from "./traffic/enquiries.ts";
import { manage } from "./traffic/manage.ts";
import { owner } from "./traffic/owner.ts";
import { pageViews } from "./traffic/page-views.ts";
import { emptyState, type TrafficState } from "./traffic/state.ts";

export function startTraffic(run: TrafficRun): { state: TrafficState; done: Promise<PromiseSettledResult<void>[]> } {
  const traffic = { ...run, state: emptyState() };
  const loops = [
    asKind("page-view", () => pageViews(traffic, run.rng.fork(1))),
    asKind("page-view", () => pageViews(traffic, run.rng.fork(2))),
    asKind("enquiry", () => enquiries(traffic, run.rng.fork(3))),
    asKind("booking", () => bookings(traffic, run.rng.fork(4))),
    asKind("booking-manage", () => manage(traffic, run.rng.fork(5))),
    asKind("owner", () => owner(traffic, run.rng.fork(6))),
  ];
  return { state: traffic.state, done: Promise.allSettled(loops) };
}

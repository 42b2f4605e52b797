// What a soak run hands its checks: what was sent and came back, the faults,
// the traffic's own record, and where to look (database, mail, instances).
import type { Fault } from "../faults.ts";
import type { RequestRecord } from "../http.ts";
import type { Instance } from "../instances.ts";
import type { SoakPostgres } from "../postgres.ts";
import type { SmtpSink } from "../smtp-sink.ts";
import type { TrafficState } from "../traffic/state.ts";

/** How the outbox's drain after the traffic went: whether it emptied, how long it took, and what was left. */
export type Drain = { drained: boolean; ms: number; left: string };

export type SoakRun = {
  run: { startedAt: number; trafficEndedAt: number };
  requests: RequestRecord[];
  faults: Fault[];
  state: TrafficState;
  sink: SmtpSink;
  postgres: SoakPostgres;
  instances: Instance[];
  drain: Drain;
  contactTo: string;
};

// What /healthz and the panel's footer say of the continuous copy: this
// process's supervisor (server/jobs/replication.ts) publishes its state here.
// One process per SQLite database, so memory is where it lives.
import type { ReplicationState } from "./replication-state";

/** The copy's state for a reader: null when BACKUP_URL is unset (no continuous copy). */
export type ReplicaStatus = Pick<ReplicationState, "lastWrittenAt" | "failingSince" | "lastError"> | null;

let current: ReplicaStatus = null;

export function publishReplicaStatus(state: ReplicationState | null): void {
  current = state && { lastWrittenAt: state.lastWrittenAt, failingSince: state.failingSince, lastError: state.lastError };
}

export function replicaStatus(): ReplicaStatus {
  return current;
}

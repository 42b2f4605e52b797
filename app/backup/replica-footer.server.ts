// The panel footer's line about the continuous copy, from this process's state.
import { formatDateTime } from "~/lib/format";
import { replicaLine } from "./backup.messages";
import type { ReplicaStatus } from "./replica-status.server";

/** The line and whether it warns; null without a continuous copy (BACKUP_URL unset). */
export type ReplicaFooter = { text: string; failing: boolean } | null;

const shown = (date: Date | null) => date && formatDateTime(date.toISOString());

export function replicaFooter(status: ReplicaStatus): ReplicaFooter {
  if (!status) return null;
  return {
    text: replicaLine({ lastWrittenAt: shown(status.lastWrittenAt), failingSince: shown(status.failingSince), error: status.lastError }),
    failing: status.failingSince !== null,
  };
}

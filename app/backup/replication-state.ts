// What the server knows of its continuous copy, and when to tell the trainer:
// once when the copy has failed for an hour, once again when it writes again.
// Pure: the supervisor feeds it what Litestream reports and the clock's ticks.

/** After this long failing, the trainer is told (a minute's outage of the destination is nobody's business). */
export const STOPPED_AFTER_MS = 60 * 60 * 1000;
/**
 * A write to the destination unanswered this long has hung: Litestream 0.3
 * puts no time limit on one, and its SFTP client waits for ever on a
 * connection the destination lost (a restart, a dropped line), without a
 * word in its log. A log segment is small; a snapshot is the whole database
 * (long enough for a large one over a slow line).
 */
export const HUNG_AFTER_MS = { segment: 2 * 60 * 1000, snapshot: 30 * 60 * 1000 };
export type WriteKind = keyof typeof HUNG_AFTER_MS;

export type ReplicationState = {
  /** When the destination last took a change (the replica last written); null: not seen since the start. */
  lastWrittenAt: Date | null;
  /** When the copy began failing without a success since; null: it is not failing. */
  failingSince: Date | null;
  /** When the trainer was told it stopped; null: not told (or told of the recovery since). */
  toldStoppedAt: Date | null;
  /** What failed last (Litestream's words, for the log and /healthz). */
  lastError: string | null;
  /** The write in progress: when it began and what it is; null: none. */
  writing: { since: Date; kind: WriteKind } | null;
};

/** What the trainer is to be told: the copy stopped (failing since `since`), or it works again. */
export type ReplicationNews = { kind: "stopped"; since: Date; lastWrittenAt: Date | null } | { kind: "recovered"; since: Date; at: Date };

/** The next state, what to tell, and whether Litestream must be started afresh (its write hung). */
export type Step = { state: ReplicationState; news: ReplicationNews | null; restart?: boolean };

export const INITIAL_STATE: ReplicationState = { lastWrittenAt: null, failingSince: null, toldStoppedAt: null, lastError: null, writing: null };

/** Litestream began writing to the destination at `at`. */
export function writing(state: ReplicationState, at: Date, kind: WriteKind): Step {
  return { state: { ...state, writing: state.writing ?? { since: at, kind } }, news: null };
}

/** The destination took a change at `at`. */
export function written(state: ReplicationState, at: Date): Step {
  const next: ReplicationState = { lastWrittenAt: at, failingSince: null, toldStoppedAt: null, lastError: null, writing: null };
  const news: ReplicationNews | null = state.toldStoppedAt ? { kind: "recovered", since: state.failingSince ?? state.toldStoppedAt, at } : null;
  return { state: next, news };
}

/** A sync failed at `at` (or Litestream stopped): failing from the first failure after the last success. */
export function failed(state: ReplicationState, at: Date, error: string): Step {
  return { state: { ...state, failingSince: state.failingSince ?? at, lastError: error, writing: null }, news: null };
}

/** The clock's tick: a hung write fails (and Litestream restarts); a stop is told once, when the copy has failed for STOPPED_AFTER_MS. */
export function checked(state: ReplicationState, now: Date): Step {
  const { writing: inProgress } = state;
  const hung = inProgress !== null && now.getTime() - inProgress.since.getTime() >= HUNG_AFTER_MS[inProgress.kind];
  const current = hung ? failed(state, inProgress.since, "the destination has not answered a write").state : state;
  const { failingSince, toldStoppedAt } = current;
  if (!failingSince || toldStoppedAt || now.getTime() - failingSince.getTime() < STOPPED_AFTER_MS)
    return { state: current, news: null, restart: Boolean(hung) };
  return {
    state: { ...current, toldStoppedAt: now },
    news: { kind: "stopped", since: failingSince, lastWrittenAt: current.lastWrittenAt },
    restart: Boolean(hung),
  };
}

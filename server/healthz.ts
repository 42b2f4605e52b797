import type { RequestHandler } from "express";
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { ContentProblem } from "~/site-content/index.server";
import { RETRY_AFTER_SECONDS } from "~/db/database-unavailable.server";
import type { ReplicaStatus } from "~/backup/index.server";

/** A database that does not answer within this is as good as down. */
const TIMEOUT_MS = 2000;

/** "ok", or the published version this instance could not render (it serves the last one that rendered). */
type ContentHealth = { status: "ok" } | { status: "stale"; unrenderedVersion: number; since: string };

/**
 * The continuous copy (BACKUP_URL): when the destination last took a change and since when it fails; absent without one.
 * Not why: Litestream's error names the destination's host, port, path or user, which are nobody's business publicly
 * (the error is in the server's log and the panel's footer).
 */
type ReplicaHealth = { lastWrittenAt: string | null; failingSince: string | null };

export type Health =
  | { status: "ok"; database: "ok"; outbox: { pending: number; failed: number }; content: ContentHealth; replica?: ReplicaHealth }
  | { status: "error"; database: "unreachable" };

const iso = (date: Date | null) => date?.toISOString() ?? null;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkHealth(db: Kysely<Database>, problem: ContentProblem | null = null, replica: ReplicaStatus = null): Promise<Health> {
  try {
    const counts = await withTimeout(
      db
        .selectFrom("outbox")
        .select([
          sql<number>`count(case when status in ('pending', 'sending') then 1 end)`.as("pending"),
          sql<number>`count(case when status = 'failed' then 1 end)`.as("failed"),
        ])
        .executeTakeFirstOrThrow(),
    );
    const content: ContentHealth = problem ? { status: "stale", unrenderedVersion: problem.version, since: problem.since } : { status: "ok" };
    const copy = replica && { replica: { lastWrittenAt: iso(replica.lastWrittenAt), failingSince: iso(replica.failingSince) } };
    return { status: "ok", database: "ok", outbox: { pending: Number(counts.pending), failed: Number(counts.failed) }, content, ...copy };
  } catch {
    return { status: "error", database: "unreachable" };
  }
}

/**
 * GET /healthz for load balancers, Docker and uptime monitors: 200 with the
 * outbox backlog while the database answers, 503 when it does not; content
 * that was published but does not render is reported (the instance still
 * serves the last content that did, so it stays 200), and so is a
 * continuous copy that fails (the site works; the trainer is told after an
 * hour). Counts only: nothing about any enquiry.
 */
export function healthz(
  getDatabase: () => Promise<Kysely<Database>>,
  contentProblem: () => ContentProblem | null = () => null,
  replica: () => ReplicaStatus = () => null,
): RequestHandler {
  return async (_req, res) => {
    const health = await checkHealth(await getDatabase(), contentProblem(), replica());
    if (health.status !== "ok") res.set("Retry-After", String(RETRY_AFTER_SECONDS));
    res
      .status(health.status === "ok" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(health);
  };
}

import type { RequestHandler } from "express";
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";

/** A database that does not answer within this is as good as down. */
const TIMEOUT_MS = 2000;

export type Health =
  | { status: "ok"; database: "ok"; outbox: { pending: number; failed: number } }
  | { status: "error"; database: "unreachable" };

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkHealth(db: Kysely<Database>): Promise<Health> {
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
    return { status: "ok", database: "ok", outbox: { pending: Number(counts.pending), failed: Number(counts.failed) } };
  } catch {
    return { status: "error", database: "unreachable" };
  }
}

/**
 * GET /healthz for load balancers, Docker and uptime monitors: 200 with the
 * outbox backlog while the database answers, 503 when it does not. Counts
 * only: nothing about any enquiry.
 */
export function healthz(getDatabase: () => Promise<Kysely<Database>>): RequestHandler {
  return async (_req, res) => {
    const health = await checkHealth(await getDatabase());
    res.status(health.status === "ok" ? 200 : 503).set("Cache-Control", "no-store").json(health);
  };
}

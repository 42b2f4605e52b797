import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { SendMailOptions, Transporter } from "nodemailer";
import { timestamp, type Database, type OutboxRow } from "~/db/database.server";
import { composeAcknowledgementMail, composeTrainerMail, type MailAddresses } from "~/mail/mail.server";
import { dialectOf } from "~/db/sql-dialect.server";
import { maskPersonalData } from "./mask-personal-data";

export type Logger = { info(message: string): void; error(message: string): void };

export const RETRY = {
  /** The first retry waits this long; each next one twice as long… */
  firstDelayMs: 60_000,
  /** …but never longer than this… */
  maxDelayMs: 60 * 60_000,
  /** …until this long after the mail was queued; then it is marked failed for the inbox. */
  giveUpAfterMs: 24 * 60 * 60_000,
  /** A claimed row is due again after this, should its sender die mid-send. Well above the transport's time-outs. */
  leaseMs: 10 * 60_000,
};

export type OutboxWorkerOptions = {
  db: Kysely<Database>;
  transport: Pick<Transporter, "sendMail">;
  /** How long to wait after the outbox is empty before looking again. */
  pollMs: number;
  log?: Logger;
  /** The name of an offer item for its slug; null shows the slug itself. */
  serviceName?: (slug: string) => string | null;
  /** From/To; the environment when omitted. */
  addresses?: MailAddresses;
  /** The current time; tests move it forward instead of waiting. */
  clock?: () => Date;
};

export type OutboxWorker = {
  /** Stops polling; resolves once a send in progress has finished and been recorded. */
  stop(): Promise<void>;
};

function isDue(now: string) {
  return (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
      eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", now)]),
    ]);
}

/**
 * Takes the next due row for this sender alone. One UPDATE does it: on
 * PostgreSQL the row is picked with FOR UPDATE SKIP LOCKED, so concurrent
 * instances take different rows; SQLite runs one writer at a time. The due
 * condition is checked again on the row itself, so a row another sender has
 * just claimed is never taken twice.
 */
async function claimNextRow(db: Kysely<Database>, now: Date): Promise<OutboxRow | undefined> {
  const nowText = timestamp(now);
  const postgres = dialectOf(db) === "postgres";
  return db
    .updateTable("outbox")
    .set({
      status: "sending",
      attempts: sql<number>`attempts + 1`,
      locked_until: timestamp(new Date(now.getTime() + RETRY.leaseMs)),
    })
    .where("id", "=", (eb) => {
      const next = eb.selectFrom("outbox").select("id").where(isDue(nowText)).orderBy("next_attempt_at").orderBy("id").limit(1);
      return postgres ? next.forUpdate().skipLocked() : next;
    })
    .where(isDue(nowText))
    .returningAll()
    .executeTakeFirst();
}

/** When the row is tried next, or null when it is out of time. */
export function nextAttemptAt(row: Pick<OutboxRow, "attempts" | "created_at">, now: Date): Date | null {
  const deadline = new Date(row.created_at).getTime() + RETRY.giveUpAfterMs;
  if (now.getTime() >= deadline) return null;
  const delay = Math.min(RETRY.firstDelayMs * 2 ** Math.max(0, row.attempts - 1), RETRY.maxDelayMs);
  // One last try at the deadline itself rather than giving up early.
  return new Date(Math.min(now.getTime() + delay, deadline));
}

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/** Sends outbox rows as they become due, until stopped. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, pollMs, log = console, serviceName = () => null, addresses, clock = () => new Date() } = options;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let cycle: Promise<void> = Promise.resolve();

  async function compose(row: OutboxRow): Promise<SendMailOptions | null> {
    const enquiry = await db.selectFrom("enquiries").selectAll().where("id", "=", row.enquiry_id).executeTakeFirst();
    if (!enquiry) return null;
    if (row.kind === "acknowledge_visitor") return composeAcknowledgementMail(enquiry, addresses);
    const service = enquiry.service === null ? null : (serviceName(enquiry.service) ?? enquiry.service);
    return composeTrainerMail(enquiry, service, addresses);
  }

  async function recordFailure(row: OutboxRow, error: unknown, retry: boolean) {
    const now = clock();
    const next = retry ? nextAttemptAt(row, now) : null;
    const lastError = errorMessage(error);
    await db
      .updateTable("outbox")
      .set(
        next
          ? { status: "pending", next_attempt_at: timestamp(next), locked_until: null, last_error: lastError }
          : { status: "failed", locked_until: null, last_error: lastError },
      )
      .where("id", "=", row.id)
      .execute();
    const outcome = next ? `retrying at ${timestamp(next)}` : "gave up";
    log.error(`outbox: ${row.kind} #${row.id} (enquiry #${row.enquiry_id}) attempt ${row.attempts} failed, ${outcome}: ${maskPersonalData(lastError)}`);
  }

  async function send(row: OutboxRow) {
    let mail: SendMailOptions | null;
    try {
      mail = await compose(row);
    } catch (error) {
      // The same row would compose the same way next time: no point retrying.
      return recordFailure(row, error, false);
    }
    if (!mail) return;
    try {
      await transport.sendMail(mail);
    } catch (error) {
      return recordFailure(row, error, true);
    }
    await db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: timestamp(clock()), locked_until: null, last_error: null })
      .where("id", "=", row.id)
      .execute();
    log.info(`outbox: sent ${row.kind} #${row.id} (enquiry #${row.enquiry_id}), attempt ${row.attempts}`);
  }

  async function drain() {
    try {
      while (!stopping) {
        const row = await claimNextRow(db, clock());
        if (!row) return;
        await send(row);
      }
    } catch (error) {
      // The database is away (restart, failover): the rows wait, the next poll tries again.
      log.error(`outbox: ${errorMessage(error)}`);
    }
  }

  function run() {
    cycle = drain().then(() => {
      if (!stopping) timer = setTimeout(run, pollMs);
    });
  }

  run();
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await cycle;
    },
  };
}

/**
 * Puts a failed row back in the queue, due now (the inbox's "send again").
 * Past its 24 hours that is one more attempt: a new failure marks it failed
 * again. Returns false when the row is not failed.
 */
export async function requeueOutboxRow(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: timestamp(now), locked_until: null })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

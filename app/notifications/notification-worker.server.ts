// Delivers outbox rows as they become due, whatever their channel: claims a
// row under a lease (a crashed sender's row comes back; two workers never
// take one row), renders it from its template as its subject is now, hands
// it to its channel, and records the outcome, with backoff and giving up
// after 24 hours (outbox.server.ts). Each channel has a lane of its own (push
// a few), so a slow push service never holds back a mail: the e-mail lane
// claims the next mail whatever the push lane is waiting for.
import type { Kysely } from "kysely";
import { timestamp, type Database, type OutboxRow } from "~/db/database.server";
import { HandOver, type Channel, type Rendered, type Templates } from "./channel";
import { claimNextRow, nextAttemptAt, putBackRows } from "./outbox.server";

export type Logger = { info(message: string): void; error(message: string): void };

/**
 * Rows of a channel in flight at once. Push: a few, so that a message whose
 * devices' push service stalls (each send waits at most PUSH_TIMEOUT_MS)
 * holds back no other push message. E-mail: one, over one SMTP connection.
 */
const LANE_WIDTH: Record<string, number> = { push: 4 };

export type NotificationWorkerOptions = {
  db: Kysely<Database>;
  /** Every channel this instance delivers; rows of another channel wait for an instance that has it. */
  channels: readonly Channel[];
  templates: Templates;
  /** How long to wait after the outbox is empty before looking again. */
  pollMs: number;
  log?: Logger;
  /** The current time; tests move it forward instead of waiting. */
  clock?: () => Date;
  /** Masks personal data in an error before it is logged. */
  mask?: (text: string) => string;
};

export type NotificationWorker = {
  /**
   * Stops polling; resolves once the deliveries in progress have finished and been recorded, or, with `graceMs`,
   * after that long at most: a delivery still in progress then is put back in the queue, due at once, so that
   * the next start (or another instance) sends it without waiting for its lease. Resolves false when it was.
   */
  stop(options?: { graceMs?: number }): Promise<boolean>;
};

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/** What the row's message is about, for the log: "booking #3", "client #4", "waitlist entry #6", "package #2" or "enquiry #5". */
function about(row: OutboxRow): string {
  if (row.booking_id !== null) return `booking #${row.booking_id}`;
  if (row.client_id !== null) return `client #${row.client_id}`;
  if (row.waitlist_id !== null) return `waitlist entry #${row.waitlist_id}`;
  if (row.voucher_id !== null) return `voucher #${row.voucher_id}`;
  return row.package_id !== null ? `package #${row.package_id}` : `enquiry #${row.enquiry_id}`;
}

export function startNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const { db, channels, templates, pollMs, log = console, clock = () => new Date(), mask = (text) => text } = options;
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const names = [...byName.keys()];
  let stopping = false;
  /** The rows being delivered, by id; a row put back at a cut-short stop has its outcome no longer recorded. */
  const inFlight = new Map<number, OutboxRow>();
  let putBack = false;
  // A channel's first lane polls; the others join only while it finds rows, so an idle outbox costs one query per channel a poll.
  const lanes = names.flatMap((name) =>
    Array.from({ length: LANE_WIDTH[name] ?? 1 }, (_, slot) => ({
      name,
      polls: slot === 0,
      timer: undefined as NodeJS.Timeout | undefined,
      cycle: Promise.resolve(),
      running: false,
    })),
  );

  async function render(row: OutboxRow): Promise<Rendered> {
    const template = templates[row.kind]?.[row.channel];
    if (!template) throw new Error(`no template for ${row.kind} on ${row.channel}`);
    return template(row, { db, now: clock() });
  }

  async function recordFailure(row: OutboxRow, error: unknown, retry: boolean) {
    const next = retry ? nextAttemptAt(row, clock()) : null;
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
    log.error(`outbox: ${row.kind} #${row.id} (${about(row)}) attempt ${row.attempts} failed, ${outcome}: ${mask(lastError)}`);
  }

  async function skip(row: OutboxRow, reason: string) {
    await db.updateTable("outbox").set({ status: "skipped", locked_until: null }).where("id", "=", row.id).execute();
    log.info(`outbox: skipped ${row.kind} #${row.id} (${about(row)}): ${reason}`);
  }

  /** The row is due again now, for another channel: one message, one channel at a time, never both. */
  async function handOver(row: OutboxRow, channel: string, reason: string) {
    await db
      .updateTable("outbox")
      .set({ channel, status: "pending", next_attempt_at: timestamp(clock()), locked_until: null, last_error: null })
      .where("id", "=", row.id)
      .execute();
    log.info(`outbox: ${row.kind} #${row.id} (${about(row)}) goes by ${channel} instead of ${row.channel}: ${reason}`);
    wakeOne(channel);
  }

  async function deliver(row: OutboxRow) {
    inFlight.set(row.id, row);
    try {
      await deliverClaimed(row);
    } finally {
      inFlight.delete(row.id);
    }
  }

  async function deliverClaimed(row: OutboxRow) {
    let rendered: Rendered;
    try {
      rendered = await render(row);
    } catch (error) {
      // The same row would render the same way next time: no point retrying.
      return recordFailure(row, error, false);
    }
    if (!rendered) return;
    if ("skip" in rendered) return skip(row, rendered.skip);
    if ("handOver" in rendered) return handOver(row, rendered.handOver, rendered.reason);
    try {
      await byName.get(row.channel)!.deliver(rendered.message, { outboxId: row.id });
    } catch (error) {
      if (putBack) return;
      if (error instanceof HandOver) return handOver(row, error.channel, error.message);
      return recordFailure(row, error, true);
    }
    if (putBack) return;
    await db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: timestamp(clock()), locked_until: null, last_error: null })
      .where("id", "=", row.id)
      .execute();
    log.info(`outbox: sent ${row.kind} #${row.id} (${about(row)}), attempt ${row.attempts}`);
  }

  type Lane = (typeof lanes)[number];

  async function drain(lane: Lane) {
    try {
      while (!stopping) {
        const row = await claimNextRow(db, clock(), [lane.name]);
        if (!row) return;
        wakeOne(lane.name);
        await deliver(row);
      }
    } catch (error) {
      // The database is away (restart, failover): the rows wait, the next poll tries again.
      log.error(`outbox: ${errorMessage(error)}`);
    }
  }

  function run(lane: Lane) {
    lane.running = true;
    lane.cycle = drain(lane).then(() => {
      lane.running = false;
      if (!stopping && lane.polls) lane.timer = setTimeout(() => run(lane), pollMs);
    });
  }

  /** More rows may be due on `channel` (one was just claimed, or handed over to it): an idle lane of it looks now rather than at the next poll. */
  function wakeOne(channel: string) {
    const lane = lanes.find((one) => one.name === channel && !one.running);
    if (!lane || stopping) return;
    clearTimeout(lane.timer);
    run(lane);
  }

  for (const lane of lanes) if (lane.polls) run(lane);
  return {
    async stop({ graceMs } = {}) {
      stopping = true;
      for (const lane of lanes) clearTimeout(lane.timer);
      const finished = Promise.all(lanes.map((lane) => lane.cycle)).then(() => true);
      let timer: NodeJS.Timeout | undefined;
      const cut = graceMs === undefined ? finished : new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, graceMs))));
      const done = await Promise.race([finished, cut]);
      clearTimeout(timer);
      if (!done && inFlight.size > 0) {
        putBack = true;
        const rows = [...inFlight.values()];
        await putBackRows(
          db,
          rows.map((row) => row.id),
          clock(),
        );
        for (const row of rows) log.error(`outbox: ${row.kind} #${row.id} (${about(row)}) cut short by the stop, due again at the next start`);
      }
      for (const channel of channels) channel.close?.();
      return done || inFlight.size === 0;
    },
  };
}

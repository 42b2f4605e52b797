import type { Kysely } from "kysely";
import type { SendMailOptions, Transporter } from "nodemailer";
import { composeBookingMail, type BookingMailKind } from "~/bookings/booking-mail.server";
import { bookingToken } from "~/bookings/booking-token.server";
import { packageForMail } from "~/packages/package-running-out.server";
import { composePackageMail } from "~/packages/package-mail.server";
import { mailGroupOf } from "~/series/mail-group.server";
import { calendarUidHost } from "~/bookings/calendar-uid-host.server";
import { timestamp, type Database, type OutboxRow } from "~/db/database.server";
import { composeAcknowledgementMail, composeTrainerMail } from "~/enquiries/enquiry-mail.server";
import type { MailAddresses } from "~/mail/mail.server";
import { env } from "~/env.server";
import { claimNextRow, nextAttemptAt } from "~/mail/outbox.server";
import { maskPersonalData } from "../mask-personal-data";

export type Logger = { info(message: string): void; error(message: string): void };

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

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/** What the row's mail is about, for the log: "booking #3", "package #2" or "enquiry #5". */
function about(row: OutboxRow): string {
  if (row.booking_id !== null) return `booking #${row.booking_id}`;
  return row.package_id !== null ? `package #${row.package_id}` : `enquiry #${row.enquiry_id}`;
}

/** The mail to send, or why a booking's mail no longer applies. */
type Composed = SendMailOptions | { skip: string } | null;

/** Sends outbox rows as they become due, until stopped. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, pollMs, log = console, serviceName = () => null, addresses, clock = () => new Date() } = options;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let cycle: Promise<void> = Promise.resolve();

  /**
   * A booking's mail as the booking is now. The store marks mails that no
   * longer apply as skipped when it cancels or moves; this is the second
   * guard, for a row claimed before that or put back by hand.
   */
  async function composeForBooking(row: OutboxRow & { booking_id: number }): Promise<Composed> {
    const booking = await db.selectFrom("bookings").selectAll().where("id", "=", row.booking_id).executeTakeFirst();
    if (!booking) return { skip: "the booking is gone" };
    if (!row.kind.startsWith("booking_")) throw new Error(`${row.kind} is not a booking's mail`);
    const kind = row.kind as BookingMailKind;
    const aboutTheSession = kind === "booking_reminder" || kind === "booking_confirmed_visitor" || kind === "booking_confirmed_trainer";
    if (aboutTheSession && booking.status !== "confirmed") return { skip: `the booking is ${booking.status}` };
    const now = clock();
    if (kind === "booking_reminder" && now.getTime() >= Date.parse(booking.starts_at)) return { skip: "the session has begun" };
    const group = await mailGroupOf(db, booking, kind);
    const groupTokens = new Map(await Promise.all((group ?? []).map(async (session) => [session.id, await bookingToken(db, session.id)] as const)));
    return composeBookingMail(kind, booking, {
      token: await bookingToken(db, booking.id),
      groupTokens,
      uidHost: await calendarUidHost(db, (addresses ?? env).SITE_URL),
      addresses,
      now,
      dueAt: new Date(row.created_at),
      group,
    });
  }

  /** The package's notice as the package is now (a sale since then still leaves the news worth a mail). */
  async function composeForPackage(packageId: number): Promise<Composed> {
    const notice = await packageForMail(db, packageId, clock());
    return notice ? composePackageMail(notice, addresses) : { skip: "the package is gone" };
  }

  async function compose(row: OutboxRow): Promise<Composed> {
    if (row.booking_id !== null) return composeForBooking({ ...row, booking_id: row.booking_id });
    if (row.package_id !== null) return composeForPackage(row.package_id);
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
    log.error(`outbox: ${row.kind} #${row.id} (${about(row)}) attempt ${row.attempts} failed, ${outcome}: ${maskPersonalData(lastError)}`);
  }

  async function skip(row: OutboxRow, reason: string) {
    await db.updateTable("outbox").set({ status: "skipped", locked_until: null }).where("id", "=", row.id).execute();
    log.info(`outbox: skipped ${row.kind} #${row.id} (${about(row)}): ${reason}`);
  }

  async function send(row: OutboxRow) {
    let mail: Composed;
    try {
      mail = await compose(row);
    } catch (error) {
      // The same row would compose the same way next time: no point retrying.
      return recordFailure(row, error, false);
    }
    if (!mail) return;
    if ("skip" in mail) return skip(row, mail.skip);
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
    log.info(`outbox: sent ${row.kind} #${row.id} (${about(row)}), attempt ${row.attempts}`);
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

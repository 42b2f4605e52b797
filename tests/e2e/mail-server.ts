// A server of its own whose mails land in a test SMTP server on 127.0.0.1:
// the specs that read what a client or the trainer was sent. Its outbox is
// polled often and its limits are out of the way of a test's bookings and
// enquiries. Every such spec on SQLite has the same settings, so a worker
// keeps one server and one sink for all of them (tests/support/server-pool.ts):
// the server is reset for each file (its outbox stopped, a send under way
// finished, then its data emptied), and then the sink is emptied.
import { test } from "@playwright/test";
import { startSmtpSink, workerSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { waitFor } from "../support/wait-for";
import { ADMIN_ENV, withDatabase } from "./admin";
import { ownServer } from "./site";

/** Where the outbox sends the trainer's copies. */
export const TRAINER = "trener@example.com";

/**
 * The settings of every mail spec's server besides its sink: polled every
 * 200 ms, booking and enquiry limits no test reaches, and 127.0.0.1 allowed
 * outbound (the waitlist's push receiver).
 */
const MAIL_SETTINGS = {
  ...ADMIN_ENV,
  CONTACT_TO: TRAINER,
  OUTBOX_POLL_MS: "200",
  BOOKING_RATE_LIMIT: "1000",
  ENQUIRY_RATE_LIMIT: "50",
  OUTBOUND_ALLOWED_HOSTS: "127.0.0.1",
};

/**
 * `options`: ownServer's (the database: PostgreSQL gets a server and a sink of the file's own), and `settings`
 * of the file's own, made before the server starts (a payment provider's double): a server and a sink of its own too.
 */
export function ownServerWithMail({ settings, ...options }: Parameters<typeof ownServer>[1] & { settings?: () => Promise<Record<string, string>> } = {}) {
  const shared = (options.database ?? "sqlite") === "sqlite" && !settings;
  let sink: SmtpSink | undefined;
  const server = ownServer(
    async () => {
      sink = shared ? await workerSmtpSink() : await startSmtpSink();
      return { ...MAIL_SETTINGS, SMTP_URL: sink.url, ...(await settings?.()) };
    },
    { ...options, share: shared },
  );
  // After the server's reset (ownServer's hook runs first): what it sent for an earlier file is not this file's.
  test.beforeAll(() => {
    sink!.messages.length = 0;
  });
  test.afterAll(() => (shared ? undefined : sink?.close()));
  const sent = () => {
    if (!sink) throw new Error("the SMTP sink starts with the spec's server, in the file's beforeAll");
    return sink;
  };
  /** The mails to an address once there are `count` of them, oldest first. */
  const mailsTo = (address: string, count = 1) =>
    waitFor(
      () => {
        const found = sent().messages.filter((message) => message.envelope.to.includes(address));
        return found.length >= count ? found : undefined;
      },
      { what: `${count} mail(s) to ${address}` },
    );
  return { server, mailsTo, mailTo: async (address: string) => (await mailsTo(address))[0]!, sink: sent };
}

/**
 * A package sale's confirmation, due ten minutes after the sale (for a
 * mistake to be removed unsent; server/jobs/package-mail-delivery.test.ts
 * checks the wait), made due now: the specs that read it do not wait ten minutes.
 */
export function saleMailsDueNow(databaseFile: string) {
  withDatabase(databaseFile, (db) =>
    db.prepare("update outbox set next_attempt_at = ? where kind = 'package_sold_client' and status = 'pending'").run(new Date().toISOString()),
  );
}

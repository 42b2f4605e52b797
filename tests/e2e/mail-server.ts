// A server of its own whose mails land in a test SMTP server on 127.0.0.1:
// the specs that read what a client or the trainer was sent. Its outbox is
// polled often and its booking limit is out of the way of a test's bookings.
import { test } from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { waitFor } from "../support/wait-for";
import { ADMIN_ENV } from "./admin";
import { ownServer } from "./site";

/** `env`: settings of the spec's own besides these; `options`: ownServer's (the database). */
export function ownServerWithMail(env: Record<string, string> = {}, options: Parameters<typeof ownServer>[1] = {}) {
  let sink: SmtpSink;
  const server = ownServer(async () => {
    sink = await startSmtpSink();
    return { ...ADMIN_ENV, SMTP_URL: sink.url, CONTACT_TO: "trener@example.com", OUTBOX_POLL_MS: "200", BOOKING_RATE_LIMIT: "1000", ...env };
  }, options);
  test.afterAll(() => sink?.close());
  /** The mails to an address once there are `count` of them, oldest first. */
  const mailsTo = (address: string, count = 1) =>
    waitFor(
      () => {
        const found = sink.messages.filter((message) => message.envelope.to.includes(address));
        return found.length >= count ? found : undefined;
      },
      { what: `${count} mail(s) to ${address}` },
    );
  return { server, mailsTo, mailTo: async (address: string) => (await mailsTo(address))[0]!, sink: () => sink };
}

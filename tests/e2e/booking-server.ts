// The server the booking specs run against, for both halves of a split spec
// (the browser's and the request-level one): the inbox on, the outbox
// delivering to an SMTP sink every 200 ms, and no booking limit worth the name.
import { test } from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { ADMIN_ENV } from "./admin";
import { ownServer } from "./site";

/** Where the outbox sends the trainer's copies. */
export const TRAINER = "trener@example.com";

/** Runs the calling spec file against a booking server of its own; `sink()` is the mail it has sent. */
export function ownBookingServer() {
  let sink: SmtpSink | undefined;
  const server = ownServer(async () => {
    sink = await startSmtpSink();
    return { ...ADMIN_ENV, SMTP_URL: sink.url, CONTACT_TO: TRAINER, OUTBOX_POLL_MS: "200", BOOKING_RATE_LIMIT: "1000" };
  });
  test.afterAll(() => sink?.close());
  return {
    server,
    sink: () => {
      if (!sink) throw new Error("the SMTP sink starts with the spec's server, in the file's beforeAll");
      return sink;
    },
  };
}

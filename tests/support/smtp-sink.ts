// A real SMTP server for tests (the `smtp-server` package), which keeps every
// message it accepts and reads the parts the tests check (mail-message.ts).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { envelopeOf, parseMail, type ReceivedMail } from "./mail-message.ts";

export type { ReceivedMail } from "./mail-message.ts";

export type SmtpSink = {
  port: number;
  /** An SMTP_URL for this server, with credentials as in production. */
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
};

type SinkOptions = {
  /** Listen here (to bring a stopped server back on its old address); a free port when omitted. */
  port?: number;
  /** Hold each message this long before accepting it, to catch a send in progress. */
  acceptDelayMs?: number;
  /** Hold each message until this settles (then acceptDelayMs more), to act while a send is in progress. */
  acceptAfter?: Promise<unknown>;
  /** Answer every recipient with a temporary failure that names the address, as real servers do. */
  rejectRecipients?: boolean;
};

export async function startSmtpSink({
  port = 0,
  acceptDelayMs = 0,
  acceptAfter = Promise.resolve(),
  rejectRecipients = false,
}: SinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onRcptTo(address, _session, callback) {
      if (!rejectRecipients) return callback();
      callback(Object.assign(new Error(`Mailbox <${address.address}> is over quota`), { responseCode: 452 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = envelopeOf(session);
        const accept = () => {
          messages.push(parseMail(envelope, Buffer.concat(chunks).toString("utf8")));
          callback();
        };
        void acceptAfter.then(() => setTimeout(accept, acceptDelayMs));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://outbox:secret@127.0.0.1:${actualPort}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let workerSink: Promise<SmtpSink> | undefined;

/**
 * This Playwright worker's sink, started once and kept until the worker
 * ends: the mail specs' pooled server (tests/e2e/mail-server.ts) sends to it
 * from one file to the next, and each file empties `messages` first.
 */
export function workerSmtpSink(): Promise<SmtpSink> {
  workerSink ??= startSmtpSink();
  return workerSink;
}

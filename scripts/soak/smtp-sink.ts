// The SMTP server the instances mail to during a soak run (the `smtp-server`
// package, as in tests/support/smtp-sink.ts, whose reading of a message it
// shares): keeps every message it accepts, and can be stopped and started
// again on the same port (an outage).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { envelopeOf, parseMail, type ReceivedMail } from "../../tests/support/mail-message.ts";
import { sleep } from "../sleep.ts";

/** A message received, when, and the headers the checks read. */
export type SinkMessage = Pick<ReceivedMail, "envelope" | "raw" | "text"> & { at: number; subject: string; messageId: string };
export type SmtpSink = { port: number; url: string; messages: SinkMessage[]; running: () => boolean; stop: () => Promise<void>; start: () => Promise<void> };

function received(envelope: ReceivedMail["envelope"], raw: string): SinkMessage {
  const mail = parseMail(envelope, raw);
  return { at: Date.now(), envelope, raw, text: mail.text, subject: mail.header("Subject") ?? "", messageId: mail.header("Message-ID") ?? "" };
}

/** A server that keeps what it receives in `messages`, listening on `port` (0: any free one). */
async function listen(port: number, messages: SinkMessage[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    logger: false,
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    // An outage closes the connections the app keeps open within a second.
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(received(envelopeOf(session), Buffer.concat(chunks).toString("utf8")));
        callback();
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let server: SMTPServer | null = await listen(0, messages);
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    running: () => server !== null,
    async stop() {
      if (!server) return;
      const closing = server;
      server = null;
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async start() {
      if (server) return;
      // The port was ours a moment ago; a socket in TIME_WAIT may hold it briefly.
      for (let attempt = 0; ; attempt++) {
        try {
          server = await listen(port, messages);
          return;
        } catch (error) {
          if (attempt >= 20) throw error;
          await sleep(500);
        }
      }
    },
  };
}

// The e-mail channel: nodemailer over SMTP (SMTP_URL). Templates render the
// message (email-format.ts holds what every e-mail needs); this sends it.
import nodemailer, { type Transporter } from "nodemailer";
import type { Channel } from "../channel";
import type { EmailMessage } from "./email-format";

/** The SMTP transport for SMTP_URL, or null when mail is off. */
export function createMailTransport(smtpUrl: string | undefined): Transporter | null {
  if (!smtpUrl) return null;
  // Short time-outs (nodemailer waits up to 10 minutes by default): a hung
  // server should cost one retry, not hold the outbox.
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
}

/** Delivers through `transport`; closing the channel is the owner's (the transport may be shared). */
export function emailChannel(transport: Pick<Transporter, "sendMail">): Channel<EmailMessage> {
  return {
    name: "email",
    async deliver(message) {
      await transport.sendMail(message);
    },
  };
}
